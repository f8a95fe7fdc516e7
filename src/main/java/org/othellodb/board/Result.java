package org.othellodb.board;

/**
 * How a game ended. Stored and exchanged as black's score sign, 1, 0 or −1 (the games table's
 * {@code result} column, as WTHOR counts): {@link #of} reads that number, {@link #forSide} gives the
 * same sign from either player's view.
 */
public enum Result {
    BLACK_WON(1), DRAW(0), WHITE_WON(-1);

    private final int sign;

    Result(int sign) {
        this.sign = sign;
    }

    /** The result a stored number stands for (any positive number: black won). */
    public static Result of(int stored) {
        return stored > 0 ? BLACK_WON : stored < 0 ? WHITE_WON : DRAW;
    }

    /** The number stored for this result: 1, 0 or −1. */
    public int stored() {
        return sign;
    }

    /** The result from {@code side}'s view: 1 won, 0 drawn, −1 lost. */
    public int forSide(Color side) {
        return side == Color.BLACK ? sign : -sign;
    }

    /** {@code black}, {@code white} or {@code draw}. */
    public String winnerName() {
        return this == BLACK_WON ? "black" : this == WHITE_WON ? "white" : "draw";
    }
}
