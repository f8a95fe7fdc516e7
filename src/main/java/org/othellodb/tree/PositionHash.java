package org.othellodb.tree;

/**
 * The 64-bit hash by which the tree's passes filter positions and {@code single_positions} finds
 * them; never what decides that two positions are one (the boards are compared). Tests build with a
 * weak one to show that collisions change no row.
 */
@FunctionalInterface
interface PositionHash {

    /** The hash of every build: well mixed. */
    PositionHash STRONG = PositionKey::hash64;

    long of(long player, long opponent, boolean blackToMove);
}
