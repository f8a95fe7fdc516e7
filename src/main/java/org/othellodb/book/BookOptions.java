package org.othellodb.book;

import org.othellodb.board.Color;

/**
 * What goes into a book and how it is valued.
 *
 * @param maxPly    positions up to this many moves played enter
 * @param minGames  positions enter when at least this many selected games pass through them
 * @param value     how frontier positions are valued
 * @param onlyColor a repertoire book for this colour, or null for a full book (see {@link Membership})
 * @param draws     who a draw favours in the values
 * @param level     the search level the book claims (Edax's header and records); 0 = statistics only
 * @param solveEmpties in {@link ValueMode#solved} mode, positions with at most this many empty squares are solved
 * @param wdlGuard  no value that is not proven contradicts its position's own games ({@link BookGraph#guard})
 */
public record BookOptions(int maxPly, int minGames, ValueMode value, Color onlyColor, DrawRule draws, int level,
                          int solveEmpties, boolean wdlGuard) {

    public static final int DEFAULT_MAX_PLY = 40;
    public static final int DEFAULT_MIN_GAMES = 2;
    public static final int DEFAULT_SOLVE_EMPTIES = 18;
    public static final BookOptions DEFAULTS = new BookOptions(DEFAULT_MAX_PLY, DEFAULT_MIN_GAMES, ValueMode.mean, null,
            DrawRule.neutral, 0);

    /** Options with the default solving depth and the W/D/L guard on. */
    public BookOptions(int maxPly, int minGames, ValueMode value, Color onlyColor, DrawRule draws, int level) {
        this(maxPly, minGames, value, onlyColor, draws, level, DEFAULT_SOLVE_EMPTIES, true);
    }

    public BookOptions {
        if (maxPly < 0 || maxPly > 60) {
            throw new IllegalArgumentException("max ply must be 0..60, not " + maxPly);
        }
        if (minGames < 1) {
            throw new IllegalArgumentException("min games must be at least 1, not " + minGames);
        }
        if (solveEmpties < 0 || solveEmpties > 30) {
            throw new IllegalArgumentException("solve empties must be 0..30, not " + solveEmpties);
        }
        if (level < 0 || level > 60) {
            throw new IllegalArgumentException("level must be 0..60, not " + level);
        }
    }
}
