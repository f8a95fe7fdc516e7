package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Color;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;

/**
 * The book as text for people and diffs, one line per record, in the records' order:
 * <pre>
 * board to-move value [lower,upper] games won/drawn/lost lines book-moves | leaf level N
 * </pre>
 * The board is the stored (normalised) one, squares a1..h8, X black, O white, - empty; moves are
 * in that orientation, best first, with their scores ("?" unknown); the leaf is the best move that
 * is not a book move, "-" when there is none; the level is the record's search level (60: solved).
 * {@link #read} reads it back, so a book can be edited as text and converted again.
 */
public final class TextBookFormat {

    private TextBookFormat() {
    }

    public static final String HEADING = "# othello-db opening book";

    /**
     * The format as {@link BookFormat#text} holds it. A book edited by hand may have lost its
     * heading: a first line that is a record also says a text book.
     */
    static final BookCodec CODEC = new BookCodec(HEADING.getBytes(StandardCharsets.US_ASCII), "txt", "a text book", null,
            BookCodec.Holds.LINKS_AND_GAMES, TextBookFormat::read, (book, date, description, out) -> write(book, description, out))
            .alsoLookingLike(head -> new String(head, StandardCharsets.ISO_8859_1).matches("(?s)[-XO]{64} [XO] .*"));

    public static void write(Book book, String description, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write(HEADING + ": " + book.size() + " positions, depth " + book.maxDepth() + "; " + description + "\n");
        w.write("# board (a1..h8, X black, O white, - empty) to-move value [lower,upper] games won/drawn/lost"
                + " lines book-moves | leaf level; scores in discs for the side to move\n");
        StringBuilder sb = new StringBuilder(256);
        for (BookRecord r : book.records()) {
            sb.setLength(0);
            line(r, sb);
            w.write(sb.append('\n').toString());
        }
        w.flush();
    }

    static void line(BookRecord r, StringBuilder sb) {
        boolean blackToMove = r.toMove() != Color.WHITE;
        long black = blackToMove ? r.player() : r.opponent();
        long white = blackToMove ? r.opponent() : r.player();
        for (int sq = 0; sq < 64; sq++) {
            long bit = Square.bit(sq);
            sb.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : '-');
        }
        sb.append(blackToMove ? " X " : " O ").append(signed(r.value()))
                .append(" [").append(signed(r.lower())).append(',').append(signed(r.upper())).append("] ")
                .append(r.games()).append(' ').append(r.wins()).append('/').append(r.draws()).append('/').append(r.losses())
                .append(' ').append(r.lines());
        List<Link> links = new ArrayList<>(r.links());
        links.sort((a, b) -> a.score() != b.score() ? Integer.compare(b.score(), a.score()) : Integer.compare(a.move(), b.move()));
        for (Link l : links) {
            sb.append(' ').append(move(l));
        }
        sb.append(" | ").append(r.leaf().move() == Link.NO_MOVE ? "-" : move(r.leaf())).append(" level ").append(r.level());
    }

    /**
     * Reads a text book back: every line but the '#' ones is a record. A finished game's leaf ("-"
     * without book moves) holds its value, as the binary formats store it.
     */
    public static BookFile read(byte[] bytes) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\r?\n");
        List<BookRecord> records = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                records.add(record(line));
            } catch (RuntimeException e) {
                throw new BadInputException("line " + (i + 1) + ": not a book line (" + e.getMessage() + "): " + line);
            }
        }
        return new BookFile(BookFormat.text, bytes.length, null, records.size(), new Book(records, 0), List.of());
    }

    private static BookRecord record(String line) {
        String[] f = line.split("\\s+");
        int bar = java.util.Arrays.asList(f).indexOf("|");
        if (f.length < 8 || bar < 7 || f[0].length() != 64) {
            throw new IllegalArgumentException("expected: board to-move value [lower,upper] games won/drawn/lost lines"
                    + " moves | leaf level N");
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = f[0].charAt(sq);
            if (c == 'X') {
                black |= Square.bit(sq);
            } else if (c == 'O') {
                white |= Square.bit(sq);
            } else if (c != '-') {
                throw new IllegalArgumentException("square " + Square.name(sq) + " is '" + c + "'");
            }
        }
        Color toMove = switch (f[1]) {
            case "X" -> Color.BLACK;
            case "O" -> Color.WHITE;
            default -> throw new IllegalArgumentException("the side to move is '" + f[1] + "', not X or O");
        };
        int value = Integer.parseInt(f[2].replace("+", ""));
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] bounds = f[3].replace("[", "").replace("]", "").split(",");
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] wdl = f[5].split("/");
        List<Link> links = new ArrayList<>();
        for (int i = 7; i < bar; i++) {
            links.add(link(f[i]));
        }
        Link leaf = f[bar + 1].equals("-") ? (links.isEmpty() ? new Link(value, Link.NO_MOVE) : Link.NONE) : link(f[bar + 1]);
        int level = f.length > bar + 3 && f[bar + 2].equals("level") ? Integer.parseInt(f[bar + 3]) : 0;
        long player = toMove == Color.BLACK ? black : white;
        long opponent = toMove == Color.BLACK ? white : black;
        return new BookRecord(player, opponent, Integer.parseInt(wdl[0]), Integer.parseInt(wdl[1]), Integer.parseInt(wdl[2]),
                Long.parseLong(f[6]), value, Integer.parseInt(bounds[0].replace("+", "")),
                Integer.parseInt(bounds[1].replace("+", "")), level, links, leaf, toMove);
    }

    private static Link link(String text) {
        int colon = text.indexOf(':');
        String square = text.substring(0, colon);
        String score = text.substring(colon + 1);
        int move = square.equals("pass") ? Square.PASS : Square.parse(square);
        return new Link(score.equals("?") ? Link.UNKNOWN : Integer.parseInt(score.replace("+", "")), move);
    }

    private static String move(Link l) {
        return BookChecker.name(l.move()) + ":" + (l.hasScore() ? signed(l.score()) : "?");
    }

    /** A score with its sign, +0 included, as Edax prints scores. */
    public static String signed(int v) {
        return String.format("%+d", v); // Edax shows +0 too
    }
}
