package org.othellodb.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * How a large file of a format is read in parts, each by a task of its own (the Spark job), so that
 * the parts together give exactly the records, in the same order, that reading the file whole gives.
 * A part is cut at byte offsets and owns the records that begin in its range, as a Hadoop input
 * split owns them: the bytes from {@link #recordStart}(start) to {@link #recordStart}(end), read alone
 * after the {@link #prefix} by {@link #openPart}. A compressed file is never cut.
 *
 * <p>Where a format's syntax lets a record boundary be told from the bytes around it alone (a line of
 * move strings, a PGN game after a line of moves, a WTHOR record) the parts are exact by
 * construction. Where it does not (a GGF block or a CSV quoted field may hold a line that looks like
 * a record's start), the reader of the part before a cut says whether it ended inside a record
 * ({@link GameReader#endedInsideRecord}): that part then fails rather than give other records.
 */
public interface Splitting {

    /** A file's bytes, read at any offset (a local file, or a file on HDFS or S3). */
    interface Bytes {
        long length();

        /** Reads up to {@code length} bytes at {@code position} into {@code buffer}: how many, or −1 at the end. */
        int read(long position, byte[] buffer, int offset, int length) throws IOException;

        /** The {@code n} bytes at {@code position} (fewer at the end of the file). */
        default byte[] readFully(long position, int n) throws IOException {
            byte[] bytes = new byte[n];
            int read = 0;
            for (int r; read < n && (r = read(position + read, bytes, read, n - read)) > 0; ) {
                read += r;
            }
            return read == n ? bytes : java.util.Arrays.copyOf(bytes, read);
        }
    }

    /** Where the file's first record begins: after a header that every part is given again as its {@link #prefix}. */
    default long firstRecord(Bytes file) throws IOException {
        return 0;
    }

    /**
     * The first offset at or after {@code from} (0 &lt; from &lt; the file's length) where the whole
     * file's reader is between two records, fresh as at the first record; the file's length when no
     * record begins after {@code from}. A function of {@code from} and the bytes alone: two parts that
     * meet at {@code from} find the same offset, one as its end, the other as its start.
     */
    long recordStart(Bytes file, long from) throws IOException;

    /** What a part is read with before its records ({@code recordBytes} of them): the file's header, if it has one. */
    default byte[] prefix(Bytes file, long recordBytes) throws IOException {
        return new byte[0];
    }

    /** Whether the file can be cut at all: a file whose header fails is read whole, to fail once, as import fails it. */
    default boolean cuts(Bytes file) throws IOException {
        return true;
    }

    /**
     * Reads a part (its prefix, then its records) copied to {@code part}. The part is not recognised
     * again: it may begin with a record that does not show the format.
     */
    GameReader openPart(Path part);

    /**
     * The first boundary met reading the lines from {@code from}: {@code rule} is told each line in turn
     * (it may keep what it saw of the lines before) and answers the boundary it makes, or −1 to read on;
     * the file's length when none does.
     */
    static long firstBoundary(Bytes file, long from, ToLongFunction<Lines.Line> rule) throws IOException {
        Lines lines = Lines.from(file, from);
        for (Lines.Line line; (line = lines.next()) != null; ) {
            long boundary = rule.applyAsLong(line);
            if (boundary >= 0) {
                return boundary;
            }
        }
        return file.length();
    }

    /** The splitting of a format whose every line is a record of its own (move strings, Logistello's games). */
    static Splitting atLines(Function<Path, GameReader> open) {
        return new Splitting() {
            @Override
            public long recordStart(Bytes file, long from) throws IOException {
                return firstBoundary(file, from, line -> line.read() ? line.start() : -1);
            }

            @Override
            public GameReader openPart(Path part) {
                return open.apply(part);
            }
        };
    }
}
