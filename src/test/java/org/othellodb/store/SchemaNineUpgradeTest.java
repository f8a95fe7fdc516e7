package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Transcript;
import org.othellodb.support.Archive;
import org.othellodb.support.ArchiveFigures;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;
import org.othellodb.support.Samples;

/**
 * A file that schema 8's othello-db made (src/test/resources/upgrade/README.md says how) is upgraded in place to
 * schema 9, which keeps the moves as a blob alone (the view game_moves gives them as text): every game, its moves as
 * text, each kept-aside record and tree row read as before, and an import afterwards leaves what the same imports
 * leave in a database made new.
 */
class SchemaNineUpgradeTest {

    private static final String GAMES = "SELECT id, source_id, record_index, line, year, date, tournament_id, black_id, "
            + "white_id, black_score, result, result_text, theoretical_score, theoretical_depth, moves, move_count, "
            + "complete, final_black, final_white, final_empties, opening_line, match_key FROM games ORDER BY id";
    private static final String KEPT = "SELECT source_id, record_index, year, date, tournament_id, black_id, white_id, "
            + "black_score, result, result_text, theoretical_score, theoretical_depth, moves, move_count, complete, final_black, "
            + "final_white, final_empties, opening_line, match_key FROM superseded_games ORDER BY source_id, record_index";
    private static final List<String> TREE = List.of(
            "SELECT * FROM positions ORDER BY id", "SELECT * FROM position_moves ORDER BY 1, 2",
            "SELECT * FROM position_games ORDER BY 1, 2", "SELECT * FROM single_positions ORDER BY 1",
            "SELECT * FROM game_positions ORDER BY 1, 2", "SELECT * FROM meta ORDER BY 1");
    private static final String TEXT_BEFORE = "SELECT id, moves_text FROM games ORDER BY id";
    private static final String TEXT = "SELECT id, moves_text FROM game_moves ORDER BY id";
    private static final String COLUMNS = "SELECT t.name, c.* FROM (SELECT 'games' AS name UNION ALL SELECT 'superseded_games') t, "
            + "pragma_table_xinfo(t.name) c ORDER BY 1, c.cid";

    private static Path schemaEight(Path dir) throws IOException {
        Path file = dir.resolve("schema8.db");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of("src/test/resources/upgrade/schema8.db.gz")))) {
            Files.copy(in, file);
        }
        return file;
    }

    private static void importFiles(Path db, Path... files) {
        for (Path file : files) {
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", file.toString());
            assertThat(run.exitCode()).as(run.err()).isIn(0, 3);
        }
    }

    @Test
    void theMovesAsTextComeFromTheBlobAndNothingElseChanges(@TempDir Path dir) throws IOException {
        Path old = schemaEight(dir);
        assertThat(Rows.asItIs(old, "SELECT value FROM meta WHERE key = 'schema_version'")).containsExactly("8|");
        List<String> games = Rows.asItIs(old, GAMES);
        List<String> text = Rows.asItIs(old, TEXT_BEFORE);
        List<String> list = Rows.asItIs(old, "SELECT * FROM game_list ORDER BY id");
        List<String> kept = Rows.asItIs(old, KEPT);
        List<List<String>> tree = TREE.stream().map(sql -> Rows.asItIs(old, sql)).toList();
        assertThat(games).hasSize(680);
        assertThat(kept).hasSize(320);

        try (Database db = Database.open(old)) {
            assertThat(db.meta("schema_version")).contains("9");
        }
        assertThat(Rows.of(old, GAMES)).isEqualTo(games);
        assertThat(Rows.of(old, TEXT)).isEqualTo(text);
        assertThat(Rows.of(old, "SELECT * FROM game_list ORDER BY id")).isEqualTo(list);
        assertThat(Rows.of(old, KEPT)).isEqualTo(kept);
        assertThat(TREE.stream().map(sql -> Rows.of(old, sql)).toList().subList(0, 5)).isEqualTo(tree.subList(0, 5));
        assertThat(Rows.of(old, "SELECT count(*) FROM pragma_table_xinfo('games') WHERE name = 'moves_text' UNION ALL "
                + "SELECT count(*) FROM pragma_table_xinfo('superseded_games') WHERE name = 'moves_text'")).containsExactly("0|", "0|");

        // The same files imported by this version, and one more file into both: the same rows, the same columns.
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        for (String name : new String[] {"WTH_2021.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(name), wthor.resolve(name));
        }
        Path fresh = dir.resolve("fresh.db");
        importFiles(fresh, wthor, Samples.OLDER_WTHOR.resolve("WTH_2021.wtb"));
        Path more = Samples.GGF.resolve("novello_TestGames.ggf");
        importFiles(old, more);
        importFiles(fresh, more);
        assertThat(Rows.of(old, COLUMNS)).isEqualTo(Rows.of(fresh, COLUMNS));
        assertThat(Rows.of(old, GAMES)).hasSizeGreaterThan(680).isEqualTo(Rows.of(fresh, GAMES));
        assertThat(Rows.of(old, TEXT)).isEqualTo(Rows.of(fresh, TEXT));
        assertThat(Rows.of(old, "SELECT type, name, sql FROM sqlite_schema WHERE type = 'view' ORDER BY name"))
                .isEqualTo(Rows.of(fresh, "SELECT type, name, sql FROM sqlite_schema WHERE type = 'view' ORDER BY name"));
        assertThat(Rows.of(old, KEPT)).isEqualTo(Rows.of(fresh, KEPT));
        for (String sql : TREE.subList(0, 5)) {
            assertThat(Rows.of(old, sql)).as(sql).isEqualTo(Rows.of(fresh, sql));
        }
    }

    @Test
    void everyGameOfTheArchiveReadsAsTheToolWritesItsMoves() {
        try (Database db = Database.openExisting(Archive.database())) {
            List<String> differing = db.handle().createQuery("SELECT g.id, g.moves, m.moves_text, l.moves_text AS listed "
                            + "FROM games g JOIN game_moves m ON m.id = g.id JOIN game_list l ON l.id = g.id ORDER BY g.id")
                    .map((rs, ctx) -> {
                        String java = Transcript.format(Transcript.fromBytes(rs.getBytes("moves")));
                        return java.equals(rs.getString("moves_text")) && java.equals(rs.getString("listed")) ? ""
                                : rs.getLong("id") + " " + java + " " + rs.getString("moves_text");
                    })
                    .list().stream().filter(row -> !row.isEmpty()).toList();
            assertThat(differing).isEmpty();
            assertThat(db.handle().createQuery("SELECT count(*) FROM game_list").mapTo(Integer.class).one())
                    .isEqualTo(ArchiveFigures.ARCHIVE.games());
        }
    }
}
