package org.othellodb.book;

import java.util.stream.IntStream;
import org.othellodb.board.Canonical;

/**
 * Finds the graph's node of a position in any orientation, for linking: an {@link ImageFilter}
 * turns most positions that are not nodes away without their canonical image, a {@link NodeIndex}
 * finds the others. Both are kept apart for each count of discs: a node's children have one disc
 * more (a pass: as many), so linking the nodes in order of discs works in two small filters and
 * indexes at a time (a few MB, in the cache) instead of a 16 MB filter and a 190 MB index where
 * every lookup of 57 million (an every-position book's) went to memory.
 */
final class NodeFinder {

    private final ImageFilter[] filters = new ImageFilter[65];
    private final NodeIndex[] indexes = new NodeIndex[65];

    /**
     * @param byDiscs the nodes ordered by their count of discs, those with d discs at
     *                {@code start[d] .. start[d + 1] − 1}
     */
    NodeFinder(long[] player, long[] opponent, int[] byDiscs, int[] start) {
        IntStream.range(0, 65).parallel().forEach(d -> {
            ImageFilter f = new ImageFilter(start[d + 1] - start[d]);
            for (int k = start[d]; k < start[d + 1]; k++) {
                f.add(player[byDiscs[k]], opponent[byDiscs[k]]);
            }
            filters[d] = f;
            indexes[d] = new NodeIndex(player, opponent, byDiscs, start[d], start[d + 1]);
        });
    }

    /** The node of these boards in any orientation, or −1. */
    int find(long player, long opponent) {
        int d = Long.bitCount(player | opponent);
        if (!filters[d].mayHold(player, opponent)) {
            return -1;
        }
        Canonical c = Canonical.of(player, opponent);
        return indexes[d].get(c.player(), c.opponent());
    }
}
