package org.othellodb.tree;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * The visits of an update that replays only its new games, and of the earlier games that a new
 * game joined at a position they had alone (found in {@code single_positions}), for {@link TreeMerge}.
 */
final class IncrementalVisits {

    private final BuildSettings settings;

    IncrementalVisits(BuildSettings settings) {
        this.settings = settings;
    }

    /**
     * An update that replays only its new games (the tree has {@code single_positions}): every
     * position of every new game becomes a visit record; each distinct position hash they reach is
     * looked up in {@code single_positions}, and each earlier game it names (one that had a position
     * whose hash starts alike alone) is replayed (once, for all such positions of it) to add its
     * visits of the positions with those hashes. The merge then compares the boards: it finds stored
     * positions, positions now shared (their earlier game leaves {@code single_positions}), and
     * positions still reached by one game, as in a full build; an earlier game that only shared a
     * hash is left as it was. No other earlier game is read.
     */
    SortedRuns collect(long lastCounted, KnownHashes known, long[] counted, long[] oldGames,
            TreeTables.SinglePositions singles, Path dir, BuildPhases phases) {
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, settings.budgetLongs(), settings.fanIn());
        try (SortedRuns hashes = new SortedRuns(dir, 1, settings.budgetLongs(), settings.fanIn());
             SortedRuns joined = new SortedRuns(dir, 2, settings.budgetLongs(), settings.fanIn())) {
            settings.progress().phase("replay new games", settings.tables().gamesAfter(lastCounted), "games");
            settings.tables().forEachGameBatch(lastCounted, true, TreeBuilder.BATCH, batch -> {
                List<long[]> hashed = settings.parallelism().map(batch, g -> {
                    long[] h = known == null ? null : known.take(g.id());
                    return h != null ? h : KnownHashes.hash(g.moves(), settings.maxPly(), settings.hash());
                });
                for (long[] h : hashed) {
                    hashes.add(h, 0, h.length);
                }
                List<long[]> records = settings.parallelism().map(batch, g -> VisitRecord.of(g, settings.maxPly(), settings.hash(), h -> true));
                for (long[] r : records) {
                    visits.add(r, 0, r.length / VisitRecord.WIDTH);
                }
                settings.progress().step(batch.size());
            });
            counted[0] = hashes.records();
            phases.done("replay new games");
            long[] previous = {0};
            boolean[] any = {false};
            long[] pair = new long[2];
            hashes.forEachSorted(r -> {
                if (any[0] && r[0] == previous[0]) {
                    return;
                }
                any[0] = true;
                previous[0] = r[0];
                for (long game : singles.games(r[0])) {
                    pair[0] = game;
                    pair[1] = r[0];
                    joined.add(pair, 0, 1);
                }
            });
            phases.done("look up single positions");
            OldGames old = new OldGames(visits);
            joined.forEachSorted(r -> old.add(r[0], r[1]));
            old.flush();
            oldGames[0] = old.replayed;
            phases.done("replay joined old games");
            return visits;
        } catch (RuntimeException e) {
            visits.close();
            throw e;
        }
    }

    /**
     * The earlier games that new games joined, read and replayed a batch at a time, in id order:
     * each adds its visits of the positions it had alone.
     */
    private final class OldGames {
        private final SortedRuns visits;
        private final List<Long> ids = new ArrayList<>();
        private final List<long[]> hashes = new ArrayList<>();
        private final List<Integer> counts = new ArrayList<>();
        long replayed;

        OldGames(SortedRuns visits) {
            this.visits = visits;
        }

        /** A game and a position hash it may reach, in increasing (game, hash) order. */
        void add(long gameId, long hash) {
            int last = ids.size() - 1;
            if (last < 0 || ids.get(last) != gameId) {
                if (ids.size() == TreeBuilder.BATCH) {
                    flush();
                }
                ids.add(gameId);
                hashes.add(new long[4]);
                counts.add(0);
                last = ids.size() - 1;
            }
            long[] h = hashes.get(last);
            int n = counts.get(last);
            if (n == h.length) {
                h = Arrays.copyOf(h, n * 2);
                hashes.set(last, h);
            }
            h[n] = hash;
            counts.set(last, n + 1);
        }

        void flush() {
            if (ids.isEmpty()) {
                return;
            }
            List<TreeGame> games = settings.tables().games(ids);
            if (games.size() != ids.size()) {
                throw new IllegalStateException("single_positions names a game that is not stored; rebuild the tree (othello-db build --rebuild)");
            }
            List<Integer> indices = IntStream.range(0, games.size()).boxed().toList();
            List<long[]> records = settings.parallelism().map(indices, i -> {
                // Sorted: the records came in (game, hash) order. A hash only filters: the merge compares the boards.
                long[] wanted = Arrays.copyOf(hashes.get(i), counts.get(i));
                return VisitRecord.of(games.get(i), settings.maxPly(), settings.hash(), h -> Arrays.binarySearch(wanted, h) >= 0);
            });
            for (long[] r : records) {
                visits.add(r, 0, r.length / VisitRecord.WIDTH);
            }
            replayed += ids.size();
            ids.clear();
            hashes.clear();
            counts.clear();
        }
    }
}
