package org.othellodb.board;

/**
 * Proven bounds of solved positions, found by their two boards. One entry per slot, replaced by
 * the newest; two bounds of the same position are intersected (an exact search proves bounds that
 * hold wherever the position occurs). An entry packs the lower bound, the upper bound and the best
 * move into an int. A slot's two boards and entry sit side by side in one array (three longs), so a
 * probe touches one cache line, not three.
 */
final class TranspositionTable {

    static final int MISS = Integer.MIN_VALUE;

    /** Slot i: player at 3i, opponent at 3i + 1, the entry at 3i + 2. */
    private final long[] slots;
    private final int shift;

    TranspositionTable(int bits) {
        if (bits < 4 || bits > 28) {
            throw new IllegalArgumentException("table bits must be 4..28, not " + bits);
        }
        slots = new long[3 << bits];
        shift = 64 - bits;
        clear();
    }

    void clear() {
        for (int i = 2; i < slots.length; i += 3) {
            slots[i] = MISS;
        }
    }

    private int slot(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 31);
        return 3 * (int) (((h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L) >>> shift);
    }

    /** The packed entry of this position, or {@link #MISS}. */
    int probe(long player, long opponent) {
        int i = slot(player, opponent);
        return slots[i] == player && slots[i + 1] == opponent ? (int) slots[i + 2] : MISS;
    }

    /** The best move stored for this position, or −1. */
    int move(long player, long opponent) {
        int e = probe(player, opponent);
        return e == MISS ? -1 : move(e);
    }

    void store(long player, long opponent, int lower, int upper, int move) {
        int i = slot(player, opponent);
        int old = (int) slots[i + 2];
        if (old != MISS && slots[i] == player && slots[i + 1] == opponent) {
            lower = Math.max(lower, lower(old));
            upper = Math.min(upper, upper(old));
            if (move < 0) {
                move = move(old);
            }
        }
        slots[i] = player;
        slots[i + 1] = opponent;
        // The packed entry fits an int (three bytes); widened only when stored.
        int entry = (lower + 128) | (upper + 128) << 8 | (move + 1) << 16;
        slots[i + 2] = entry;
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
}
