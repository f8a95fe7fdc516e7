package org.othellodb.board;

import org.othellodb.error.BadInputException;

/**
 * A position written as engine GUIs write it: 64 squares from a1 to h8, row by row ({@code X} or
 * {@code *} black, {@code O} white, {@code -} or {@code .} empty), then the side to move ({@code X},
 * {@code *} or {@code O}; {@code B}/{@code W} too), as in Edax's OBF problem files and NBoard. What
 * follows a {@code ;} (OBF's best moves and scores) is ignored, so that a line of an OBF file can be
 * pasted whole. Reachability from the start is not checked (no tool can afford it); what no game can
 * ever show is refused: an empty centre square, or a side to move that is missing.
 */
public final class BoardText {

    private BoardText() {
    }

    /**
     * True when {@code text} is meant as a board rather than moves: moves always name squares with a
     * row digit, a board never has one (a text of passes alone is no position either).
     */
    public static boolean isBoard(String text) {
        String squares = beforeComment(text).strip();
        if (squares.length() < 16) {
            return false;
        }
        for (int i = 0; i < squares.length(); i++) {
            if (Character.isDigit(squares.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The position {@code text} writes, or a one-line refusal saying what is wrong with it. */
    public static Position parse(String text) {
        String compact = beforeComment(text).replaceAll("\\s+", "");
        if (compact.length() < 65) {
            throw bad("it has " + compact.length() + " characters, not 64 squares and the side to move");
        }
        if (compact.length() > 65) {
            throw bad("it has " + compact.length() + " characters, more than 64 squares and the side to move");
        }
        long black = 0;
        long white = 0;
        for (int square = 0; square < 64; square++) {
            char c = compact.charAt(square);
            switch (c) {
                case 'X', 'x', '*' -> black |= Square.bit(square);
                case 'O', 'o' -> white |= Square.bit(square);
                case '-', '.' -> { }
                default -> throw bad("'" + c + "' at " + Square.name(square) + " is not X, *, O, - or .");
            }
        }
        Color toMove = side(compact.charAt(64));
        for (String centre : new String[] {"d4", "e4", "d5", "e5"}) {
            if (((black | white) & Square.bit(Square.parse(centre))) == 0) {
                throw bad(centre + " is empty, and the four centre squares are never empty in a game");
            }
        }
        return Position.of(black, white, toMove);
    }

    /** The board of {@code p} as {@link #parse} reads it: 64 squares, a space and the side to move. */
    public static String format(Position p) {
        StringBuilder sb = new StringBuilder(66);
        for (int square = 0; square < 64; square++) {
            sb.append(p.at(square));
        }
        return sb.append(' ').append(p.toMove() == Color.BLACK ? 'X' : 'O').toString();
    }

    private static Color side(char c) {
        return switch (c) {
            case 'X', 'x', '*', 'B', 'b' -> Color.BLACK;
            case 'O', 'o', 'W', 'w' -> Color.WHITE;
            default -> throw bad("the side to move, after the 64 squares, is '" + c + "': X (or *) for black, O for white");
        };
    }

    private static String beforeComment(String text) {
        int semicolon = text.indexOf(';');
        return semicolon < 0 ? text : text.substring(0, semicolon);
    }

    private static BadInputException bad(String why) {
        return new BadInputException("not a board: " + why + " (a board is 64 squares from a1 to h8, row by row, "
                + "X or * black, O white, - empty, then the side to move, X or O)");
    }
}
