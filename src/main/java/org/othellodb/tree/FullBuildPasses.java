package org.othellodb.tree;

import org.othellodb.util.HashFilter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * The two passes of a full build over every game: the first counts each position's 64-bit hash in
 * sorted runs to find the ones that may be shared (and writes those reached once, with their game,
 * to a file for {@code single_positions}), the second collects the visits of those positions,
 * exactly keyed, for {@link TreeMerge}, which decides by the boards (a hash two positions share
 * only sends both to the merge, which finds each reached once).
 */
final class FullBuildPasses {

    private final BuildSettings settings;

    FullBuildPasses(BuildSettings settings) {
        this.settings = settings;
    }

    /** What the first pass found: the hashes that may be shared, and the file of the {@code singles} pairs (hash, game) seen once. */
    record FirstPass(HashFilter shared, Path singlesFile, long singles) {
    }

    /**
     * Counts every position's 64-bit hash over all games to find the ones reached twice or more:
     * each hash goes with its game's id to sorted runs on disk (a fixed budget of memory, whatever
     * the number of games); the merge finds the repeated ones, which go into a filter of bounded
     * size, and writes those seen once, with their game, to a file in hash order. {@code counted[0]}
     * gets how many positions there were.
     */
    FirstPass sharedHashes(KnownHashes known, long[] counted, Path dir) {
        Path repeatedFile = dir.resolve("shared.longs");
        Path singlesFile = dir.resolve("singles.longs");
        long sharedCount;
        long singleCount;
        try (SortedRuns hashes = new SortedRuns(dir, 2, settings.budgetLongs(), settings.fanIn())) {
            settings.tables().forEachGameBatch(0, false, TreeBuilder.BATCH, batch -> {
                List<long[]> hashed = settings.parallelism().map(batch, g -> {
                    long[] h = known == null ? null : known.take(g.id());
                    return withGame(h != null ? h : KnownHashes.hash(g.moves(), settings.maxPly(), settings.hash()), g.id());
                });
                for (long[] h : hashed) {
                    hashes.add(h, 0, h.length / 2);
                }
                settings.progress().step(batch.size());
            });
            counted[0] = hashes.records();
            try (LongFile.Writer repeated = new LongFile.Writer(repeatedFile, 1 << 13);
                 LongFile.Writer singles = new LongFile.Writer(singlesFile, 1 << 13)) {
                long[] n = {0, 0};
                classify(hashes, h -> {
                    repeated.write(h);
                    n[0]++;
                }, (h, game) -> {
                    singles.write(h);
                    singles.write(game);
                    n[1]++;
                });
                sharedCount = n[0];
                singleCount = n[1];
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the shared hashes under " + dir, e);
        }
        HashFilter shared = new HashFilter(sharedCount);
        try (LongFile.Reader in = new LongFile.Reader(repeatedFile, 1 << 13)) {
            long[] one = new long[1];
            for (long i = 0; i < sharedCount; i++) {
                if (!in.read(one, 1)) {
                    throw new IOException("the file ends before its " + (sharedCount - i) + " last hashes");
                }
                shared.add(one[0]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the shared hashes under " + dir, e);
        }
        return new FirstPass(shared, singlesFile, singleCount);
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
     * games together and in game order.
     */
    SortedRuns collect(FirstPass first, Path dir) {
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, settings.budgetLongs(), settings.fanIn());
        try {
            settings.tables().forEachGameBatch(0, false, TreeBuilder.BATCH, batch -> {
                List<long[]> records = settings.parallelism().map(batch,
                        g -> VisitRecord.of(g, settings.maxPly(), settings.hash(), h -> first.shared().mayContain(h)));
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
