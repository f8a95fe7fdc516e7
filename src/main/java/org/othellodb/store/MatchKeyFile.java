package org.othellodb.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jspecify.annotations.Nullable;
import org.othellodb.store.GameTable.Stored;
import org.othellodb.util.HashFilter;

/**
 * The stored games with a match key, for one import run, in a SQLite file of their own beside the
 * database and looked up by key through its index: the memory is SQLite's page cache, where a map
 * held about 240 bytes a game. A file of its own, not a table of the database: its rows are those
 * committed when it was filled plus the files' games added after their commit, whatever a file's
 * transaction does or rolls back meanwhile (as the map's were). Deleted by {@link #close()}.
 *
 * <p>Most lookups of a large import find nothing (a new game), so a Bloom filter of the keys
 * ({@link HashFilter}, 64 MiB) answers those without SQLite. Importing the archive and 3 named
 * generated copies of it (545,000 games) cost twice the CPU of the keys in memory when every lookup
 * queried the file, 1.4 times with the filter (1.16 times with 7 copies).
 */
public final class MatchKeyFile implements AutoCloseable {

    private static final String COLUMNS = "id, source_id, tournament_id, black_id, white_id, black_score, result";
    private static final int BATCH = 10_000;

    private final Path file;
    private final Handle h;
    /** Sized at the ceiling: the keys a run adds are not known when the file is made. */
    private final HashFilter keys = new HashFilter(Long.MAX_VALUE / 16);

    /** A new, empty file in {@code dir} (the database's folder, else java.io.tmpdir when null). */
    public MatchKeyFile(@Nullable Path dir) {
        try {
            file = dir == null ? Files.createTempFile("othello-db-match-", ".db") : Files.createTempFile(dir, ".othello-db-match-", ".db");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a file for the match keys", e);
        }
        h = Jdbi.create("jdbc:sqlite:" + file).open();
        // Scratch: nothing to recover after a crash, so no journal and no sync.
        h.execute("PRAGMA journal_mode = OFF");
        h.execute("PRAGMA synchronous = OFF");
        h.execute("PRAGMA cache_size = -65536"); // 64 MiB: the index's pages, read at random
        h.execute("CREATE TABLE keyed (match_key TEXT NOT NULL, " + COLUMNS + ")");
        h.execute("CREATE INDEX keyed_key ON keyed (match_key, id)");
    }

    /** Fills it with every stored game of {@code db} that has a match key, read row by row. */
    public void fill(Database db) {
        h.useTransaction(t -> {
            PreparedBatch[] batch = {insert()};
            db.handle().createQuery("SELECT match_key, " + COLUMNS + " FROM games WHERE match_key IS NOT NULL")
                    .map((rs, ctx) -> new Keyed(rs.getString(1), new Stored(rs.getLong(2), rs.getLong(3),
                            Columns.longOrNull(rs, "tournament_id"), Columns.longOrNull(rs, "black_id"),
                            Columns.longOrNull(rs, "white_id"), Columns.intOrNull(rs, "black_score"), rs.getInt(8))))
                    .forEach(k -> {
                        keys.add(hash(k.key()));
                        bind(batch[0], k.key(), k.game());
                        if (batch[0].size() == BATCH) {
                            batch[0].execute();
                            batch[0] = insert();
                        }
                    });
            if (batch[0].size() > 0) {
                batch[0].execute();
            }
        });
    }

    private record Keyed(String key, Stored game) {
    }

    /** Adds the games a file stored, once its transaction committed. */
    public void add(Map<String, List<Stored>> added) {
        h.useTransaction(t -> {
            PreparedBatch batch = insert();
            added.forEach((key, games) -> {
                keys.add(hash(key));
                games.forEach(g -> bind(batch, key, g));
            });
            if (batch.size() > 0) {
                batch.execute();
            }
        });
    }

    /** The games with {@code key}, in increasing id (the order in which they were stored). */
    public List<Stored> candidates(String key) {
        if (!keys.mayContain(hash(key))) {
            return List.of();
        }
        return h.createQuery("SELECT " + COLUMNS + " FROM keyed WHERE match_key = :k ORDER BY id").bind("k", key)
                .map((rs, ctx) -> new Stored(rs.getLong(1), rs.getLong(2), Columns.longOrNull(rs, "tournament_id"),
                        Columns.longOrNull(rs, "black_id"), Columns.longOrNull(rs, "white_id"),
                        Columns.intOrNull(rs, "black_score"), rs.getInt(7)))
                .list();
    }

    /** A key's 64 bits: a match key is 16 hex digits of a SHA-256, already well mixed. */
    static long hash(String key) {
        if (key.length() == 16 && HexFormat.isHexDigit(key.charAt(0))) {
            try {
                return HexFormat.fromHexDigitsToLong(key);
            } catch (IllegalArgumentException notHex) {
                // fall through to the string's own hash
            }
        }
        long x = key.hashCode() * 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29);
    }

    private PreparedBatch insert() {
        return h.prepareBatch("INSERT INTO keyed (match_key, " + COLUMNS + ") VALUES (:k, :id, :s, :t, :b, :w, :score, :r)");
    }

    private static void bind(PreparedBatch batch, String key, Stored g) {
        batch.bind("k", key).bind("id", g.id()).bind("s", g.sourceId()).bind("t", g.tournamentId()).bind("b", g.blackId())
                .bind("w", g.whiteId()).bind("score", g.blackScore()).bind("r", g.result()).add();
    }

    @Override
    public void close() {
        h.close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a scratch file left behind is not worth failing an import for
        }
    }
}
