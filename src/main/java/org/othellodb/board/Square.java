package org.othellodb.board;

/**
 * Squares are indexes 0..63, {@code 8 * row + column}, with a1 = 0, h1 = 7, a8 = 56, h8 = 63
 * (row 1 at the top). Bit {@code i} of a board is square {@code i}. {@link #PASS} stands for a pass
 * wherever a move is expected, as in Edax's books.
 */
public final class Square {

    public static final int PASS = 64;
    /**
     * No move: what follows a game's final position, and a book leaf that names no move (the value
     * the Edax book format gives it). The one "no move" of the project; a pass is {@link #PASS}.
     */
    public static final int NONE = 65;

    private Square() {
    }

    public static int row(int square) {
        return square >>> 3;
    }

    public static int column(int square) {
        return square & 7;
    }

    public static int of(int row, int column) {
        return (row << 3) | column;
    }

    public static long bit(int square) {
        return 1L << square;
    }

    /** The squares of a set (a bitboard), in increasing order. */
    public static int[] list(long set) {
        int[] out = new int[Long.bitCount(set)];
        for (int i = 0; set != 0; set &= set - 1) {
            out[i++] = Long.numberOfTrailingZeros(set);
        }
        return out;
    }

    /** Lower-case name, {@code "pass"} for {@link #PASS}. */
    public static String name(int square) {
        if (square == PASS) {
            return "pass";
        }
        if (square < 0 || square > 63) {
            throw new IllegalArgumentException("not a square index: " + square);
        }
        return "" + (char) ('a' + column(square)) + (char) ('1' + row(square));
    }

    /** The square named by two characters such as {@code f5} or {@code F5}, or -1 when it is not one. */
    public static int parseOrMinusOne(CharSequence text, int at) {
        if (at + 2 > text.length()) {
            return -1;
        }
        char c = Character.toLowerCase(text.charAt(at));
        char r = text.charAt(at + 1);
        if (c < 'a' || c > 'h' || r < '1' || r > '8') {
            return -1;
        }
        return of(r - '1', c - 'a');
    }

    /** The square named by {@code text} (two characters, any case). */
    public static int parse(String text) {
        int square = text.length() == 2 ? parseOrMinusOne(text, 0) : -1;
        if (square < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a square (a1..h8)");
        }
        return square;
    }

    /** WTHOR stores a move as {@code 10 * row + column} with both counted from 1 (a1 = 11, h8 = 88). */
    public static int fromWthor(int value) {
        int row = value / 10 - 1;
        int column = value % 10 - 1;
        if (row < 0 || row > 7 || column < 0 || column > 7) {
            return -1;
        }
        return of(row, column);
    }

    public static int toWthor(int square) {
        return (row(square) + 1) * 10 + column(square) + 1;
    }
}
