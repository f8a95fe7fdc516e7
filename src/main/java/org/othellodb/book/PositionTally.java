package org.othellodb.book;

import java.util.Arrays;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Result;
import org.othellodb.board.Square;

/**
 * The selected games through one position (canonical boards, any colour to move), counted from
 * the side to move's view: results, final disc differences, WTHOR perfect-play scores, and the
 * moves played next (in the canonical frame; where the position is symmetric, games that came
 * through different images count a move under different equivalent squares, merged when read).
 * Tallies of disjoint sets of games {@link #merge}.
 */
final class PositionTally {

    final long player;
    final long opponent;
    int games;
    int wins;
    int draws;
    int losses;
    long diffSum;
    int scored;
    long theoreticalSum;
    int theoreticalGames;
    private int blackToMove;
    private int whiteToMove;
    private int[] moves = new int[4];
    private int[] moveCounts = new int[4];
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
        games++;
        int r = Result.of(result).forSide(toMove);
        if (r > 0) {
            wins++;
        } else if (r < 0) {
            losses++;
        } else {
            draws++;
        }
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
        for (int i = 0; i < distinctMoves; i++) {
            if (moves[i] == move) {
                moveCounts[i] += n;
                return;
            }
        }
        if (distinctMoves == moves.length) {
            moves = Arrays.copyOf(moves, distinctMoves * 2);
            moveCounts = Arrays.copyOf(moveCounts, distinctMoves * 2);
        }
        moves[distinctMoves] = move;
        moveCounts[distinctMoves++] = n;
    }

    /** The tally that {@code c}'s counts make. */
    static PositionTally of(CountedPosition c) {
        PositionTally t = new PositionTally(c.player(), c.opponent());
        t.games = c.games();
        t.wins = c.wins();
        t.draws = c.draws();
        t.losses = c.losses();
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
        games += other.games;
        wins += other.wins;
        draws += other.draws;
        losses += other.losses;
        diffSum += other.diffSum;
        scored += other.scored;
        theoreticalSum += other.theoreticalSum;
        theoreticalGames += other.theoreticalGames;
        blackToMove += other.blackToMove;
        whiteToMove += other.whiteToMove;
        for (int i = 0; i < other.distinctMoves; i++) {
            countMove(other.moves[i], other.moveCounts[i]);
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
            if (moves[i] == canonicalMove || (symmetric != NOT_SYMMETRIC && moves[i] < Square.PASS
                    && canonicalMove < Square.PASS && symmetric.representative(moves[i]) == symmetric.representative(canonicalMove))) {
                n += moveCounts[i];
            }
        }
        return n;
    }
}
