package org.othellodb.book;

/** How a frontier position (one without book moves) is valued; see {@link Estimator}. */
public enum ValueMode {
    /** The mean final disc difference of the games through the position. */
    mean,
    /** The mean WTHOR perfect-play score, for positions at or past the depth it was computed at; else {@link #mean}. */
    theoretical,
    /** The win rate scaled to discs: 64 × (wins − losses) / games. */
    wins
}
