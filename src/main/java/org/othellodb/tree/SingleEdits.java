package org.othellodb.tree;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.othellodb.store.TreeTables;

/**
 * The changes an update or a removal makes to {@code single_positions}, decided on full boards
 * (the merge's groups, not hashes): a position one game reaches alone is added, and one an earlier
 * game had alone and that is shared now (or whose game leaves) is removed. They are sorted on disk
 * by hash and written at the end, so that each row of the table is rewritten once.
 */
final class SingleEdits implements AutoCloseable {

    private static final long REMOVE = 0;
    private static final long ADD = 1;

    private final SortedRuns runs;
    private final PositionHash hash;
    private final long[] record = new long[3];

    SingleEdits(Path dir, int budgetLongs, PositionHash hash) {
        this(dir, budgetLongs, SortedRuns.DEFAULT_FAN_IN, hash);
    }

    SingleEdits(Path dir, int budgetLongs, int fanIn, PositionHash hash) {
        this.runs = new SortedRuns(dir, 3, budgetLongs, fanIn);
        this.hash = hash;
    }

    /** The position (its key) is reached by {@code gameId} alone. */
    void add(long player, long opponent, boolean blackToMove, long gameId) {
        edit(hash.of(player, opponent, blackToMove), gameId, ADD);
    }

    /** The position (its key) is no longer reached by {@code gameId} alone. */
    void remove(long player, long opponent, boolean blackToMove, long gameId) {
        edit(hash.of(player, opponent, blackToMove), gameId, REMOVE);
    }

    private void edit(long hash, long gameId, long kind) {
        record[0] = hash;
        record[1] = gameId;
        record[2] = kind;
        runs.add(record, 0, 1);
    }

    /** Writes the edits to a table that holds the entries they were made against. */
    void applyTo(TreeTables.SinglePositions singles) {
        runs.forEachSorted(r -> {
            if (r[2] == ADD) {
                singles.add(r[0], r[1]);
            } else {
                singles.remove(r[0], r[1]);
            }
        });
    }

    /**
     * A full build: writes to the empty table the positions of the first pass's unique hashes
     * ({@code firstPass}: {@code count} pairs of hash and game, in order) and the added ones of the
     * merge, once each. The merge finds the positions whose hash the first pass saw more than once
     * but that one game reaches (two positions sharing a hash), and also, again, some it saw once
     * (the shared hashes' filter let them through): those are written once.
     */
    void writeWith(Path firstPass, long count, TreeTables.SinglePositions singles) {
        singles.sizeFor(count + runs.records());
        try (Pairs once = new Pairs(firstPass, count)) {
            runs.forEachSorted(r -> {
                while (once.has && (once.hash < r[0] || (once.hash == r[0] && once.game < r[1]))) {
                    singles.add(once.hash, once.game);
                    once.next();
                }
                if (once.has && once.hash == r[0] && once.game == r[1]) {
                    once.next(); // the same position, seen by both
                }
                singles.add(r[0], r[1]);
            });
            while (once.has) {
                singles.add(once.hash, once.game);
                once.next();
            }
        }
    }

    /** The first pass's file of (hash, game) pairs, read one at a time. */
    private static final class Pairs implements AutoCloseable {
        private final Path file;
        private final LongFile.Reader in;
        private final long[] pair = new long[2];
        private long left;
        boolean has;
        long hash;
        long game;

        Pairs(Path file, long count) {
            this.file = file;
            this.left = count;
            try {
                in = new LongFile.Reader(file, 1 << 13);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            next();
        }

        void next() {
            has = left > 0;
            if (!has) {
                return;
            }
            try {
                if (!in.read(pair, 2)) {
                    throw new IOException("the file ends before its " + left + " last pairs");
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
            hash = pair[0];
            game = pair[1];
            left--;
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
    }

    @Override
    public void close() {
        runs.close();
    }
}
