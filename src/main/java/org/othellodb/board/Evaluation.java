package org.othellodb.board;

/**
 * A simple, documented static evaluation for the middle game, in discs for the side to move
 * (−63..+63: only an exact search may claim ±64). It is not a rival to a trained engine's
 * pattern weights; it knows the four things every Othello book teaches:
 * <ul>
 *   <li><b>corners</b>: 8 discs for each corner held more than the opponent;</li>
 *   <li><b>X-squares</b> (b2, g2, b7, g7) next to an empty corner: −4 each, as they give the corner away;</li>
 *   <li><b>stability</b>: 2 discs for each disc that can never be turned over ({@link Stability}), net;</li>
 *   <li><b>mobility</b>: 2 discs for each legal move more than the opponent has, and 1 for each empty
 *       square next to an opponent's disc more (potential mobility: moves to come);</li>
 *   <li><b>parity</b>: 2 discs for the side to move when the number of empty squares is odd (it
 *       expects to play the last move of the game).</li>
 * </ul>
 */
public final class Evaluation {

    /** The largest value an estimate gives: ±64 is reserved for proven wipe-outs. */
    public static final int MAX_ESTIMATE = 63;

    private static final long CORNERS = 0x8100000000000081L;
    private static final int[][] X_SQUARES = {{9, 0}, {14, 7}, {49, 56}, {54, 63}};

    private Evaluation() {
    }

    public static int evaluate(Position p) {
        return evaluate(p.player(), p.opponent());
    }

    /** The estimate for {@code player}, to move, against {@code opponent}. */
    public static int evaluate(long player, long opponent) {
        long empty = ~(player | opponent);
        int score = 8 * (Long.bitCount(player & CORNERS) - Long.bitCount(opponent & CORNERS));
        for (int[] xc : X_SQUARES) {
            if ((empty >>> xc[1] & 1) != 0) {
                score -= 4 * (int) (player >>> xc[0] & 1);
                score += 4 * (int) (opponent >>> xc[0] & 1);
            }
        }
        score += 2 * (Stability.stable(player, opponent) - Stability.stable(opponent, player));
        score += 2 * (Long.bitCount(Bitboards.legalMoves(player, opponent))
                - Long.bitCount(Bitboards.legalMoves(opponent, player)));
        score += Long.bitCount(nextTo(opponent) & empty) - Long.bitCount(nextTo(player) & empty);
        if ((Long.bitCount(empty) & 1) != 0) {
            score += 2;
        }
        return Math.max(-MAX_ESTIMATE, Math.min(MAX_ESTIMATE, score));
    }

    /** The squares next to any of {@code discs} (the eight directions, no wrapping over the edges). */
    static long nextTo(long discs) {
        return (discs << 8) | (discs >>> 8) | ((discs & 0x7F7F7F7F7F7F7F7FL) << 1) | ((discs & 0xFEFEFEFEFEFEFEFEL) >>> 1)
                | ((discs & 0x7F7F7F7F7F7F7F7FL) << 9) | ((discs & 0xFEFEFEFEFEFEFEFEL) << 7)
                | ((discs & 0x7F7F7F7F7F7F7F7FL) >>> 7) | ((discs & 0xFEFEFEFEFEFEFEFEL) >>> 9);
    }
}
