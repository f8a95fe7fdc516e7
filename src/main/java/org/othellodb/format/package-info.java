/**
 * Transcript files as neutral game records: what a format is ({@link org.othellodb.format.GameFormat}),
 * a file's name and first bytes as formats recognise them ({@link org.othellodb.format.FileHead}),
 * and what the readers and writers of each format share (text decoding, result and date spellings,
 * bounded streams). One subpackage per format; the list of them all is {@code format.registry},
 * above them, so that no format package sees another. It sees the rules ({@code board}) and never
 * the database.
 */
package org.othellodb.format;
