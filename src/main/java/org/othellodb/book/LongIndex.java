package org.othellodb.book;

/**
 * Distinct 64-bit hashes numbered 0..n−1, looked up millions of times, often for hashes it does
 * not hold (linking an every-position book probes it some ten million times for positions that
 * are not nodes). A bitset of about eight bits per hash turns nine in ten of those away with one
 * memory access; the rest go to open addressing, at most half full, over one flat array holding
 * each slot's hash and number side by side, so that a hit costs one more access, not two. No
 * lookup allocates.
 */
final class LongIndex {

    private final long[] filter;
    private final int filterShift;

    /** Slot s: the hash at 2s, its number at 2s + 1. */
    private final long[] slots;
    private final int mask;
    private int zeroValue = -1; // 0 marks an empty slot, so the hash 0 is kept aside

    /** Numbers {@code distinct[i]} as i. */
    LongIndex(long[] distinct) {
        int capacity = Integer.highestOneBit(Math.max(16, distinct.length * 2 + 1)) << 1;
        slots = new long[2 * capacity];
        mask = capacity - 1;
        int filterBits = Math.max(21, Math.min(31, 64 - Long.numberOfLeadingZeros(8L * distinct.length)));
        filter = new long[(int) ((1L << filterBits) / 64)];
        filterShift = 64 - filterBits;
        for (int i = 0; i < distinct.length; i++) {
            long k = distinct[i];
            if (k == 0) {
                zeroValue = i;
                continue;
            }
            int s = slot(k);
            while (slots[2 * s] != 0) {
                s = (s + 1) & mask;
            }
            slots[2 * s] = k;
            slots[2 * s + 1] = i;
            long b = k >>> filterShift;
            filter[(int) (b >>> 6)] |= 1L << b;
        }
    }

    /** The number of {@code key}, or −1 when it is not one of the hashes. */
    int get(long key) {
        if (key == 0) {
            return zeroValue;
        }
        long b = key >>> filterShift;
        if ((filter[(int) (b >>> 6)] & (1L << b)) == 0) {
            return -1;
        }
        return probe(key);
    }

    private int probe(long key) {
        for (int s = slot(key); ; s = (s + 1) & mask) {
            long k = slots[2 * s];
            if (k == key) {
                return (int) slots[2 * s + 1];
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
