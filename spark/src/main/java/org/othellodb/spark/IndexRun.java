package org.othellodb.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.othellodb.store.TreeTables;

/**
 * Consecutive index entries of one tree position (its canonical board and colour to move), in
 * increasing game number, at most {@link #MAX_ENTRIES} of them: the database's index travels to the
 * driver in these, so that the start position of 10⁸ games is as many records of the same bounded
 * size as any other position's games, never one record that grows with them. A plain class with a
 * no-argument constructor, so that Kryo writes its fields.
 */
final class IndexRun implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The most entries in one run: one index chunk of the database. */
    static final int MAX_ENTRIES = TreeTables.CHUNK_ENTRIES;

    long player;
    long opponent;
    boolean blackToMove;
    /** Index entries ({@link org.othellodb.store.IndexEntry#pack}: the game's id, its next move), sorted. */
    long[] entries;

    IndexRun() {
    }

    /** The order of the positions table's key, as {@link SqliteOutput.PositionOrder} compares it. */
    int compareTo(SqliteOutput.TreePosition p) {
        return SqliteOutput.PositionOrder.compare(player, opponent, blackToMove, p.player, p.opponent, p.blackToMove);
    }

    /**
     * Packs a partition's visits, sorted by position and then entry, into runs: a new run at each
     * new position and after every {@link #MAX_ENTRIES} entries. Streams: one run is held at a time.
     */
    static Iterator<IndexRun> pack(Iterator<Visit> sorted) {
        return new Iterator<>() {
            private Visit next = sorted.hasNext() ? sorted.next() : null;

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public IndexRun next() {
                if (next == null) {
                    throw new java.util.NoSuchElementException();
                }
                IndexRun run = new IndexRun();
                run.player = next.player;
                run.opponent = next.opponent;
                run.blackToMove = next.blackToMove;
                long[] entries = new long[MAX_ENTRIES];
                int n = 0;
                do {
                    entries[n++] = next.entry;
                    next = sorted.hasNext() ? sorted.next() : null;
                } while (n < MAX_ENTRIES && next != null && next.samePosition(run));
                run.entries = Arrays.copyOf(entries, n);
                return run;
            }
        };
    }

    /** A list of runs, for tests. */
    static List<IndexRun> packAll(List<Visit> sorted) {
        List<IndexRun> runs = new ArrayList<>();
        pack(sorted.iterator()).forEachRemaining(runs::add);
        return runs;
    }

    /**
     * One game's visit of a tree position, as the index keeps it: the canonical board, the colour to
     * move and the game's index entry. Sorted by the positions table's key, then by
     * entry, which is the order of game ids.
     */
    static final class Visit implements Comparable<Visit>, Serializable {
        private static final long serialVersionUID = 1L;
        long player;
        long opponent;
        boolean blackToMove;
        long entry;

        Visit() {
        }

        Visit(long player, long opponent, boolean blackToMove, long entry) {
            this.player = player;
            this.opponent = opponent;
            this.blackToMove = blackToMove;
            this.entry = entry;
        }

        boolean samePosition(IndexRun run) {
            return player == run.player && opponent == run.opponent && blackToMove == run.blackToMove;
        }

        @Override
        public int compareTo(Visit o) {
            int c = SqliteOutput.PositionOrder.compare(player, opponent, blackToMove, o.player, o.opponent, o.blackToMove);
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
