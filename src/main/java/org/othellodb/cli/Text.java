package org.othellodb.cli;

/**
 * Text for people: counts with their noun ("1 game", "2 games"), and columns that stay aligned
 * when names hold wide characters (a Japanese opening name takes two terminal columns a character).
 */
final class Text {

    private Text() {
    }

    /**
     * A share as a percentage with one decimal ({@code 63.9%}), or a dash when there is no share: a
     * player with no game in a colour, a filter that selects nothing (never {@code NaN%}).
     */
    static String percent(double fraction) {
        return Double.isFinite(fraction) ? String.format("%.1f%%", 100 * fraction) : "–";
    }

    /** {@code n} with thousands separators and the noun, singular for exactly one: {@code 1 game}, {@code 1,234 games}. */
    static String count(long n, String noun) {
        return count(n, noun, noun + "s");
    }

    static String count(long n, String singular, String plural) {
        return String.format("%,d %s", n, n == 1 ? singular : plural);
    }

    /** What a {@code --min-games} bound left out: {@code 3 moves played in fewer than 100 games not shown}. */
    static String hidden(int rows, String noun, int minGames) {
        return count(rows, noun) + " played in fewer than " + count(minGames, "game") + " not shown (--min-games)";
    }

    /** The columns {@code s} takes on a terminal: two for East Asian wide and full-width characters, none for combining marks. */
    static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            w += width(cp);
            i += Character.charCount(cp);
        }
        return w;
    }

    static int width(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT) {
            return 0;
        }
        return wide(cp) ? 2 : 1;
    }

    /** The East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F), as terminals draw them. */
    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) || (cp >= 0x3041 && cp <= 0x33FF)
                || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF)
                || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F)
                || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    /** {@code s} (null: empty) padded with spaces to {@code columns} terminal columns, cut with … when longer. */
    static String pad(String s, int columns) {
        String cut = cut(s, columns);
        return cut + " ".repeat(Math.max(0, columns - width(cut)));
    }

    /** {@code s} (null: empty) right-aligned in {@code columns} terminal columns. */
    static String padLeft(String s, int columns) {
        String cut = cut(s, columns);
        return " ".repeat(Math.max(0, columns - width(cut))) + cut;
    }

    /** {@code s} (null: empty) cut to at most {@code columns} terminal columns, the last one an ellipsis when cut. */
    static String cut(String s, int columns) {
        if (s == null) {
            return "";
        }
        if (width(s) <= columns) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int cw = width(cp);
            if (w + cw > columns - 1) {
                break;
            }
            sb.appendCodePoint(cp);
            w += cw;
            i += Character.charCount(cp);
        }
        return sb.append('…').toString();
    }
}
