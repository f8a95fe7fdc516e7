package org.othellodb.book;

import java.util.HashMap;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;
import org.othellodb.tree.PositionKey;

/**
 * The counted positions, numbered 0..size−1 and found by their canonical boards through a hash
 * index (no allocation per lookup: the book's builder asks for every legal move of every record).
 * Positions whose hash another position took, never seen but possible, are numbered after the rest.
 */
final class TallyTable {

    private final PositionTally[] tallies;
    private final LongIndex index;
    private final Map<BoardKey, Integer> collisions;

    TallyTable(PositionTally[] byHash, LongIndex index, Map<BoardKey, PositionTally> collided) {
        this.index = index;
        this.tallies = java.util.Arrays.copyOf(byHash, byHash.length + collided.size());
        this.collisions = new HashMap<>();
        int next = byHash.length;
        for (Map.Entry<BoardKey, PositionTally> e : collided.entrySet()) {
            tallies[next] = e.getValue();
            collisions.put(e.getKey(), next++);
        }
    }

    static long hash(long canonicalPlayer, long canonicalOpponent) {
        return PositionKey.hash64(canonicalPlayer, canonicalOpponent, false);
    }

    int size() {
        return tallies.length;
    }

    /** The tally numbered {@code i}; null when no selected game reached that hash. */
    PositionTally get(int i) {
        return tallies[i];
    }

    /** Forgets tally {@code i} once its reader took what it needs: lookups by hash no longer find it. */
    void release(int i) {
        tallies[i] = null;
    }

    /** The number of the position with these canonical boards, or −1 when it was not counted. */
    int indexOf(long player, long opponent) {
        int i = index.get(hash(player, opponent));
        if (i >= 0 && tallies[i] != null && tallies[i].player == player && tallies[i].opponent == opponent) {
            return i;
        }
        if (collisions.isEmpty()) {
            return -1;
        }
        Integer c = collisions.get(new BoardKey(player, opponent));
        return c == null ? -1 : c;
    }

    /** The number of {@code p} in any orientation, or −1. */
    int indexOf(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return indexOf(c.player(), c.opponent());
    }
}
