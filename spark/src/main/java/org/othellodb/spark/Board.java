package org.othellodb.spark;

import java.io.Serializable;

/**
 * A position's canonical boards (side to move's discs, then the other side's), the key the job
 * groups by. Both colours to move share it, because a book counts them as one position; the tree
 * keeps them apart ({@link BoardCounts}). A plain class with a no-argument constructor, so that
 * Kryo writes it as two longs.
 */
public final class Board implements Serializable {

    private static final long serialVersionUID = 1L;

    long player;
    long opponent;

    Board() {
    }

    Board(long player, long opponent) {
        this.player = player;
        this.opponent = opponent;
    }

    public long player() {
        return player;
    }

    public long opponent() {
        return opponent;
    }

    /** Moves played to reach the position: every disc but the 4 of the start (passes add none). */
    public int ply() {
        return Long.bitCount(player | opponent) - 4;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.player == player && b.opponent == opponent;
    }

    @Override
    public int hashCode() {
        long h = player * 0x9E3779B97F4A7C15L ^ opponent;
        return (int) (h ^ (h >>> 32));
    }
}
