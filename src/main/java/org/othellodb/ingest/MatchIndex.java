package org.othellodb.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.GameTable.Stored;

/**
 * The stored games with a match key, held in memory for one import run: one lookup per record
 * instead of one query. The importer reads it again when another process has written to the
 * database since (checked once the file's transaction holds the write lock).
 */
final class MatchIndex {

    private final Database db;
    private Map<String, List<Stored>> byKey;

    MatchIndex(Database db) {
        this.db = db;
    }

    List<Stored> candidates(String key) {
        if (byKey == null) {
            try (GameTable games = new GameTable(db)) {
                byKey = games.byMatchKey();
            }
        }
        return byKey.getOrDefault(key, List.of());
    }

    /** Games a file stored, once its transaction committed. */
    void addAll(Map<String, List<Stored>> added) {
        if (byKey != null) {
            added.forEach((k, games) -> byKey.computeIfAbsent(k, x -> new ArrayList<>(1)).addAll(games));
        }
    }

    /** Forgets what it read: another process changed the games. */
    void forget() {
        byKey = null;
    }
}
