package org.othellodb.tree;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * An external sort of fixed-width records of longs, compared long by long (signed, as SQLite and
 * {@link Arrays#sort(long[])} order integers): records go into a buffer of a fixed number of longs;
 * a full buffer is sorted and written to a temporary file (a sorted run); {@link #forEachSorted}
 * merges the runs. The memory is the buffer and one read buffer a run being merged, whatever the
 * number of records, so the tree's passes over millions of games hold a fixed budget, not the
 * games. At most {@code fanIn} runs are open at once: with more, the oldest {@code fanIn} are merged
 * into one run on disk, again until {@code fanIn} remain (a multi-level merge: 10^8 games spill
 * about 2,900 runs, past common limits of open files, and each merge level reads and writes the
 * records once more). The files are deleted by {@link #close()}. The book's count sorts its
 * hashes here too ({@code book/PositionCounter}).
 */
public final class SortedRuns implements AutoCloseable {

    /** Receives the records in order; the array is reused between calls. */
    @FunctionalInterface
    public interface RecordSink {
        void accept(long[] record);
    }

    /** Longs read from a run at a time while merging (64 KiB). */
    private static final int READ_BUFFER = 1 << 13;
    /** Longs written to a run at a time (1 MiB). */
    private static final int WRITE_BUFFER = 1 << 17;

    /** Runs merged at once by default: 64 read buffers of 64 KiB (4 MiB), a few open files, and two levels up to 4,096 runs. */
    static final int DEFAULT_FAN_IN = 64;

    private final Path dir;
    private final int width;
    private final int capacity;
    private final int fanIn;
    private long[] buffer;
    /** The radix sort's second buffer (records of two longs); it counts in the budget. */
    private long[] scratch;
    /** Records wider than two longs: (long, record number) pairs, and their radix sort's second buffer; they count in the budget. */
    private long[] order;
    private long[] orderScratch;
    private int used;
    private final List<Path> runs = new ArrayList<>();
    private long records;
    private int spilled;
    private int intermediateMerges;
    private int mostOpen;

    /** {@code bufferLongs}: the budget of the in-memory buffer, in longs (rounded down to whole records). */
    public SortedRuns(Path dir, int width, int bufferLongs) {
        this(dir, width, bufferLongs, DEFAULT_FAN_IN);
    }

    /** {@code fanIn}: the most runs open (merged) at once, at least 2. */
    SortedRuns(Path dir, int width, int bufferLongs, int fanIn) {
        if (width < 1 || bufferLongs < width || fanIn < 2) {
            throw new IllegalArgumentException("width " + width + ", buffer " + bufferLongs + ", fan-in " + fanIn);
        }
        this.dir = dir;
        this.width = width;
        this.fanIn = fanIn;
        this.capacity = Math.max(width, recordsInBudget(width, bufferLongs) * width);
        // Grown by doubling up to the budget: a small import's tree does not allocate the whole of it.
        this.buffer = new long[Math.min(capacity, width << 12)];
    }

    /**
     * How many records the buffer takes: records of two longs are radix-sorted through a second
     * buffer, so each gets half of the budget; wider ones are sorted through (long, record number)
     * pairs and those pairs' second buffer, four longs a record more.
     */
    static int recordsInBudget(int width, int bufferLongs) {
        return switch (width) {
            case 1 -> bufferLongs;
            case 2 -> bufferLongs / 4;
            default -> bufferLongs / (width + 4);
        };
    }

    /** Adds the {@code count} records that start at {@code from} in {@code source}. */
    public void add(long[] source, int from, int count) {
        int longs = count * width;
        int at = from;
        while (longs > 0) {
            if (used == buffer.length) {
                if (buffer.length < capacity) {
                    buffer = Arrays.copyOf(buffer, (int) Math.min(capacity, 2L * buffer.length));
                } else {
                    spill();
                }
            }
            int n = Math.min(longs, buffer.length - used);
            System.arraycopy(source, at, buffer, used, n);
            used += n;
            at += n;
            longs -= n;
        }
        records += count;
    }

    /** How many records were added. */
    public long records() {
        return records;
    }

    /** How many sorted runs went to disk (before any merge of runs into runs). */
    public int spilledRuns() {
        return spilled;
    }

    /** What the sort did: runs spilled, merges of runs into a run on disk, the most runs open at once. */
    record Counts(int spilled, int intermediateMerges, int mostOpen) {
    }

    Counts counts() {
        return new Counts(spilled, intermediateMerges, mostOpen);
    }

    /** Calls {@code sink} with every record in increasing order; the buffer is released first when runs were spilled. */
    public void forEachSorted(RecordSink sink) {
        if (runs.isEmpty()) {
            long[] sorted = sortBuffer();
            long[] record = new long[width];
            int n = used / width;
            for (int k = 0; k < n; k++) {
                int at = sorted == null ? k * width : (int) sorted[2 * k + 1] * width;
                for (int j = 0; j < width; j++) {
                    record[j] = buffer[at + j];
                }
                sink.accept(record);
            }
            return;
        }
        if (used > 0) {
            spill();
        }
        buffer = null; // the merge needs only the read buffers
        scratch = null;
        while (runs.size() > fanIn) {
            mergeOldest();
        }
        merge(runs, sink);
    }

    /** Merges the oldest {@code fanIn} runs into one new run at the end of the list, and deletes them. */
    private void mergeOldest() {
        List<Path> group = new ArrayList<>(runs.subList(0, fanIn));
        try {
            Path merged = Files.createTempFile(dir, "run-", ".longs");
            runs.add(merged);
            try (LongFile.Writer out = new LongFile.Writer(merged, WRITE_BUFFER)) {
                merge(group, record -> out.write(record, 0, width));
            }
            for (Path run : group) {
                Files.delete(run);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot merge sorted runs under " + dir, e);
        }
        runs.subList(0, fanIn).clear();
        intermediateMerges++;
    }

    private void spill() {
        long[] sorted = sortBuffer();
        try {
            Path run = Files.createTempFile(dir, "run-", ".longs");
            runs.add(run);
            spilled++;
            try (LongFile.Writer out = new LongFile.Writer(run, WRITE_BUFFER)) {
                if (sorted == null) {
                    out.write(buffer, 0, used);
                } else {
                    writeInOrder(sorted, out);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a sorted run under " + dir, e);
        }
        used = 0;
    }

    /** Writes the buffer's records in the order of {@code sorted}'s record numbers, gathered a block at a time. */
    private void writeInOrder(long[] sorted, LongFile.Writer out) {
        long[] block = new long[WRITE_BUFFER / width * width];
        int n = used / width;
        int filled = 0;
        for (int k = 0; k < n; k++) {
            int at = (int) sorted[2 * k + 1] * width;
            for (int j = 0; j < width; j++) {
                block[filled++] = buffer[at + j];
            }
            if (filled == block.length) {
                out.write(block, 0, filled);
                filled = 0;
            }
        }
        out.write(block, 0, filled);
    }

    /** One run being read: its current record. */
    private final class Cursor {
        final LongFile.Reader in;
        final long[] record = new long[width];

        Cursor(Path run) throws IOException {
            in = new LongFile.Reader(run, READ_BUFFER / width * width);
        }

        boolean advance() throws IOException {
            if (!in.read(record, width)) {
                in.close();
                return false;
            }
            return true;
        }
    }

    private void merge(List<Path> group, RecordSink sink) {
        PriorityQueue<Cursor> heap = new PriorityQueue<>(Math.max(1, group.size()), (a, b) -> compare(a.record, 0, b.record, 0));
        List<Cursor> open = new ArrayList<>();
        mostOpen = Math.max(mostOpen, group.size());
        try {
            for (Path run : group) {
                Cursor c = new Cursor(run);
                open.add(c);
                if (c.advance()) {
                    heap.add(c);
                }
            }
            while (!heap.isEmpty()) {
                Cursor c = heap.poll();
                sink.accept(c.record);
                if (c.advance()) {
                    heap.add(c);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read a sorted run under " + dir, e);
        } finally {
            for (Cursor c : open) {
                try {
                    c.in.close();
                } catch (IOException ignored) {
                    // closing a file being read: nothing is lost
                }
            }
        }
    }

    private int compare(long[] a, int i, long[] b, int j) {
        for (int k = 0; k < width; k++) {
            int c = Long.compare(a[i + k], b[j + k]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /**
     * Sorts the buffer: records of one or two longs in place (null is returned), wider ones into
     * an order, returned as (long, record number) pairs whose record numbers give the records
     * in increasing order.
     */
    private long[] sortBuffer() {
        if (width == 1) {
            Arrays.sort(buffer, 0, used);
        } else if (width == 2) {
            if (scratch == null || scratch.length < used) {
                scratch = new long[buffer.length];
            }
            long[] sorted = radixSortPairs(buffer, scratch, used / 2);
            if (sorted != buffer) {
                System.arraycopy(sorted, 0, buffer, 0, used);
            }
        } else {
            return sortWideRecords();
        }
        return null;
    }

    /**
     * Sorts records of three longs or more without moving them: a least-significant-digit radix
     * sort of (long, record number) pairs, one long of the records at a time from the last to the
     * first, each pass stable, so that the pairs end in the records' lexicographic order; the runs
     * are then written by gathering the records in that order. The quicksort on records of four
     * longs was a third of a build's sorting time, and moving the records into order in place
     * another sixth (a cache miss a record).
     */
    private long[] sortWideRecords() {
        int n = used / width;
        if (order == null || order.length < 2 * n) {
            int most = buffer.length / width;
            order = new long[2 * most];
            orderScratch = new long[2 * most];
        }
        long[] pairs = order;
        long[] spare = orderScratch;
        for (int i = 0; i < n; i++) {
            pairs[2 * i + 1] = i;
        }
        for (int k = width - 1; k >= 0; k--) {
            for (int i = 0; i < n; i++) {
                pairs[2 * i] = buffer[(int) pairs[2 * i + 1] * width + k];
            }
            long[] sorted = radixSort(pairs, spare, n, 0);
            if (sorted != pairs) {
                spare = pairs;
                pairs = sorted;
            }
        }
        return pairs;
    }

    /**
     * Sorts the {@code n} records of two longs in {@code a} by a least-significant-digit radix sort,
     * a byte at a time (the second long first, then the first; signed order), through {@code
     * scratch}, and returns the array that holds the result. The tree sorts tens of millions of
     * (hash, game) pairs: the quicksort on records took four times as long as sorting the hashes
     * alone. Bytes that are the same in every record (the high bytes of game ids) cost one counting
     * pass and no move, and second longs that arrive in order (the games of a pass, which come in
     * id order) none at all.
     */
    static long[] radixSortPairs(long[] a, long[] scratch, int n) {
        return radixSort(a, scratch, n, secondLongsInOrder(a, n) ? 0 : 1);
    }

    /**
     * The radix sort of pairs by their first long alone ({@code lastKey} 0; stable, so pairs with
     * the same first long keep their order) or by both ({@code lastKey} 1).
     */
    private static long[] radixSort(long[] a, long[] scratch, int n, int lastKey) {
        long[] from = a;
        long[] to = scratch;
        int[][] counts = new int[8][257];
        for (int key = lastKey; key >= 0; key--) {
            for (int[] c : counts) {
                Arrays.fill(c, 0);
            }
            for (int i = 0; i < n; i++) {
                long v = from[2 * i + key];
                for (int b = 0; b < 8; b++) {
                    counts[b][digit(v, b) + 1]++;
                }
            }
            for (int b = 0; b < 8; b++) {
                int[] c = counts[b];
                if (c[digit(from[key], b) + 1] == n) {
                    continue; // every record has this byte: already in order
                }
                for (int d = 0; d < 256; d++) {
                    c[d + 1] += c[d];
                }
                for (int i = 0; i < n; i++) {
                    int at = c[digit(from[2 * i + key], b)]++;
                    to[2 * at] = from[2 * i];
                    to[2 * at + 1] = from[2 * i + 1];
                }
                long[] t = from;
                from = to;
                to = t;
            }
        }
        return from;
    }

    private static boolean secondLongsInOrder(long[] a, int n) {
        for (int i = 1; i < n; i++) {
            if (a[2 * i + 1] < a[2 * i - 1]) {
                return false;
            }
        }
        return true;
    }

    /** Byte {@code b} (0 = lowest) of {@code v}, the top one with its sign bit flipped so that signed order is byte order. */
    private static int digit(long v, int b) {
        int d = (int) (v >>> (8 * b)) & 0xFF;
        return b == 7 ? d ^ 0x80 : d;
    }

    @Override
    public void close() {
        buffer = null;
        scratch = null;
        order = null;
        orderScratch = null;
        for (Path run : runs) {
            try {
                Files.deleteIfExists(run);
            } catch (IOException ignored) {
                // a temporary file left behind is not worth failing the build for
            }
        }
        runs.clear();
    }
}
