package org.othellodb.study;

import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * Where the value of a move comes from, beside the games' score in a coverage: an engine book, or
 * the exact solver near the end. The front end that knows the book supplies it.
 */
@FunctionalInterface
public interface MoveValues {

    /** No values: the games' figures only. */
    MoveValues NONE = (p, square) -> null;

    /**
     * The value of a move: the mover's final disc difference after it, and what gave it ("book",
     * "solved"), with its depth where the book records one.
     */
    record Value(int discs, String source) {
    }

    /** The value of playing {@code square} at {@code p}, for the side to move; null when unknown. */
    Value of(Position p, int square);

    /** The most empty squares after a move that the solver values it at, in a coverage (the command's and the page's). */
    int SOLVED_EMPTIES = 18;

    /** The exact solver's value of moves that leave at most {@link #SOLVED_EMPTIES} squares empty; none of the others. */
    static MoveValues solved() {
        EndgameSolver solver = new EndgameSolver();
        return (p, square) -> {
            Position after = square == Square.PASS ? p.pass() : p.play(square);
            return after.empties() <= SOLVED_EMPTIES ? new Value(-solver.solve(after).score(), "solved") : null;
        };
    }

    /** This source's value of a move, or {@code other}'s where this has none. */
    default MoveValues orElse(MoveValues other) {
        return (p, square) -> {
            Value v = of(p, square);
            return v != null ? v : other.of(p, square);
        };
    }
}
