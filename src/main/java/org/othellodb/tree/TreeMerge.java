package org.othellodb.tree;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.util.Prefetcher;

/**
 * The merge of a tree update: the visit runs, sorted by position then game, become the tree's
 * rows (positions, their moves, and their index chunks of games) through {@link TreeTables.Writer}.
 */
final class TreeMerge {

    private final BuildSettings settings;

    TreeMerge(BuildSettings settings) {
        this.settings = settings;
    }

    /**
     * Merges the visit runs and writes the tree one position at a time: a stored position gets its
     * new games added (old games are in it already), another position is written when two or more
     * games reach it. New positions get ids in the order of the positions table's unique key
     * (player, opponent, colour, as SQLite compares them, which is the merge's order), so the key's
     * index and the table both grow at their end. The merge runs on a second thread while this one
     * writes to SQLite. With {@code singles} (an incremental update), a position that one new game
     * reaches alone goes to {@code single_positions}, in hash order at the end. Returns positions
     * added, positions updated, index rows written.
     */
    long[] write(SortedRuns visits, long lastCounted, boolean treeHasPositions, TreeTables.SinglePositions singles, Path dir) {
        settings.progress().phase("write positions", visits.records(), "visits");
        long nextId = settings.tables().nextPositionId();
        long added = 0;
        long updated = 0;
        long rows = 0;
        long[] pair = new long[2];
        try (SortedRuns newSingles = new SortedRuns(dir, 2, singles == null ? 2 : settings.budgetLongs(), settings.fanIn());
             TreeTables.Writer writer = settings.tables().new Writer();
             TreeTables.PositionLookup lookup = settings.tables().new PositionLookup();
             Prefetcher<PositionGroup> groups = new Prefetcher<>("tree merge", sink -> {
                 PositionGroup[] current = {null};
                 visits.forEachSorted(r -> {
                     if (current[0] == null || !current[0].sameKey(r)) {
                         if (current[0] != null) {
                             sink.accept(current[0]);
                         }
                         current[0] = new PositionGroup(r);
                     }
                     current[0].add(r, lastCounted);
                 });
                 if (current[0] != null) {
                     sink.accept(current[0]);
                 }
             })) {
            while (groups.hasNext()) {
                PositionGroup g = groups.next();
                settings.progress().step(g.count);
                Optional<TreeTables.PositionRow> stored = treeHasPositions
                        ? lookup.position(g.player, g.opponent, g.blackToMove) : Optional.empty();
                long id;
                Stats total;
                Map<Integer, Stats> moves;
                int from;
                if (stored.isPresent()) {
                    if (g.firstNew < 0) {
                        continue; // only games it counts already
                    }
                    id = stored.get().id();
                    total = new Stats();
                    total.add(stored.get().stats());
                    moves = lookup.moves(id);
                    from = g.firstNew;
                    updated++;
                } else {
                    if (g.count < 2) {
                        // One game: not a tree position. A full build wrote it to single_positions in its first pass;
                        // here a new game reached it alone. (An old game alone: a hash that only collided.)
                        if (singles != null && g.firstNew == 0) {
                            pair[0] = PositionKey.hash64(g.player, g.opponent, g.blackToMove);
                            pair[1] = g.firstGame;
                            newSingles.add(pair, 0, 1);
                        }
                        continue;
                    }
                    id = nextId++;
                    total = g.oldTotal;
                    moves = g.oldMoves;
                    from = 0;
                    added++;
                }
                total.add(g.newTotal);
                g.newMoves.forEach((move, s) -> moves.computeIfAbsent(move, m -> new Stats()).add(s));
                writer.position(id, g.player, g.opponent, g.blackToMove, g.ply, total);
                for (Map.Entry<Integer, Stats> m : new TreeMap<>(moves).entrySet()) {
                    writer.move(id, m.getKey(), m.getValue());
                }
                if (stored.isPresent()) {
                    writer.addPositionGames(id, g.entries, from, g.count);
                } else {
                    writer.positionGames(id, g.entries, g.count);
                }
                rows += g.count - from;
            }
            if (singles != null) {
                newSingles.forEachSorted(r -> singles.add(r[0], r[1]));
            }
        }
        return new long[] {added, updated, rows};
    }
}
