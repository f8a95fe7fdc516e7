package org.othellodb.tree;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.othellodb.store.IndexEntry;
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
     * writes to SQLite. A position that one new game reaches alone goes to {@code singles}, to be
     * added to {@code single_positions}, and the earlier games of a position now stored (each had it
     * alone), to be removed: decided by the boards, so a hash shared by two positions changes
     * nothing. Returns positions added, positions updated, index rows written.
     */
    long[] write(SortedRuns visits, long lastCounted, boolean treeHasPositions, SingleEdits singles) {
        settings.progress().phase("write positions", visits.records(), "visits");
        long nextId = settings.tables().nextPositionId();
        long added = 0;
        long updated = 0;
        long rows = 0;
        try (TreeTables.Writer writer = settings.tables().new Writer();
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
                        // One game: not a tree position. A new game alone goes to single_positions. (An old
                        // game alone: it was replayed for a position whose hash starts as this one's; it stays.)
                        if (g.firstNew == 0) {
                            singles.add(g.player, g.opponent, g.blackToMove, g.firstGame);
                        }
                        continue;
                    }
                    // The earlier games here had it alone (found in single_positions): it is shared now.
                    for (int i = 0, old = g.firstNew < 0 ? g.count : g.firstNew; i < old; i++) {
                        singles.remove(g.player, g.opponent, g.blackToMove, IndexEntry.gameId(g.entries[i]));
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
        }
        return new long[] {added, updated, rows};
    }
}
