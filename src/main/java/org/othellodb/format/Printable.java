package org.othellodb.format;

/**
 * Text quoted from a file, made fit for a one-line message on a terminal: line breaks, escape
 * characters and other controls are shown as {@code \n}, {@code \u001b}..., so that a hostile
 * file cannot break the one-line form or send escape sequences to the terminal; very long text is cut.
 */
public final class Printable {

    private static final int MAX_LENGTH = 500;

    private Printable() {
    }

    public static String oneLine(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_LENGTH) + 16);
        int i = 0;
        for (; i < text.length() && out.length() < MAX_LENGTH; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return i < text.length() ? out + "..." : out.toString();
    }
}
