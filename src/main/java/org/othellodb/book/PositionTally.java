package org.othellodb.book;

import java.util.Arrays;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Result;
import org.othellodb.board.Square;
import org.othellodb.board.Tally;

/**
 * The selected games through one position (canonical boards, any colour to move), counted from
 * the side to move's view: results (the {@link Tally}), final disc differences, WTHOR perfect-play scores, and the
 * moves played next (in the canonical frame; where the position is symmetric, games that came
 * through different images count a move under different equivalent squares, merged when read).
 * Tallies of disjoint sets of games {@link #merge}.
 */
@SuppressWarnings("serial") // counted in one process, never serialised
final class PositionTally extends Tally {

    final long player;
    final long opponent;
    long diffSum;
    int scored;
    long theoreticalSum;
    int theoreticalGames;
    private int blackToMove;
    private int whiteToMove;
    /**
     * The moves played next and their counts: the first one in fields, the others (rare: most
     * positions of an archive are reached by one game) packed as move &lt;&lt; 32 | count in
     * {@code moreMoves}, so that a tally of one game holds no array (5.9 million tallies in an
     * every-position book).
     */
    private int firstMove = Square.NONE;
    private int firstCount;
    private long[] moreMoves;
    private int distinctMoves;
    /** The position's canonical form when a symmetry leaves it unchanged, else NOT_SYMMETRIC; null until asked. */
    private Canonical symmetric;
    private static final Canonical NOT_SYMMETRIC = new Canonical(0, 0, org.othellodb.board.Symmetry.IDENTITY);

    PositionTally(long player, long opponent) {
        this.player = player;
        this.opponent = opponent;
    }

    /**
     * Counts one game. {@code result} is black's (1 won, 0 drawn, −1 lost); {@code blackDiff} and
     * {@code theoreticalBlackDiff} are black's disc differences or null; {@code next} is the move
     * played from here in the canonical frame, or {@link Square#NONE} when the game ends or stops here.
     */
    void add(Color toMove, int result, Integer blackDiff, Integer theoreticalBlackDiff, int next) {
        int sign = toMove == Color.BLACK ? 1 : -1;
        count(Result.of(result), toMove);
        if (blackDiff != null) {
            int d = blackDiff * sign;
            diffSum += d;
            scored++;
        }
        if (theoreticalBlackDiff != null) {
            theoreticalSum += (long) theoreticalBlackDiff * sign;
            theoreticalGames++;
        }
        if (toMove == Color.BLACK) {
            blackToMove++;
        } else {
            whiteToMove++;
        }
        if (next != Square.NONE) {
            countMove(next, 1);
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

    /** The tally that {@code c}'s counts make. */
    static PositionTally of(CountedPosition c) {
        PositionTally t = new PositionTally(c.player(), c.opponent());
        t.restore(c.games(), c.wins(), c.draws(), c.losses());
        t.diffSum = c.diffSum();
        t.scored = c.scored();
        t.theoreticalSum = c.theoreticalSum();
        t.theoreticalGames = c.theoreticalGames();
        t.blackToMove = c.blackToMove();
        t.whiteToMove = c.whiteToMove();
        for (int i = 0; i < c.moves().length; i++) {
            t.countMove(c.moves()[i], c.moveCounts()[i]);
        }
        return t;
    }

    /** Adds the games of {@code other}, a tally of the same position over other games. */
    PositionTally merge(PositionTally other) {
        countAll(other);
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

    /** The colour most of the games had to move here (the same discs with either colour are one book position). */
    Color toMove() {
        return whiteToMove > blackToMove ? Color.WHITE : Color.BLACK;
    }

    /** Games that played {@code canonicalMove} (a square, or 64 for a pass) or a move equivalent to it from here. */
    int played(int canonicalMove) {
        if (symmetric == null) {
            Canonical c = Canonical.of(player, opponent);
            symmetric = c.isSymmetric() ? c : NOT_SYMMETRIC;
        }
        int n = 0;
        for (int i = 0; i < distinctMoves; i++) {
            int m = move(i);
            if (m == canonicalMove || (symmetric != NOT_SYMMETRIC && m < Square.PASS
                    && canonicalMove < Square.PASS && symmetric.representative(m) == symmetric.representative(canonicalMove))) {
                n += moveCount(i);
            }
        }
        return n;
    }
}
