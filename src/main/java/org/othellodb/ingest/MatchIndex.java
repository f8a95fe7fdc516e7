package org.othellodb.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.GameTable;
import org.othellodb.store.GameTable.Stored;
import org.othellodb.store.MatchKeyFile;

/**
 * The stored games with a match key, for one import run: one lookup per record instead of one
 * query on the games table. Up to {@link #memoryGames} games it holds them in a map (about 240
 * bytes a game); past that, in a file of its own on disk ({@link MatchKeyFile}), so that 10^8
 * named games do not need 24 GB of heap. The importer reads it again when another process has
 * written to the database since (checked once the file's transaction holds the write lock).
 */
final class MatchIndex {

    /** Games held in memory at most: 250,000 (about 60 MB), more than the archive's 137,548. */
    static final long DEFAULT_MEMORY_GAMES = 250_000;

    private final Database db;
    private final long memoryGames;
    private Map<String, List<Stored>> byKey;
    private long inMemory;
    private MatchKeyFile onDisk;

    MatchIndex(Database db) {
        this(db, Long.getLong("othellodb.matchIndexGames", DEFAULT_MEMORY_GAMES));
    }

    /** {@code memoryGames}: the most games the map holds before the index moves to disk. */
    MatchIndex(Database db, long memoryGames) {
        this.db = db;
        this.memoryGames = memoryGames;
    }

    List<Stored> candidates(String key) {
        if (byKey == null && onDisk == null) {
            try (GameTable games = new GameTable(db)) {
                if (games.matchKeyCount() <= memoryGames) {
                    byKey = games.byMatchKey();
                    inMemory = byKey.values().stream().mapToLong(List::size).sum();
                } else {
                    onDisk = new MatchKeyFile(db.scratchFolder());
                    onDisk.fill(db);
                }
            }
        }
        return onDisk != null ? onDisk.candidates(key) : byKey.getOrDefault(key, List.of());
    }

    /** Whether the index is in a file on disk (past the memory bound). */
    boolean onDisk() {
        return onDisk != null;
    }

    /** Games a file stored, once its transaction committed. */
    void addAll(Map<String, List<Stored>> added) {
        if (onDisk != null) {
            onDisk.add(added);
        } else if (byKey != null) {
            added.forEach((k, games) -> byKey.computeIfAbsent(k, x -> new ArrayList<>(1)).addAll(games));
            inMemory += added.values().stream().mapToLong(List::size).sum();
            if (inMemory > memoryGames) {
                byKey = null; // past the bound: the next lookup reads the committed games into a file
            }
        }
    }

    /** Forgets what it read (another process changed the games, or the run ended), deleting its file. */
    void forget() {
        byKey = null;
        if (onDisk != null) {
            onDisk.close();
            onDisk = null;
        }
    }
}
