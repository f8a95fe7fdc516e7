package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.RandomPlayouts;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;

/**
 * The counting behind every book ({@link PositionCounter}, {@link VisitTally}) against the plainest
 * count there is: one map entry per canonical board, filled game by game. 9,000 seeded games share
 * their first ten moves in 40 openings, so early positions gather hundreds of games and many moves
 * (symmetric ones among them), while later ones have one game each; they make enough visits for
 * the count to use several buckets and threads.
 */
class PositionCounterTest {

    static List<BookGame> games;
    static Map<BoardKey, Expected> expected;

    /** What the plain count keeps for a position. */
    static final class Expected {
        int wins;
        int draws;
        int losses;
        long diffSum;
        int scored;
        long theoreticalSum;
        int theoreticalGames;
        int whiteLead;
        final Map<Integer, Integer> moves = new HashMap<>();

        int games() {
            return wins + draws + losses;
        }
    }

    @BeforeAll
    static void countPlainly() {
        RandomPlayouts random = new RandomPlayouts(20261124L);
        List<int[]> openings = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            openings.add(Arrays.copyOf(random.game().moves(), 10));
        }
        games = new ArrayList<>();
        for (int i = 0; i < 9_000; i++) {
            RandomPlayouts.Game g = random.continued(openings.get(random.nextInt(openings.size())));
            byte[] bytes = new byte[g.moves().length];
            for (int k = 0; k < bytes.length; k++) {
                bytes[k] = (byte) g.moves()[k];
            }
            int score = g.blackScore();
            Integer blackScore = i % 7 == 3 ? null : score; // some games without a score
            Integer theoretical = i % 3 == 0 ? score : null; // some with WTHOR's perfect-play score from 24 empties
            games.add(new BookGame(bytes, Integer.compare(score, 32), blackScore, theoretical, theoretical == null ? null : 24,
                    g.last().empties()));
        }
        expected = new HashMap<>();
        for (BookGame g : games) {
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                Canonical c = Canonical.of(player, opponent);
                Expected e = expected.computeIfAbsent(new BoardKey(c.player(), c.opponent()), k -> new Expected());
                int side = toMove == Color.BLACK ? 1 : -1;
                int result = g.result() * side;
                if (result > 0) {
                    e.wins++;
                } else if (result < 0) {
                    e.losses++;
                } else {
                    e.draws++;
                }
                e.whiteLead += toMove == Color.WHITE ? 1 : -1;
                if (g.blackScore() != null) {
                    e.diffSum += (2L * g.blackScore() - 64) * side;
                    e.scored++;
                }
                Integer theoretical = PositionCounter.theoretical(g, ply);
                if (theoretical != null) {
                    e.theoreticalSum += (long) theoretical * side;
                    e.theoreticalGames++;
                }
                if (move != Square.NONE) {
                    e.moves.merge(c.toCanonical(move), 1, Integer::sum);
                }
                return true;
            });
        }
    }

    @Test
    void everyPositionIsCountedAsThePlainCountCountsIt() {
        TallyTable t = new PositionCounter(BookGames.of(games), new BookOptions(60, 1, ValueMode.mean, null, DrawRule.neutral, 0), null).count();
        assertThat(VisitBuckets.bitsFor((long) games.size() * 61)).as("four buckets or more").isGreaterThanOrEqualTo(2);
        assertThat(t.size()).isEqualTo(expected.size());
        assertSame(t, expected);
        for (int i = 1; i < t.size(); i++) { // numbered by hash: no two boards of these games share one
            assertThat(TallyTable.hash(t.player(i), t.opponent(i))).isGreaterThan(TallyTable.hash(t.player(i - 1), t.opponent(i - 1)));
        }
    }

    @Test
    void withMinGamesOnlyThePositionsThatManyGamesReachAreCounted() {
        TallyTable t = new PositionCounter(BookGames.of(games), new BookOptions(60, 5, ValueMode.mean, null, DrawRule.neutral, 0), null).count();
        Map<BoardKey, Expected> frequent = new HashMap<>();
        expected.forEach((k, e) -> {
            if (e.games() >= 5) {
                frequent.put(k, e);
            }
        });
        assertThat(frequent.size()).isBetween(1_000, 100_000);
        assertThat(t.size()).isEqualTo(frequent.size());
        assertSame(t, frequent);
    }

    @Test
    void countsMadeElsewhereMakeTheSameTable() {
        List<CountedPosition> counted = new ArrayList<>();
        expected.forEach((k, e) -> {
            int[] moves = e.moves.keySet().stream().mapToInt(Integer::intValue).toArray();
            int[] counts = Arrays.stream(moves).map(e.moves::get).toArray();
            int black = (e.games() - e.whiteLead) / 2;
            counted.add(new CountedPosition(k.player(), k.opponent(), e.games(), e.wins, e.draws, e.losses, e.diffSum,
                    e.scored, e.theoreticalSum, e.theoreticalGames, black, e.games() - black, moves, counts));
        });
        TallyTable t = TallyTable.of(counted);
        TallyTable replayed = new PositionCounter(BookGames.of(games), new BookOptions(60, 1, ValueMode.mean, null, DrawRule.neutral, 0), null).count();
        assertThat(t.size()).isEqualTo(replayed.size());
        for (int i = 0; i < t.size(); i++) { // the same numbers and figures as the replay's count (checked above against the plain one)
            Canonical symmetric = t.symmetry(i);
            long[] got = figures(t, i);
            long[] want = figures(replayed, i);
            for (long moves = t.board(i).legalMoves(); moves != 0; moves &= moves - 1) {
                int m = Long.numberOfTrailingZeros(moves);
                if (t.played(i, m, symmetric) != replayed.played(i, m, symmetric)) {
                    assertThat(t.played(i, m, symmetric)).as("position %d move %d", i, m).isEqualTo(replayed.played(i, m, symmetric));
                }
            }
            if (!Arrays.equals(got, want)) {
                assertThat(got).as("position %d", i).containsExactly(want);
            }
        }
    }

    /** Boards, wins, draws, losses, scored, theoretical games, the two sums, white to move, passes played. */
    private static long[] figures(TallyTable t, int i) {
        return new long[] {t.player(i), t.opponent(i), t.count(i, TallyTable.WINS), t.count(i, TallyTable.DRAWS),
            t.count(i, TallyTable.LOSSES), t.count(i, TallyTable.SCORED), t.count(i, TallyTable.THEORETICAL_GAMES),
            t.sum(i, TallyTable.DIFF_SUM), t.sum(i, TallyTable.THEORETICAL_SUM), t.toMove(i) == Color.WHITE ? 1 : 0,
            t.played(i, Square.PASS, null)};
    }

    private static void assertSame(TallyTable t, Map<BoardKey, Expected> want) {
        int symmetricWithMoves = 0;
        int shared = 0;
        for (Map.Entry<BoardKey, Expected> entry : want.entrySet()) {
            BoardKey k = entry.getKey();
            Expected e = entry.getValue();
            int i = t.indexOf(k.player(), k.opponent());
            assertThat(i).as("%s", k).isNotNegative();
            Canonical symmetric = t.symmetry(i);
            long[] got = Arrays.copyOfRange(figures(t, i), 2, 10);
            long[] wanted = {e.wins, e.draws, e.losses, e.scored, e.theoreticalGames, e.diffSum, e.theoreticalSum,
                e.whiteLead > 0 ? 1 : 0};
            if (!Arrays.equals(got, wanted)) { // compared plainly first: AssertJ for 600,000 positions takes seconds
                assertThat(got).as("%s: wins, draws, losses, scored, theoretical, sums, white to move", k).containsExactly(wanted);
            }
            int[] played = new int[Square.PASS + 1];
            for (int m = 0; m <= Square.PASS; m++) {
                played[m] = t.played(i, m, symmetric);
            }
            int[] playedWanted = new int[Square.PASS + 1];
            for (Map.Entry<Integer, Integer> move : e.moves.entrySet()) { // a symmetric position's equivalent moves count together
                for (int m = 0; m <= Square.PASS; m++) {
                    boolean same = move.getKey() == m || (symmetric != null && m < Square.PASS && move.getKey() < Square.PASS
                            && symmetric.representative(move.getKey()) == symmetric.representative(m));
                    playedWanted[m] += same ? move.getValue() : 0;
                }
            }
            if (!Arrays.equals(played, playedWanted)) {
                assertThat(played).as("%s: games by move", k).containsExactly(playedWanted);
            }
            symmetricWithMoves += symmetric != null && e.moves.size() > 1 ? 1 : 0;
            shared += e.games() > 1 ? 1 : 0;
        }
        assertThat(symmetricWithMoves).as("symmetric positions with several moves").isPositive();
        assertThat(shared).as("positions several games reach").isGreaterThan(1_000);
    }
}
