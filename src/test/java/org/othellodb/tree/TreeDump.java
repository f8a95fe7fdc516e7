package org.othellodb.tree;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.support.Rows;

/**
 * Every table the opening tree writes, as rows of text that two databases can be compared by:
 * positions by key rather than id, and each game named by its file's SHA-256 and its record there
 * rather than by id (a file removed from between two others leaves a gap in the ids that a fresh
 * import of the others has not). A position's chunks keep their cut: one line a chunk, its
 * entries in order.
 */
final class TreeDump {

    private static final String KEY = "p.player, p.opponent, p.black_to_move";
    private static final String STATS = "games, black_wins, draws, white_wins, disc_diff_sum, scored_games, disc_diff_hist, "
            + "theoretical_sum, theoretical_games, first_year, last_year";
    /** A game id as its file and record. */
    private static final String GAME = "(SELECT s.sha256 || ':' || g.record_index FROM games g JOIN sources s ON s.id = g.source_id "
            + "WHERE g.id = %s)";

    private TreeDump() {
    }

    static List<String> of(Path db) {
        List<String> out = new ArrayList<>();
        out.add("positions");
        out.addAll(Rows.of(db, "SELECT " + KEY + ", p.ply, " + STATS + " FROM positions p ORDER BY 1, 2, 3"));
        out.add("position_moves");
        out.addAll(Rows.of(db, "SELECT " + KEY + ", m.move, " + STATS.replaceAll("(\\w+)", "m.$1")
                + " FROM position_moves m JOIN positions p ON p.id = m.position_id ORDER BY 1, 2, 3, 4"));
        out.add("position_games");
        // CROSS JOIN: the entries in the chunk's order.
        out.addAll(Rows.of(db, "SELECT " + KEY + ", pg.entries, " + GAME.formatted("pg.first_game") + ", (SELECT group_concat("
                + GAME.formatted("j.value >> 7") + " || '/' || (j.value & 127), ' ') FROM json_each(pg.games) j) "
                + "FROM position_games pg JOIN positions p ON p.id = pg.position_id ORDER BY 1, 2, 3, pg.first_game"));
        out.add("single_positions");
        out.addAll(Rows.of(db, "SELECT hash, " + GAME.formatted("game_id") + " FROM single_positions ORDER BY hash"));
        out.add("meta");
        out.addAll(Rows.of(db, "SELECT key, value FROM meta WHERE key IN ('tree_max_ply', 'tree_rebuild') ORDER BY key"));
        // The counted games and the completeness of single_positions: every game, whatever its id.
        out.addAll(Rows.of(db, "SELECT (SELECT value FROM meta WHERE key = 'tree_last_game') = (SELECT max(id) FROM games), "
                + "(SELECT value FROM meta WHERE key = 'tree_single_positions') = (SELECT value FROM meta WHERE key = 'tree_last_game')"));
        return out;
    }
}
