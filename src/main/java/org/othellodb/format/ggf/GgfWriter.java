package org.othellodb.format.ggf;

import java.io.Writer;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.format.GameRecord;
import org.othellodb.format.TextGameWriter;
import org.othellodb.format.Tags;

/**
 * Writes games as GGF, one {@code (;...;)} block per line, as GGS archives do: standard type and
 * start ({@code TY[8]}, {@code BO[...]}), passes written {@code PA} (GGF needs them explicit, so
 * the moves are replayed to find them), the result as black's disc difference. The date is
 * written in GGS's {@code 2003.12.15_19:33:18.UTC} spelling (converted to UTC when the time zone
 * is known). The tournament goes in {@code EV}, the event key of SGF, which GGF follows: GGS itself has no
 * tournaments, and other readers skip keys they do not know. Tags with a GGF key of their own (Site, ratings, time control) are written under it;
 * other tags that are GGF-like keys (capitals) are kept, the rest are left out.
 */
public final class GgfWriter extends TextGameWriter {

    private static final Map<String, String> KEYS = Map.of(Tags.SITE, "PC", Tags.BLACK_RATING, "RB",
            Tags.WHITE_RATING, "RW", Tags.TIME_CONTROL, "TI");
    private static final Pattern GGF_KEY = Pattern.compile("[A-Z]{1,3}");
    private static final Pattern GGF_RESULT = Pattern.compile("[+-]\\d+(\\.\\d+)?(:[a-z]+)?");
    private static final DateTimeFormatter GGS_TIME = DateTimeFormatter.ofPattern("yyyy.MM.dd_HH:mm:ss", Locale.ROOT);

    public GgfWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(GameRecord g) {
        StringBuilder sb = new StringBuilder(800);
        sb.append("(;GM[Othello]");
        String site = g.tags().get(Tags.SITE);
        property(sb, "PC", site);
        property(sb, "DT", dateText(g.year(), g.date()));
        property(sb, "PB", g.black());
        property(sb, "PW", g.white());
        property(sb, "EV", g.tournament());
        property(sb, "RB", g.tags().get(Tags.BLACK_RATING));
        property(sb, "RW", g.tags().get(Tags.WHITE_RATING));
        property(sb, "TI", g.tags().get(Tags.TIME_CONTROL));
        sb.append("TY[8]");
        property(sb, "RE", resultText(g));
        sb.append("BO[").append(GgfReader.STANDARD_BOARD).append(']');
        for (Map.Entry<String, String> t : g.tags().entrySet()) {
            if (!KEYS.containsKey(t.getKey()) && GGF_KEY.matcher(t.getKey()).matches() && !isStructural(t.getKey())) {
                property(sb, t.getKey(), t.getValue());
            }
        }
        boolean black = true;
        for (int move : Replay.of(g.moves()).moves()) {
            sb.append(black ? "B[" : "W[").append(move == Square.PASS ? "PA" : Square.name(move)).append(']');
            black = !black;
        }
        sb.append(";)\n");
        emit(sb);
    }

    /** Keys this writer sets itself, which a tag must not repeat. */
    private static boolean isStructural(String key) {
        return switch (key) {
            case "GM", "PC", "DT", "PB", "PW", "EV", "RB", "RW", "TI", "TY", "RE", "BO", "B", "W", "KM" -> true;
            default -> false;
        };
    }

    static String dateText(Integer year, String date) {
        if (date != null) {
            try {
                return OffsetDateTime.parse(date).withOffsetSameInstant(ZoneOffset.UTC).format(GGS_TIME) + ".UTC";
            } catch (DateTimeParseException notOffset) {
                // a local time or a date only
            }
            try {
                return LocalDateTime.parse(date).format(GGS_TIME);
            } catch (DateTimeParseException notLocal) {
                // a date only
            }
            try {
                return LocalDate.parse(date).format(DateTimeFormatter.ofPattern("yyyy.MM.dd", Locale.ROOT));
            } catch (DateTimeParseException notIso) {
                return date;
            }
        }
        return year == null ? null : year.toString();
    }

    /** The result as the GGF source wrote it, else black's disc difference (empties to the winner); none when unknown. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    static String resultText(GameRecord g) {
        if (g.resultText() != null && GGF_RESULT.matcher(g.resultText()).matches() && g.winner() != null
                && Integer.signum((int) Math.signum(Double.parseDouble(g.resultText().split(":")[0]))) == g.winner()) {
            return g.resultText();
        }
        if (g.blackScore() != null) {
            return String.format(Locale.ROOT, "%+.3f", (double) (2 * g.blackScore() - 64));
        }
        return null;
    }

    private static void property(StringBuilder sb, String key, String value) {
        if (value != null && !value.isEmpty()) {
            String oneLine = value.replaceAll("[\\r\\n]+", " ");
            sb.append(key).append('[').append(oneLine.replace("\\", "\\\\").replace("]", "\\]")).append(']');
        }
    }
}
