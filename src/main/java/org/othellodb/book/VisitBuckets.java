package org.othellodb.book;

import java.util.Arrays;

/**
 * One thread's visits of positions (canonical boards and a {@link Visit}), put by their hash's
 * leading bits into buckets: the buckets follow the hashes' order, and a bucket's visits, a few
 * thousand, are then sorted and counted within the processor's cache ({@link VisitTally}).
 * Looking each visit up in a table of every position instead cost a trip to memory per figure.
 */
final class VisitBuckets {

    /** Longs per visit: player, opponent, visit. */
    static final int WIDTH = 3;
    private static final int VISITS_PER_BUCKET = 1 << 17;

    private final int bits;
    final long[][] records;
    final int[] count;

    /** Buckets for about {@code expectedVisits} visits in all threads, {@code share} of them this thread's. */
    VisitBuckets(long expectedVisits, double share) {
        bits = bitsFor(expectedVisits);
        records = new long[1 << bits][];
        count = new int[1 << bits];
        int initial = (int) Math.min(1 << 20, Math.max(16, expectedVisits * share / records.length * 3 / 4));
        for (int b = 0; b < records.length; b++) {
            records[b] = new long[WIDTH * initial];
        }
    }

    static int bitsFor(long expectedVisits) {
        long buckets = Math.max(1, expectedVisits / VISITS_PER_BUCKET);
        return Math.min(16, 63 - Long.numberOfLeadingZeros(buckets));
    }

    int buckets() {
        return records.length;
    }

    /** The bucket of a hash: buckets are in the hashes' signed order. */
    int bucket(long hash) {
        return bits == 0 ? 0 : (int) ((hash ^ Long.MIN_VALUE) >>> (64 - bits));
    }

    void add(long hash, long player, long opponent, long visit) {
        int b = bucket(hash);
        long[] r = records[b];
        int at = WIDTH * count[b];
        if (at == r.length) {
            r = records[b] = Arrays.copyOf(r, r.length + Math.max(WIDTH * 16, r.length / 2 / WIDTH * WIDTH));
        }
        r[at] = player;
        r[at + 1] = opponent;
        r[at + 2] = visit;
        count[b]++;
    }
}
