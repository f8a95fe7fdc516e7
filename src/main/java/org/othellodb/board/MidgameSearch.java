package org.othellodb.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A small fixed-depth alpha-beta over {@link Evaluation}, and exact scores from the
 * {@link EndgameSolver} once few enough squares are empty: what {@code othello-db engine} plays
 * between its opening tree and the endgame. Scores are discs for the side to move; a score is
 * exact (a perfect-play final disc difference) when {@link Scored#exact} says so, else an estimate.
 * Not thread-safe (the solver's table is shared between calls).
 */
public final class MidgameSearch {

    /** A move and its score for the side to move; {@code depth} the plies searched (the empties when exact). */
    public record Scored(int move, int score, int depth, boolean exact) {
    }

    private final EndgameSolver solver;
    private final int exactEmpties;
    private long nodes;

    /** Exact from {@code exactEmpties} empty squares down, the estimate above. */
    public MidgameSearch(EndgameSolver solver, int exactEmpties) {
        this.solver = solver;
        this.exactEmpties = exactEmpties;
    }

    public long nodes() {
        return nodes + solver.nodes();
    }

    /** Whether positions with {@code empties} empty squares are solved exactly. */
    public boolean solvesExactly(int empties) {
        return empties <= exactEmpties;
    }

    /**
     * Every legal move of {@code p} (the pass when it must pass) with its score, best first; ties
     * keep square order. An empty list when the game is over.
     */
    public List<Scored> scoreMoves(Position p, int depth) {
        List<Scored> out = new ArrayList<>();
        if (p.isGameOver()) {
            return out;
        }
        if (p.mustPass()) {
            Scored after = best(p.pass(), depth);
            out.add(new Scored(Square.PASS, -after.score(), after.depth(), after.exact()));
            return out;
        }
        boolean exact = solvesExactly(p.empties());
        for (int sq : Square.list(p.legalMoves())) {
            Position next = p.playUnchecked(sq);
            int score;
            if (exact) {
                score = -solver.solve(next).score();
            } else {
                score = -search(next.player(), next.opponent(), Math.max(0, depth - 1), -EndgameSolver.MAX_SCORE - 1,
                        EndgameSolver.MAX_SCORE + 1);
            }
            out.add(new Scored(sq, score, exact ? p.empties() : depth, exact));
        }
        out.sort((a, b) -> Integer.compare(b.score(), a.score()));
        return out;
    }

    /** The best move of {@code p} and its score ({@link Square#PASS} when it must pass; −1 when the game is over). */
    public Scored best(Position p, int depth) {
        if (p.isGameOver()) {
            return new Scored(-1, EndgameSolver.finalScore(p.player(), p.opponent()), 0, true);
        }
        if (solvesExactly(p.empties())) {
            EndgameSolver.Solution s = solver.solve(p);
            return new Scored(s.bestMove(), s.score(), p.empties(), true);
        }
        List<Scored> moves = scoreMoves(p, depth);
        return moves.get(0);
    }

    /** Negamax alpha-beta to {@code depth} plies, the evaluation at the horizon; exact inside the solver's range. */
    int search(long player, long opponent, int depth, int alpha, int beta) {
        nodes++;
        int empties = Long.bitCount(~(player | opponent));
        if (empties <= exactEmpties) {
            return solver.solve(player, opponent, -1).score();
        }
        long legal = Bitboards.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return EndgameSolver.finalScore(player, opponent);
            }
            return -search(opponent, player, depth, -beta, -alpha);
        }
        if (depth == 0) {
            return Evaluation.evaluate(player, opponent);
        }
        int[] moves = Square.list(legal);
        if (depth >= 3) {
            sortByReplies(player, opponent, moves);
        }
        int best = -EndgameSolver.MAX_SCORE - 1;
        for (int sq : moves) {
            long f = Bitboards.flips(player, opponent, sq);
            int s = -search(opponent & ~f, player | f | (1L << sq), depth - 1, -beta, -Math.max(alpha, best));
            if (s > best) {
                best = s;
                if (s >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** Moves that leave the opponent the fewest replies first: the cheapest ordering that cuts well. */
    private static void sortByReplies(long player, long opponent, int[] moves) {
        int[] keys = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            long f = Bitboards.flips(player, opponent, moves[i]);
            keys[i] = Long.bitCount(Bitboards.legalMoves(opponent & ~f, player | f | (1L << moves[i])))
                    - ((0x8100000000000081L >>> moves[i] & 1) != 0 ? 4 : 0);
        }
        for (int i = 1; i < moves.length; i++) {
            int m = moves[i];
            int k = keys[i];
            int j = i;
            while (j > 0 && keys[j - 1] > k) {
                keys[j] = keys[j - 1];
                moves[j] = moves[j - 1];
                j--;
            }
            keys[j] = k;
            moves[j] = m;
        }
    }
}
