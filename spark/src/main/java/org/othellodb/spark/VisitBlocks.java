package org.othellodb.spark;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.Partitioner;
import scala.Tuple2;

/**
 * A map task's visits of the index, bucketed by the partition that {@code ranges} gives each into
 * {@link VisitBlock}s, keyed by that partition: a block is let go when it holds {@link #BLOCK_VISITS},
 * and every block when the task holds {@link #TASK_VISITS} (so a task holds a bounded number whatever its
 * games and the partitions), and at the end. Lazy: the games are replayed as the shuffle asks for blocks.
 */
final class VisitBlocks<G> implements Iterator<Tuple2<Integer, VisitBlock>> {

    /** Visits of a block at most: 256 KiB, well inside Kryo's buffer. */
    static final int BLOCK_VISITS = 1 << 13;
    /** Visits a task holds at most before it lets every block go: 32 MiB. */
    static final int TASK_VISITS = 1 << 20;

    /** Replays one game, giving each of its kept visits to the sink. */
    @FunctionalInterface
    interface Walker<G> {
        void walk(G game, Sink sink);
    }

    /** Receives a game's visits. */
    @FunctionalInterface
    interface Sink {
        void visit(long player, long opponent, boolean blackToMove, long entry, long tally);
    }

    private final Iterator<G> games;
    private final Walker<G> walker;
    private final Partitioner ranges;
    private final int blockVisits;
    private final int taskVisits;
    private final long[][] buffers;
    private final int[] counts;
    private int held;
    private final ArrayDeque<Tuple2<Integer, VisitBlock>> ready = new ArrayDeque<>();
    /** The partitioner compares visits: one, refilled for each. */
    private final IndexRun.Visit probe = new IndexRun.Visit();
    private final Sink sink = this::add;

    VisitBlocks(Iterator<G> games, Walker<G> walker, Partitioner ranges) {
        this(games, walker, ranges, BLOCK_VISITS, TASK_VISITS);
    }

    VisitBlocks(Iterator<G> games, Walker<G> walker, Partitioner ranges, int blockVisits, int taskVisits) {
        this.games = games;
        this.walker = walker;
        this.ranges = ranges;
        this.blockVisits = blockVisits;
        this.taskVisits = taskVisits;
        this.buffers = new long[ranges.numPartitions()][];
        this.counts = new int[ranges.numPartitions()];
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && games.hasNext()) {
            walker.walk(games.next(), sink);
            if (!games.hasNext()) {
                letAllGo();
            }
        }
        return !ready.isEmpty();
    }

    @Override
    public Tuple2<Integer, VisitBlock> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    private void add(long player, long opponent, boolean blackToMove, long entry, long tally) {
        probe.player = player;
        probe.opponent = opponent;
        probe.blackToMove = blackToMove;
        probe.entry = entry;
        int partition = ranges.getPartition(probe);
        long[] buffer = buffers[partition];
        int at = counts[partition] * VisitBlock.WIDTH;
        if (buffer == null || at == buffer.length) {
            // Grown by doubling: most partitions get a few visits of a task, the start position's many.
            buffer = buffers[partition] = buffer == null ? new long[Math.min(16, blockVisits) * VisitBlock.WIDTH]
                    : Arrays.copyOf(buffer, Math.min(2 * buffer.length, blockVisits * VisitBlock.WIDTH));
        }
        buffer[at] = player;
        buffer[at + 1] = opponent;
        buffer[at + 2] = VisitBlock.sideAndEntry(blackToMove, entry);
        buffer[at + 3] = tally;
        counts[partition]++;
        held++;
        if (counts[partition] == blockVisits) {
            letGo(partition);
        }
        if (held >= taskVisits) {
            letAllGo();
        }
    }

    private void letAllGo() {
        for (int p = 0; p < counts.length; p++) {
            if (counts[p] > 0) {
                letGo(p);
            }
        }
    }

    private void letGo(int partition) {
        ready.add(new Tuple2<>(partition, new VisitBlock(buffers[partition], counts[partition])));
        held -= counts[partition];
        buffers[partition] = null;
        counts[partition] = 0;
    }
}
