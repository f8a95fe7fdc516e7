package org.othellodb.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoSerializable;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.TreeTables;
import org.othellodb.tree.SortedRuns;

/**
 * Consecutive index entries of one tree position (its canonical board and colour to move), in
 * increasing game number, at most {@link #MAX_ENTRIES} of them: the database's index travels to the
 * driver in these, so that the start position of 10⁸ games is as many records of the same bounded
 * size as any other position's games, never one record that grows with them. The position's counts
 * travel on its last run ({@link Sweep}). A plain class with a no-argument constructor, so that Kryo
 * writes its fields.
 */
final class IndexRun implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The most entries in one run: one index chunk of the database. */
    static final int MAX_ENTRIES = TreeTables.CHUNK_ENTRIES;

    long player;
    long opponent;
    boolean blackToMove;
    /** Index entries ({@link IndexEntry#pack}: the game's id, its next move), sorted; null once made into {@link #chunk}. */
    long[] entries;
    /**
     * The index row these entries make, its text as the database stores it ({@link TreeTables#chunkJson}), when
     * made on the executor ({@link #withChunks}); else null.
     */
    String chunk;
    /** With a {@link #chunk}: its entries, and the game of its first. */
    int chunkEntries;
    long firstGame;
    /** The counts of the position's games in this partition, on its last run there; null on the others. */
    SqliteOutput.TreePosition counts;

    IndexRun() {
    }

    /** The records' budget of a partition's sort, in longs (32 MiB: about 2²⁰ visits, four times a default partition). */
    static final int SORT_LONGS = 1 << 22;

    /**
     * A partition's tree and index from its visits' blocks ({@link VisitBlocks}), in any order: sorted as
     * primitive records by position and entry ({@link SortedRuns}, under {@code dir}, spilling past
     * {@code sortLongs} longs), then swept ({@link Sweep}). Holds the sort's budget and the partition's runs
     * (8 bytes an entry, about 2 MiB for a default partition of 2¹⁸ visits).
     */
    static Iterator<IndexRun> sortAndSweep(Iterator<VisitBlock> blocks, int minGames, Path dir, int sortLongs) {
        try (SortedRuns sorted = new SortedRuns(dir, VisitBlock.WIDTH, sortLongs)) {
            while (blocks.hasNext()) {
                VisitBlock b = blocks.next();
                sorted.add(b.longs, 0, b.visits);
            }
            Sweep sweep = new Sweep(minGames, MAX_ENTRIES);
            sorted.forEachSorted(r -> sweep.accept(r[0], r[1], VisitBlock.blackToMove(r[2]), VisitBlock.entry(r[2]), r[3]));
            return withChunks(sweep.finish()).iterator();
        }
    }

    /** The runs of a list of sorted visits, as one partition's, for tests. */
    static List<IndexRun> sweepAll(List<Visit> sorted, int minGames) {
        return sweepAll(sorted, minGames, MAX_ENTRIES);
    }

    /** As {@link #sweepAll(List, int)}, a run cut after every {@code maxEntries} entries. */
    static List<IndexRun> sweepAll(List<Visit> sorted, int minGames, int maxEntries) {
        Sweep sweep = new Sweep(minGames, maxEntries);
        for (Visit v : sorted) {
            sweep.accept(v.player, v.opponent, v.blackToMove, v.entry, v.tally);
        }
        return sweep.finish();
    }

    /**
     * A partition's runs with those of every position but its first and last made into the database's index rows
     * ({@link #chunk}), so that the driver writes their text as it comes rather than make it (its third hottest frame
     * at 16x the archive). Such a position lies wholly in the partition (the partitioner cuts only those two) and
     * reaches {@code minGames} games (the sweep left out the others), so its runs, cut after every
     * {@link #MAX_ENTRIES} entries from its first, are its chunks as the tree writes them.
     */
    static List<IndexRun> withChunks(List<IndexRun> runs) {
        if (runs.isEmpty()) {
            return runs;
        }
        IndexRun first = runs.get(0);
        IndexRun last = runs.get(runs.size() - 1);
        for (IndexRun r : runs) {
            if (r.samePosition(first.player, first.opponent, first.blackToMove)
                    || r.samePosition(last.player, last.opponent, last.blackToMove)) {
                continue;
            }
            r.chunk = TreeTables.chunkJson(r.entries, 0, r.entries.length);
            r.chunkEntries = r.entries.length;
            r.firstGame = IndexEntry.gameId(r.entries[0]);
            r.entries = null;
        }
        return runs;
    }

    /** The index entries of this run. */
    int size() {
        return entries != null ? entries.length : chunkEntries;
    }

    /**
     * Counts and packs a partition's visits, given sorted by position and then entry, one position at a time:
     * its statistics and those of each move ({@link VisitTally}), and its entries in runs, a new run at each
     * new position and after every {@link #MAX_ENTRIES} entries (or a test's smaller number). The position's last run carries its counts
     * ({@link #counts}). A position that fewer than {@code minGames} games reach is left out, unless it is the
     * partition's first or last: the range partitioner may have cut it, and only the driver, which reads the
     * partitions in order, sees all of it ({@link PositionJoin}). Besides the runs it gives, it holds one run,
     * or the runs of a position that has not yet reached {@code minGames} games.
     */
    static final class Sweep {
        private final int minGames;
        private final int maxEntries;
        private final List<IndexRun> out = new ArrayList<>();
        /** The position's runs not yet given: all of them until it reaches {@code minGames} games. */
        private final List<IndexRun> held = new ArrayList<>();
        private IndexRun run;
        private SqliteOutput.TreePosition counts;
        private long[] entries;
        private int n;
        private long seen;
        private boolean atStart;

        Sweep(int minGames, int maxEntries) {
            this.minGames = minGames;
            this.maxEntries = maxEntries;
            this.entries = new long[maxEntries];
        }

        void accept(long player, long opponent, boolean blackToMove, long entry, long tally) {
            if (run == null || !run.samePosition(player, opponent, blackToMove)) {
                boolean first = run == null;
                if (!first) {
                    close(false);
                }
                atStart = first;
                run = runOf(player, opponent, blackToMove);
                counts = SqliteOutput.TreePosition.of(player, opponent, blackToMove);
                seen = 0;
            } else if (n == maxEntries) { // full, and the position goes on: the run is done
                run.entries = entries;
                held.add(run);
                run = runOf(player, opponent, blackToMove);
                entries = new long[maxEntries];
                n = 0;
                if (seen >= minGames) {
                    out.addAll(held);
                    held.clear();
                }
            }
            entries[n++] = entry;
            counts.count(tally, IndexEntry.nextMove(entry));
            seen++;
        }

        /** The partition's runs, its last position's included. */
        List<IndexRun> finish() {
            if (run != null) {
                close(true);
                run = null;
            }
            return out;
        }

        private void close(boolean last) {
            run.entries = Arrays.copyOf(entries, n);
            run.counts = counts;
            held.add(run);
            if (seen >= minGames || atStart || last) {
                out.addAll(held);
            }
            held.clear();
            n = 0;
        }

        private static IndexRun runOf(long player, long opponent, boolean blackToMove) {
            IndexRun run = new IndexRun();
            run.player = player;
            run.opponent = opponent;
            run.blackToMove = blackToMove;
            return run;
        }
    }

    boolean samePosition(long player, long opponent, boolean blackToMove) {
        return this.player == player && this.opponent == opponent && this.blackToMove == blackToMove;
    }

    /**
     * One game's visit of a tree position, as the index keeps it: the canonical board, the colour to
     * move and the game's index entry. Sorted by the positions table's key (player, opponent, colour:
     * signed, as SQLite compares them, white to move first: the order in which the single-machine tree
     * numbers new positions), then by entry, which is the order of game ids. The index's range partitioner
     * samples, bounds and places visits as these ({@link VisitBlocks}); the visits themselves cross the
     * shuffle packed ({@link VisitBlock}). Kryo writes the sampled ones' board words raw (its default
     * writes a long in up to 10 bytes, and a board word is all bits), the entry and the tally as
     * variable-length numbers (small ones).
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
