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

/**
 * The book as text for people and diffs, one line per record, in the records' order:
 * <pre>
 * board to-move value [lower,upper] games won/drawn/lost lines book-moves | leaf
 * </pre>
 * The board is the stored (normalised) one, squares a1..h8, X black, O white, - empty; moves are
 * in that orientation, best first, with their scores ("?" unknown); the leaf is the best move that
 * is not a book move, "-" when there is none.
 */
public final class TextBookFormat {

    private TextBookFormat() {
    }

    public static void write(Book book, String description, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write("# othello-db opening book: " + book.size() + " positions, depth " + book.maxDepth() + "; " + description + "\n");
        w.write("# board (a1..h8, X black, O white, - empty) to-move value [lower,upper] games won/drawn/lost"
                + " lines book-moves | leaf; scores in discs for the side to move\n");
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
        sb.append(" | ").append(r.leaf().move() == Link.NO_MOVE ? "-" : move(r.leaf()));
    }

    private static String move(Link l) {
        return BookChecker.name(l.move()) + ":" + (l.hasScore() ? signed(l.score()) : "?");
    }

    /** A score with its sign, +0 included, as Edax prints scores. */
    public static String signed(int v) {
        return String.format("%+d", v); // Edax shows +0 too
    }
}
