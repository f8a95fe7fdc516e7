package org.othellodb.book;

/**
 * The graph's nodes found by their canonical boards: open addressing over one flat array whose
 * slots hold the two boards and the node's number side by side, so that linking, which looks up
 * some eleven million positions for an every-position book, pays one trip to memory per lookup
 * (a lookup through the counting's hash index, then the node's number, then its boards paid four or
 * five). Keyed by the boards themselves, two positions sharing a hash need no care. No lookup allocates.
 */
final class NodeIndex {

    private static final int SLOT = 3; // player, opponent, node

    private final long[] slots;
    private final int shift;
    private final int mask;

    /** Indexes {@code nodes[from .. to − 1]} by {@code player[i]}, {@code opponent[i]} (canonical boards, distinct). */
    NodeIndex(long[] player, long[] opponent, int[] nodes, int from, int to) {
        int n = to - from;
        int bits = Math.max(4, 64 - Long.numberOfLeadingZeros((long) n * 4 / 3)); // at most three quarters full
        slots = new long[SLOT << bits];
        shift = 64 - bits;
        mask = (1 << bits) - 1;
        for (int k = from; k < to; k++) {
            int i = nodes[k];
            int s = slot(player[i], opponent[i]);
            while (slots[SLOT * s] != 0 || slots[SLOT * s + 1] != 0) {
                s = (s + 1) & mask;
            }
            slots[SLOT * s] = player[i];
            slots[SLOT * s + 1] = opponent[i];
            slots[SLOT * s + 2] = i;
        }
    }

    /** The node with these canonical boards, or −1. An empty slot holds no discs, which no position has. */
    int get(long player, long opponent) {
        for (int s = slot(player, opponent); ; s = (s + 1) & mask) {
            long p = slots[SLOT * s];
            long o = slots[SLOT * s + 1];
            if (p == player && o == opponent) {
                return (int) slots[SLOT * s + 2];
            }
            if (p == 0 && o == 0) {
                return -1;
            }
        }
    }

    private int slot(long player, long opponent) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 31);
        return (int) ((h ^ (h >>> 29)) >>> shift);
    }
}
