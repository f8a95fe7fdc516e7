package org.othellodb.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
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
                    case 3 -> toVersion4(db);
                    case 4 -> toVersion5(db);
                    case 5 -> toVersion6(db);
                    case 6 -> toVersion7(db);
                    case 7 -> toVersion8(db);
                    case 8 -> toVersion9(db);
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
        createAsSchemaDoes(db, "CREATE TABLE game_merges", "CREATE INDEX game_merges_game");
        db.setMeta("match_keys_pending", "1");
    }

    /** Version 3 keeps the spellings that newer name files replaced, so that a renamed player is found under both. */
    private static void toVersion3(Database db) {
        createAsSchemaDoes(db, "CREATE TABLE former_names");
    }

    /** Version 5 adds the repertoires the user owns; nothing earlier changes. */
    private static void toVersion5(Database db) {
        createAsSchemaDoes(db, "CREATE TABLE repertoires", "CREATE TABLE repertoire_moves");
    }

    /**
     * Version 6 keeps the records of WTHOR issues a newer issue of their year replaced. The games of a database
     * that imported two issues of a year before stay as they are (the older issue's labels were overwritten
     * then): removing both issues and importing them again puts them under the rule.
     */
    private static void toVersion6(Database db) {
        createAsSchemaDoes(db, "CREATE TABLE superseded_games", "CREATE INDEX superseded_games_year");
    }

    /** Version 7 adds the drill's memory, the watched players and the news of imports; nothing earlier changes. */
    private static void toVersion7(Database db) {
        createAsSchemaDoes(db, "CREATE TABLE drill_cards", "CREATE TABLE watched_players", "CREATE TABLE news",
                "CREATE INDEX news_imported");
    }

    /**
     * Version 8 packs {@code single_positions} into rows of short hash keys ({@link SingleBucket}) where
     * version 7 kept a row (hash, game) a position. The old rows are not converted (their hashes would
     * do, but a version 7 table may have lost a position to a hash another position had): the table
     * goes, made again empty and incomplete, so that the tree's next update rebuilds the tree and it.
     */
    private static void toVersion8(Database db) {
        db.handle().execute("DROP TABLE single_positions");
        createAsSchemaDoes(db, "CREATE TABLE single_positions");
        db.handle().execute("DELETE FROM meta WHERE key = 'tree_single_positions'");
    }

    /**
     * Version 9 keeps the moves as the blob alone, in games and superseded_games, where version 8 stored them as text
     * too (16 MB of the archive's file): the view game_moves gives the text, computed from the blob when read. SQLite
     * rewrites each table without the column; the pages freed are reused by later imports.
     */
    private static void toVersion9(Database db) {
        var h = db.handle();
        // A column a view names cannot be dropped: game_list goes, and comes back as schema.sql makes it, with game_moves
        // (which a file a later version made, then marked older, already has: the upgrade tests make such files).
        h.execute("DROP VIEW game_list");
        h.execute("DROP VIEW IF EXISTS game_moves");
        for (String table : new String[] {"games", "superseded_games"}) {
            // An older file's superseded_games, made by its step above from this schema, never had the column.
            if (h.createQuery("SELECT count(*) FROM pragma_table_xinfo(:t) WHERE name = 'moves_text'").bind("t", table)
                    .mapTo(Integer.class).one() > 0) {
                h.execute("ALTER TABLE " + table + " DROP COLUMN moves_text");
            }
        }
        createAsSchemaDoes(db, "CREATE VIEW game_moves", "CREATE VIEW game_list");
    }

    /** Runs the statements of schema.sql that start with one of {@code beginnings}: what a new file gets. */
    static void createAsSchemaDoes(Database db, String... beginnings) {
        for (String statement : db.schemaStatements()) {
            for (String beginning : beginnings) {
                if (statement.startsWith(beginning)) {
                    db.handle().execute(statement);
                }
            }
        }
    }

    /**
     * Version 4 cuts each position's list of games into chunks of {@link TreeTables#CHUNK_ENTRIES}
     * (version 3 kept it in one row, which every import rewrote whole): the rows a build of version 4
     * writes, so that later imports append as they would to a new database.
     */
    private static void toVersion4(Database db) {
        var h = db.handle();
        // The view names the table: renaming it would carry the view over to the old table, dropped below.
        h.execute("DROP VIEW game_positions");
        h.execute("ALTER TABLE position_games RENAME TO position_games_v3");
        createAsSchemaDoes(db, "CREATE TABLE position_games", "CREATE VIEW game_positions");
        try (TreeTables.Writer writer = new TreeTables(db).new Writer();
             Statement read = h.getConnection().createStatement();
             ResultSet rs = read.executeQuery("SELECT pg.position_id, j.value FROM position_games_v3 pg, json_each(pg.games) j "
                     + "ORDER BY pg.position_id")) {
            long position = -1;
            long[] entries = new long[256];
            int count = 0;
            while (rs.next()) {
                if (rs.getLong(1) != position) {
                    rechunk(writer, position, entries, count);
                    position = rs.getLong(1);
                    count = 0;
                }
                if (count == entries.length) {
                    entries = Arrays.copyOf(entries, count * 2);
                }
                entries[count++] = rs.getLong(2);
            }
            rechunk(writer, position, entries, count);
        } catch (SQLException e) {
            throw new ToolFailureException(db.file() + ": cannot upgrade position_games: " + e.getMessage(), e);
        }
        h.execute("DROP TABLE position_games_v3");
    }

    private static void rechunk(TreeTables.Writer writer, long position, long[] entries, int count) {
        if (count > 0) {
            Arrays.sort(entries, 0, count); // by game id: the writer cuts the list in game order
            writer.positionGames(position, entries, count);
        }
    }
}
