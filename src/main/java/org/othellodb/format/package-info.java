/**
 * Transcript files as neutral game records: the registry of formats ({@link org.othellodb.format.GameFormat}),
 * detection by name and content, and what the readers and writers of each format share (text
 * decoding, result and date spellings, bounded streams). One subpackage per format. It sees the
 * rules ({@code board}) and never the database.
 */
package org.othellodb.format;
