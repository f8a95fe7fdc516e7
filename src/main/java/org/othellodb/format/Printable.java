package org.othellodb.format;

/**
 * Text quoted from a file, made fit for a one-line message on a terminal: line breaks, escape
 * characters and the other control characters but tab are written {@code \xNN} (as the command
 * line shows them), Unicode's line and paragraph separators {@code \u2028}, {@code \u2029}, so that a
 * hostile file can neither break the one-line form nor send escape sequences to a terminal or a
 * log; very long text is cut.
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
            if (c == '\u2028' || c == '\u2029') {
                out.append(String.format("\\u%04x", (int) c));
            } else if (Character.isISOControl(c) && c != '\t') {
                out.append(String.format("\\x%02x", (int) c));
            } else {
                out.append(c);
            }
        }
        return i < text.length() ? out + "..." : out.toString();
    }
}
