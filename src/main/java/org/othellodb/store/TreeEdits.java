package org.othellodb.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.othellodb.error.ToolFailureException;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * What taking games out of the opening tree reads and writes, inside the transaction that deletes
 * them ({@code tree.TreeRemoval} does the counting). The games that leave are caught by temporary
 * triggers on {@code games} rather than named by the caller: whatever a removal deletes (a file's
 * games, or those a later rule takes with it) leaves the tree, and a counted game whose moves or
 * result change in place, which a subtraction cannot follow, marks the tree for a rebuild in the
 * same transaction.
 */
public final class TreeEdits implements AutoCloseable {

    /** A position's entries from one chunk on: that chunk's first game and every entry of it and the chunks after it. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record ChunkTail(long firstGame, long[] entries) {
    }

    private final Handle h;
    private final long lastCounted;
    /**
     * Statements asked once or more for each position the leaving games reach, kept prepared: Jdbi's
     * cost per query (parsing, preparing) was most of a removal's time.
     */
    private final List<PreparedStatement> statements = new ArrayList<>();
    private final PreparedStatement firstChunk;
    private final PreparedStatement entries;
    private final PreparedStatement deleteChunks;
    private final PreparedStatement deleteMoves;
    private final PreparedStatement deletePosition;
    private final PreparedStatement years;

    private TreeEdits(Database db, long lastCounted) {
        this.h = db.handle();
        this.lastCounted = lastCounted;
        firstChunk = prepared("SELECT coalesce((SELECT max(first_game) FROM position_games WHERE position_id = ?1 "
                + "AND first_game <= ?2), (SELECT min(first_game) FROM position_games WHERE position_id = ?1))");
        entries = prepared("SELECT j.value FROM position_games pg, json_each(pg.games) j "
                + "WHERE pg.position_id = ? AND pg.first_game >= ? ORDER BY pg.first_game, j.key");
        deleteChunks = prepared("DELETE FROM position_games WHERE position_id = ? AND first_game >= ?");
        deleteMoves = prepared("DELETE FROM position_moves WHERE position_id = ?");
        deletePosition = prepared("DELETE FROM positions WHERE id = ?");
        years = prepared("SELECT " + IndexEntry.NEXT_MOVE_SQL + ", min(g.year), max(g.year) FROM position_games pg "
                + "CROSS JOIN json_each(pg.games) j CROSS JOIN games g ON g.id = " + IndexEntry.GAME_ID_SQL
                + " WHERE pg.position_id = ? GROUP BY 1");
    }

    /**
     * Starts catching the counted games that leave (in a write transaction, before anything is
     * deleted); empty when the tree counts no game or awaits a rebuild, which a subtraction would
     * not make right.
     */
    public static Optional<TreeEdits> watch(Database db) {
        long counted = db.meta("tree_last_game").map(Long::parseLong).orElse(0L);
        if (counted == 0 || db.meta("tree_rebuild").map("1"::equals).orElse(false)) {
            return Optional.empty();
        }
        Handle h = db.handle();
        h.execute("DROP TABLE IF EXISTS temp.tree_leaving");
        h.execute("CREATE TEMP TABLE tree_leaving AS SELECT " + TreeTables.TREE_GAME_COLUMNS + " FROM games WHERE 0");
        // Unqualified names in a trigger's body: tree_leaving is found in temp, meta in main.
        h.execute("CREATE TEMP TRIGGER tree_leaving_deleted AFTER DELETE ON main.games WHEN OLD.id <= " + counted + " BEGIN "
                + "INSERT INTO tree_leaving VALUES (OLD.id, OLD.moves, OLD.year, OLD.black_score, OLD.result, "
                + "OLD.theoretical_score, OLD.theoretical_depth, OLD.final_empties); END");
        h.execute("CREATE TEMP TRIGGER tree_leaving_changed AFTER UPDATE OF moves, year, black_score, result, theoretical_score, "
                + "theoretical_depth, final_empties ON main.games WHEN OLD.id <= " + counted + " AND (OLD.moves IS NOT NEW.moves "
                + "OR OLD.year IS NOT NEW.year OR OLD.black_score IS NOT NEW.black_score OR OLD.result IS NOT NEW.result "
                + "OR OLD.theoretical_score IS NOT NEW.theoretical_score OR OLD.theoretical_depth IS NOT NEW.theoretical_depth "
                + "OR OLD.final_empties IS NOT NEW.final_empties) BEGIN "
                + "INSERT OR REPLACE INTO meta (key, value) VALUES ('tree_rebuild', '1'); END");
        return Optional.of(new TreeEdits(db, counted));
    }

    /** How many counted games left since {@link #watch}. */
    public long leavingCount() {
        return h.createQuery("SELECT count(*) FROM temp.tree_leaving").mapTo(Long.class).one();
    }

    /** The counted games that left, as they were, with an id above {@code after}, in id order, at most {@code limit}. */
    public List<TreeGame> leaving(long after, int limit) {
        return h.createQuery("SELECT " + TreeTables.TREE_GAME_COLUMNS + ", 1 AS in_tree FROM temp.tree_leaving WHERE id > :after "
                        + "ORDER BY id LIMIT :limit")
                .bind("after", after).bind("limit", limit).map(TreeTables.TREE_GAME).list();
    }

    /**
     * The entries of a position from the chunk that holds {@code game} (the last chunk starting at or
     * before it, else the first) to the end: the only ones a removal of {@code game} and later games moves.
     */
    public ChunkTail chunksFrom(long positionId, long game) {
        try {
            firstChunk.setLong(1, positionId);
            firstChunk.setLong(2, game);
            long first;
            try (ResultSet rs = firstChunk.executeQuery()) {
                rs.next();
                first = rs.getLong(1);
            }
            entries.setLong(1, positionId);
            entries.setLong(2, first);
            long[] out = new long[64];
            int n = 0;
            try (ResultSet rs = entries.executeQuery()) {
                while (rs.next()) {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, n * 2);
                    }
                    out[n++] = rs.getLong(1);
                }
            }
            return new ChunkTail(first, Arrays.copyOf(out, n));
        } catch (SQLException e) {
            throw failed("position_games", e);
        }
    }

    /** Deletes the position's chunks from the one starting at {@code firstGame} on, and its moves: both are written again. */
    public void clearFrom(long positionId, long firstGame) {
        try {
            deleteChunks.setLong(1, positionId);
            deleteChunks.setLong(2, firstGame);
            deleteChunks.executeUpdate();
            deleteMoves.setLong(1, positionId);
            deleteMoves.executeUpdate();
        } catch (SQLException e) {
            throw failed("position_games", e);
        }
    }

    /** Deletes a position that fewer than two games reach now, its moves and its games first. */
    public void deletePosition(long positionId) {
        clearFrom(positionId, Long.MIN_VALUE);
        try {
            deletePosition.setLong(1, positionId);
            deletePosition.executeUpdate();
        } catch (SQLException e) {
            throw failed("positions", e);
        }
    }

    /**
     * The earliest and latest year of the games that reach a stored position now, by the move they
     * played next ({@link GameVisit#ENDED} for those that ended there): the games that left are
     * deleted already, so the join leaves them out, whatever the chunks still say.
     */
    public Map<Integer, Integer[]> yearsByMove(long positionId) {
        Map<Integer, Integer[]> out = new HashMap<>();
        try {
            years.setLong(1, positionId);
            try (ResultSet rs = years.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getInt(1), new Integer[] {Columns.intOrNull(rs, 2), Columns.intOrNull(rs, 3)});
                }
            }
            return out;
        } catch (SQLException e) {
            throw failed("position_games", e);
        }
    }

    /**
     * Ends the removal: the triggers go, and the tree's last counted game comes down to the largest
     * game left, so that the next game stored (SQLite gives it the largest id plus one) is counted as
     * new; {@code single_positions} stays complete if it was.
     */
    @Override
    public void close() {
        try {
            for (PreparedStatement statement : statements) {
                statement.close();
            }
        } catch (SQLException e) {
            throw failed("the tree", e);
        }
        h.execute("DROP TRIGGER IF EXISTS temp.tree_leaving_deleted");
        h.execute("DROP TRIGGER IF EXISTS temp.tree_leaving_changed");
        h.execute("DROP TABLE IF EXISTS temp.tree_leaving");
        long last = h.createQuery("SELECT coalesce(max(id), 0) FROM games").mapTo(Long.class).one();
        if (last < lastCounted) {
            String counted = Long.toString(lastCounted);
            h.createUpdate("UPDATE meta SET value = :v WHERE key = 'tree_single_positions' AND value = :old")
                    .bind("v", Long.toString(last)).bind("old", counted).execute();
            h.createUpdate("UPDATE meta SET value = :v WHERE key = 'tree_last_game'").bind("v", Long.toString(last)).execute();
        }
    }

    private PreparedStatement prepared(String sql) {
        try {
            PreparedStatement statement = h.getConnection().prepareStatement(sql);
            statements.add(statement);
            return statement;
        } catch (SQLException e) {
            throw new ToolFailureException("cannot prepare " + sql + ": " + e.getMessage(), e);
        }
    }

    private static ToolFailureException failed(String table, SQLException e) {
        return new ToolFailureException(table + ": " + e.getMessage(), e);
    }
}
