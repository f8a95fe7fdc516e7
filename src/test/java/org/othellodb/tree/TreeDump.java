package org.othellodb.tree;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.TreeTables;
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

    /** Every row, under a line naming its table. */
    static List<String> of(Path db) {
        List<String> out = new ArrayList<>();
        for (String[] table : tables()) {
            out.add(table[0]);
            out.addAll(Rows.of(db, table[1]));
        }
        out.add("single_positions");
        out.addAll(singles(db));
        return out;
    }

    /** The entries of single_positions, key and game (by its file and record), in that order. */
    static List<String> singles(Path db) {
        try (Database d = Database.openExisting(db)) {
            Map<Long, String> names = new HashMap<>();
            d.handle().createQuery("SELECT g.id, s.sha256 || ':' || g.record_index FROM games g JOIN sources s ON s.id = g.source_id")
                    .map((rs, ctx) -> names.put(rs.getLong(1), rs.getString(2))).forEach(x -> { });
            List<String> out = new ArrayList<>();
            new TreeTables(d).forEachSinglePosition((key, game) -> out.add(key + "|" + names.get(game) + "|"));
            out.sort(Comparator.comparingLong((String line) -> Long.parseLong(line.substring(0, line.indexOf('|'))))
                    .thenComparing(Comparator.naturalOrder()));
            return out;
        }
    }

    /**
     * Each table's row count and the SHA-256 of its rows, for databases whose rows would not fit in a
     * test's heap as text (the whole archive's index is 2.7 million entries).
     */
    static List<String> digest(Path db) {
        List<String> out = new ArrayList<>();
        try (Database d = Database.openExisting(db)) {
            for (String[] table : tables()) {
                MessageDigest sha = sha256();
                long[] rows = {0};
                d.handle().createQuery(table[1]).map((rs, ctx) -> {
                    for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                        sha.update((rs.getString(i) + "|").getBytes(StandardCharsets.UTF_8));
                    }
                    sha.update((byte) '\n');
                    return ++rows[0];
                }).forEach(n -> { });
                out.add(table[0] + ": " + rows[0] + " rows, " + HexFormat.of().formatHex(sha.digest()));
            }
            MessageDigest sha = sha256();
            List<String> singles = singles(db);
            singles.forEach(line -> sha.update((line + "\n").getBytes(StandardCharsets.UTF_8)));
            out.add("single_positions: " + singles.size() + " entries, " + HexFormat.of().formatHex(sha.digest()));
        }
        return out;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each table's name and the query of its rows. */
    private static List<String[]> tables() {
        return List.of(
                new String[] {"positions", "SELECT " + KEY + ", p.ply, " + STATS + " FROM positions p ORDER BY 1, 2, 3"},
                new String[] {"position_moves", "SELECT " + KEY + ", m.move, " + STATS.replaceAll("(\\w+)", "m.$1")
                        + " FROM position_moves m JOIN positions p ON p.id = m.position_id ORDER BY 1, 2, 3, 4"},
                // The entries in the chunk's order.
                new String[] {"position_games", "SELECT " + KEY + ", pg.entries, " + GAME.formatted("pg.first_game")
                        + ", (SELECT group_concat(" + GAME.formatted("j.value >> 7") + " || '/' || (j.value & 127), ' ') "
                        + "FROM json_each(pg.games) j) FROM position_games pg JOIN positions p ON p.id = pg.position_id "
                        + "ORDER BY 1, 2, 3, pg.first_game"},
                new String[] {"meta", "SELECT key, value FROM meta WHERE key IN ('tree_max_ply', 'tree_rebuild') ORDER BY key"},
                // The counted games and the completeness of single_positions: every game, whatever its id.
                new String[] {"counted", "SELECT (SELECT value FROM meta WHERE key = 'tree_last_game') = (SELECT max(id) FROM games), "
                        + "(SELECT value FROM meta WHERE key = 'tree_single_positions') = "
                        + "(SELECT value FROM meta WHERE key = 'tree_last_game')"});
    }
}
