package org.othellodb.spark;

import org.othellodb.store.IndexEntry;

/**
 * A game as the tasks know it before the database gives it an id: its file's place in the job's
 * list and its place among the file's games (records the import rejects left out). The import
 * stores the files in that order and each file's games in record order, so game ids grow with this
 * number, and a game's id is its file's first id plus its place: the index entries are numbered
 * this way on the executors and renumbered on the driver ({@link #entryWithId}).
 */
final class GameNumber {

    /** Bits of a game's place within its file (2³¹ games a file), above them its file (2²⁵ files). */
    private static final int PLACE_BITS = 31;
    private static final long PLACE_MASK = (1L << PLACE_BITS) - 1;
    static final int MAX_FILES = 1 << (63 - 7 - PLACE_BITS);

    private GameNumber() {
    }

    /** The entry of a visit: the game's file and place, and the move it played next, as {@link IndexEntry#pack} packs them. */
    static long entry(int file, long place, int nextMove) {
        if (file >= MAX_FILES || place > PLACE_MASK) {
            throw new IllegalArgumentException("file " + file + ", game " + place + ": beyond what the index numbering holds");
        }
        return IndexEntry.pack((long) file << PLACE_BITS | place, nextMove);
    }

    static int file(long entry) {
        return (int) (IndexEntry.gameId(entry) >>> PLACE_BITS);
    }

    /** The database's index entry: {@code firstIds[file] + place}, the same next move. */
    static long entryWithId(long entry, long[] firstIds) {
        long number = IndexEntry.gameId(entry);
        return IndexEntry.pack(firstIds[(int) (number >>> PLACE_BITS)] + (number & PLACE_MASK), IndexEntry.nextMove(entry));
    }
}
