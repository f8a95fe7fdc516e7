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
}
