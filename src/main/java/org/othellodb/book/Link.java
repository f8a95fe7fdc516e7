package org.othellodb.book;

import org.othellodb.board.Square;

/**
 * A move of a book record with its score, as both engines write it: {@code score} is the final disc
 * difference the move leads to, from the side to move's view, or {@link #UNKNOWN} when nobody
 * evaluated it; {@code move} is a square index (a1 = 0 … h8 = 63), {@link #PASS} or {@link #NO_MOVE}.
 */
public record Link(int score, int move) {

    /** Edax's "no score" (−SCORE_INF). */
    public static final int UNKNOWN = -127;
    public static final int PASS = Square.PASS;
    public static final int NO_MOVE = Square.NONE;

    /** The leaf of a record whose every legal move is a link: nothing left to play outside the book. */
    public static final Link NONE = new Link(UNKNOWN, NO_MOVE);

    public boolean hasScore() {
        return score != UNKNOWN;
    }
}
