package org.othellodb.board;

import java.util.Arrays;

/**
 * Proven bounds of solved positions, found by their two boards. One entry per slot, replaced by
 * the newest; two bounds of the same position are intersected (an exact search proves bounds that
 * hold wherever the position occurs). An entry packs the lower bound, the upper bound and the best
 * move into an int.
 */
final class TranspositionTable {

    static final int MISS = Integer.MIN_VALUE;

    private final long[] players;
    private final long[] opponents;
    private final int[] entries;
    private final int shift;

    TranspositionTable(int bits) {
        if (bits < 4 || bits > 28) {
            throw new IllegalArgumentException("table bits must be 4..28, not " + bits);
        }
        players = new long[1 << bits];
        opponents = new long[1 << bits];
        entries = new int[1 << bits];
        shift = 64 - bits;
        clear();
    }

    void clear() {
        Arrays.fill(entries, MISS);
    }

    private int slot(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 31);
        return (int) (((h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L) >>> shift);
    }

    /** The packed entry of this position, or {@link #MISS}. */
    int probe(long player, long opponent) {
        int i = slot(player, opponent);
        return entries[i] != MISS && players[i] == player && opponents[i] == opponent ? entries[i] : MISS;
    }

    /** The best move stored for this position, or −1. */
    int move(long player, long opponent) {
        int e = probe(player, opponent);
        return e == MISS ? -1 : move(e);
    }

    void store(long player, long opponent, int lower, int upper, int move) {
        int i = slot(player, opponent);
        if (entries[i] != MISS && players[i] == player && opponents[i] == opponent) {
            lower = Math.max(lower, lower(entries[i]));
            upper = Math.min(upper, upper(entries[i]));
            if (move < 0) {
                move = move(entries[i]);
            }
        }
        players[i] = player;
        opponents[i] = opponent;
        entries[i] = (lower + 128) | (upper + 128) << 8 | (move + 1) << 16;
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
