package org.othellodb.board;

/**
 * Counts the leaves of the game tree to a given depth. A forced pass counts as a move, and a game
 * that is over before the depth is reached counts as one leaf.
 */
public final class Perft {

    private Perft() {
    }

    public static long count(Position p, int depth) {
        return count(p.player(), p.opponent(), depth);
    }

    private static long count(long player, long opponent, int depth) {
        if (depth == 0) {
            return 1;
        }
        long moves = Bitboards.legalMoves(player, opponent);
        if (moves == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return 1;
            }
            return count(opponent, player, depth - 1);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long total = 0;
        for (; moves != 0; moves &= moves - 1) {
            int square = Long.numberOfTrailingZeros(moves);
            long flipped = Bitboards.flips(player, opponent, square);
            total += count(opponent & ~flipped, player | flipped | Square.bit(square), depth - 1);
        }
        return total;
    }
}
