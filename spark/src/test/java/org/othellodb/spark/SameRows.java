package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.othellodb.book.EdaxBookFormat;

/** The CLI's database against the job's, a query at a time: the tests' one comparison of the two. */
final class SameRows {

    /** The import's own tables beside the games: its files (but when each was imported), names and problems. */
    static final List<String> IMPORT_TABLES = List.of("SELECT id, path, format, size, sha256, file_date, note, games_read, "
            + "games_imported, games_duplicate, games_updated, games_rejected FROM sources ORDER BY id",
            "SELECT * FROM players ORDER BY id", "SELECT * FROM tournaments ORDER BY id",
            "SELECT * FROM former_names ORDER BY kind, owner_id, name", "SELECT * FROM game_tags ORDER BY game_id, key",
            "SELECT source_id, path, record_index, line, reason, message FROM import_problems ORDER BY id",
            "SELECT * FROM meta WHERE key NOT IN ('tree_single_positions', 'tree_single_bucket_bits') ORDER BY key");

    /** The tree's tables, row by row in the order of their keys. */
    static final List<String> TREE_TABLES = List.of("SELECT * FROM positions ORDER BY id",
            "SELECT * FROM position_moves ORDER BY position_id, move", "SELECT * FROM position_games ORDER BY position_id, first_game");

    private SameRows() {
    }

    /** Each of the tree's tables is the same in both databases, and holds rows. */
    static void assertSameTree(Path cli, Path job) throws Exception {
        for (String sql : TREE_TABLES) {
            long[] rows = {0};
            assertThat(firstDifference(cli, job, sql, rows)).as(sql).isNull();
            assertThat(rows[0]).as(sql).isPositive();
        }
    }

    /** The job's Edax book is the CLI's, byte for byte, but the header's date of writing (bytes 10..16). */
    static void assertSameEdaxBook(Path cli, Path job) throws Exception {
        byte[] a = Files.readAllBytes(cli);
        byte[] b = Files.readAllBytes(job);
        assertThat(b.length).isEqualTo(a.length).isGreaterThan(1_000_000);
        Arrays.fill(a, EdaxBookFormat.H_YEAR, EdaxBookFormat.H_MONTH + 5, (byte) 0);
        Arrays.fill(b, EdaxBookFormat.H_YEAR, EdaxBookFormat.H_MONTH + 5, (byte) 0);
        assertThat(Arrays.mismatch(b, a)).as("first differing byte").isEqualTo(-1);
    }

    /**
     * Compares a query's rows in the two databases, row after row (blobs as hex): the first row that
     * differs, or null when none does; {@code rows[0]} gets the number of rows compared.
     */
    static String firstDifference(Path cli, Path job, String sql, long[] rows) throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:sqlite:" + cli);
             Connection b = DriverManager.getConnection("jdbc:sqlite:" + job);
             Statement sa = a.createStatement(); Statement sb = b.createStatement();
             ResultSet ra = sa.executeQuery(sql); ResultSet rb = sb.executeQuery(sql)) {
            int n = ra.getMetaData().getColumnCount();
            while (true) {
                boolean more = ra.next();
                if (more != rb.next()) {
                    return "row " + rows[0] + ": only in the " + (more ? "CLI's" : "job's") + " database";
                }
                if (!more) {
                    return null;
                }
                rows[0]++;
                String left = render(ra, n);
                String right = render(rb, n);
                if (!left.equals(right)) {
                    return "row " + rows[0] + ": CLI " + left + " / job " + right;
                }
            }
        }
    }

    private static String render(ResultSet rs, int columns) throws Exception {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= columns; i++) {
            Object v = rs.getObject(i);
            b.append(i > 1 ? " | " : "").append(v instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : v);
        }
        return b.toString();
    }
}
