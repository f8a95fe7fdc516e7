package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The field's standard endgame vectors: positions #40–#59 of the FFO test suite with their published
 * best moves and exact scores (src/test/resources/ffo/fforum-40-59.txt, whose header cites the
 * source). The solver must find the published score and one of the published best moves.
 */
class FfoEndgameTest {

    /** One FFO position: its number, the board, the moves of the best score and that score. */
    record Ffo(int number, Position position, Set<Integer> bestMoves, int score) {
        @Override
        public String toString() {
            return "#" + number + " (" + position.empties() + " empties)";
        }
    }

    /**
     * The positions solved in every test run, a few seconds each at most: #40–#44 (20–23 empties)
     * and #59, whose 34 empties hide a forced line (579 thousand nodes).
     */
    static Stream<Ffo> shallow() {
        return numbered(40, 41, 42, 43, 44, 59);
    }

    /**
     * The deeper positions solved in the slow run ({@code mvn verify}), CPU seconds of one solve
     * measured on the 2-core machine (2026-11-27, load average 3–5): #45 607 million nodes, 21 s;
     * #46 111 million, 4 s; #47 36 million, 2 s (CI's run of 2026-11-27: 22, 5 and 2 s).
     */
    static Stream<Ffo> deep() {
        return numbered(45, 46, 47);
    }

    /**
     * The rest, too long for every {@code mvn verify} (its whole run must stay under 20 minutes on
     * a quiet 2-core machine): run on demand with the profile {@code ffo-full} (CONTRIBUTING gives
     * the command): #48 692 million nodes, 23 s; #49 1.20 billion, 44 s; #51 500 million, 25 s; #52
     * 534 million, 23 s (133 s together in CI's run of 2026-11-27, when they were in the slow run);
     * 68 s for #50, more than 150 s of wall time each for #53–#58, stopped there.
     */
    static Stream<Ffo> full() {
        return numbered(48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58);
    }

    private static Stream<Ffo> numbered(int... numbers) {
        Set<Integer> wanted = Arrays.stream(numbers).boxed().collect(Collectors.toSet());
        return all().stream().filter(f -> wanted.contains(f.number()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shallow")
    void solvesTheShallowPositionsToTheirPublishedScoreAndMove(Ffo ffo) {
        check(ffo);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("deep")
    void solvesTheDeeperPositionsToTheirPublishedScoreAndMove(Ffo ffo) {
        check(ffo);
    }

    @Tag("ffo-full")
    @ParameterizedTest(name = "{0}")
    @MethodSource("full")
    void solvesTheDeepestPositionsToTheirPublishedScoreAndMove(Ffo ffo) {
        check(ffo);
    }

    @Test
    void everyPositionIsSolvedByOneOfTheRuns() {
        assertThat(Stream.of(shallow(), deep(), full()).flatMap(s -> s).map(Ffo::number).sorted())
                .containsExactlyElementsOf(all().stream().map(Ffo::number).toList());
    }

    @Test
    void theDataFileHoldsTwentyPositionsAsPublished() {
        List<Ffo> all = all();
        assertThat(all).extracting(Ffo::number).containsExactlyElementsOf(
                Stream.iterate(40, n -> n + 1).limit(20).toList());
        assertThat(all).allSatisfy(f -> {
            assertThat(f.position().isGameOver()).isFalse();
            assertThat(f.bestMoves()).allMatch(m -> f.position().isLegal(m));
        });
        // #40 is the suite's first 20-empty position: a2 for +38 (black to move).
        assertThat(all.get(0).position().empties()).isEqualTo(20);
        assertThat(all.get(0).bestMoves()).containsExactly(Square.parse("a2"));
        assertThat(all.get(0).score()).isEqualTo(38);
    }

    private static void check(Ffo ffo) {
        EndgameSolver.Solution solution = new EndgameSolver().solve(ffo.position());
        assertThat(solution.score()).as("score of %s", ffo).isEqualTo(ffo.score());
        assertThat(ffo.bestMoves()).as("best move of %s", ffo).contains(solution.bestMove());
    }

    static List<Ffo> all() {
        try (InputStream in = FfoEndgameTest.class.getResourceAsStream("/ffo/fforum-40-59.txt")) {
            assertThat(in).as("ffo/fforum-40-59.txt on the class path").isNotNull();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            return reader.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).map(FfoEndgameTest::parse).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Ffo parse(String line) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] f = line.split(" ");
        Position p = BoardText.parse(f[1] + f[2]);
        Set<Integer> best = Arrays.stream(f[3].split(",")).map(Square::parse).collect(Collectors.toSet());
        return new Ffo(Integer.parseInt(f[0]), p, best, Integer.parseInt(f[4].replace("+", "")));
    }
}
