package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMoves;

/** Where a game left an engine book ({@code game ID --book FILE}): the first move to a position the book does not hold. */
final class BookExit {

    private BookExit() {
    }

    /** One line for people: the move that left {@code file}'s positions, or that the game never left them. */
    static String describe(Path file, Line game) {
        BookFile book = BookFormat.read(file);
        if (!holds(book, game.positions()[0])) {
            return "Book " + file + ": the start position is not in it";
        }
        int moveNumber = 0;
        for (int i = 0; i < game.moves().length; i++) {
            int move = game.moves()[i];
            if (move == Square.PASS) {
                continue;
            }
            moveNumber++;
            if (!holds(book, game.positions()[i + 1])) {
                return "Left the book " + file + " at move " + moveNumber + " with " + Square.name(move);
            }
        }
        return "Stayed in the book " + file + " to its end";
    }

    /** Whether the book holds {@code p}, or the position after its forced pass (where books keep it). */
    private static boolean holds(BookFile book, Position p) {
        if (p.isGameOver()) {
            return false;
        }
        return BookMoves.of(book, p).record() != null || (p.mustPass() && BookMoves.of(book, p.pass()).record() != null);
    }
}
