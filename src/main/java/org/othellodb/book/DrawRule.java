package org.othellodb.book;

import org.othellodb.board.Color;

/**
 * Who a draw favours in the book's values. The win/draw/loss fields always carry the real counts;
 * this only changes the values, so that the engine steers towards draws for one colour and away
 * from them for the other (useful when a tie-break or a match situation makes a draw a win).
 */
public enum DrawRule {
    black, white, neutral;

    /** The colour a draw is a win for, or null when a draw is worth nothing to either side. */
    public Color favours() {
        return this == black ? Color.BLACK : this == white ? Color.WHITE : null;
    }
}
