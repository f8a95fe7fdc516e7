package org.othellodb.book;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * The book moves of a position as an engine shows them: found through the position's canonical
 * image, with every move mapped back to the orientation the position was given in. Edax lists its
 * links and the leaf; Egaroucid, which stores no moves, lists the legal moves whose resulting
 * position is a record (score −(its value)) and the leaf.
 *
 * @param record the position's record, null when the book does not hold it
 * @param moves  best first; empty when the record is null
 */
public record BookMoves(BookRecord record, int recordIndex, List<Shown> moves) {

    /** A move in the caller's orientation; {@code leaf} marks the best move outside the book. */
    public record Shown(int square, int score, boolean leaf) {
        public boolean hasScore() {
            return score != Link.UNKNOWN;
        }
    }

    public static BookMoves of(BookFile file, Position p) {
        Book book = file.book();
        Canonical c = Canonical.of(p.player(), p.opponent());
        int index = book.indexOf(c.player(), c.opponent());
        if (index < 0) {
            return new BookMoves(null, -1, List.of());
        }
        BookRecord r = book.records().get(index);
        List<Shown> moves = new ArrayList<>();
        if (!file.format().storesLinks()) {
            if (p.mustPass()) {
                add(moves, book, p.pass(), Square.PASS);
            }
            for (long m = p.legalMoves(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                add(moves, book, p.playUnchecked(sq), sq);
            }
        } else {
            for (Link l : r.links()) {
                moves.add(new Shown(c.toOriginal(l.move()), l.score(), false));
            }
        }
        int leaf = r.leaf().move();
        if (leaf >= 0 && leaf <= Square.PASS) {
            int shown = c.toOriginal(leaf);
            if (moves.stream().noneMatch(s -> s.square() == shown)) {
                moves.add(new Shown(shown, r.leaf().score(), true));
            }
        }
        moves.sort(Comparator.comparingInt(Shown::score).reversed().thenComparingInt(Shown::square));
        return new BookMoves(r, index, List.copyOf(moves));
    }

    private static void add(List<Shown> moves, Book book, Position child, int square) {
        BookRecord r = book.find(child);
        if (r != null) {
            moves.add(new Shown(square, -r.value(), false));
        }
    }
}
