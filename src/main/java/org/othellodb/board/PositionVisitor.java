package org.othellodb.board;

/** Receives the positions of a game, one by one, without a {@link Position} object for each. */
@FunctionalInterface
public interface PositionVisitor {

    /**
     * A position of the game. {@code nextMove} is the move played from it ({@link Square#PASS} for a
     * forced pass) or {@link Square#NONE} at the final position; return false to stop the walk.
     */
    boolean visit(long player, long opponent, Color toMove, int movesPlayed, int nextMove);
}
