package org.othellodb.store;

/**
 * An entry of a position's list of games ({@code position_games.games}): a game id and the move the
 * game played next there (0..63, a pass, or the end: below 128), packed in one number as
 * {@code gameId * 128 + nextMove} so that a list is one JSON array of integers.
 */
public final class IndexEntry {

    /** Bits of an entry that hold the next move. */
    private static final int MOVE_BITS = 7;
    private static final int MOVE_MASK = (1 << MOVE_BITS) - 1;

    /** SQL for the game id of the entry {@code j.value} (a row of {@code json_each(games) j}). */
    static final String GAME_ID_SQL = "j.value >> " + MOVE_BITS;
    /** SQL for the next move of the entry {@code j.value}. */
    static final String NEXT_MOVE_SQL = "j.value & " + MOVE_MASK;

    private IndexEntry() {
    }

    public static long pack(long gameId, int nextMove) {
        return gameId << MOVE_BITS | nextMove;
    }

    public static long gameId(long entry) {
        return entry >> MOVE_BITS;
    }

    public static int nextMove(long entry) {
        return (int) (entry & MOVE_MASK);
    }
}
