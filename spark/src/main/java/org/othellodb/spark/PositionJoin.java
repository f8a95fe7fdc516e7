package org.othellodb.spark;

import java.util.Arrays;

/**
 * The driver's side of the index's sweep ({@link IndexRun#sweep}): the runs of every partition, in
 * order, joined into the database's positions. A position cut by the range partitioner comes as
 * consecutive parts, each with its own counts; the parts are added up here, and the position is
 * kept if the whole reaches {@code minGames}. Its index goes out in chunks of {@code chunk} entries
 * as they fill, cut as the single-machine tree cuts them (every {@code chunk} entries from the
 * position's first game), and only once the position is sure to be kept, so that nothing written
 * is taken back: it holds one chunk, or the fewer than {@code minGames} entries of a position not
 * yet kept.
 */
final class PositionJoin {

    /** Where the joined positions go, each id after the previous one, a position's index before its row. */
    interface Sink {
        void games(long positionId, long[] entries, int count);

        /** An index row made on the executors ({@link IndexRun#chunk}). */
        void chunk(long positionId, long firstGame, int entries, String json);

        void position(long id, SqliteOutput.TreePosition position);
    }

    private final int minGames;
    private final int chunk;
    private final Sink sink;
    private long id;
    private long positions;
    private long entriesWritten;
    /** The position being joined, with the counts of its parts so far; null before the first run. */
    private SqliteOutput.TreePosition current;
    private IndexRun currentKey;
    private long[] pending;
    private int pendingCount;
    private long seen;

    PositionJoin(int minGames, int chunk, long firstId, Sink sink) {
        this.minGames = minGames;
        this.chunk = chunk;
        this.sink = sink;
        this.id = firstId;
        this.pending = new long[chunk];
    }

    void accept(IndexRun run) {
        if (currentKey == null || !currentKey.samePosition(run.player, run.opponent, run.blackToMove)) {
            finishPosition();
            currentKey = run;
            current = null;
            seen = 0;
            pendingCount = 0;
        }
        if (run.chunk != null) {
            // A position that lies wholly in one partition and is kept: its runs are its chunks, in order.
            if (pendingCount > 0 || run.chunkEntries > chunk) {
                throw new IllegalStateException("a chunk of " + run.chunkEntries + " entries made on an executor after "
                        + pendingCount + " entries of its position not yet written (chunks of " + chunk + ")");
            }
            sink.chunk(id, run.firstGame, run.chunkEntries, run.chunk);
            entriesWritten += run.chunkEntries;
            seen += run.chunkEntries;
        } else {
            for (long e : run.entries) {
                if (pendingCount == pending.length) {
                    pending = Arrays.copyOf(pending, pending.length * 2); // only while fewer than minGames entries are seen
                }
                pending[pendingCount++] = e;
                seen++;
                if (seen >= minGames && pendingCount >= chunk) {
                    writeFullChunks();
                }
            }
        }
        if (run.counts != null) {
            if (current == null) {
                current = run.counts;
            } else {
                current.merge(run.counts);
            }
        }
    }

    /** Ends the last position; returns the positions kept and the index entries written. */
    long[] finish() {
        finishPosition();
        currentKey = null;
        return new long[] {positions, entriesWritten};
    }

    private void writeFullChunks() {
        int from = 0;
        while (pendingCount - from >= chunk) {
            long[] out = from == 0 ? pending : Arrays.copyOfRange(pending, from, from + chunk);
            sink.games(id, out, chunk);
            entriesWritten += chunk;
            from += chunk;
        }
        if (from > 0) {
            System.arraycopy(pending, from, pending, 0, pendingCount - from);
            pendingCount -= from;
        }
    }

    private void finishPosition() {
        if (currentKey == null) {
            return;
        }
        if (current == null) {
            throw new IllegalStateException("a position's runs ended without its counts");
        }
        if (current.side.total().games() != seen) {
            throw new IllegalStateException("position " + id + ": " + current.side.total().games() + " games counted, " + seen
                    + " in its index");
        }
        if (seen < minGames) {
            return; // cut by the partitioner, and not enough games in all its parts: nothing of it was written
        }
        if (pendingCount > 0) {
            sink.games(id, pending, pendingCount);
            entriesWritten += pendingCount;
            pendingCount = 0;
        }
        sink.position(id, current);
        id++;
        positions++;
    }
}
