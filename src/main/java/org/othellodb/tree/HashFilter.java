package org.othellodb.tree;

/**
 * A Bloom filter of 64-bit position hashes with a fixed ceiling of memory: the tree's second pass
 * asks it whether a position may be shared. A false positive only costs a record that the merge
 * then finds alone and drops, so the filter's size bounds the heap instead of the number of
 * shared positions: 16 bits a hash up to the ceiling (about 0.05 % false positives with three
 * probes), fewer past it.
 */
final class HashFilter {

    /** 2^29 bits: 64 MiB, about 33 million shared positions at 16 bits each. */
    static final int MAX_BITS_LOG = 29;

    private final long[] bits;
    private final long mask;

    /** A filter sized for {@code expected} hashes, within the ceiling. */
    HashFilter(long expected) {
        int log = 16;
        while (log < MAX_BITS_LOG && (1L << log) < expected * 16) {
            log++;
        }
        bits = new long[1 << (log - 6)];
        mask = (1L << log) - 1;
    }

    void add(long hash) {
        for (int k = 0; k < 3; k++) {
            long b = probe(hash, k);
            bits[(int) (b >>> 6)] |= 1L << b;
        }
    }

    boolean mayContain(long hash) {
        for (int k = 0; k < 3; k++) {
            long b = probe(hash, k);
            if ((bits[(int) (b >>> 6)] & (1L << b)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The k-th bit of a hash: the position hash is already well mixed, so its two halves make the probes (double hashing). */
    private long probe(long hash, int k) {
        long h2 = (hash >>> 32) | 1;
        return (hash + k * h2 * 0x9E3779B97F4A7C15L) & mask;
    }

    /** The filter's size in bytes. */
    long bytes() {
        return bits.length * 8L;
    }
}
