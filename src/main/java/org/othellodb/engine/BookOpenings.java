package org.othellodb.engine;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookMoves;
import org.othellodb.book.BookRecord;

/**
 * An opening book file (Edax, Egaroucid or text) as the engine's book: the book moves of the
 * position, found in any orientation as the engines find them, with their scores; the leaf (a
 * move outside the book) is not a book move. Positions are found by their discs, so a book serves
 * any line that reaches them.
 */
public final class BookOpenings implements OpeningSource {

    private final BookFile book;

    public BookOpenings(BookFile book) {
        this.book = book;
    }

    @Override
    public List<Hint> moves(Line line) {
        Position p = line.finalPosition();
        BookMoves shown = BookMoves.of(book, p);
        BookRecord r = shown.record();
        List<Hint> out = new ArrayList<>();
        if (r == null) {
            return out;
        }
        for (BookMoves.Shown m : shown.moves()) {
            if (!m.leaf() && m.hasScore()) {
                out.add(new Hint(m.square(), m.score(), Math.max(0, r.level()), Hint.Source.book, r.games()));
            }
        }
        return out;
    }
}
