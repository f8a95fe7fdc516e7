package org.othellodb.book;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.othellodb.board.Square;

/**
 * Counts the visits the threads gathered ({@link VisitBuckets}) into a {@link TallyTable}, bucket
 * by bucket in parallel: a bucket's visits are sorted by hash, so that a position's visits come
 * together, in game order, and its figures are summed in one place. A first pass over the buckets
 * sorts them and counts their positions and moves, which number the positions (by hash, as the
 * buckets follow the hashes) and place each bucket's figures in the table; a second writes them.
 *
 * <p>Two positions with one 64-bit hash (never seen, but possible) are told apart by their boards:
 * the first in game order keeps its place, the other is numbered after every hash-ordered one.
 */
final class VisitTally {

    private VisitTally() {
    }

    static TallyTable of(List<VisitBuckets> parts) {
        int buckets = parts.get(0).buckets();
        Bucket[] sorted = IntStream.range(0, buckets).parallel().mapToObj(b -> Bucket.of(parts, b)).toArray(Bucket[]::new);
        int[] firstPosition = new int[buckets];
        int[] firstMove = new int[buckets];
        long positions = 0;
        long moves = 0;
        for (int b = 0; b < buckets; b++) {
            firstPosition[b] = (int) positions;
            firstMove[b] = (int) moves;
            positions += sorted[b].positions();
            moves += sorted[b].moves;
        }
        Bucket collided = Bucket.collided(sorted);
        if (positions + collided.positions() > Integer.MAX_VALUE || moves + collided.moves > Integer.MAX_VALUE) {
            throw new IllegalStateException("more than 2^31 positions or moves to count in one book");
        }
        TallyTable t = new TallyTable((int) positions + collided.positions(), (int) positions, (int) moves + collided.moves);
        IntStream.range(0, buckets).parallel().forEach(b -> {
            sorted[b].write(t, firstPosition[b], firstMove[b]);
            sorted[b] = null;
        });
        collided.write(t, (int) positions, (int) moves);
        return t;
    }

    /**
     * A bucket's visits ({@code records}, {@link VisitBuckets#WIDTH} longs each), those kept in
     * {@code order} by position, position r's being {@code order[runStart[r]] .. order[runStart[r + 1] − 1]}.
     */
    private static final class Bucket {
        private final long[] records;
        private final int[] order;
        private final int[] runStart;
        private final int moves;
        /** Visits whose hash an earlier position with other boards has, as records. */
        private final long[] collided;

        private Bucket(long[] records, int[] order, int[] runStart, int moves, long[] collided) {
            this.records = records;
            this.order = order;
            this.runStart = runStart;
            this.moves = moves;
            this.collided = collided;
        }

        int positions() {
            return runStart.length - 1;
        }

        /** Bucket {@code b} of every thread, in thread order (so in game order), sorted by hash; the threads' arrays are let go. */
        static Bucket of(List<VisitBuckets> parts, int b) {
            int m = 0;
            for (VisitBuckets p : parts) {
                m += p.count[b];
            }
            long[] records = new long[VisitBuckets.WIDTH * m];
            int at = 0;
            for (VisitBuckets p : parts) {
                System.arraycopy(p.records[b], 0, records, at, VisitBuckets.WIDTH * p.count[b]);
                at += VisitBuckets.WIDTH * p.count[b];
                p.records[b] = null;
            }
            long[] hashes = sortedHashes(records, m);
            int[] order = new int[m];
            int[] runStart = new int[m + 1];
            long[] collided = new long[0];
            int kept = 0;
            int runs = 0;
            int moves = 0;
            int[] seen = new int[Square.NONE + 1];
            for (int i = 0; i < m; ) {
                int e = i + 1;
                while (e < m && hashes[2 * e] == hashes[2 * i]) {
                    e++;
                }
                int first = (int) hashes[2 * i + 1];
                runStart[runs++] = kept;
                int runFrom = kept;
                for (int k = i; k < e; k++) {
                    int v = (int) hashes[2 * k + 1];
                    if (sameBoards(records, v, first)) {
                        order[kept++] = v;
                    } else {
                        collided = appendRecord(collided, records, v);
                    }
                }
                moves += distinctMoves(records, order, runFrom, kept, seen);
                i = e;
            }
            runStart[runs] = kept;
            return new Bucket(records, order, Arrays.copyOf(runStart, runs + 1), moves, collided);
        }

        /**
         * The visits' hashes in signed order, each followed by its visit's number, a visit's ties in
         * game order. They are sorted as one long each: the hash's leading bits and the number in the
         * bits the number needs; visits whose leading bits agree but hashes do not are then put right.
         */
        private static long[] sortedHashes(long[] records, int m) {
            int numberBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, m - 1));
            long numberMask = (1L << numberBits) - 1;
            long[] keys = new long[m];
            for (int j = 0; j < m; j++) {
                keys[j] = (hashOf(records, j) & ~numberMask) | j;
            }
            Arrays.sort(keys);
            long[] out = new long[2 * m];
            for (int i = 0; i < m; i++) {
                int j = (int) (keys[i] & numberMask);
                out[2 * i] = hashOf(records, j);
                out[2 * i + 1] = j;
            }
            for (int i = 0; i < m; ) {
                int e = i + 1;
                boolean mixed = false;
                while (e < m && (keys[e] & ~numberMask) == (keys[i] & ~numberMask)) {
                    mixed |= out[2 * e] != out[2 * i];
                    e++;
                }
                if (mixed) {
                    sortPairs(out, i, e);
                }
                i = e;
            }
            return out;
        }

        /** Sorts pairs {@code from .. to − 1} of (hash, number) by hash, then number: a handful at most. */
        private static void sortPairs(long[] pairs, int from, int to) {
            List<long[]> run = new ArrayList<>();
            for (int i = from; i < to; i++) {
                run.add(new long[] {pairs[2 * i], pairs[2 * i + 1]});
            }
            run.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
            for (int i = from; i < to; i++) {
                pairs[2 * i] = run.get(i - from)[0];
                pairs[2 * i + 1] = run.get(i - from)[1];
            }
        }

        /** Every bucket's collided visits, each distinct boards one position, in bucket order and then game order. */
        static Bucket collided(Bucket[] buckets) {
            Map<BoardKey, List<Integer>> byBoards = new LinkedHashMap<>();
            long[] records = new long[0];
            int m = 0;
            for (Bucket b : buckets) {
                for (int k = 0; k < b.collided.length; k += VisitBuckets.WIDTH, m++) {
                    records = appendRecord(records, b.collided, k / VisitBuckets.WIDTH);
                    byBoards.computeIfAbsent(new BoardKey(b.collided[k], b.collided[k + 1]), key -> new ArrayList<>()).add(m);
                }
            }
            int[] order = new int[m];
            int[] runStart = new int[byBoards.size() + 1];
            int kept = 0;
            int runs = 0;
            int moves = 0;
            int[] seen = new int[Square.NONE + 1];
            for (List<Integer> visits : byBoards.values()) {
                runStart[runs++] = kept;
                for (int v : visits) {
                    order[kept++] = v;
                }
                moves += distinctMoves(records, order, runStart[runs - 1], kept, seen);
            }
            runStart[runs] = kept;
            return new Bucket(records, order, runStart, moves, new long[0]);
        }

        /** Writes the positions, numbered from {@code firstPosition}, and their moves, from pair {@code firstMove}. */
        void write(TallyTable t, int firstPosition, int firstMove) {
            int[] games = new int[Square.NONE + 1];
            int[] squares = new int[Square.NONE + 1];
            int pair = firstMove;
            for (int r = 0; r < positions(); r++) {
                int i = firstPosition + r;
                int first = order[runStart[r]];
                t.position(i, records[VisitBuckets.WIDTH * first], records[VisitBuckets.WIDTH * first + 1]);
                t.moves(i, pair);
                int distinct = 0;
                for (int k = runStart[r]; k < runStart[r + 1]; k++) {
                    long visit = records[VisitBuckets.WIDTH * order[k] + 2];
                    t.count(i, visit);
                    int move = Visit.move(visit);
                    if (move != Square.NONE && games[move]++ == 0) {
                        squares[distinct++] = move;
                    }
                }
                for (int d = 0; d < distinct; d++) {
                    t.move(pair++, squares[d], games[squares[d]]);
                    games[squares[d]] = 0;
                }
            }
        }

        private static int distinctMoves(long[] records, int[] order, int from, int to, int[] seen) {
            int distinct = 0;
            for (int k = from; k < to; k++) {
                int move = Visit.move(records[VisitBuckets.WIDTH * order[k] + 2]);
                if (move != Square.NONE && seen[move]++ == 0) {
                    distinct++;
                }
            }
            for (int k = from; k < to; k++) {
                seen[Visit.move(records[VisitBuckets.WIDTH * order[k] + 2])] = 0;
            }
            return distinct;
        }

        private static long hashOf(long[] records, int v) {
            return TallyTable.hash(records[VisitBuckets.WIDTH * v], records[VisitBuckets.WIDTH * v + 1]);
        }

        private static boolean sameBoards(long[] records, int v, int w) {
            return records[VisitBuckets.WIDTH * v] == records[VisitBuckets.WIDTH * w]
                    && records[VisitBuckets.WIDTH * v + 1] == records[VisitBuckets.WIDTH * w + 1];
        }

        private static long[] appendRecord(long[] to, long[] records, int v) {
            long[] out = Arrays.copyOf(to, to.length + VisitBuckets.WIDTH);
            System.arraycopy(records, VisitBuckets.WIDTH * v, out, to.length, VisitBuckets.WIDTH);
            return out;
        }
    }
}
