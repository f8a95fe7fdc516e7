package org.othellodb.store;

import org.jspecify.annotations.Nullable;
import org.othellodb.board.Square;

/**
 * One game at one position: what it contributes to the statistics of the position and of the
 * move it played there. {@code nextMove} is in the position's canonical frame (merged for
 * symmetric positions), {@link #ENDED} when the game ended there.
 */
public record GameVisit(long gameId, int ply, int nextMove, int result, @Nullable Integer blackScore, @Nullable Integer theoreticalScore,
                        @Nullable Integer theoreticalDepth, int finalEmpties, @Nullable Integer year) {

    /** The next-move value of a game that ended at the position. */
    public static final int ENDED = Square.NONE;

    /** Counts the game in {@code stats}: result, disc difference, theoretical score where it applies, year. */
    public void countIn(Stats stats) {
        stats.add(result, discDiff(), theoretical(), year);
    }

    /** Takes the game out of {@code stats}, which counted it with {@link #countIn} (all but the years: see {@link Stats#remove}). */
    public void takeOutOf(Stats stats) {
        stats.remove(result, discDiff(), theoretical());
    }

    private @Nullable Integer discDiff() {
        return blackScore == null ? null : 2 * blackScore - 64;
    }

    /** The game's perfect-play disc difference, for positions at or past the depth where WTHOR computed it. */
    public @Nullable Integer theoretical() {
        return theoretical(theoreticalScore, theoreticalDepth, finalEmpties, ply);
    }

    public static @Nullable Integer theoretical(@Nullable Integer score, @Nullable Integer depth, int finalEmpties, int ply) {
        if (score == null || depth == null) {
            return null;
        }
        boolean reachedDepth = finalEmpties <= depth;
        return 60 - ply <= depth && reachedDepth ? 2 * score - 64 : null;
    }
}
