package org.othellodb.study;

import org.othellodb.board.Position;

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
}
