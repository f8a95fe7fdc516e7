package org.othellodb.book;

/** How a book's positions are valued; see {@link Estimator} and {@link BookBuilder}. */
public enum ValueMode {
    /** Positions near the end solved exactly (see {@link BookOptions#solveEmpties}); frontiers above them as {@link #mean}. */
    solved,
    /** Frontiers: the mean final disc difference of the games through the position. */
    mean,
    /** Frontiers: the win/draw/loss share scaled to discs, 64 × (wins − losses) / games. */
    wdl,
    /** Frontiers: the mean WTHOR perfect-play score (the game's position at 24 empties, solved) at or past 24 empties; else {@link #mean}. */
    theoretical
}
