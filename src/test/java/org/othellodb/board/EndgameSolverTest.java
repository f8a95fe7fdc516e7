package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class EndgameSolverTest {

    /** Plain negamax over every line, no pruning: slow, obviously right. */
    static int minimax(long player, long opponent) {
        long moves = Bitboards.legalMoves(player, opponent);
        if (moves == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return EndgameSolver.finalScore(player, opponent);
            }
            return -minimax(opponent, player);
        }
        int best = -65;
        for (; moves != 0; moves &= moves - 1) {
            int sq = Long.numberOfTrailingZeros(moves);
            long f = Bitboards.flips(player, opponent, sq);
            best = Math.max(best, -minimax(opponent & ~f, player | f | (1L << sq)));
        }
        return best;
    }

    static Position atEmpties(int[] game, int empties) {
        Line line = Replay.of(game);
        for (Position p : line.positions()) {
            if (p.empties() == empties && !p.isGameOver()) {
                return p;
            }
        }
        return null;
    }

    @Test
    void agreesWithPlainMinimaxOnRandomPositions() {
        Random random = new Random(12);
        EndgameSolver solver = new EndgameSolver(16);
        int checked = 0;
        while (checked < 300) {
            int empties = 1 + checked % 10;
            Position p = atEmpties(RandomGames.game(random), empties);
            if (p == null) {
                continue;
            }
            int expected = minimax(p.player(), p.opponent());
            EndgameSolver.Solution s = solver.solve(p);
            assertThat(s.score()).as("position %s at %d empties", p.canonical().hex(), empties).isEqualTo(expected);
            if (s.bestMove() >= 0 && s.bestMove() < 64) {
                Position after = p.play(s.bestMove());
                assertThat(-minimax(after.player(), after.opponent())).isEqualTo(expected);
            }
            checked++;
        }
    }

    /** Solves {@code game}'s WTHOR theoretical score again: perfect play from its position at 24 empties. */
    static Integer theoretical(String game) {
        return TheoreticalScore.of(Replay.of(game), 24, new EndgameSolver(20));
    }

    @Test
    void matchesTheArchivesTheoreticalScores() {
        // A game of data/wthor (1996) whose position at 24 empties solves quickly; the archive stores 30 (black's
        // discs), though it ended 27-37. WthorTheoreticalScoresTest (slow) checks games spread over the archive.
        assertThat(theoretical("f5f6e6f4c3d6f3c4c5b4a5a3c6b5a6e3b3b6d7d8c7c8e7f7d3e2g4d2d1g5f2e1f1c2e8f8g3h4h6h5h3g6"
                + "c1h2h1b2h7g7a2a4h8g8g2a1b1g1b7a7b8a8")).isEqualTo(30);
        // A game that ends before 24 empties (a wipe-out in 13 moves, data/wthor) has its final score, as stored.
        assertThat(theoretical("f5d6c3d3c5f4e3c4f3c6c7d7d8")).isEqualTo(64);
    }

    @Test
    void thePrincipalVariationKeepsTheScoreToTheEnd() {
        // 20 empties of a real game (data/wthor): Edax 4.6 also solves it to -52 with g7 first.
        Position p = Replay.of("f5f6e6f4e3c5c6d3f3e2g5e7d7d6b5c7e8g4b8h6f7g6h4c8d8c4d2a5e1f2b4g3f1h5h7g2h1g1b6g8")
                .finalPosition();
        EndgameSolver solver = new EndgameSolver(20);
        EndgameSolver.Solution s = solver.solve(p);
        assertThat(s.score()).isEqualTo(-52);
        assertThat(s.bestMove()).isEqualTo(Square.parse("g7"));
        int[] line = solver.principalVariation(p, s.score());
        Position end = Replay.from(p, line).finalPosition();
        assertThat(end.isGameOver()).isTrue();
        int black = FinalScore.of(end).wthorBlackScore();
        assertThat(2 * black - 64).isEqualTo(p.toMove() == Color.BLACK ? -52 : 52);
        // Without g7, the best of the other moves.
        long others = p.legalMoves() & ~Square.bit(Square.parse("g7"));
        assertThat(solver.solve(p.player(), p.opponent(), others).score()).isEqualTo(-54);
    }
}
