package org.othellodb.engine;

/**
 * One move the engine proposes, with what backs it. {@code eval} is in discs for the side to move:
 * an expected disc difference for {@link Source#tree} (statistics of games), the value an opening
 * book gives for {@link Source#book}, an estimate for {@link Source#search}, the perfect-play score
 * for {@link Source#exact}. {@code depth} is the plies searched (the empty squares when exact),
 * the book's level for a book move, 0 for the tree; {@code games} the games behind a tree or book move.
 */
public record Hint(int move, double eval, int depth, Source source, long games) {

    /** Where a value comes from. */
    public enum Source {
        /** The database's opening tree: what the games played and how they ended. */
        tree,
        /** An opening book given with {@code --book}. */
        book,
        /** The fixed-depth search over the simple evaluation. */
        search,
        /** The exact endgame solver. */
        exact
    }

    /** Whether NBoard shows it as a book line (tree and book) rather than a search line. */
    public boolean fromBook() {
        return source == Source.tree || source == Source.book;
    }
}
