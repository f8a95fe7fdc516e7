package org.othellodb.util;

/**
 * A Bloom filter of well-mixed 64-bit hashes with a fixed ceiling of memory. The tree's second
 * pass asks it whether a position may be shared; the import's match index whether a key may be
 * stored. A false positive only costs the exact check it would have made anyway, so the filter's
 * size bounds the heap instead of the number of hashes: 16 bits a hash up to the ceiling (about
 * 0.05 % false positives with three probes), fewer bits a hash past it.
 */
public final class HashFilter {

    /** 2^29 bits: 64 MiB, about 33 million shared positions at 16 bits each. */
    public static final int MAX_BITS_LOG = 29;

    private final long[] bits;
    private final long mask;

    /** A filter sized for {@code expected} hashes, within the ceiling. */
    public HashFilter(long expected) {
        int log = 16;
        while (log < MAX_BITS_LOG && (1L << log) < expected * 16) {
            log++;
        }
        bits = new long[1 << (log - 6)];
        mask = (1L << log) - 1;
    }

    public void add(long hash) {
        for (int k = 0; k < 3; k++) {
            long b = probe(hash, k);
            bits[(int) (b >>> 6)] |= 1L << b;
        }
    }

    public boolean mayContain(long hash) {
        for (int k = 0; k < 3; k++) {
            long b = probe(hash, k);
            if ((bits[(int) (b >>> 6)] & (1L << b)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The k-th bit of a hash: the hash is already well mixed, so its two halves make the probes (double hashing). */
    private long probe(long hash, int k) {
        long h2 = (hash >>> 32) | 1;
        return (hash + k * h2 * 0x9E3779B97F4A7C15L) & mask;
    }

    /** The filter's size in bytes. */
    public long bytes() {
        return bits.length * 8L;
    }
}
