package org.othellodb.book;

import java.util.SplittableRandom;
import org.othellodb.board.Symmetry;

/**
 * A quick "certainly not a node" for a position in any orientation, without its canonical image.
 * Linking an every-position book looks up some 60 million positions (every legal move of 5.9
 * million nodes), nine in ten of which are not nodes; finding each one's canonical image (eight
 * images compared) and probing a table of 5.9 million keys was most of the book's time. The eight
 * symmetries move a square only within its orbit (the ten classes: corners, C-squares, ...), so
 * each board's count of discs in each orbit is the same in every image: a hash of those twenty
 * counts, looked up in a bitset of the nodes' hashes, turns most of the other positions away. A
 * hit means only "maybe" (other positions share the counts): the exact lookup decides.
 */
final class ImageFilter {

    private static final int MAX_BITS = 27;
    private static final long[] ORBITS = orbits();
    private static final long[] PLAYER_WEIGHT = weights(1);
    private static final long[] OPPONENT_WEIGHT = weights(2);

    private final long[] bits;
    private final int shift;

    /** A filter for up to some 6 million positions (16 MB). */
    ImageFilter() {
        this(1 << (MAX_BITS - 4));
    }

    /** A filter for about {@code positions} positions: 16 bits each, so that a small one stays in the cache. */
    ImageFilter(int positions) {
        int b = Math.max(12, Math.min(MAX_BITS, 64 - Long.numberOfLeadingZeros(16L * Math.max(1, positions) - 1)));
        bits = new long[1 << (b - 6)];
        shift = 64 - b;
    }

    void add(long player, long opponent) {
        int b = bit(player, opponent);
        bits[b >>> 6] |= 1L << b;
    }

    /** False when no position added is an image of this one; true when one may be. */
    boolean mayHold(long player, long opponent) {
        int b = bit(player, opponent);
        return (bits[b >>> 6] & (1L << b)) != 0;
    }

    private int bit(long player, long opponent) {
        long h = 0;
        for (int k = 0; k < ORBITS.length; k++) {
            h += Long.bitCount(player & ORBITS[k]) * PLAYER_WEIGHT[k] + Long.bitCount(opponent & ORBITS[k]) * OPPONENT_WEIGHT[k];
        }
        h ^= h >>> 31;
        h *= 0x9E3779B97F4A7C15L;
        return (int) (h >>> shift);
    }

    /** The squares of each orbit of the eight symmetries, as masks. */
    private static long[] orbits() {
        long[] byRepresentative = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            int representative = sq;
            for (Symmetry s : Symmetry.values()) {
                representative = Math.min(representative, s.apply(sq));
            }
            byRepresentative[representative] |= 1L << sq;
        }
        return java.util.Arrays.stream(byRepresentative).filter(m -> m != 0).toArray();
    }

    /** Fixed random odd weights: the filter need not be the same from run to run, but is. */
    private static long[] weights(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] w = new long[ORBITS.length];
        for (int k = 0; k < w.length; k++) {
            w[k] = r.nextLong() | 1;
        }
        return w;
    }
}
