package org.othellodb.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMoves;
import org.othellodb.book.ValueKind;
import org.othellodb.tree.TreeView;

/**
 * An engine book's scores beside the opening tree ({@code tree --book FILE}): for each row, the
 * score the book gives its move, turned to black's view like the tree's disc differences. Books
 * of either engine, read as the engine reads them ({@link BookMoves}). {@code sign} turns the side
 * to move's scores to black's view.
 */
record BookOverlay(Path file, BookFile book, BookMoves moves, int sign) {

    static BookOverlay of(Path file, Position p) {
        return file == null ? null : of(file, BookFormat.read(file), p);
    }

    /** The overlay of a book read once ({@code serve --book} reads it at start), at {@code p}. */
    static BookOverlay of(Path file, BookFile book, Position p) {
        return new BookOverlay(file, book, BookMoves.of(book, p), p.toMove() == Color.BLACK ? 1 : -1);
    }

    /** The book's score of the row's move, black's view; null when the move has no score there. */
    Integer blackScore(TreeView.Row row) {
        for (BookMoves.Shown m : moves.moves()) {
            if (m.square() < Square.PASS && m.hasScore() && row.squares().contains(Square.name(m.square()))) {
                return sign * m.score();
            }
        }
        return null;
    }

    /** The position's book value, black's view; null when the book does not hold it. */
    Integer blackValue() {
        return moves.record() == null ? null : sign * moves.record().value();
    }

    /** Book moves with a score that no row shows (never played in the selected games), black's view. */
    List<String> unplayed(List<TreeView.Row> rows) {
        List<String> out = new ArrayList<>();
        for (BookMoves.Shown m : moves.moves()) {
            if (m.square() < Square.PASS && m.hasScore()
                    && rows.stream().noneMatch(r -> r.squares().contains(Square.name(m.square())))) {
                out.add(Square.name(m.square()) + " " + String.format("%+d", sign * m.score()));
            }
        }
        return out;
    }

    /** The kind of the position's value (statistics of games, engine search, exact solve); null when not in the book. */
    ValueKind kind() {
        return moves.record() == null ? null : ValueKind.of(moves.record());
    }

    String describe() {
        Integer v = blackValue();
        return "Book " + file + " (" + book.format().description() + "): " + (v == null ? "position not in the book"
                : String.format("value %+d for black (%s)", v, kindText(moves.record())));
    }

    /** What a record's value is, in words: "statistics of games", "engine search, depth 12", "exact solve". */
    static String kindText(org.othellodb.book.BookRecord r) {
        ValueKind k = ValueKind.of(r);
        return k == ValueKind.engine ? k.description() + ", depth " + r.level() : k.description();
    }
}
