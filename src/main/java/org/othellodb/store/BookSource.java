package org.othellodb.store;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import org.jspecify.annotations.Nullable;
import org.othellodb.query.GameFilter;

/**
 * What a book is built from: the games a filter selects, with what their positions' statistics
 * need. The book replays them (the opening tree is derived from the same games), so a filtered
 * book and a book with bounds the stored tree was not built with cost the same.
 */
public final class BookSource {

    /** A game as the book needs it; {@code theoreticalDepth} is in empties. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record BookGame(byte[] moves, int result, @Nullable Integer blackScore, @Nullable Integer theoreticalScore,
                           @Nullable Integer theoreticalDepth, int finalEmpties) {
    }

    private final Database db;
    private final Handle h;

    public BookSource(Database db) {
        this.db = db;
        this.h = db.handle();
    }

    /**
     * Hands the games {@code filter} selects to {@code batch}, in id order, {@code size} at a time
     * from one cursor: the book's passes never hold every game (at 10^8 games, 10–15 GB).
     */
    public void forEachGameBatch(GameFilter filter, int size, Consumer<List<BookGame>> batch) {
        FilterSql where = FilterSql.of(h, filter);
        Query q = h.createQuery("SELECT g.moves, g.result, g.black_score, g.theoretical_score, g.theoretical_depth, "
                + "g.final_empties FROM games g WHERE " + where.condition() + " ORDER BY g.id");
        // By position, as the tree reads its games: every pass of the book reads them again.
        RowBatches.forEach(where.bind(q).map((rs, ctx) -> new BookGame(rs.getBytes(1), rs.getInt(2), Columns.intOrNull(rs, 3),
                Columns.intOrNull(rs, 4), Columns.intOrNull(rs, 5), rs.getInt(6))), size, batch);
    }

    /** How many games {@code filter} selects. */
    public long count(GameFilter filter) {
        FilterSql where = FilterSql.of(h, filter);
        return where.bind(h.createQuery("SELECT count(*) FROM games g WHERE " + where.condition())).mapTo(Long.class).one();
    }

    /** Where the book's scratch files go ({@link Database#scratchFolder()}), or null for java.io.tmpdir. */
    public @Nullable Path folder() {
        return db.scratchFolder();
    }

    /**
     * The canonical boards of the opening tree's positions up to {@code maxPly} moves, as pairs
     * (player, opponent, player, ...), when the tree has counted every game up to that ply; else
     * null. The tree stores every position two games reach with the same colour to move, so for a
     * book that needs two games or more they are the candidates, whatever games a filter selects.
     */
    public long @Nullable [] treeCandidates(int maxPly) {
        long lastGame = h.createQuery("SELECT coalesce(max(id), 0) FROM games").mapTo(Long.class).one();
        long counted = meta("tree_last_game").map(Long::parseLong).orElse(-1L);
        int bound = meta("tree_max_ply").map(Integer::parseInt).orElse(-1);
        boolean rebuildPending = meta("tree_rebuild").map("1"::equals).orElse(false);
        if (counted != lastGame || bound < maxPly || rebuildPending) {
            return null;
        }
        long[][] out = {new long[1 << 16]};
        int[] n = {0};
        h.createQuery("SELECT player, opponent FROM positions WHERE ply <= :max").bind("max", maxPly).map((rs, ctx) -> {
            if (n[0] + 2 > out[0].length) {
                out[0] = java.util.Arrays.copyOf(out[0], out[0].length * 2);
            }
            out[0][n[0]++] = rs.getLong(1);
            out[0][n[0]++] = rs.getLong(2);
            return 0;
        }).forEach(x -> { });
        return java.util.Arrays.copyOf(out[0], n[0]);
    }

    private java.util.Optional<String> meta(String key) {
        return h.createQuery("SELECT value FROM meta WHERE key = :k").bind("k", key).mapTo(String.class).findOne();
    }

    /**
     * What the books depend on: games and sources (any import adds a source row; a correction
     * comes with a new file) and the tree's state. Equal fingerprints mean an unchanged book.
     */
    public String fingerprint() {
        return h.createQuery("SELECT (SELECT count(*) || ':' || coalesce(max(id), 0) FROM sources) || '/' "
                        + "|| (SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(result), 0) "
                        + "|| ':' || coalesce(sum(black_score), 0) FROM games) || '/' "
                        + "|| coalesce((SELECT value FROM meta WHERE key = 'tree_last_game'), '')")
                .mapTo(String.class).one();
    }
}
