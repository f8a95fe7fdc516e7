package org.othellodb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.CliProcess;
import org.othellodb.tree.TreeQuery;

/** The NBoard protocol spoken to {@code othello-db engine}: in-process through the session, and to the command as a child process. */
class NboardEngineTest {

    static final String START_BOARD = "BO[8 ---------------------------O*------*O--------------------------- *]";
    /** A real game (README's solve example) at 20 empties, black to move: perfect play is −52, g7 the only best move. */
    static final String TWENTY_EMPTIES = "f5f6e6f4e3c5c6d3f3e2g5e7d7d6b5c7e8g4b8h6f7g6h4c8d8c4d2a5e1f2b4g3f1h5h7g2h1g1b6g8";

    static String ggf(String moves) {
        StringBuilder sb = new StringBuilder("(;GM[Othello]PC[test]" + START_BOARD);
        int[] m = Replay.of(moves).boardMoves();
        for (int i = 0; i < m.length; i++) {
            sb.append(i % 2 == 0 ? "B[" : "W[").append(org.othellodb.board.Square.name(m[i]).toUpperCase(java.util.Locale.ROOT)).append(']');
        }
        return sb.append(";)").toString();
    }

    static List<String> talk(Engine engine, String... commands) {
        StringWriter out = new StringWriter();
        NboardSession session = new NboardSession(engine, new PrintWriter(out));
        for (String c : commands) {
            if (!session.command(c)) {
                break;
            }
        }
        return out.toString().lines().toList();
    }

    @Test
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    void answersPingHintAndGoBySearchingAfterTheOpening() {
        Engine engine = new Engine(List.of(), 12, 4);
        List<String> answers = talk(engine, "nboard 2", "set depth 4", "set game " + ggf("f5d6c3"), "ping 7", "hint 3", "go",
                "set contempt 0", "unknown command", "learn", "ping 8");
        assertThat(answers.get(0)).isEqualTo("set myname othello-db4");
        assertThat(answers.get(1)).isEqualTo("pong 7");
        List<String> searches = answers.stream().filter(l -> l.startsWith("search ")).toList();
        assertThat(searches).hasSize(3);
        for (String s : searches) {
            assertThat(s).matches("search [A-H][1-8] -?\\d+\\.\\d\\d 0 4");
        }
        // best first, and go plays the first hint
        double first = Double.parseDouble(searches.get(0).split(" ")[2]);
        assertThat(Double.parseDouble(searches.get(1).split(" ")[2])).isLessThanOrEqualTo(first);
        String go = answers.stream().filter(l -> l.startsWith("=== ")).findFirst().orElseThrow();
        assertThat(go).startsWith("=== " + searches.get(0).split(" ")[1] + "/");
        assertThat(answers).contains("learned");
        assertThat(answers.get(answers.size() - 1)).isEqualTo("pong 8");
    }

    @Test
    void playsExactEndgames() {
        Engine engine = new Engine(List.of(), 20, 4);
        List<String> answers = talk(engine, "nboard 2", "set depth 4", "set game " + ggf(TWENTY_EMPTIES), "hint 4", "go");
        // Every move scored exactly, as the solver scores them (README: g7 -52, h2 -54, f8 -54, h3 -56).
        assertThat(answers.stream().filter(l -> l.startsWith("search ")).toList())
                .containsExactly("search G7 -52.00 0 20", "search H2 -54.00 0 20", "search F8 -54.00 0 20",
                        "search H3 -56.00 0 20");
        assertThat(answers).anyMatch(l -> l.startsWith("=== G7/-52.00/"));
        Position p = Replay.of(TWENTY_EMPTIES).finalPosition();
        assertThat(new EndgameSolver().solve(p).score()).isEqualTo(-52);
    }

    @Test
    void playsTheMovesOfTheGamesInTheOpeningAndSaysTheyAreBookLines() {
        try (Database db = Database.openExisting(Archive.database())) {
            Engine engine = new Engine(List.of(new TreeOpenings(new TreeQuery(db), 10)), 12, 4);
            List<String> answers = talk(engine, "nboard 2", "set depth 4", "set game " + ggf(""), "hint 2", "move F5",
                    "hint 3");
            List<String> book = answers.stream().filter(l -> l.startsWith("book ")).toList();
            // At the start every first move is the same position: one book line, f5, with every game of the archive.
            assertThat(book.get(0)).startsWith("book F5 ");
            assertThat(book).hasSize(1 + 3);
            // After f5 the games answer with d6, f6 and f4 (the perpendicular, parallel and diagonal openings).
            assertThat(book.subList(1, 4)).allMatch(l -> l.matches("book (D6|F6|F4) -?\\d+\\.\\d\\d \\d+ 0"));
        }
    }

    @Test
    void analysesAGameBackwards() {
        Engine engine = new Engine(List.of(), 14, 1);
        String moves = TWENTY_EMPTIES + "g7h8f8a8h3h2";
        List<String> answers = talk(engine, "set depth 1", "set game " + ggf(moves), "analyze");
        List<String> analysis = answers.stream().filter(l -> l.startsWith("analysis ")).toList();
        int n = Replay.of(moves).boardMoves().length;
        assertThat(analysis).hasSize(n + 1);
        // The last position is exact: the solver's score for the side to move there.
        Position last = Replay.of(moves).finalPosition();
        int exact = new EndgameSolver().solve(last).score();
        assertThat(analysis.get(0)).isEqualTo(String.format("analysis %d %d.00", n, exact));
        assertThat(analysis.get(n)).startsWith("analysis 0 ");
    }

    @Test
    void anIllegalGameIsReportedAndTheSessionGoesOn() {
        List<String> answers = talk(new Engine(List.of(), 12, 2), "set game (;GM[Othello]" + START_BOARD + "B[A1];)",
                "ping 1");
        assertThat(answers.get(0)).startsWith("status error: ");
        assertThat(answers).contains("pong 1");
    }

    @Test
    void theCommandSpeaksTheProtocolAsAChildProcess() throws Exception {
        Process p = new ProcessBuilder(CliProcess.command("engine", "--no-tree", "--max-depth", "3", "--exact", "12"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (Writer w = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
             BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            w.write("nboard 2\nset depth 3\nset game " + ggf("f5") + "\nhint 1\nping 42\n");
            w.flush();
            List<String> lines = new ArrayList<>();
            for (String l; (l = r.readLine()) != null && !l.equals("pong 42"); ) {
                lines.add(l);
            }
            assertThat(lines).contains("set myname othello-db3");
            assertThat(lines).anyMatch(l -> l.matches("search (D6|F6|F4) -?\\d+\\.\\d\\d 0 3"));
            w.write("quit\n");
            w.flush();
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
    }
}
