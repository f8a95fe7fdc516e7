/**
 * The import: files to replayed games to the database, one transaction per file, with duplicates
 * across sources merged, FFO's re-issues of a year matched to the stored games, problems
 * recorded per record, and file digests so an unchanged file is skipped. SQL goes through
 * {@code store}; the readers are {@code format}'s.
 */
package org.othellodb.ingest;
