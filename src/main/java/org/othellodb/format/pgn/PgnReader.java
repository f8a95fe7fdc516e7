package org.othellodb.format.pgn;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellodb.format.BoundedStreams;
import org.othellodb.format.GameDates;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LineReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.Results;
import org.othellodb.format.Tags;

/**
 * Reads PGN-like Othello files one game at a time. A game is its tag pairs ({@code [Key "value"]},
 * any order, unknown ones kept as tags) and its move text (see {@link PgnMoveText}). A game ends
 * at a blank line after its moves, or where the next game's tags begin, so that files with no
 * blank line between tags and moves, or between games, read the same. Passes are not marked in
 * these files: the replay finds them.
 *
 * <p>Columns: Event is the tournament, Black and White the players, Date the year (and the date
 * when it is a full one), Result black's and white's discs (or 1-0, 0-1, 1/2-1/2). "?" means unknown.
 */
final class PgnReader extends LineReader {

    /**
     * Greedy on purpose: the value runs to the last quote of the line, so that values with
     * unescaped quotes, which converters write ({@code [Event "Parties du "Coq" - 1990"]}), read whole.
     */
    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"(.*)\"\\s*]");

    private NumberedLine pushedBack;
    private int index;

    /** A line of the file and its 1-based number. */
    private record NumberedLine(String text, int number) {
    }

    PgnReader(Path file) {
        super(file);
    }

    @Override
    protected ReadItem readNext() {
        Map<String, String> tags = new LinkedHashMap<>();
        PgnMoveText moveText = new PgnMoveText();
        String badTag = null;
        int badTagLine = 0;
        int start = 0;
        boolean blankAfterTags = false;
        boolean inMoves = false;
        long recordChars = 0;
        int tooLongAt = 0;
        for (NumberedLine next; (next = nextLine()) != null; ) {
            String line = next.text();
            int number = next.number();
            if (tooLongAt == 0 && (recordChars += line.length()) > BoundedStreams.MAX_RECORD) {
                // Read on to the record's end, keeping nothing more of it.
                tooLongAt = start == 0 ? number : start;
                tags.clear();
                moveText = new PgnMoveText();
            }
            String s = line.strip();
            if (s.isEmpty()) {
                if (inMoves) {
                    break;
                }
                blankAfterTags = !tags.isEmpty();
                continue;
            }
            if (s.startsWith("%")) {
                continue; // PGN's escape mechanism: a line for other programs
            }
            if (s.startsWith("[")) {
                if (inMoves || blankAfterTags) {
                    pushedBack = next;
                    break;
                }
                start = start == 0 ? number : start;
                Matcher m = TAG.matcher(s);
                if (tooLongAt != 0) {
                    continue;
                }
                if (m.matches()) {
                    tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                } else if (badTag == null) {
                    badTag = s;
                    badTagLine = number;
                }
                continue;
            }
            start = start == 0 ? number : start;
            inMoves = true;
            if (tooLongAt == 0) {
                moveText.addLine(line, number);
            }
        }
        if (start == 0) {
            return null;
        }
        int recordIndex = index++;
        if (tooLongAt != 0) {
            return new RecordProblem(recordIndex, tooLongAt, "record_too_long",
                    String.format("the game's tags and moves run past %,d characters", BoundedStreams.MAX_RECORD));
        }
        if (badTag != null) {
            return new RecordProblem(recordIndex, badTagLine, "bad_tag", "'" + cut(badTag) + "' is not a tag pair [Key \"value\"]");
        }
        if (tags.containsKey("FEN")) {
            return new RecordProblem(recordIndex, start, "non_standard_start", "the game starts from a set-up position "
                    + "(FEN tag); only games from the standard start are imported");
        }
        if (moveText.tooManyMoves()) {
            return new RecordProblem(recordIndex, moveText.bad().line(), "too_many_moves",
                    "more than " + PgnMoveText.MAX_MOVES + " moves: not one game (a blank line missing between games?)");
        }
        if (moveText.bad() != null) {
            return new RecordProblem(recordIndex, moveText.bad().line(), "bad_move_text",
                    "'" + cut(moveText.bad().token()) + "' is not a move, a move number or a result");
        }
        return record(recordIndex, start, tags, moveText);
    }

    private ReadItem record(int recordIndex, int line, Map<String, String> tags, PgnMoveText moveText) {
        GameRecord.Builder b = GameRecord.builder(recordIndex, line).moves(moveText.moves());
        Map<String, String> rest = new LinkedHashMap<>(tags);
        b.tournament(known(rest.remove("Event")));
        b.black(known(rest.remove("Black")));
        b.white(known(rest.remove("White")));
        String dateText = known(rest.remove("Date"));
        if (dateText != null && !dateText.equals("????.??.??")) {
            String bad = GameDates.problem(dateText);
            if (bad != null) {
                return new RecordProblem(recordIndex, line, "bad_date", bad);
            }
            GameDates.GameDate d = GameDates.read(dateText);
            b.year(d.year()).date(d.date());
            if (!PgnWriter.dateText(d.year(), d.date()).equals(dateText)) {
                b.tag(Tags.DATE, dateText);
            }
        }
        // The Result tag, else the result token that ends the moves; "*", "?" or nothing means unknown.
        String result = known(rest.remove("Result"));
        String given = result != null && !result.equals("*") ? result : moveText.result();
        if (given != null && !given.equals("*") && !Results.apply(given, b)) {
            return new RecordProblem(recordIndex, line, "bad_result", "result '" + cut(given) + "' is not a score (34-30), "
                    + "1-0 / 0-1 / 1/2-1/2 or *");
        }
        rest.forEach(b::tag);
        return b.build();
    }

    /** PGN writes "?" (or nothing) for an unknown value. */
    private static String known(String value) {
        return value == null || value.isBlank() || value.strip().equals("?") ? null : value.strip();
    }

    private static String cut(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    private NumberedLine nextLine() {
        if (pushedBack != null) {
            NumberedLine line = pushedBack;
            pushedBack = null;
            return line;
        }
        String text = readLine();
        return text == null ? null : new NumberedLine(text, lineNumber());
    }

    @Override
    public String toString() {
        return "PGN " + file;
    }
}
