package org.othellodb.store;

/** One imported file; see the sources table in schema.sql. */
public record SourceRow(long id, String path, String format, long size, String sha256, String importedAt,
                        String fileDate, String note, int gamesRead, int gamesImported, int gamesDuplicate,
                        int gamesUpdated, int gamesRejected) {
}
