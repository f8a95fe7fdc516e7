package org.othellodb.format.pgn;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;
import org.othellodb.board.Square;

/**
 * The move text of one game: numbered moves in any layout ({@code 1. f5 d6}, {@code 1.f5 d6 2.c3},
 * one move per line...), squares in either case, passes unmarked or written {@code pass}, {@code pa}
 * or {@code --}. Comments in braces or after a semicolon, variations in parentheses, annotation
 * glyphs ({@code $1}, {@code !?}) are skipped; a result token ends the moves. A {@code }} or {@code )} that
 * closes nothing is a bad token, not skipped: the moves before it may be a comment whose start was lost.
 */
final class PgnMoveText {

    /** A token that is not a move, and the line it is on. */
    record BadToken(String token, int line) {
    }

    /** The termination markers of PGN, discs ({@code 33-31}) included; a bare "1" is never taken for one. */
    private static final Pattern RESULT = Pattern.compile("\\*|1-0|0-1|1/2-1/2|\\d{1,2}-\\d{1,2}");

    /** A game has at most 60 moves and fewer passes: more is no game, and is not kept. */
    static final int MAX_MOVES = 200;

    private int[] moves = new int[64];
    private int currentLine;
    private boolean tooManyMoves;
    private int count;
    private String result;
    private BadToken bad;
    private int braceDepth;
    private int variationDepth;

    /** Adds the move text of one line. */
    void addLine(String text, int lineNumber) {
        currentLine = lineNumber;
        int i = 0;
        int n = text.length();
        while (i < n && bad == null) {
            char c = text.charAt(i);
            if (braceDepth > 0) {
                braceDepth += c == '{' ? 1 : c == '}' ? -1 : 0;
                i++;
                continue;
            }
            if (c == '{') {
                braceDepth++;
                i++;
                continue;
            }
            if (c == ';') {
                return;
            }
            if (c == '(') {
                variationDepth++;
                i++;
                continue;
            }
            if (c == ')' || c == '}') {
                if (c == '}' || variationDepth == 0) {
                    // It closes nothing: what was read before may have been a comment or a variation whose start was lost.
                    bad = new BadToken(String.valueOf(c), lineNumber);
                    return;
                }
                variationDepth--;
                i++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int end = i;
            while (end < n && !Character.isWhitespace(text.charAt(end)) && "{}();".indexOf(text.charAt(end)) < 0) {
                end++;
            }
            if (variationDepth == 0) {
                token(text.substring(i, end), lineNumber);
            }
            i = end;
        }
    }

    private void token(String raw, int line) {
        if (result != null) {
            bad = new BadToken(raw, line);
            return;
        }
        String t = raw;
        // A move number, maybe glued to the move: "12." "12..." "12.f5".
        int digits = 0;
        while (digits < t.length() && Character.isDigit(t.charAt(digits))) {
            digits++;
        }
        if (digits > 0 && digits < t.length() && t.charAt(digits) == '.') {
            int dots = digits;
            while (dots < t.length() && t.charAt(dots) == '.') {
                dots++;
            }
            t = t.substring(dots);
            if (t.isEmpty()) {
                return;
            }
        }
        if (t.startsWith("$") || t.equals("...")) {
            return;
        }
        String move = stripGlyphs(t);
        String lower = move.toLowerCase(Locale.ROOT);
        if (lower.equals("pass") || lower.equals("pa") || lower.equals("ps") || lower.equals("--")) {
            add(Square.PASS);
            return;
        }
        if (move.length() >= 2 && move.length() % 2 == 0 && allSquares(move)) {
            for (int k = 0; k < move.length(); k += 2) {
                add(Square.parseOrMinusOne(move, k));
            }
            return;
        }
        if (t.chars().allMatch(Character::isDigit)) {
            return; // a move number written without its dot
        }
        if (RESULT.matcher(t).matches()) {
            result = t;
            return;
        }
        bad = new BadToken(raw, line);
    }

    private static String stripGlyphs(String t) {
        int end = t.length();
        while (end > 0 && (t.charAt(end - 1) == '!' || t.charAt(end - 1) == '?')) {
            end--;
        }
        return t.substring(0, end);
    }

    private static boolean allSquares(String s) {
        for (int k = 0; k < s.length(); k += 2) {
            if (Square.parseOrMinusOne(s, k) < 0) {
                return false;
            }
        }
        return true;
    }

    private void add(int move) {
        if (count == MAX_MOVES) {
            bad = new BadToken("more than " + MAX_MOVES + " moves", currentLine);
            tooManyMoves = true;
            return;
        }
        if (count == moves.length) {
            moves = Arrays.copyOf(moves, count * 2);
        }
        moves[count++] = move;
    }

    int[] moves() {
        return Arrays.copyOf(moves, count);
    }

    /** True when the moves passed {@link #MAX_MOVES}; {@link #bad()} says on which line. */
    boolean tooManyMoves() {
        return tooManyMoves;
    }

    /** The result token that ended the moves, or null. */
    String result() {
        return result;
    }

    /** The first token that is not a move, or null. */
    BadToken bad() {
        return bad;
    }
}
