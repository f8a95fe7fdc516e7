package org.othellodb.ingest;

/**
 * Extra work done for each new game during an import: {@link #prepare} runs on the reading
 * thread, beside the replay; {@link #stored} runs on the writing thread once the game has its id.
 * The opening tree uses it to hash every position of the new games while SQLite is busy writing.
 */
public interface GameHook {

    /** Work on a game's moves (squares, passes left out), off the database thread; may return null. */
    Object prepare(byte[] moves);

    /** The game was stored with {@code gameId}; {@code prepared} is what {@link #prepare} returned. */
    void stored(long gameId, Object prepared);

    /**
     * A stored game changed what the tree counts of it (a merge or a newer WTHOR issue corrected its
     * result or scores) or was taken out (a newer issue no longer holds it). The import's own tree
     * counts the games again after such a change; the distributed build reads the game's final row.
     */
    default void changed(long gameId) {
    }

    GameHook NONE = new GameHook() {
        @Override
        public Object prepare(byte[] moves) {
            return null;
        }

        @Override
        public void stored(long gameId, Object prepared) {
        }
    };
}
