package org.othellodb.book;

import java.util.Arrays;
import org.othellodb.board.Square;

/**
 * The selected games through one candidate position of a book with a threshold (canonical boards,
 * any colour to move), counted as {@link TallyTable} counts them, for one thread's games: the
 * results, scores and colours of the visits ({@link Visit}), and the moves played next. Tallies of
 * disjoint sets of games {@link #merge}; {@link #counted} hands the sums to the table.
 */
final class PositionTally {

    final long player;
    final long opponent;
    /** The number of the first game (in the selection's order) counted here: of two positions sharing a hash, the first met keeps its place. */
    long firstGame;
    /** Games won, drawn and lost by the side to move, at 1 − its result (1, 0, −1). */
    private final int[] results = new int[3];
    private long diffSum;
    private int scored;
    private long theoreticalSum;
    private int theoreticalGames;
    private int blackToMove;
    private int whiteToMove;
    /**
     * The moves played next and their counts: the first one in fields, the others (rare: most
     * candidates are reached by a few games) packed as move &lt;&lt; 32 | count in {@code moreMoves}.
     */
    private int firstMove = Square.NONE;
    private int firstCount;
    private long[] moreMoves;
    private int distinctMoves;

    PositionTally(long player, long opponent, long firstGame) {
        this.player = player;
        this.opponent = opponent;
        this.firstGame = firstGame;
    }

    /** Counts one game's visit, as {@link Visit#of} packed it. */
    void add(long visit) {
        results[1 - Visit.sideResult(visit)]++;
        if (Visit.isScored(visit)) {
            diffSum += Visit.diff(visit);
            scored++;
        }
        if (Visit.hasTheoretical(visit)) {
            theoreticalSum += Visit.theoretical(visit);
            theoreticalGames++;
        }
        if (Visit.whiteToMove(visit)) {
            whiteToMove++;
        } else {
            blackToMove++;
        }
        if (Visit.move(visit) != Square.NONE) {
            countMove(Visit.move(visit), 1);
        }
    }

    private void countMove(int move, int n) {
        if (distinctMoves == 0) {
            firstMove = move;
            firstCount = n;
            distinctMoves = 1;
            return;
        }
        if (firstMove == move) {
            firstCount += n;
            return;
        }
        for (int i = 0; i < distinctMoves - 1; i++) {
            if ((int) (moreMoves[i] >>> 32) == move) {
                moreMoves[i] += n;
                return;
            }
        }
        if (moreMoves == null) {
            moreMoves = new long[3];
        } else if (distinctMoves - 1 == moreMoves.length) {
            moreMoves = Arrays.copyOf(moreMoves, moreMoves.length * 2);
        }
        moreMoves[distinctMoves++ - 1] = ((long) move << 32) | n;
    }

    /** The i-th distinct move counted (0 ≤ i &lt; distinctMoves). */
    private int move(int i) {
        return i == 0 ? firstMove : (int) (moreMoves[i - 1] >>> 32);
    }

    /** Games that played the i-th distinct move. */
    private int moveCount(int i) {
        return i == 0 ? firstCount : (int) moreMoves[i - 1];
    }

    /** Adds the games of {@code other}, a tally of the same position over other games. */
    PositionTally merge(PositionTally other) {
        firstGame = Math.min(firstGame, other.firstGame);
        for (int r = 0; r < results.length; r++) {
            results[r] += other.results[r];
        }
        diffSum += other.diffSum;
        scored += other.scored;
        theoreticalSum += other.theoreticalSum;
        theoreticalGames += other.theoreticalGames;
        blackToMove += other.blackToMove;
        whiteToMove += other.whiteToMove;
        for (int i = 0; i < other.distinctMoves; i++) {
            countMove(other.move(i), other.moveCount(i));
        }
        return this;
    }

    /** The sums, for the table. */
    CountedPosition counted() {
        int[] moves = new int[distinctMoves];
        int[] counts = new int[distinctMoves];
        for (int i = 0; i < distinctMoves; i++) {
            moves[i] = move(i);
            counts[i] = moveCount(i);
        }
        return new CountedPosition(player, opponent, results[0] + results[1] + results[2], results[0], results[1], results[2], diffSum, scored,
                theoreticalSum, theoreticalGames, blackToMove, whiteToMove, moves, counts);
    }
}
