package org.othellodb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;

/**
 * The game of NBoard's {@code set game} command: a GGF record ({@code (;GM[Othello]...BO[8 board
 * side]B[f5]W[d6/0.5/1.2]...;)}), read for its start board and its moves only. The board is 64
 * characters, {@code *} black, {@code O} white, {@code -} empty, then the side to move; a move is a
 * square or {@code PA} (pass), optionally followed by {@code /eval/time}.
 */
public record GgfGame(Position start, List<Integer> moves) {

    private static final Pattern PROPERTY = Pattern.compile("([A-Z]+)\\[([^\\]]*)\\]");

    public static GgfGame parse(String text) {
        Position start = Position.START;
        List<Integer> moves = new ArrayList<>();
        Matcher m = PROPERTY.matcher(text);
        while (m.find()) {
            String name = m.group(1);
            String value = m.group(2).strip();
            if (name.equals("BO")) {
                start = board(value);
            } else if (name.equals("B") || name.equals("W")) {
                moves.add(move(value));
            }
        }
        return new GgfGame(start, List.copyOf(moves));
    }

    /** A move of NBoard: {@code F5}, {@code f5/1.00/0.3}, {@code PA} or {@code pass}. */
    public static int move(String text) {
        String square = text.split("/", 2)[0].strip();
        if (square.equalsIgnoreCase("PA") || square.equalsIgnoreCase("pass")) {
            return Square.PASS;
        }
        try {
            return Square.parse(square.toLowerCase(java.util.Locale.ROOT));
        } catch (RuntimeException e) {
            throw new BadInputException("not a move: '" + text + "'");
        }
    }

    private static Position board(String value) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] parts = value.split("\\s+");
        StringBuilder squares = new StringBuilder();
        for (int i = 1; i < parts.length - 1; i++) {
            squares.append(parts[i]);
        }
        if (!parts[0].equals("8") || squares.length() != 64) {
            throw new BadInputException("not an 8x8 GGF board: BO[" + value + "]");
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = squares.charAt(sq);
            if (c == '*') {
                black |= Square.bit(sq);
            } else if (c == 'O') {
                white |= Square.bit(sq);
            } else if (c != '-') {
                throw new BadInputException("not a GGF board square: '" + c + "' in BO[" + value + "]");
            }
        }
        String side = parts[parts.length - 1];
        return Position.of(black, white, side.equals("O") ? Color.WHITE : Color.BLACK);
    }
}
