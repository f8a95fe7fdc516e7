package org.othellodb.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoSerializable;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.TreeTables;

/**
 * Consecutive index entries of one tree position (its canonical board and colour to move), in
 * increasing game number, at most {@link #MAX_ENTRIES} of them: the database's index travels to the
 * driver in these, so that the start position of 10⁸ games is as many records of the same bounded
 * size as any other position's games, never one record that grows with them. The position's counts
 * travel on its last run ({@link #sweep}). A plain class with a no-argument constructor, so that Kryo
 * writes its fields.
 */
final class IndexRun implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The most entries in one run: one index chunk of the database. */
    static final int MAX_ENTRIES = TreeTables.CHUNK_ENTRIES;

    long player;
    long opponent;
    boolean blackToMove;
    /** Index entries ({@link IndexEntry#pack}: the game's id, its next move), sorted. */
    long[] entries;
    /** The counts of the position's games in this partition, on its last run there; null on the others. */
    SqliteOutput.TreePosition counts;

    IndexRun() {
    }

    /**
     * The tree of a partition's visits, sorted by position and then entry ({@link Sweep}): each position's
     * runs, the last of them carrying the position's counts.
     */
    static Iterator<IndexRun> sweep(Iterator<Visit> sorted, int minGames) {
        return new Sweep(sorted, minGames);
    }

    /** The runs of a list of sorted visits, as one partition's, for tests. */
    static List<IndexRun> sweepAll(List<Visit> sorted, int minGames) {
        List<IndexRun> runs = new ArrayList<>();
        sweep(sorted.iterator(), minGames).forEachRemaining(runs::add);
        return runs;
    }

    /**
     * Counts and packs a partition's visits, sorted by position and then entry, one position at a time: its
     * statistics and those of each move ({@link VisitTally}), and its entries in runs, a new run at each new
     * position and after every {@link #MAX_ENTRIES} entries. The position's last run carries its counts
     * ({@link #counts}). A position that fewer than {@code minGames} games reach is left out, unless it is the
     * partition's first or last: the range partitioner may have cut it, and only the driver, which reads the
     * partitions in order, sees all of it ({@link PositionJoin}). Streams: it holds one run, or the runs of a
     * position that has not yet reached {@code minGames} games.
     */
    private static final class Sweep implements Iterator<IndexRun> {
        private final Iterator<Visit> sorted;
        private final int minGames;
        private final java.util.ArrayDeque<IndexRun> ready = new java.util.ArrayDeque<>();
        private Visit next;
        private boolean first = true;

        Sweep(Iterator<Visit> sorted, int minGames) {
            this.sorted = sorted;
            this.minGames = minGames;
            this.next = sorted.hasNext() ? sorted.next() : null;
        }

        @Override
        public boolean hasNext() {
            while (ready.isEmpty() && next != null) {
                position();
            }
            return !ready.isEmpty();
        }

        @Override
        public IndexRun next() {
            if (!hasNext()) {
                throw new java.util.NoSuchElementException();
            }
            return ready.poll();
        }

        /** Reads the visits of the next position. */
        private void position() {
            SqliteOutput.TreePosition counts = SqliteOutput.TreePosition.of(next.player, next.opponent, next.blackToMove);
            List<IndexRun> held = new ArrayList<>();
            IndexRun run = runOf(next);
            long[] entries = new long[MAX_ENTRIES];
            int n = 0;
            long seen = 0;
            boolean atStart = first;
            first = false;
            do {
                if (n == MAX_ENTRIES) { // full, and the position goes on: the run is done
                    run.entries = entries;
                    held.add(run);
                    run = runOf(next);
                    entries = new long[MAX_ENTRIES];
                    n = 0;
                    if (seen >= minGames) {
                        ready.addAll(held);
                        held.clear();
                    }
                }
                entries[n++] = next.entry;
                counts.count(next.tally, IndexEntry.nextMove(next.entry));
                seen++;
                next = sorted.hasNext() ? sorted.next() : null;
            } while (next != null && next.samePosition(run));
            run.entries = Arrays.copyOf(entries, n);
            run.counts = counts;
            held.add(run);
            if (seen >= minGames || atStart || next == null) {
                ready.addAll(held);
            }
        }

        private static IndexRun runOf(Visit v) {
            IndexRun run = new IndexRun();
            run.player = v.player;
            run.opponent = v.opponent;
            run.blackToMove = v.blackToMove;
            return run;
        }
    }

    boolean samePosition(IndexRun other) {
        return player == other.player && opponent == other.opponent && blackToMove == other.blackToMove;
    }

    /**
     * One game's visit of a tree position, as the index keeps it: the canonical board, the colour to
     * move and the game's index entry. Sorted by the positions table's key (player, opponent, colour:
     * signed, as SQLite compares them, white to move first: the order in which the single-machine tree
     * numbers new positions), then by entry, which is the order of game ids. Kryo writes the board's
     * words raw (its default writes a long in up to 10 bytes, and a board word is all bits), the entry
     * and the tally as variable-length numbers (small ones).
     */
    static final class Visit implements Comparable<Visit>, Serializable, KryoSerializable {
        private static final long serialVersionUID = 1L;
        long player;
        long opponent;
        boolean blackToMove;
        long entry;
        /** What the game adds to the position's statistics ({@link VisitTally}). */
        long tally;

        Visit() {
        }

        Visit(long player, long opponent, boolean blackToMove, long entry, long tally) {
            this.player = player;
            this.opponent = opponent;
            this.blackToMove = blackToMove;
            this.entry = entry;
            this.tally = tally;
        }

        @Override
        public void write(Kryo kryo, Output output) {
            output.writeLong(player);
            output.writeLong(opponent);
            output.writeBoolean(blackToMove);
            output.writeVarLong(entry, true);
            output.writeVarLong(tally, true);
        }

        @Override
        public void read(Kryo kryo, Input input) {
            player = input.readLong();
            opponent = input.readLong();
            blackToMove = input.readBoolean();
            entry = input.readVarLong(true);
            tally = input.readVarLong(true);
        }

        boolean samePosition(IndexRun run) {
            return player == run.player && opponent == run.opponent && blackToMove == run.blackToMove;
        }

        @Override
        public int compareTo(Visit o) {
            int c = Long.compare(player, o.player);
            if (c == 0) {
                c = Long.compare(opponent, o.opponent);
            }
            if (c == 0) {
                c = Boolean.compare(blackToMove, o.blackToMove);
            }
            return c != 0 ? c : Long.compare(entry, o.entry);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Visit v && compareTo(v) == 0;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(new long[] {player, opponent, blackToMove ? 1 : 0, entry});
        }
    }
}
