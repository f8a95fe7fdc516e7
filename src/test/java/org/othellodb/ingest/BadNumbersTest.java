package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.format.wthor.WthorLayout;
import org.othellodb.store.Database;
import org.othellodb.store.ProblemTable;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * A number that overflows, or is no number, in any numeric field of any format is a record problem
 * with a reason (or, in a WTHOR header, a refused file): the rest of the file is imported and the
 * import exits with 3, never with a stack trace.
 */
class BadNumbersTest {

    private static final String BOARD = "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]";
    private static final String GOOD_GGF = "(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]" + BOARD + "B[f5]W[d6]B[c3];)\n";
    private static final String GOOD_PGN = "[Black \"a\"]\n[White \"b\"]\n[Result \"33-31\"]\n1. f5 d6\n2. c3\n\n";

    /** Imports {@code files} into a new database: the exit code, and the problems as (line, reason). */
    private static List<ProblemTable.Problem> importProblems(Path dir, int expectedGames, Path... files) {
        Path db = dir.resolve("x.db");
        String[] args = new String[files.length + 4];
        args[0] = "import";
        args[1] = "--db";
        args[2] = db.toString();
        args[3] = "--no-tree";
        for (int i = 0; i < files.length; i++) {
            args[4 + i] = files[i].toString();
        }
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).doesNotContain("unexpected failure", "Exception");
        try (Database d = Database.openExisting(db)) {
            assertThat(d.handle().createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one()).isEqualTo(expectedGames);
            return new ProblemTable(d).all();
        }
    }

    @Test
    void ggfNumbersThatOverflowOrAreNoNumbersAreRecordProblems(@TempDir Path dir) {
        String text = GOOD_GGF
                + "(;GM[Othello]PB[a]PW[b]TY[8r99999999999]RE[+2]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[99999999999]RE[+2]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]BO[99999999999 x]B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+99999999999]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+65.000]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[lots]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]DT[99999999999]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]DT[1877.05.03]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]KM[99999999999]" + BOARD + "B[f5];)\n"
                + "(;GM[Othello]PB[a]PW[b]TY[8]RB[99999999999]RW[x]TI[99999999999]RE[+2]" + BOARD + "B[f5]W[d6]B[c3];)\n";
        List<ProblemTable.Problem> problems = importProblems(dir, 2, Samples.write(dir, "numbers.ggf", text));
        assertThat(problems).extracting(ProblemTable.Problem::line, ProblemTable.Problem::reason).containsExactly(
                tuple(2, "non_standard_start"), tuple(3, "board_size"), tuple(4, "board_size"), tuple(5, "bad_result"),
                tuple(6, "bad_result"), tuple(7, "bad_result"), tuple(8, "bad_date"), tuple(9, "bad_date"), tuple(10, "komi"));
        assertThat(problems.get(0).message()).isEqualTo("not standard Othello (TY[8r99999999999]): random start with 99999999999 discs");
        assertThat(problems.get(1).message()).isEqualTo("not standard Othello (TY[99999999999]): board size 99999999999×99999999999");
        assertThat(problems.get(2).message()).isEqualTo("not standard Othello (TY[8]): BO is a 99999999999×99999999999 board");
        assertThat(problems.get(3).message()).startsWith("RE[+99999999999] is not black's disc difference");
        assertThat(problems.get(6).message()).isEqualTo("date '99999999999' is neither a year nor a time in Unix seconds");
        assertThat(problems.get(7).message()).isEqualTo("date '1877.05.03' is in the year 1877, outside 1900–2100");
    }

    @Test
    void pgnResultAndDateTagsThatAreNoScoreOrDateAreRecordProblems(@TempDir Path dir) {
        String text = GOOD_PGN
                + "[Black \"a\"]\n[White \"b\"]\n[Result \"99999999999-1\"]\n1. f5 d6\n2. c3\n\n"
                + "[Black \"a\"]\n[White \"b\"]\n[Result \"40-40\"]\n1. f5 d6\n2. c3\n\n"
                + "[Black \"a\"]\n[White \"b\"]\n[Date \"99999999999\"]\n[Result \"33-31\"]\n1. f5 d6\n2. c3\n\n"
                + "[Black \"a\"]\n[White \"b\"]\n[Date \"2999.01.01\"]\n[Result \"33-31\"]\n1. f5 d6\n2. c3\n\n"
                + "[Black \"a\"]\n[White \"b\"]\n1. f5 d6 2. c3 99-99\n\n"
                + "[Black \"a\"]\n[White \"b\"]\n[Result \"33-31\"]\n[BlackElo \"99999999999\"]\n[Round \"-1e999\"]\n1. f5 d6\n2. c3\n\n"
                + GOOD_PGN;
        List<ProblemTable.Problem> problems = importProblems(dir, 3, Samples.write(dir, "numbers.pgn", text));
        assertThat(problems).extracting(ProblemTable.Problem::line, ProblemTable.Problem::reason).containsExactly(
                tuple(7, "bad_result"), tuple(13, "bad_result"), tuple(19, "bad_date"), tuple(26, "bad_date"),
                tuple(33, "bad_result"));
        assertThat(problems.get(0).message()).isEqualTo("result '99999999999-1' is not a score (34-30), 1-0 / 0-1 / 1/2-1/2 or *");
    }

    @Test
    void csvLogistelloAndTextNumbersThatAreNoResultOrDateAreRecordProblems(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String csv = "event,date,black,white,result,moves\n"
                + "E,1990,a,b,33-31,f5d6c3\n"
                + "E,99999999999,a,b,33-31,f5d6c3\n"
                + "E,1990,a,b,99999999999,f5d6c3\n"
                + "E,1990,a,b,-99999999999,f5d6c3\n"
                + "E,0000-01-01,a,b,33-31,f5d6c3\n";
        String eothello = "eOthello_game_id,winner,game_moves\n99999999999,1,f5d6c3\n1,99999999999,f5d6c3\n2,-1e999,f5d6c3\n";
        String logistello = "+d3-c3+c4: +04 10\n+d3-c3+c4: +99999999999 10\n+d3-c3+c4: +-5 10\n+d3-c3+c4: 65 10\n";
        String text = "f5d6c3 33-31\nf5d6c3 99999999999\nf5d6c3 +65\n";
        List<ProblemTable.Problem> problems = importProblems(dir, 4, Samples.write(dir, "a.csv", csv),
                Samples.write(dir, "b.csv", eothello), Samples.write(dir, "c.gam", logistello), Samples.write(dir, "d.txt", text));
        assertThat(problems).extracting(p -> Path.of(p.path()).getFileName().toString(), ProblemTable.Problem::line,
                ProblemTable.Problem::reason).containsExactly(
                tuple("a.csv", 3, "bad_date"), tuple("a.csv", 4, "bad_result"), tuple("a.csv", 5, "bad_result"),
                tuple("a.csv", 6, "bad_date"),
                tuple("b.csv", 3, "bad_result"), tuple("b.csv", 4, "bad_result"),
                tuple("c.gam", 2, "bad_result"), tuple("c.gam", 3, "bad_result"), tuple("c.gam", 4, "bad_result"),
                tuple("d.txt", 2, "bad_square"), tuple("d.txt", 3, "bad_square"));
    }

    @Test
    void wthorHeaderYearsOutside1900To2100RefuseTheFileAndATheoreticalScoreOver64IsARecordProblem(@TempDir Path dir) throws IOException {
        byte[] games = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1977.wtb"));
        byte[] year0 = games.clone();
        ByteBuffer.wrap(year0).order(ByteOrder.LITTLE_ENDIAN).putShort(WthorLayout.H_GAMES_YEAR, (short) 0);
        byte[] year65535 = games.clone();
        ByteBuffer.wrap(year65535).order(ByteOrder.LITTLE_ENDIAN).putShort(WthorLayout.H_GAMES_YEAR, (short) 0xFFFF);
        byte[] created2150 = games.clone();
        created2150[WthorLayout.H_CENTURY] = 21;
        created2150[WthorLayout.H_YEAR_IN_CENTURY] = 50;
        byte[] created1850 = games.clone();
        created1850[WthorLayout.H_CENTURY] = 18;
        created1850[WthorLayout.H_YEAR_IN_CENTURY] = 50;
        Files.write(dir.resolve("y0.wtb"), year0);
        Files.write(dir.resolve("y65535.wtb"), year65535);
        Files.write(dir.resolve("c2150.wtb"), created2150);
        Files.write(dir.resolve("c1850.wtb"), created1850);
        games[WthorLayout.HEADER_SIZE + 4 * WthorLayout.GAME_SIZE + WthorLayout.G_THEORETICAL_SCORE] = (byte) 200;
        Files.write(dir.resolve("WTH_1977.wtb"), games);
        List<ProblemTable.Problem> problems = importProblems(dir, 11, dir.resolve("y0.wtb"), dir.resolve("y65535.wtb"),
                dir.resolve("c2150.wtb"), dir.resolve("c1850.wtb"), dir.resolve("WTH_1977.wtb"));
        assertThat(problems).extracting(p -> Path.of(p.path()).getFileName().toString(), ProblemTable.Problem::reason,
                ProblemTable.Problem::message).containsExactlyInAnyOrder(
                tuple("y0.wtb", "bad_header", dir.resolve("y0.wtb") + ": bad header: the games' year 0 is outside 1900–2100"),
                tuple("y65535.wtb", "bad_header", dir.resolve("y65535.wtb") + ": bad header: the games' year 65535 is outside 1900–2100"),
                tuple("c2150.wtb", "bad_header", dir.resolve("c2150.wtb") + ": bad header: creation date 21/50/5/22 is not a date in 1900–2100"),
                tuple("c1850.wtb", "bad_header", dir.resolve("c1850.wtb") + ": bad header: creation date 18/50/5/22 is not a date in 1900–2100"),
                tuple("WTH_1977.wtb", "bad_score", "theoretical score 200 is over 64"));
    }

    @Test
    void aColumnNumberTooBigForAnyFileIsAMissingColumn(@TempDir Path dir) {
        Path csv = Samples.write(dir, "games.csv", "a,b\nx,f5d6c3\n");
        Cli.Run run = Cli.run("import", "--db", dir.resolve("x.db").toString(), "--columns", "moves=99999999999", csv.toString());
        assertThat(run.exitCode()).as(run.err()).isIn(2, 3);
        assertThat(run.err()).contains("no column '99999999999' for moves").doesNotContain("Exception");
    }
}
