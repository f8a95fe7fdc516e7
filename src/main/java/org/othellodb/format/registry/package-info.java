/**
 * The one list of transcript formats ({@link org.othellodb.format.registry.Formats}): which there
 * are, their names and the file name endings that stand for them, and which format a file is.
 * It points down at every format's package and none of them sees it, so the packages of
 * {@code format} form no cycle; the importer, the export, completion and the fuzzer all ask it.
 */
package org.othellodb.format.registry;
