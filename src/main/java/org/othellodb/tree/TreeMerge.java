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
     * reaches alone goes to {@code single_positions}, in hash order at the end. A position's games
     * come in parts of one index chunk ({@link PositionGroup.Part}), each written as it comes: no
     * position's games are held whole. Returns positions added, positions updated, index rows written.
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
                        // One game: not a tree position. A full build wrote it to single_positions in its first pass;
                        // here a new game reached it alone. (An old game alone: a hash that only collided.)
                        if (singles != null && part.firstNew() == 0) {
                            pair[0] = PositionKey.hash64(g.player, g.opponent, g.blackToMove);
                            pair[1] = g.firstGame;
                            newSingles.add(pair, 0, 1);
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
            if (singles != null) {
                newSingles.forEachSorted(r -> singles.add(r[0], r[1]));
            }
        }
        return new long[] {added, updated, rows};
    }
}
