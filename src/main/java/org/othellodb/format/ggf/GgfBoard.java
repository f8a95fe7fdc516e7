package org.othellodb.format.ggf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A GGF {@code BO[...]} value compared with the standard start. GGF writes the board size, the
 * squares row by row ({@code -} empty, {@code *} black, {@code O} white) and the side to move, with
 * any white space (or none) between the rows: {@code 8 -------- ... *} and
 * {@code 8 ---...--- *} are the same board. Only the squares and the side to move count.
 */
final class GgfBoard {

    /** Differences named before "and N more". */
    private static final int NAMED = 4;
    private static final String STANDARD_8 = "---------------------------O*------*O---------------------------";

    private GgfBoard() {
    }

    /** The size GGF's BO begins with, without leading zeros; "" when it does not begin with a number. */
    static String size(String bo) {
        String digits = bo.strip().replaceFirst("(?s)^(\\d*).*", "$1");
        return GgfGameType.withoutLeadingZeros(digits);
    }

    /**
     * Why an 8×8 {@code bo} is not the standard start, naming the squares and side that differ;
     * null when it is the standard start (whatever its spacing).
     */
    static String differenceFromStart(String bo) {
        String text = bo.strip();
        String digits = text.replaceFirst("(?s)^(\\d*).*", "$1");
        String rest = text.substring(digits.length()).replaceAll("\\s+", "");
        if (rest.isEmpty()) {
            return "BO has no squares";
        }
        char toMove = rest.charAt(rest.length() - 1);
        String squares = rest.substring(0, rest.length() - 1);
        if (squares.length() != 64) {
            return "BO has " + squares.length() + " squares where an 8×8 board has 64";
        }
        List<String> diffs = new ArrayList<>();
        int more = 0;
        for (int i = 0; i < 64; i++) {
            char c = normal(squares.charAt(i));
            char standard = STANDARD_8.charAt(i);
            if (c != standard) {
                if (diffs.size() < NAMED) {
                    diffs.add((char) ('a' + i % 8) + Integer.toString(i / 8 + 1) + " " + word(c) + " (the start has "
                            + word(standard) + ")");
                } else {
                    more++;
                }
            }
        }
        char side = normal(toMove);
        if (side != '*') {
            diffs.add(side == 'O' ? "white to move (black moves first)" : "'" + toMove + "' to move, neither * nor O");
        }
        if (diffs.isEmpty()) {
            return null;
        }
        return "BO is not the standard start: " + String.join(", ", diffs) + (more > 0 ? " and " + more + " more squares" : "");
    }

    private static char normal(char c) {
        return c == 'o' ? 'O' : c; // GGS writes O; a lower-case o is no other piece
    }

    private static String word(char c) {
        return switch (c) {
            case '-' -> "empty";
            case '*' -> "black";
            case 'O' -> "white";
            default -> "'" + String.valueOf(c).toLowerCase(Locale.ROOT) + "' (not a square: - * O)";
        };
    }
}
