package org.othellodb.tree;

/**
 * A set of 64-bit hashes asked millions of times whether it holds one, mostly for hashes it does
 * not hold. A 256 KiB bitset, small enough to stay in cache, turns most of those away; the rest go
 * to an open-addressing table at most half full, usually one memory read.
 */
final class HashSet64 {

    private static final int FILTER_BITS = 21;
    private final long[] filter = new long[(1 << FILTER_BITS) / 64];
    private final long[] table;
    private final int mask;
    private final boolean hasZero;

    HashSet64(long[] hashes) {
        int capacity = Integer.highestOneBit(Math.max(16, hashes.length * 2 + 1)) << 1;
        table = new long[capacity];
        mask = capacity - 1;
        boolean zero = false;
        for (long h : hashes) {
            if (h == 0) {
                zero = true; // 0 marks an empty slot, so it is kept aside
                continue;
            }
            int i = slot(h);
            while (table[i] != 0 && table[i] != h) {
                i = (i + 1) & mask;
            }
            table[i] = h;
            int b = (int) (h >>> (64 - FILTER_BITS));
            filter[b >>> 6] |= 1L << b;
        }
        hasZero = zero;
    }

    boolean contains(long hash) {
        if (hash == 0) {
            return hasZero;
        }
        int b = (int) (hash >>> (64 - FILTER_BITS));
        if ((filter[b >>> 6] & (1L << b)) == 0) {
            return false;
        }
        for (int i = slot(hash); ; i = (i + 1) & mask) {
            long t = table[i];
            if (t == hash) {
                return true;
            }
            if (t == 0) {
                return false;
            }
        }
    }

    private int slot(long h) {
        return (int) (h ^ (h >>> 32)) & mask;
    }
}
