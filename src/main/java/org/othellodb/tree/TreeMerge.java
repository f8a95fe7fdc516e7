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
     * nothing. A position's games come in parts of one index chunk ({@link PositionGroup.Part}),
     * each written as it comes: no position's games are held whole. Returns positions added,
     * positions updated, index rows written.
     */
    long[] write(SortedRuns visits, long lastCounted, boolean treeHasPositions, SingleEdits singles) {
        settings.progress().phase("write positions", visits.records(), "visits");
        long nextId = settings.tables().nextPositionId();
        long added = 0;
        long updated = 0;
        long rows = 0;
        try (TreeTables.Writer writer = settings.tables().new Writer();
             TreeTables.PositionLookup lookup = settings.tables().new PositionLookup();
             Prefetcher<PositionGroup.Part> parts = settings.parallelism().prefetch("tree merge",
                     sink -> PositionGroup.parts(visits, lastCounted, sink))) {
            // The position whose parts are being written: its id, and whether the tree stored it before.
            PositionGroup current = null;
            long id = 0;
            Optional<TreeTables.PositionRow> stored = Optional.empty();
            while (parts.hasNext()) {
                PositionGroup.Part part = parts.next();
                PositionGroup g = part.position();
                settings.progress().step(part.count());
                if (g != current) {
                    current = g;
                    stored = treeHasPositions ? lookup.position(g.player, g.opponent, g.blackToMove) : Optional.empty();
                    if (stored.isPresent()) {
                        id = stored.get().id();
                    } else if (part.last() && g.games < 2) {
                        // One game: not a tree position. A new game alone goes to single_positions. (An old
                        // game alone: it was replayed for a position whose hash starts as this one's; it stays.)
                        if (part.firstNew() == 0) {
                            singles.add(g.player, g.opponent, g.blackToMove, g.firstGame);
                        }
                        continue;
                    } else {
                        id = nextId++;
                    }
                }
                if (stored.isPresent()) {
                    // Only the new games join its index (the old ones are in it), after its last stored chunk.
                    if (part.firstNew() >= 0) {
                        writer.addPositionGames(id, part.entries(), part.firstNew(), part.count());
                        rows += part.count() - part.firstNew();
                    }
                } else {
                    // The earlier games here had it alone (found in single_positions): it is shared now.
                    for (int i = 0, old = part.firstNew() < 0 ? part.count() : part.firstNew(); i < old; i++) {
                        singles.remove(g.player, g.opponent, g.blackToMove, IndexEntry.gameId(part.entries()[i]));
                    }
                    writer.positionGames(id, part.entries(), part.count()); // parts are whole chunks: the rows of one list
                    rows += part.count();
                }
                if (!part.last() || (stored.isPresent() && !g.anyNew)) {
                    continue; // more games to come, or only games it counts already
                }
                Stats total;
                Map<Integer, Stats> moves;
                if (stored.isPresent()) {
                    total = new Stats();
                    total.add(stored.get().stats());
                    moves = lookup.moves(id);
                    updated++;
                } else {
                    total = g.oldTotal;
                    moves = g.oldMoves;
                    added++;
                }
                total.add(g.newTotal);
                g.newMoves.forEach((move, st) -> moves.computeIfAbsent(move, m -> new Stats()).add(st));
                writer.position(id, g.player, g.opponent, g.blackToMove, g.ply, total);
                for (Map.Entry<Integer, Stats> m : new TreeMap<>(moves).entrySet()) {
                    writer.move(id, m.getKey(), m.getValue());
                }
            }
        }
        return new long[] {added, updated, rows};
    }
}
