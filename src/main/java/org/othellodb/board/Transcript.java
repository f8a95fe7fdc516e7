package org.othellodb.board;

import java.util.Arrays;

/**
 * Move lists as text: squares concatenated ({@code f5d6c3}) or separated by spaces or commas, in
 * either case; passes may be written {@code pa}, {@code pass} or {@code --}, or left out.
 */
public final class Transcript {

    private Transcript() {
    }

    /** The moves of {@code text}: squares, and {@link Square#PASS} where a pass is written. */
    public static int[] parse(String text) {
        int[] moves = new int[Math.max(4, text.length() / 2 + 1)];
        int count = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == ';') {
                i++;
                continue;
            }
            int square = Square.parseOrMinusOne(text, i);
            int length = 2;
            if (square < 0) {
                length = passLength(text, i);
                if (length == 0) {
                    throw new InvalidMoveException(badToken(text, i), count + 1,
                            InvalidMoveException.Reason.NOT_A_SQUARE, "squares are a1..h8");
                }
                square = Square.PASS;
            }
            moves[count++] = square;
            i += length;
        }
        return Arrays.copyOf(moves, count);
    }

    /** Moves as the database stores them: one byte per square, passes left out. */
    public static byte[] toBytes(int[] squares) {
        byte[] out = new byte[squares.length];
        for (int i = 0; i < squares.length; i++) {
            out[i] = (byte) squares[i];
        }
        return out;
    }

    /** The squares of moves stored one byte per square. */
    public static int[] fromBytes(byte[] moves) {
        int[] out = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            out[i] = moves[i];
        }
        return out;
    }

    /** Lower-case squares concatenated; passes are left out, as is usual. */
    public static String format(int[] moves) {
        StringBuilder sb = new StringBuilder(moves.length * 2);
        for (int move : moves) {
            if (move != Square.PASS) {
                sb.append(Square.name(move));
            }
        }
        return sb.toString();
    }

    private static int passLength(String text, int at) {
        if (text.regionMatches(true, at, "pass", 0, 4)) {
            return 4;
        }
        if (text.regionMatches(true, at, "pa", 0, 2) || text.startsWith("--", at)) {
            return 2;
        }
        return 0;
    }

    private static String badToken(String text, int at) {
        int end = at;
        while (end < text.length() && end < at + 8 && !Character.isWhitespace(text.charAt(end))
                && text.charAt(end) != ',' && (end == at || Square.parseOrMinusOne(text, end) < 0)) {
            end++;
        }
        return text.substring(at, Math.max(end, at + 1));
    }
}
