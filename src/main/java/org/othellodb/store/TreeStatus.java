package org.othellodb.store;

/**
 * How far the opening tree is behind the games: the games it counts, those stored, and whether a
 * change to counted games (an import or remove run with {@code --no-tree}) left it waiting for a
 * rebuild. Every figure the tree gives (move statistics, position searches, trends, repertoires)
 * leaves out what it does not count, so readers say so rather than answer from a stale tree.
 *
 * @param countedGames   games the tree counts (those with an id up to its last counted game)
 * @param storedGames    games in the database
 * @param rebuildPending counted games changed since the tree was built
 */
public record TreeStatus(long countedGames, long storedGames, boolean rebuildPending) {

    /** The tree's state in {@code db}, in one read. */
    public static TreeStatus of(Database db) {
        // Games are only appended, so the uncounted ones are those past the last counted id: a range of the
        // rowid that is empty when the tree is current (counting the counted ones would scan them all).
        return db.handle().createQuery("SELECT (SELECT count(*) FROM games WHERE id > coalesce("
                        + "(SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'tree_last_game'), 0)), "
                        + "(SELECT count(*) FROM games), "
                        + "coalesce((SELECT value = '1' FROM meta WHERE key = 'tree_rebuild'), 0)")
                .map((rs, ctx) -> new TreeStatus(rs.getLong(2) - rs.getLong(1), rs.getLong(2), rs.getBoolean(3))).one();
    }

    /** Whether the tree's figures are those of every stored game. */
    public boolean current() {
        return countedGames == storedGames && !rebuildPending;
    }

    /** Stored games the tree does not count yet. */
    public long uncountedGames() {
        return storedGames - countedGames;
    }
}
