package org.othellodb.book;

/**
 * A book's key for a position: the two boards as stored (the side to move's discs, then the other
 * side's), without the colour to move. Engines' books do not store the colour: the same discs with
 * black or with white to move are one position for them, with one future.
 */
public record BoardKey(long player, long opponent) {

    @Override
    public int hashCode() {
        return Long.hashCode(player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 29));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoardKey k && k.player == player && k.opponent == opponent;
    }
}
