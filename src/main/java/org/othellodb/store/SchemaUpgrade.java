package org.othellodb.store;

import org.othellodb.error.ToolFailureException;

/**
 * Brings a database made by an older version up to this one, each step in one transaction with its
 * version bump: a crash leaves the old version whole or the new one.
 */
final class SchemaUpgrade {

    private SchemaUpgrade() {
    }

    static void upgrade(Database db, int from) {
        for (int version = from; version < Database.SCHEMA_VERSION; version++) {
            int step = version;
            db.inWriteTransaction(() -> {
                // Another process may have upgraded the file since this one read its version.
                if (!db.meta("schema_version").orElse("").equals(Integer.toString(step))) {
                    return null;
                }
                switch (step) {
                    case 1 -> toVersion2(db);
                    case 2 -> toVersion3(db);
                    default -> throw new ToolFailureException(db.file() + ": schema " + step + " has no upgrade path");
                }
                db.setMeta("schema_version", Integer.toString(step + 1));
                return null;
            });
        }
    }

    /**
     * Version 2 identifies a game across sources by year and moves, then compares names leniently
     * (version 1 hashed the exact names into the key), and logs each decision in game_merges. The
     * keys need the moves seen from f5, which the import computes: it is told to by a meta flag.
     */
    private static void toVersion2(Database db) {
        var h = db.handle();
        h.execute("ALTER TABLE games RENAME COLUMN dedup_key TO match_key");
        h.execute("UPDATE games SET match_key = NULL");
        for (String statement : db.schemaStatements()) {
            if (statement.startsWith("CREATE TABLE game_merges") || statement.startsWith("CREATE INDEX game_merges_game")) {
                h.execute(statement);
            }
        }
        db.setMeta("match_keys_pending", "1");
    }

    /** Version 3 keeps the spellings that newer name files replaced, so that a renamed player is found under both. */
    private static void toVersion3(Database db) {
        for (String statement : db.schemaStatements()) {
            if (statement.startsWith("CREATE TABLE former_names")) {
                db.handle().execute(statement);
            }
        }
    }
}
