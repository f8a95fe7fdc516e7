package org.othellodb.tree;

import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;

/**
 * How the tree identifies a position: its canonical image under the 8 symmetries and the colour
 * to move (the same discs with the other colour to move, reachable only through passes, keep
 * their own black and white statistics).
 */
public record PositionKey(long player, long opponent, boolean blackToMove) {

    public static PositionKey of(Position p) {
        Canonical c = p.canonical();
        return new PositionKey(c.player(), c.opponent(), p.toMove() == Color.BLACK);
    }

    public static PositionKey of(Canonical c, Color toMove) {
        return new PositionKey(c.player(), c.opponent(), toMove == Color.BLACK);
    }

    @Override
    public int hashCode() {
        return (int) hash64(player, opponent, blackToMove);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionKey k && k.player == player && k.opponent == opponent && k.blackToMove == blackToMove;
    }

    /** A well-mixed 64-bit hash, for counting positions in bulk before they are compared exactly. */
    public static long hash64(long player, long opponent, boolean blackToMove) {
        long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 29)
                ^ (blackToMove ? 0x165667B19E3779F9L : 0);
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        return h ^ (h >>> 33);
    }
}
