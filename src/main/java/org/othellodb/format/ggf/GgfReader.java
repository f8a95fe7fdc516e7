package org.othellodb.format.ggf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellodb.board.Square;
import org.othellodb.format.BoundedStreams;
import org.othellodb.format.GameDates;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LookaheadReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.Tags;
import org.othellodb.format.TextFile;
import org.othellodb.util.IoErrors;

/**
 * Reads GGF files one game at a time. Text outside the {@code (; ... ;)} blocks (GGS writes a
 * count before each) is skipped; a block may span lines. Moves are {@code B[sq/eval/time]} and
 * {@code W[...]}, squares in either case, passes written {@code PA} or {@code pass} in any case;
 * a colour that plays twice in a row is taken as a pass of the other.
 *
 * <p>Only standard Othello is imported: games on another board size, from another start position
 * (a {@code BO} that is not the standard start, a random start {@code TY[8r20]}), synchro games or
 * games with komi are records with a reason ({@code board_size}, {@code non_standard_start},
 * {@code synchro}, {@code komi}, {@code anti}, {@code game_type}, {@code not_othello}), never games.
 */
final class GgfReader extends LookaheadReader {

    static final String STANDARD_BOARD = "8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *";
    private static final Pattern RESULT = Pattern.compile("([+-]?\\d+(?:\\.\\d*)?)(?::\\s*([a-z]+))?", Pattern.CASE_INSENSITIVE);

    private final Path file;
    private final TextFile text;
    private final BufferedReader in;
    private int line = 1;
    private int peeked = -2;
    private int index;
    /** Characters read so far: a block's length, for the cap on one record. */
    private long consumed;
    /** Whether the file ended inside a block (not closed, or skipped to its end after a fault). */
    private boolean endedInBlock;
    /** Longer keys are no GGF keys (they are two letters): the rest reads as bad syntax. */
    private static final int MAX_KEY = 32;

    /** A key and value of a block, and the line where the key is. */
    private record Property(String key, String value, int line) {
    }

    GgfReader(Path file) {
        this.file = file;
        this.text = TextFile.of(file);
        this.in = new BufferedReader(text.reader(), 1 << 16);
    }

    @Override
    public String fileNote() {
        return text.note();
    }

    @Override
    protected ReadItem readNext() {
        if (!skipToBlock()) {
            return null;
        }
        int start = line;
        int recordIndex = index++;
        List<Property> properties = new ArrayList<>();
        long blockStart = consumed;
        while (true) {
            if (consumed - blockStart > BoundedStreams.MAX_RECORD) {
                skipPastBlock();
                return new RecordProblem(recordIndex, start, "record_too_long", String.format(
                        "the game's block (; ... ;) runs past %,d characters", BoundedStreams.MAX_RECORD));
            }
            int c = skipSpaces();
            if (c < 0) {
                endedInBlock = true;
                return new RecordProblem(recordIndex, start, "truncated", "the game's block (; ... ;) is not closed");
            }
            if (c == ';') {
                read();
                if (peek() == ')') {
                    read();
                    return GgfGame.toItem(recordIndex, start, properties);
                }
                continue; // a lone ';' separates nodes in some writers
            }
            int keyLine = line;
            StringBuilder key = new StringBuilder();
            while (peek() >= 0 && Character.isLetterOrDigit(peek()) && key.length() <= MAX_KEY) {
                key.append((char) read());
            }
            if (key.isEmpty() || skipSpaces() != '[') {
                int bad = read();
                skipPastBlock();
                return new RecordProblem(recordIndex, keyLine, "bad_syntax",
                        "expected KEY[value], found '" + key + (bad < 0 ? "" : String.valueOf((char) bad)) + "'");
            }
            read();
            StringBuilder value = new StringBuilder();
            for (int v; (v = read()) != ']'; ) {
                if (v < 0) {
                    endedInBlock = true;
                    return new RecordProblem(recordIndex, keyLine, "truncated", "the value of " + key + " is not closed by ']'");
                }
                if (v == '\\') {
                    v = read();
                    if (v < 0) {
                        continue;
                    }
                }
                if (value.length() >= BoundedStreams.MAX_LINE) {
                    skipPastBlock();
                    return new RecordProblem(recordIndex, keyLine, "value_too_long", String.format(
                            "the value of %s runs past %,d characters", key, BoundedStreams.MAX_LINE));
                }
                value.append((char) v);
            }
            properties.add(new Property(key.toString().toUpperCase(Locale.ROOT), value.toString(), keyLine));
        }
    }

    /** Skips to just after the next "(;"; false at the end of the file. */
    private boolean skipToBlock() {
        for (int c; (c = read()) >= 0; ) {
            if (c == '(' && peek() == ';') {
                read();
                return true;
            }
        }
        return false;
    }

    private void skipPastBlock() {
        for (int c; (c = read()) >= 0; ) {
            if (c == ';' && peek() == ')') {
                read();
                return;
            }
        }
        endedInBlock = true;
    }

    @Override
    public boolean endedInsideRecord() {
        return endedInBlock;
    }

    private int skipSpaces() {
        while (peek() >= 0 && Character.isWhitespace(peek())) {
            read();
        }
        return peek();
    }

    private int peek() {
        if (peeked == -2) {
            peeked = rawRead();
        }
        return peeked;
    }

    private int read() {
        int c = peek();
        peeked = -2;
        consumed++;
        if (c == '\n') {
            line++;
        }
        return c;
    }

    private int rawRead() {
        try {
            return in.read();
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + IoErrors.reason(e), e);
        }
    }

    @Override
    public void close() {
        TextFile.close(in);
    }

    @Override
    public String toString() {
        return "GGF " + file;
    }

    /** One block's properties turned into a game, or into the reason it is not imported. */
    private static final class GgfGame {

        private GgfGame() {
        }

        static ReadItem toItem(int recordIndex, int line, List<Property> properties) {
            GameRecord.Builder b = GameRecord.builder(recordIndex, line);
            List<Integer> moves = new ArrayList<>();
            String type = "8";
            String board = null;
            String komi = null;
            String game = null;
            char lastColour = 'W';
            RecordProblem unreadable = null; // a date or result that cannot be read; told after the game type, which matters more
            for (Property p : properties) {
                String v = p.value().strip();
                switch (p.key()) {
                    case "GM" -> game = v;
                    case "PB" -> b.black(v.isEmpty() ? null : v);
                    case "PW" -> b.white(v.isEmpty() ? null : v);
                    case "EV" -> b.tournament(v.isEmpty() ? null : v);
                    case "PC" -> b.tag(Tags.SITE, v);
                    case "RB" -> b.tag(Tags.BLACK_RATING, v);
                    case "RW" -> b.tag(Tags.WHITE_RATING, v);
                    case "TI" -> b.tag(Tags.TIME_CONTROL, v);
                    case "TY" -> type = v;
                    case "BO" -> board = v;
                    case "KM" -> komi = v;
                    case "DT" -> {
                        GameDates.GameDate d = GameDates.read(v);
                        b.year(d.year()).date(d.date());
                        unreadable = first(unreadable, recordIndex, p, "bad_date", GameDates.problem(v));
                    }
                    case "RE" -> unreadable = first(unreadable, recordIndex, p, "bad_result", result(v, b));
                    case "B", "W" -> {
                        char colour = p.key().charAt(0);
                        if (colour == lastColour) {
                            moves.add(Square.PASS);
                        }
                        lastColour = colour;
                        int move = move(v);
                        if (move < 0) {
                            return new RecordProblem(recordIndex, p.line(), "bad_square",
                                    "move " + p.key() + "[" + v + "]: '" + squarePart(v) + "' is not a square (a1..h8) or a pass");
                        }
                        moves.add(move);
                    }
                    default -> b.tag(p.key(), p.value());
                }
            }
            String refused = refusal(game, type, board, komi);
            if (refused != null) {
                int colon = refused.indexOf(':');
                return new RecordProblem(recordIndex, line, refused.substring(0, colon), refused.substring(colon + 1).strip());
            }
            if (unreadable != null) {
                return unreadable;
            }
            return b.moves(moves.stream().mapToInt(Integer::intValue).toArray()).build();
        }

        /** The problem already found, else a new one when {@code why} gives a reason. */
        private static RecordProblem first(RecordProblem found, int recordIndex, Property p, String code, String why) {
            return found != null || why == null ? found : new RecordProblem(recordIndex, p.line(), code, why);
        }

        /** "code: message" when the game is not standard Othello, else null. */
        private static String refusal(String game, String typeText, String board, String komi) {
            if (game != null && !game.toLowerCase(Locale.ROOT).startsWith("othello")) {
                return "not_othello: GM[" + game + "] is not Othello";
            }
            GgfGameType type = GgfGameType.parse(typeText);
            if (type == null) {
                return "game_type: TY[" + typeText + "] is not a GGS game type";
            }
            List<String> why = new ArrayList<>(type.deviations());
            String boardSize = board == null ? "8" : GgfBoard.size(board);
            String boardDifference = board == null ? null : boardSize.isEmpty() ? "BO does not begin with the board size"
                    : !boardSize.equals("8") ? "BO is a " + boardSize + "×" + boardSize + " board"
                    : GgfBoard.differenceFromStart(board);
            boolean otherBoard = boardDifference != null;
            if (otherBoard) {
                why.add(boardDifference);
            }
            boolean withKomi = komi != null && !isZero(komi);
            if (withKomi && !type.komi()) {
                why.add("komi " + komi);
            }
            if (why.isEmpty()) {
                return null;
            }
            String code = !type.standardSize() || !boardSize.equals("8") ? "board_size"
                    : type.randomDiscs() != null || otherBoard ? "non_standard_start"
                    : type.synchro() ? "synchro"
                    : type.komi() || withKomi ? "komi"
                    : type.anti() ? "anti" : "game_type";
            return code + ": not standard Othello (TY[" + typeText + "]): " + String.join(", ", why);
        }

        private static boolean isZero(String number) {
            try {
                return Double.parseDouble(number.strip()) == 0;
            } catch (NumberFormatException e) {
                return false;
            }
        }

        /**
         * Reads RE, black's disc difference ({@code +2.000}, {@code -40.00:r}); a fraction (a komi
         * game's) gives only the winner. An empty RE says nothing. Returns why the result cannot be
         * read (not a number, or a difference beyond 64), or null.
         */
        private static String result(String v, GameRecord.Builder b) {
            if (v.isEmpty()) {
                return null;
            }
            b.resultText(v);
            Matcher m = RESULT.matcher(v);
            double difference = m.matches() ? Double.parseDouble(m.group(1)) : Double.NaN;
            if (!(Math.abs(difference) <= 64)) {
                return "RE[" + v + "] is not black's disc difference (a number from -64 to +64, maybe with :r or :t after it)";
            }
            if (difference == Math.rint(difference)) {
                b.discDifference((int) difference);
            } else {
                b.winner((int) Math.signum(difference));
            }
            return null;
        }

        private static String squarePart(String v) {
            int slash = v.indexOf('/');
            return (slash < 0 ? v : v.substring(0, slash)).strip();
        }

        /** The square or pass of a move value {@code sq/eval/time}; -1 when it is neither. */
        private static int move(String v) {
            String sq = squarePart(v);
            String lower = sq.toLowerCase(Locale.ROOT);
            if (lower.equals("pa") || lower.equals("pass") || lower.equals("ps")) {
                return Square.PASS;
            }
            return sq.length() == 2 ? Square.parseOrMinusOne(sq, 0) : -1;
        }
    }
}
