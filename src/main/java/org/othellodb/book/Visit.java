package org.othellodb.book;

import org.othellodb.board.Color;
import org.othellodb.board.Square;

/**
 * One game's visit of a position, packed in a long so that millions of them are counted from
 * primitive arrays: the result, final disc difference and WTHOR perfect-play difference from the
 * side to move's view, the colour to move, and the move played next in the canonical frame.
 */
final class Visit {

    private static final int RESULT = 0;      // 2 bits: the side to move's result + 1
    private static final int WHITE = 2;       // 1 bit
    private static final int MOVE = 3;        // 7 bits: square, 64 a pass, 65 none
    private static final int SCORED = 10;     // 1 bit, then 8 bits: difference + 64
    private static final int THEORETICAL = 19; // 1 bit, then 8 bits: difference + 64

    private Visit() {
    }

    /**
     * A visit with {@code toMove} to move, in a game black won (1), drew (0) or lost (−1), whose
     * black disc differences (final, perfect play) are given or null, and where {@code canonicalMove}
     * was played next ({@link Square#NONE} when the game ends or stops here).
     */
    static long of(Color toMove, int blackResult, Integer blackDiff, Integer theoreticalBlackDiff, int canonicalMove) {
        int sign = toMove == Color.BLACK ? 1 : -1;
        long v = (long) (Integer.signum(blackResult) * sign + 1) << RESULT;
        v |= (long) (toMove == Color.WHITE ? 1 : 0) << WHITE;
        v |= (long) canonicalMove << MOVE;
        if (blackDiff != null) {
            v |= (1L | (long) (blackDiff * sign + 64) << 1) << SCORED;
        }
        if (theoreticalBlackDiff != null) {
            v |= (1L | (long) (theoreticalBlackDiff * sign + 64) << 1) << THEORETICAL;
        }
        return v;
    }

    /** 1 won, 0 drawn, −1 lost, for the side to move. */
    static int sideResult(long v) {
        return (int) (v >>> RESULT & 3) - 1;
    }

    static boolean whiteToMove(long v) {
        return (v >>> WHITE & 1) != 0;
    }

    /** The move played next (canonical), {@link Square#PASS}, or {@link Square#NONE}. */
    static int move(long v) {
        return (int) (v >>> MOVE & 0x7F);
    }

    static boolean isScored(long v) {
        return (v >>> SCORED & 1) != 0;
    }

    /** The final disc difference, side to move's view (when {@link #isScored}). */
    static int diff(long v) {
        return (int) (v >>> (SCORED + 1) & 0xFF) - 64;
    }

    static boolean hasTheoretical(long v) {
        return (v >>> THEORETICAL & 1) != 0;
    }

    /** The perfect-play disc difference, side to move's view (when {@link #hasTheoretical}). */
    static int theoretical(long v) {
        return (int) (v >>> (THEORETICAL + 1) & 0xFF) - 64;
    }
}
