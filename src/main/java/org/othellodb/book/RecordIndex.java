package org.othellodb.book;

import java.util.List;

/**
 * A book's record numbers found by their stored boards: open addressing over one {@code int}
 * array (4 bytes a slot; a {@code HashMap<BoardKey, Integer>} costs about 90 bytes a record). The
 * first of two records with the same boards wins, as in Edax (rule 8).
 */
final class RecordIndex {

    private final long[] players;
    private final long[] opponents;
    /** Record number + 1 in each slot; 0 is empty. */
    private final int[] slots;

    RecordIndex(List<BookRecord> records) {
        int n = records.size();
        int capacity = 16;
        while (capacity * 3L < n * 4L) { // at most three quarters full
            capacity *= 2;
        }
        slots = new int[capacity];
        // Boards read once, so that a graph's view does not make a record for every probe.
        players = new long[n];
        opponents = new long[n];
        int i = 0;
        for (BookRecord r : records) {
            players[i] = r.player();
            opponents[i] = r.opponent();
            i++;
        }
        int mask = capacity - 1;
        for (int r = 0; r < n; r++) {
            int s = hash(players[r], opponents[r]) & mask;
            boolean present = false;
            while (slots[s] != 0) {
                int o = slots[s] - 1;
                if (players[o] == players[r] && opponents[o] == opponents[r]) {
                    present = true;
                    break;
                }
                s = (s + 1) & mask;
            }
            if (!present) {
                slots[s] = r + 1;
            }
        }
    }

    private static int hash(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 29);
        return (int) (h ^ (h >>> 32));
    }

    /** The number of the record stored with exactly these boards, or −1. */
    int indexOf(long player, long opponent) {
        int mask = slots.length - 1;
        for (int s = hash(player, opponent) & mask; slots[s] != 0; s = (s + 1) & mask) {
            int r = slots[s] - 1;
            if (players[r] == player && opponents[r] == opponent) {
                return r;
            }
        }
        return -1;
    }
}
