package org.othellodb.spark;

import java.io.Serializable;
import org.othellodb.store.Stats;

/**
 * One row of the tree's tables as the job writes them: a position (canonical boards, colour to
 * move, ply) with its statistics, or with {@code move} set, a move played from it.
 */
public final class TreeRow implements Serializable {

    private static final long serialVersionUID = 1L;

    /** {@code move} of a position's own row. */
    public static final int POSITION = -1;

    long player;
    long opponent;
    boolean blackToMove;
    int ply;
    int move;
    Stats stats;

    TreeRow() {
    }

    TreeRow(Board board, boolean blackToMove, int move, Stats stats) {
        this.player = board.player;
        this.opponent = board.opponent;
        this.blackToMove = blackToMove;
        this.ply = board.ply();
        this.move = move;
        this.stats = stats;
    }

    public long player() {
        return player;
    }

    public long opponent() {
        return opponent;
    }

    public boolean blackToMove() {
        return blackToMove;
    }

    public int ply() {
        return ply;
    }

    /** The move (canonical square or 64 for a pass), or {@link #POSITION}. */
    public int move() {
        return move;
    }

    public Stats stats() {
        return stats;
    }
}
