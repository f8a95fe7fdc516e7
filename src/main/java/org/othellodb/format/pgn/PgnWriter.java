package org.othellodb.format.pgn;

import java.io.Writer;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.othellodb.board.Square;
import org.othellodb.format.GameRecord;
import org.othellodb.format.TextGameWriter;
import org.othellodb.format.Results;
import org.othellodb.format.Tags;

/**
 * Writes games as PGN-like Othello text, in the layout of the files the importer reads: the seven
 * usual tags in their usual order (Event, Site, Date, Round, Black, White, Result; Site and Round
 * only when known), the other tags after them, then two moves per numbered line, lower case,
 * passes not marked, and a blank line after each game.
 */
public final class PgnWriter extends TextGameWriter {

    /** Tags written in the roster's order from the columns, never again from the tags. */
    private static final Set<String> ROSTER = Set.of("event", "site", "date", "round", "black", "white", "result");
    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}.*");

    public PgnWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(GameRecord g) {
        StringBuilder sb = new StringBuilder(512);
        tag(sb, "Event", orUnknown(g.tournament()));
        optionalTag(sb, Tags.SITE, tagValue(g, Tags.SITE));
        String date = tagValue(g, Tags.DATE);
        tag(sb, "Date", date != null ? date : dateText(g.year(), g.date()));
        optionalTag(sb, Tags.ROUND, tagValue(g, Tags.ROUND));
        tag(sb, "Black", orUnknown(g.black()));
        tag(sb, "White", orUnknown(g.white()));
        tag(sb, "Result", resultText(g));
        for (Map.Entry<String, String> t : g.tags().entrySet()) {
            if (!ROSTER.contains(t.getKey().toLowerCase(java.util.Locale.ROOT)) && isTagName(t.getKey())) {
                tag(sb, t.getKey(), t.getValue());
            }
        }
        int[] moves = g.moves();
        for (int i = 0; i < moves.length; i += 2) {
            sb.append(i / 2 + 1).append(". ").append(Square.name(moves[i]));
            if (i + 1 < moves.length) {
                sb.append(' ').append(Square.name(moves[i + 1]));
            }
            sb.append('\n');
        }
        sb.append('\n');
        emit(sb);
    }

    /** A tag's value, its key compared without case (a CSV column "site" is PGN's Site). */
    private static String tagValue(GameRecord g, String key) {
        String exact = g.tags().get(key);
        if (exact != null) {
            return exact;
        }
        return g.tags().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(key)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** The Date tag PGN writes for a year and a date (ISO, or as the source wrote it): {@code 2024.05.03}, {@code 1977}. */
    static String dateText(Integer year, String date) {
        if (date != null) {
            return ISO_DATE.matcher(date).matches() ? date.substring(0, 10).replace('-', '.') : date;
        }
        return year != null ? year.toString() : "????.??.??";
    }

    /**
     * The result as the source wrote it when it gives the same score back (a PGN or WTHOR
     * "34-30"); otherwise black's and white's discs, or only the winner (1-0, 0-1, 1/2-1/2) when
     * the score is unknown.
     */
    static String resultText(GameRecord g) {
        if (g.blackScore() != null) {
            String written = g.resultText();
            GameRecord.Builder check = GameRecord.builder(0, 0);
            if (written != null && Results.apply(written, check) && g.blackScore().equals(check.build().blackScore())) {
                return written;
            }
            return g.blackScore() + "-" + (64 - g.blackScore());
        }
        if (g.winner() == null) {
            return "*";
        }
        return g.winner() > 0 ? "1-0" : g.winner() < 0 ? "0-1" : "1/2-1/2";
    }

    private static boolean isTagName(String key) {
        return key.matches("[A-Za-z0-9_]+");
    }

    private static String orUnknown(String value) {
        return value == null || value.isBlank() ? "?" : value;
    }

    private static void optionalTag(StringBuilder sb, String key, String value) {
        if (value != null) {
            tag(sb, key, value);
        }
    }

    private static void tag(StringBuilder sb, String key, String value) {
        String oneLine = value.replaceAll("[\\r\\n]+", " ");
        sb.append('[').append(key).append(" \"").append(oneLine.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
}
