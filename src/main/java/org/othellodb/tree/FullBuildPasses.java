package org.othellodb.tree;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.othellodb.store.TreeTables;
import org.othellodb.util.Prefetcher;

/**
 * The two passes of a full build over every game (and of the first update of a tree made before
 * {@code single_positions}): the first counts each position's 64-bit hash in sorted runs to find
 * the ones that may be shared (and writes those reached once to {@code single_positions}), the
 * second collects the visits of those positions, exactly keyed, for {@link TreeMerge}.
 */
final class FullBuildPasses {

    private final BuildSettings settings;

    FullBuildPasses(BuildSettings settings) {
        this.settings = settings;
    }

    /** What the first pass found: the hashes that may be shared, and those the new games reach (null: every game is new). */
    record FirstPass(HashFilter shared, HashFilter reachedByNew) {
    }

    /**
     * Counts every position's 64-bit hash over all games to find the ones reached twice or more:
     * each hash goes with its game's id to sorted runs on disk (a fixed budget of memory, whatever
     * the number of games); the merge finds the repeated ones, which go into a filter of bounded
     * size, and writes those seen once, with their game, to {@code single_positions} in hash order
     * (so that the table grows at its end). {@code counted[0]} gets how many positions there were.
     * An update also notes the hashes its new games reach, so that the second pass keeps an old
     * game's visit only where a new game may have come.
     */
    FirstPass sharedHashes(long lastCounted, long pending, KnownHashes known, long[] counted,
            TreeTables.SinglePositions singles, Path dir) {
        HashFilter reachedByNew = lastCounted == 0 ? null : new HashFilter(pending * 62);
        Path repeatedFile = dir.resolve("shared.longs");
        long sharedCount;
        try (SortedRuns hashes = new SortedRuns(dir, 2, settings.budgetLongs(), settings.fanIn())) {
            settings.tables().forEachGameBatch(lastCounted, false, TreeBuilder.BATCH, batch -> {
                List<long[]> hashed = settings.parallelism().map(batch, g -> {
                    long[] h = known == null ? null : known.take(g.id());
                    return withGame(h != null ? h : KnownHashes.hash(g.moves(), settings.maxPly()), g.id());
                });
                for (int i = 0; i < hashed.size(); i++) {
                    long[] records = hashed.get(i);
                    hashes.add(records, 0, records.length / 2);
                    if (reachedByNew != null && !batch.get(i).inTree()) {
                        for (int j = 0; j < records.length; j += 2) {
                            reachedByNew.add(records[j]);
                        }
                    }
                }
                settings.progress().step(batch.size());
            });
            counted[0] = hashes.records();
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(repeatedFile), 1 << 16))) {
                long[] n = {0};
                // The merge of the runs runs on a second thread while this one writes the positions
                // reached once to SQLite, the one connection staying on this thread.
                try (Prefetcher<long[]> found = settings.parallelism().prefetch("count positions", sink -> {
                    SinglesChunks chunks = new SinglesChunks(sink);
                    classify(hashes, h -> {
                        try {
                            out.writeLong(h);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        n[0]++;
                    }, chunks);
                    chunks.flush();
                })) {
                    while (found.hasNext()) {
                        long[] pairs = found.next();
                        for (int i = 0; i < pairs.length; i += 2) {
                            singles.add(pairs[i], pairs[i + 1]);
                        }
                    }
                }
                sharedCount = n[0];
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the shared hashes under " + dir, e);
        }
        HashFilter shared = new HashFilter(sharedCount);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(repeatedFile), 1 << 16))) {
            for (long i = 0; i < sharedCount; i++) {
                shared.add(in.readLong());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the shared hashes under " + dir, e);
        }
        return new FirstPass(shared, reachedByNew);
    }

    /**
     * The positions reached once, (hash, game) pairs, handed over in small arrays rather than an
     * object each: 5.8 million of them for the archive.
     */
    private static final class SinglesChunks implements SingleSink {

        private static final int PAIRS = 128;
        private final Consumer<long[]> sink;
        private long[] pairs = new long[2 * PAIRS];
        private int size;

        SinglesChunks(Consumer<long[]> sink) {
            this.sink = sink;
        }

        @Override
        public void accept(long hash, long gameId) {
            pairs[size++] = hash;
            pairs[size++] = gameId;
            if (size == pairs.length) {
                sink.accept(pairs);
                pairs = new long[2 * PAIRS];
                size = 0;
            }
        }

        void flush() {
            if (size > 0) {
                sink.accept(Arrays.copyOf(pairs, size));
            }
        }
    }

    /** A game's hashes as records of two longs: hash, game id. */
    private static long[] withGame(long[] hashes, long gameId) {
        long[] out = new long[hashes.length * 2];
        for (int i = 0; i < hashes.length; i++) {
            out[2 * i] = hashes[i];
            out[2 * i + 1] = gameId;
        }
        return out;
    }

    /** Receives a position hash seen once, and the game that reached it. */
    @FunctionalInterface
    interface SingleSink {
        void accept(long hash, long gameId);
    }

    /** The values that occur more than once in sorted order, each once, in increasing order. */
    static void repeated(SortedRuns runs, LongConsumer out) {
        classify(runs, out, null);
    }

    /**
     * Sorted records of a hash (and a game id, when two longs wide): each hash that occurs more than
     * once goes to {@code repeated}, once, and each that occurs once to {@code single} with its
     * game, both in increasing order.
     */
    static void classify(SortedRuns runs, LongConsumer repeated, SingleSink single) {
        long[] previous = new long[2]; // hash, game
        int[] seen = {0}; // times the previous hash was seen, up to 2
        runs.forEachSorted(r -> {
            if (seen[0] > 0 && r[0] == previous[0]) {
                if (seen[0] == 1) {
                    repeated.accept(r[0]);
                    seen[0] = 2;
                }
                return;
            }
            if (seen[0] == 1 && single != null) {
                single.accept(previous[0], previous[1]);
            }
            previous[0] = r[0];
            previous[1] = r.length > 1 ? r[1] : 0;
            seen[0] = 1;
        });
        if (seen[0] == 1 && single != null) {
            single.accept(previous[0], previous[1]);
        }
    }

    /**
     * The second pass: every game's visits of the positions that may be shared, as records of
     * {@link VisitRecord} sorted by position and then game, so that the merge hands each position's
     * games together and in game order. An old game's visit is kept only where a new game may have
     * come: at a stored position it is counted already, and elsewhere the position can only become
     * shared through a new game.
     */
    SortedRuns collect(long lastCounted, FirstPass first, Path dir) {
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, settings.budgetLongs(), settings.fanIn());
        try {
            settings.tables().forEachGameBatch(lastCounted, false, TreeBuilder.BATCH, batch -> {
                List<long[]> records = settings.parallelism().map(batch, g -> {
                    HashFilter byNew = g.inTree() ? first.reachedByNew() : null;
                    return VisitRecord.of(g, settings.maxPly(), h -> first.shared().mayContain(h) && (byNew == null || byNew.mayContain(h)));
                });
                for (long[] r : records) {
                    visits.add(r, 0, r.length / VisitRecord.WIDTH);
                }
                settings.progress().step(batch.size());
            });
            return visits;
        } catch (RuntimeException e) {
            visits.close();
            throw e;
        }
    }
}
