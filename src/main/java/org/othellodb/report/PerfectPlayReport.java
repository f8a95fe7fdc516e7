package org.othellodb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;

/**
 * The exact value of a position and of each of its legal moves ({@code /api/perfect}, the tree's
 * perfect-play column; {@code solve --all} on the command line), as black's final disc difference
 * with perfect play from there (empties to the winner), best first for the side to move.
 */
public record PerfectPlayReport(String moves, int empties, @Nullable String toMove, int blackDiscDiff, @Nullable String bestMove,
                                List<Scored> movesScored, long nodes) {

    /** A legal move and black's disc difference with perfect play after it. */
    public record Scored(String move, int blackDiscDiff) {
    }

    /** Solves the position after {@code line} and each of its moves with {@code solver}. */
    public static PerfectPlayReport of(Line line, EndgameSolver solver) {
        Position p = line.finalPosition();
        long before = solver.nodes();
        EndgameSolver.Solution best = solver.solve(p);
        int sign = p.toMove() == Color.BLACK ? 1 : -1;
        List<Scored> scored = new ArrayList<>();
        for (int square : Square.list(p.legalMoves())) {
            scored.add(new Scored(Square.name(square), -sign * solver.solve(p.play(square)).score()));
        }
        scored.sort(Comparator.comparingInt((Scored s) -> sign * s.blackDiscDiff()).reversed().thenComparing(Scored::move));
        return new PerfectPlayReport(Transcript.format(line.boardMoves()), p.empties(),
                p.isGameOver() ? null : p.toMove().lowerName(), sign * best.score(),
                best.bestMove() < 0 || best.bestMove() >= Square.PASS ? null : Square.name(best.bestMove()), scored,
                solver.nodes() - before);
    }
}
