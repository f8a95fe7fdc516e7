package org.othellodb.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The date spellings seen in transcript files, read into a year and, when the text gives a full
 * date, an ISO-8601 date or date-time:
 * <ul>
 * <li>{@code 1977}, {@code 1977.??.??}: a year only;</li>
 * <li>{@code 2024.05.03}, {@code 2024-05-03}, {@code 2024/5/3}: a date;</li>
 * <li>GGS: {@code 2003.12.15_12:33:18.MST}, {@code 2000-4-16 11:13 EST}, or Unix seconds {@code 947375357};</li>
 * <li>ISO-8601 date-times.</li>
 * </ul>
 * Text that is none of these keeps its spelling as the date, with the year found in it, if any.
 */
public final class GameDates {

    /** What a date text says: the year and the full date, either of which may be unknown (null). */
    public record GameDate(Integer year, String date) {
        public static final GameDate UNKNOWN = new GameDate(null, null);
    }

    private static final Pattern YEAR = Pattern.compile("(\\d{4})(?:[.\\-/]\\?\\?[.\\-/]\\?\\?|[.\\-/]\\?\\?)?");
    private static final Pattern PARTIAL = Pattern.compile("(\\d{4})[.\\-/](\\d{1,2})[.\\-/]\\?\\?");
    private static final Pattern DATE_TIME = Pattern.compile(
            "(\\d{4})[.\\-/](\\d{1,2})[.\\-/](\\d{1,2})(?:[_ T](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?)?"
                    + "(?:[. ]?([A-Za-z]{1,5}|Z|[+-]\\d{2}:?\\d{2}))?");
    private static final Pattern EPOCH = Pattern.compile("\\d{9,10}");
    private static final Pattern ANY_YEAR = Pattern.compile("(?<!\\d)(1[89]\\d\\d|20\\d\\d)(?!\\d)");

    /** Zone abbreviations GGS and American servers wrote (their fixed offsets). */
    private static final Map<String, ZoneOffset> ZONES = Map.ofEntries(
            Map.entry("UTC", ZoneOffset.UTC), Map.entry("GMT", ZoneOffset.UTC), Map.entry("Z", ZoneOffset.UTC),
            Map.entry("EST", ZoneOffset.ofHours(-5)), Map.entry("EDT", ZoneOffset.ofHours(-4)),
            Map.entry("CST", ZoneOffset.ofHours(-6)), Map.entry("CDT", ZoneOffset.ofHours(-5)),
            Map.entry("MST", ZoneOffset.ofHours(-7)), Map.entry("MDT", ZoneOffset.ofHours(-6)),
            Map.entry("PST", ZoneOffset.ofHours(-8)), Map.entry("PDT", ZoneOffset.ofHours(-7)),
            Map.entry("CET", ZoneOffset.ofHours(1)), Map.entry("CEST", ZoneOffset.ofHours(2)),
            Map.entry("JST", ZoneOffset.ofHours(9)));

    /** The years a game can be from: the first Othello tournaments were in the 1970s, and WTHOR headers hold 1900–2100. */
    public static final int FIRST_YEAR = 1900;
    public static final int LAST_YEAR = 2100;

    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private GameDates() {
    }

    /**
     * Why {@code text} cannot be the date of a game, or null when it can (or when it is empty): a
     * year outside {@value #FIRST_YEAR}–{@value #LAST_YEAR}, or digits that are neither a year nor
     * Unix seconds. Readers turn it into a record problem ({@code bad_date}).
     */
    public static String problem(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = text.strip();
        GameDate d = read(t);
        if (d.year() == null && DIGITS.matcher(t).matches()) {
            return "date '" + t + "' is neither a year nor a time in Unix seconds";
        }
        if (d.year() != null && (d.year() < FIRST_YEAR || d.year() > LAST_YEAR)) {
            return "date '" + t + "' is in the year " + d.year() + ", outside " + FIRST_YEAR + "–" + LAST_YEAR;
        }
        return null;
    }

    public static GameDate read(String text) {
        if (text == null || text.isBlank()) {
            return GameDate.UNKNOWN;
        }
        String t = text.strip();
        Matcher m = YEAR.matcher(t);
        if (m.matches()) {
            return new GameDate(Integer.parseInt(m.group(1)), null);
        }
        m = PARTIAL.matcher(t);
        if (m.matches()) {
            return new GameDate(Integer.parseInt(m.group(1)), null);
        }
        if (EPOCH.matcher(t).matches()) {
            Instant instant = Instant.ofEpochSecond(Long.parseLong(t));
            return new GameDate(instant.atOffset(ZoneOffset.UTC).getYear(), instant.toString());
        }
        m = DATE_TIME.matcher(t);
        if (m.matches()) {
            GameDate d = dateTime(m);
            if (d != null) {
                return d;
            }
        }
        try {
            OffsetDateTime odt = OffsetDateTime.parse(t);
            return new GameDate(odt.getYear(), odt.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        } catch (DateTimeException notIso) {
            // not an ISO date-time either: keep the text as written
        }
        Matcher any = ANY_YEAR.matcher(t);
        return new GameDate(any.find() ? Integer.valueOf(any.group(1)) : null, t);
    }

    private static GameDate dateTime(Matcher m) {
        try {
            LocalDate date = LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            if (m.group(4) == null) {
                return new GameDate(date.getYear(), date.toString());
            }
            LocalDateTime local = date.atTime(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                    m.group(6) == null ? 0 : Integer.parseInt(m.group(6)));
            String zone = m.group(7);
            ZoneOffset offset = zone == null ? null : ZONES.get(zone.toUpperCase(Locale.ROOT));
            if (offset == null && zone != null && (zone.startsWith("+") || zone.startsWith("-"))) {
                offset = ZoneOffset.of(zone.length() == 5 ? zone.substring(0, 3) + ":" + zone.substring(3) : zone);
            }
            String iso = offset == null ? local.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
                    : local.atOffset(offset).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
            return new GameDate(date.getYear(), iso);
        } catch (DateTimeException | NumberFormatException e) {
            return null;
        }
    }
}
