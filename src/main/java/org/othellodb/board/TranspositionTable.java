package org.othellodb.board;

/**
 * Proven bounds of solved positions, found by their two boards. Two bounds of the same position are
 * intersected (an exact search proves bounds that hold wherever the position occurs). An entry packs
 * the lower bound, the upper bound, the best move and the empties of the position into an int.
 *
 * <p>Slots come in pairs (a bucket): the first keeps the position with the most empty squares (the
 * costliest to search again), the second the newest. Without the first, the millions of positions
 * near the end of a deep solve push the few near the root out of the table, and their subtrees are
 * searched again (at 24 empties, with one slot per position, several times over). A slot's two
 * boards and entry sit side by side in one array (three longs), a bucket's two slots next to each
 * other, so a probe touches one or two cache lines.
 */
final class TranspositionTable {

    static final int MISS = Integer.MIN_VALUE;

    /** Slot i: player at 3i, opponent at 3i + 1, the entry at 3i + 2; slots 2k and 2k + 1 form a bucket. */
    private final long[] slots;
    private final int shift;

    /** A table of 2^{@code bits} slots (24 bytes each). */
    TranspositionTable(int bits) {
        if (bits < 4 || bits > 28) {
            throw new IllegalArgumentException("table bits must be 4..28, not " + bits);
        }
        slots = new long[3 << bits];
        shift = 64 - (bits - 1);
        clear();
    }

    void clear() {
        for (int i = 2; i < slots.length; i += 3) {
            slots[i] = MISS;
        }
    }

    /** The index of the first slot of the position's bucket. */
    private int bucket(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 31);
        return 6 * (int) (((h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L) >>> shift);
    }

    /** The packed entry of this position, or {@link #MISS}. */
    int probe(long player, long opponent) {
        int i = bucket(player, opponent);
        if (slots[i] == player && slots[i + 1] == opponent) {
            return (int) slots[i + 2];
        }
        return slots[i + 3] == player && slots[i + 4] == opponent ? (int) slots[i + 5] : MISS;
    }

    /** The best move stored for this position, or −1. */
    int move(long player, long opponent) {
        int e = probe(player, opponent);
        return e == MISS ? -1 : move(e);
    }

    /** Stores the bounds and best move (−1: none) of a position with {@code empties} empty squares. */
    void store(long player, long opponent, int empties, int lower, int upper, int move) {
        int i = bucket(player, opponent);
        int at;
        if (slots[i] == player && slots[i + 1] == opponent && slots[i + 2] != MISS) {
            at = i;
        } else if (slots[i + 3] == player && slots[i + 4] == opponent && slots[i + 5] != MISS) {
            at = i + 3;
        } else {
            int deep = (int) slots[i + 2];
            if (deep == MISS || empties >= empties(deep)) {
                // The deeper position takes the first slot; the one it displaces becomes the newest.
                slots[i + 3] = slots[i];
                slots[i + 4] = slots[i + 1];
                slots[i + 5] = slots[i + 2];
                at = i;
            } else {
                at = i + 3;
            }
            slots[at] = player;
            slots[at + 1] = opponent;
            slots[at + 2] = pack(lower, upper, move, empties);
            return;
        }
        int old = (int) slots[at + 2];
        slots[at + 2] = pack(Math.max(lower, lower(old)), Math.min(upper, upper(old)), move < 0 ? move(old) : move,
                empties);
    }

    // The packed entry fits an int (four bytes, the top one below 128, so never MISS); widened only when stored.
    private static int pack(int lower, int upper, int move, int empties) {
        return (lower + 128) | (upper + 128) << 8 | (move + 1) << 16 | empties << 24;
    }

    static int lower(int entry) {
        return (entry & 0xFF) - 128;
    }

    static int upper(int entry) {
        return (entry >>> 8 & 0xFF) - 128;
    }

    static int move(int entry) {
        return (entry >>> 16 & 0xFF) - 1;
    }

    static int empties(int entry) {
        return entry >>> 24;
    }
}
