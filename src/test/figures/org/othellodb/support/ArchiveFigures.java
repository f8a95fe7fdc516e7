package org.othellodb.support;

/**
 * The shipped WTHOR archive's figures, stated once: every test that asserts a whole-archive count
 * reads it here, so that a new issue of the archive changes one file. Measured on {@code data/wthor}
 * (49 year files, FFO's February 2026 issues) with {@code othello-db stats}, {@code tree} and
 * {@code openings}, and checked with the sqlite3 shell against the database {@code import} makes
 * (all but the distinct positions, which only {@code stats --positions} counts).
 */
public record ArchiveFigures(int games, int complete, int stoppedEarly, int completeWithEmpties, Results all,
                             Results parallel, Results diagonal, Results perpendicular, int players, int tournaments,
                             int treePositions, int treeMoves, int indexRows, int indexEntries, Tiger tiger,
                             Results f5d6c3, int xotGames, Distinct distinct) {

    /** Games and their results: black wins, draws, white wins. */
    public record Results(int games, int black, int draws, int white) {
    }

    /** The games that reach the Tiger (f5d6c3d3c4), by either move order. */
    public record Tiger(int games, int f5d6c3d3c4, int f5d6c4d3c3) {
    }

    /** Distinct positions reached after 6, 8, 10, 12, 16 and 20 plies, the 8 symmetries counted once. */
    public record Distinct(int ply6, int ply8, int ply10, int ply12, int ply16, int ply20) {
    }

    private static final int GAMES = 137_548;

    public static final ArchiveFigures ARCHIVE = new ArchiveFigures(
            GAMES, 137_135, 413, 6_446,
            new Results(GAMES, 62_567, 7_734, 67_247),
            new Results(1_707, 1_094, 33, 580),         // f5 f4
            new Results(46_128, 21_504, 2_817, 21_807), // f5 f6
            new Results(89_713, 39_969, 4_884, 44_860), // f5 d6
            4_225, 488,                                 // players and tournaments a game names
            186_676, 333_532, 187_923, 2_710_803,       // the tree: positions of 2 games or more, moves, index rows, entries
            new Tiger(50_775, 42_736, 8_039),
            new Results(46_786, 21_663, 2_747, 22_376), // f5d6c3, the most played reply to f5d6
            232,                                        // games of the tournaments named "... (XOT)"
            new Distinct(825, 4_048, 12_161, 25_648, 61_639, 93_555));

    /** A count as the tool prints it, thousands separated by commas. */
    public static String commas(int n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }
}
