package org.othellodb.format;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The result spellings of the text formats, turned into the fields of a {@link GameRecord}:
 * <ul>
 * <li>{@code 34-30}: black's and white's discs. When they add up to 64 they are the usual
 *     recorded score (empties given to the winner) and set {@code blackScore}; otherwise they are
 *     raw disc counts and set {@code discDifference}.</li>
 * <li>{@code +4}, {@code -12}, {@code +0.000}: black's disc difference (a sign or a decimal point
 *     is required, so that a bare {@code 1} is never mistaken for one).</li>
 * <li>{@code 1-0}, {@code 0-1}, {@code 1/2-1/2}: only the winner, as chess-style PGN writes it.</li>
 * <li>{@code black}, {@code white}, {@code draw} (or {@code B}, {@code W}, {@code D}): only the winner.</li>
 * </ul>
 * Winner-only columns such as eOthello's 1 / 0 / -1 are read with {@link #applyWinner}.
 */
public final class Results {

    private static final Pattern DISCS = Pattern.compile("(\\d{1,2})\\s*-\\s*(\\d{1,2})");
    private static final Pattern DIFFERENCE = Pattern.compile("([+-]\\d{1,2}(?:\\.\\d*)?|\\d{1,2}\\.\\d*)");

    private Results() {
    }

    /** Sets the result fields of {@code b} from {@code text}; false (and nothing set) when the text is not a result. */
    public static boolean apply(String text, GameRecord.Builder b) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        switch (lower) {
            case "1-0" -> {
                return winner(b, t, 1);
            }
            case "0-1" -> {
                return winner(b, t, -1);
            }
            case "1/2-1/2", "½-½" -> {
                return winner(b, t, 0);
            }
            default -> {
                // the other spellings follow
            }
        }
        Matcher m = DISCS.matcher(t);
        if (m.matches()) {
            int black = Integer.parseInt(m.group(1));
            int white = Integer.parseInt(m.group(2));
            if (black + white > 64) {
                return false;
            }
            if (black + white == 64) {
                b.blackScore(black);
            } else {
                b.discDifference(black - white);
            }
            b.resultText(t);
            return true;
        }
        if (DIFFERENCE.matcher(t).matches()) {
            double value = Double.parseDouble(t);
            if (Math.abs(value) > 64) {
                return false;
            }
            if (value == Math.rint(value)) {
                b.discDifference((int) value);
            } else {
                b.winner((int) Math.signum(value));
            }
            b.resultText(t);
            return true;
        }
        return applyWinner(t, b);
    }

    /** Sets only the winner from 1 / 0 / -1 or black / white / draw (any case, or their first letter). */
    public static boolean applyWinner(String text, GameRecord.Builder b) {
        String t = text.strip();
        return switch (t.toLowerCase(Locale.ROOT)) {
            case "1", "+1", "black", "b" -> winner(b, t, 1);
            case "0", "draw", "d" -> winner(b, t, 0);
            case "-1", "white", "w" -> winner(b, t, -1);
            default -> false;
        };
    }

    /**
     * The result as the text formats write it, in a spelling {@link #apply} reads back: black's and
     * white's discs ({@code 33-31}) when the score is known, else only the winner ({@code black},
     * {@code white}, {@code draw}); null when neither is known.
     */
    public static String written(GameRecord g) {
        if (g.blackScore() != null) {
            return g.blackScore() + "-" + (64 - g.blackScore());
        }
        if (g.winner() == null) {
            return null;
        }
        return g.winner() > 0 ? "black" : g.winner() < 0 ? "white" : "draw";
    }

    private static boolean winner(GameRecord.Builder b, String text, int winner) {
        b.winner(winner).resultText(text);
        return true;
    }
}
