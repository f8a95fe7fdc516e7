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
