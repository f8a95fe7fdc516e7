package org.othellodb.study;

import java.util.Locale;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.error.BadInputException;

/**
 * A repertoire as a plain-text file, to keep in git and share (docs/repertoire.md): a header of
 * {@code repertoire: NAME} and {@code colour: black|white}, then one variation a line, the moves from
 * the start concatenated ({@code f5d6c3d3c4}); {@code #} starts a comment, to the end of the line.
 * Written in {@link OwnRepertoire#variations}' order, so the same repertoire is always the same file
 * and a change is a change of the lines it touches; reading a written file gives the same repertoire.
 */
public final class RepertoireFile {

    static final String HEADER = "# othello-db repertoire: one variation a line, its moves from the start; "
            + "'#' starts a comment (docs/repertoire.md)";

    private RepertoireFile() {
    }

    /** The file of {@code r}. */
    public static String write(OwnRepertoire r) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        sb.append("repertoire: ").append(r.name()).append('\n');
        sb.append("colour: ").append(r.colour().lowerName()).append('\n');
        sb.append('\n');
        for (OwnRepertoire.Variation v : r.variations()) {
            sb.append(v.line().typed());
            if (v.transposesTo() != null) {
                sb.append("  # transposes to ").append(v.transposesTo().isEmpty() ? "the start" : v.transposesTo());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The repertoire {@code text} writes; {@code file} names it in refusals ("FILE:LINE: why"), and
     * {@code name}, when not null, replaces the name the file gives.
     */
    public static OwnRepertoire read(String file, String text, String name) {
        String given = null;
        Color colour = null;
        OwnRepertoire r = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String where = file + ":" + (i + 1) + ": ";
            int hash = lines[i].indexOf('#');
            String content = (hash < 0 ? lines[i] : lines[i].substring(0, hash)).strip();
            if (content.isEmpty()) {
                continue;
            }
            int colon = content.indexOf(':');
            if (colon > 0) {
                String key = content.substring(0, colon).strip().toLowerCase(Locale.ROOT);
                String value = content.substring(colon + 1).strip();
                if (r != null) {
                    throw new BadInputException(where + "'" + key + ":' after the first variation: the header comes first");
                }
                switch (key) {
                    case "repertoire" -> given = value;
                    case "colour", "color" -> colour = colour(where, value);
                    default -> throw new BadInputException(where + "unknown header '" + key + ":' (repertoire: NAME, colour: black|white)");
                }
                continue;
            }
            if (r == null) {
                if (colour == null || (given == null && name == null)) {
                    throw new BadInputException(where + "a variation before the header says "
                            + (colour == null ? "the colour (colour: black|white)" : "the name (repertoire: NAME)"));
                }
                r = new OwnRepertoire(Repertoires.checkName(name != null ? name : given), colour);
            }
            add(r, where, content);
        }
        if (r == null) {
            if (colour == null || (given == null && name == null)) {
                throw new BadInputException(file + ": not a repertoire file (no 'repertoire: NAME' and 'colour: black|white' header)");
            }
            r = new OwnRepertoire(Repertoires.checkName(name != null ? name : given), colour);
        }
        return r;
    }

    private static void add(OwnRepertoire r, String where, String moves) {
        try {
            Line line = Replay.of(moves);
            if (!line.fromStart()) {
                throw new BadInputException("a variation is moves from the start, not a board");
            }
            r.add(line, false);
        } catch (BadInputException e) {
            throw new BadInputException(where + e.getMessage(), e);
        }
    }

    private static Color colour(String where, String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "black" -> Color.BLACK;
            case "white" -> Color.WHITE;
            default -> throw new BadInputException(where + "colour '" + value + "': black or white");
        };
    }
}
