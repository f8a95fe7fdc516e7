package org.othellodb.book;

import org.othellodb.board.Color;

/**
 * Values of frontier positions (records without book moves), in discs from the side to move's
 * view, from the games through them.
 *
 * <ul>
 *   <li>{@code mean}: the mean final disc difference (empties to the winner) of the games with a
 *       score; without any, {@code wdl}.</li>
 *   <li>{@code theoretical}: the mean WTHOR perfect-play disc difference of the games that have one
 *       here (the position is at or past the depth it was computed at, 24 empties in FFO files);
 *       elsewhere {@code mean}.</li>
 *   <li>{@code wdl}: 64 × (wins − losses) / games, the score share scaled from −64 to +64.</li>
 * </ul>
 *
 * Rounding is to the nearest integer, halves away from zero, so a value and its negation (the same
 * position seen by the other side) round alike. Draws under {@link DrawRule}: in {@code wdl} a drawn
 * game counts as a win for the colour it favours (a loss for the other); in {@code mean} and
 * {@code theoretical} an estimate of exactly 0 — a draw — becomes +1 for that colour (−1 for the
 * other), the smallest win. Neutral leaves draws at 0.
 */
final class Estimator {

    private Estimator() {
    }

    /** The estimate for counted position {@code i} of {@code t}. */
    static int value(TallyTable t, int i, ValueMode mode, DrawRule draws) {
        Color favoured = draws.favours();
        Color toMove = t.toMove(i);
        int theoreticalGames = t.count(i, TallyTable.THEORETICAL_GAMES);
        if (mode == ValueMode.theoretical && theoreticalGames > 0) {
            return drawRule(roundDiv(t.sum(i, TallyTable.THEORETICAL_SUM), theoreticalGames), toMove, favoured);
        }
        int scored = t.count(i, TallyTable.SCORED);
        if (mode != ValueMode.wdl && scored > 0) {
            return drawRule(roundDiv(t.sum(i, TallyTable.DIFF_SUM), scored), toMove, favoured);
        }
        int drawnGames = t.count(i, TallyTable.DRAWS);
        long drawn = favoured == null ? 0 : favoured == toMove ? drawnGames : -drawnGames;
        return roundDiv(64L * (t.count(i, TallyTable.WINS) - t.count(i, TallyTable.LOSSES) + drawn), t.games(i));
    }

    private static int drawRule(int value, Color toMove, Color favoured) {
        if (value != 0 || favoured == null) {
            return value;
        }
        return favoured == toMove ? 1 : -1;
    }

    /** {@code num / den} rounded to the nearest integer, halves away from zero; {@code den > 0}. */
    static int roundDiv(long num, long den) {
        long q = (2 * Math.abs(num) + den) / (2 * den);
        return (int) (num < 0 ? -q : q);
    }
}
