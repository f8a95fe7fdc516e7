package org.othellodb.tree;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
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

    private static final int READ_BUFFER = 1 << 16;

    /** Runs merged at once by default: 64 read buffers of 64 KiB (4 MiB), a few open files, and two levels up to 4,096 runs. */
    static final int DEFAULT_FAN_IN = 64;

    private final Path dir;
    private final int width;
    private final int capacity;
    private final int fanIn;
    private long[] buffer;
    /** The radix sort's second buffer (records of two longs); it counts in the budget. */
    private long[] scratch;
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
        // Records of two longs are radix-sorted through a second buffer: each gets half of the budget.
        this.capacity = Math.max(width, (width == 2 ? bufferLongs / 2 : bufferLongs) / width * width);
        // Grown by doubling up to the budget: a small import's tree does not allocate the whole of it.
        this.buffer = new long[Math.min(capacity, width << 12)];
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
            sortBuffer();
            long[] record = new long[width];
            for (int i = 0; i < used; i += width) {
                System.arraycopy(buffer, i, record, 0, width);
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
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(merged), 1 << 20))) {
                merge(group, record -> {
                    try {
                        for (long v : record) {
                            out.writeLong(v);
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot write a sorted run under " + dir, e);
                    }
                });
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
        sortBuffer();
        try {
            Path run = Files.createTempFile(dir, "run-", ".longs");
            runs.add(run);
            spilled++;
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run), 1 << 20))) {
                for (int i = 0; i < used; i++) {
                    out.writeLong(buffer[i]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a sorted run under " + dir, e);
        }
        used = 0;
    }

    /** One run being read: its current record. */
    private final class Cursor {
        final DataInputStream in;
        final long[] record = new long[width];

        Cursor(Path run) throws IOException {
            in = new DataInputStream(new BufferedInputStream(Files.newInputStream(run), READ_BUFFER));
        }

        boolean advance() throws IOException {
            try {
                record[0] = in.readLong();
            } catch (EOFException end) {
                in.close();
                return false;
            }
            for (int i = 1; i < width; i++) {
                record[i] = in.readLong();
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

    private void sortBuffer() {
        if (width == 1) {
            Arrays.sort(buffer, 0, used);
        } else if (width == 2) {
            radixSortPairs();
        } else {
            quicksort(0, used / width - 1);
        }
    }

    /**
     * Sorts records of two longs by a least-significant-digit radix sort, a byte at a time (the
     * second long first, then the first; signed order), through a second buffer of the same size.
     * The tree sorts tens of millions of (hash, game) pairs: the quicksort on records took four
     * times as long as sorting the hashes alone. Bytes that are the same in every record (the high
     * bytes of game ids) cost one counting pass and no move.
     */
    private void radixSortPairs() {
        int n = used / 2;
        if (scratch == null || scratch.length < used) {
            scratch = new long[buffer.length];
        }
        long[] from = buffer;
        long[] to = scratch;
        int[][] counts = new int[8][257];
        for (int key = 1; key >= 0; key--) {
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
        if (from != buffer) {
            System.arraycopy(from, 0, buffer, 0, used);
        }
    }

    /** Byte {@code b} (0 = lowest) of {@code v}, the top one with its sign bit flipped so that signed order is byte order. */
    private static int digit(long v, int b) {
        int d = (int) (v >>> (8 * b)) & 0xFF;
        return b == 7 ? d ^ 0x80 : d;
    }

    /**
     * Sorts the records {@code lo..hi} (record numbers) in place: a plain quicksort on the middle
     * record, insertion sort when small. The tree's records are distinct (a game reaches a position
     * once), so the two-way partition does not meet long runs of equal records.
     */
    private void quicksort(int lo, int hi) {
        while (hi - lo > 16) {
            swap((lo + hi) >>> 1, hi);
            long[] pivot = Arrays.copyOfRange(buffer, hi * width, hi * width + width);
            int store = lo;
            for (int i = lo; i < hi; i++) {
                if (compare(buffer, i * width, pivot, 0) < 0) {
                    swap(i, store++);
                }
            }
            swap(store, hi);
            // Recurse into the smaller side, loop on the larger: the stack stays logarithmic.
            if (store - lo < hi - store) {
                quicksort(lo, store - 1);
                lo = store + 1;
            } else {
                quicksort(store + 1, hi);
                hi = store - 1;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            for (int j = i; j > lo && compare(buffer, (j - 1) * width, buffer, j * width) > 0; j--) {
                swap(j - 1, j);
            }
        }
    }

    private void swap(int a, int b) {
        if (a == b) {
            return;
        }
        int x = a * width;
        int y = b * width;
        for (int k = 0; k < width; k++) {
            long t = buffer[x + k];
            buffer[x + k] = buffer[y + k];
            buffer[y + k] = t;
        }
    }

    @Override
    public void close() {
        buffer = null;
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
