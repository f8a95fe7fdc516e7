package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** A complete game's final board decides its score; a recorded result that contradicts it is a problem of the record. */
class ResultAgainstBoardTest {

    /** The first game of the 2019 PGN sample (Chen Xun – Chen Kai, complete, 45-19 on the board) with {@code result}. */
    private static String firstGameWithResult(String result) throws IOException {
        String all = Files.readString(Samples.PGN.resolve("WTH_2019.pgn"), StandardCharsets.ISO_8859_1);
        String first = all.substring(0, all.indexOf("\n\n") + 1);
        assertThat(first).contains("[Result \"45-19\"]");
        return first.replace("[Result \"45-19\"]", "[Result \"" + result + "\"]");
    }

    private static <T> T query(Path db, String sql, Class<T> type) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(type).one();
        }
    }

    @Test
    void aCompleteGameWhoseResultContradictsItsBoardIsStoredWithTheBoardsScoreAndReported(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("swapped.pgn");
        Files.writeString(pgn, firstGameWithResult("19-45") + "\n" + firstGameWithResult("45-19").replace("Beijing Open", "Copy"),
                StandardCharsets.ISO_8859_1);
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), pgn.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("swapped.pgn: line 1: the recorded result '19-45' (black 19, white 45) contradicts "
                + "the final board 45-19");
        assertThat(run.out()).contains("Results: 1 complete games recorded a result their final board contradicts");
        assertThat(query(db, "SELECT black_score FROM games WHERE record_index = 0", Integer.class)).isEqualTo(45);
        assertThat(query(db, "SELECT result FROM games WHERE record_index = 0", Integer.class)).isEqualTo(1);
        assertThat(query(db, "SELECT result_text FROM games WHERE record_index = 0", String.class)).isEqualTo("19-45");
        assertThat(query(db, "SELECT reason || ' ' || record_index FROM import_problems", String.class))
                .isEqualTo(PreparedRecord.CONTRADICTS_BOARD + " 0");
        assertThat(query(db, "SELECT count(*) FROM import_problems", Integer.class)).isEqualTo(1);

        long id = query(db, "SELECT id FROM games WHERE record_index = 0", Long.class);
        Cli.Run game = Cli.run("game", "--db", db.toString(), Long.toString(id));
        assertThat(game.out()).contains("Result: 45-19 (black wins)").doesNotContain("19-45 (white wins)");
    }

    @Test
    void aWinnerOrADiscDifferenceIsCheckedToo(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("winners.pgn");
        Files.writeString(pgn, firstGameWithResult("0-1") + "\n" + firstGameWithResult("-26").replace("Beijing", "B2") + "\n"
                + firstGameWithResult("+26").replace("Beijing", "B3"), StandardCharsets.ISO_8859_1);
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), pgn.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("'0-1' (white wins) contradicts the final board 45-19", "black wins",
                "'-26' (disc difference -26) contradicts");
        assertThat(query(db, "SELECT count(*) FROM import_problems WHERE reason = 'result_contradicts_board'", Integer.class))
                .isEqualTo(2);
        assertThat(query(db, "SELECT group_concat(black_score) FROM (SELECT black_score FROM games ORDER BY id)", String.class))
                .isEqualTo("45,45,45");
    }

    @Test
    void aGameStoppedEarlyKeepsItsRecordedScoreAndSaysSo(@TempDir Path dir) throws IOException {
        String stopped = firstGameWithResult("20-44");
        stopped = stopped.substring(0, stopped.indexOf("\n20. ")) + "\n";
        Path pgn = dir.resolve("stopped.pgn");
        Files.writeString(pgn, stopped, StandardCharsets.ISO_8859_1);
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), pgn.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(query(db, "SELECT black_score || ' ' || complete FROM games", String.class)).isEqualTo("20 0");
        Cli.Run game = Cli.run("game", "--db", db.toString(), "1");
        assertThat(game.out()).contains("Result: 20-44 (white wins), as recorded: the game stopped before its end");
    }

    @Test
    void noWthorGameContradictsItsBoard() {
        assertThat(query(Archive.database(), "SELECT count(*) FROM import_problems", Integer.class)).isZero();
        assertThat(query(Archive.database(), "SELECT count(*) FROM games WHERE complete = 1 AND black_score <> CASE "
                + "WHEN final_black > final_white THEN 64 - final_white WHEN final_black < final_white THEN final_black ELSE 32 END",
                Integer.class)).isZero();
    }
}
