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

    /** Every link a byte score and a move (0..65) can make, shared: a book of millions of records needs only these. */
    private static final Link[] SHARED = new Link[256 * (NO_MOVE + 1)];

    static {
        for (int score = -128; score < 128; score++) {
            for (int move = 0; move <= NO_MOVE; move++) {
                SHARED[(score + 128) * (NO_MOVE + 1) + move] = new Link(score, move);
            }
        }
    }

    /** The link of {@code score} and {@code move}: a shared one when both fit the files' bytes. */
    public static Link of(int score, int move) {
        return score >= -128 && score < 128 && move >= 0 && move <= NO_MOVE
                ? SHARED[(score + 128) * (NO_MOVE + 1) + move] : new Link(score, move);
    }

    public boolean hasScore() {
        return score != UNKNOWN;
    }
}
