package org.othellodb.web;

import java.util.function.Function;
import org.othellodb.board.Position;
import org.othellodb.tree.TreeView;

/**
 * An engine book's values beside the tree ({@code serve --book FILE}), as {@code tree --book}
 * shows them: read by the command line (which knows the book formats) and handed to the server.
 */
public interface BookScores {

    /** The book's values at {@code p}, black's view. */
    Values at(Position p);

    /**
     * The position's value (null when the book does not hold it), the kind of that value
     * ({@code games}, {@code engine}, {@code solved}: statistics of games, an engine's search, an
     * exact solve; null when not held), and each tree row's score in the book (null: none).
     */
    record Values(Integer blackValue, String kind, Function<TreeView.Row, Integer> blackScore) {
    }
}
