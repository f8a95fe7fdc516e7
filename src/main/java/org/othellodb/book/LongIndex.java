package org.othellodb.book;

/**
 * Distinct 64-bit hashes numbered 0..n−1, looked up millions of times, often for hashes it does
 * not hold: a 256 KiB bitset (small enough to stay in cache) turns most of those away, the rest go
 * to open addressing over two flat arrays at most half full. No lookup allocates.
 */
final class LongIndex {

    private static final int FILTER_BITS = 21;
    private final long[] filter = new long[(1 << FILTER_BITS) / 64];

    private final long[] keys;
    private final int[] values;
    private final int mask;
    private int zeroValue = -1; // 0 marks an empty slot, so the hash 0 is kept aside

    /** Numbers {@code distinct[i]} as i. */
    LongIndex(long[] distinct) {
        int capacity = Integer.highestOneBit(Math.max(16, distinct.length * 2 + 1)) << 1;
        keys = new long[capacity];
        values = new int[capacity];
        mask = capacity - 1;
        for (int i = 0; i < distinct.length; i++) {
            long k = distinct[i];
            if (k == 0) {
                zeroValue = i;
                continue;
            }
            int s = slot(k);
            while (keys[s] != 0) {
                s = (s + 1) & mask;
            }
            keys[s] = k;
            values[s] = i;
            int b = (int) (k >>> (64 - FILTER_BITS));
            filter[b >>> 6] |= 1L << b;
        }
    }

    /** The number of {@code key}, or −1 when it is not one of the hashes. */
    int get(long key) {
        if (key == 0) {
            return zeroValue;
        }
        int b = (int) (key >>> (64 - FILTER_BITS));
        if ((filter[b >>> 6] & (1L << b)) == 0) {
            return -1;
        }
        for (int s = slot(key); ; s = (s + 1) & mask) {
            long k = keys[s];
            if (k == key) {
                return values[s];
            }
            if (k == 0) {
                return -1;
            }
        }
    }

    private int slot(long h) {
        return (int) (h ^ (h >>> 32)) & mask;
    }
}
