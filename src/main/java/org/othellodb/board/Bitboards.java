package org.othellodb.board;

/**
 * Move generation and flips on two 64-bit boards (bit i = square i, a1 = 0, row 1 at the top).
 * Each direction is a shift: 1 along a row, 8 along a column, 7 and 9 along the diagonals. For
 * the shifts that cross columns, the opponent's discs are masked to columns b..g: a disc on the
 * a or h file can never be taken along a row or diagonal, and the mask stops runs from wrapping
 * around the edge.
 */
final class Bitboards {

    private static final long INNER_COLUMNS = 0x7E7E7E7E7E7E7E7EL;

    private Bitboards() {
    }

    /** Squares where the side owning {@code player} may play. */
    static long legalMoves(long player, long opponent) {
        long inner = opponent & INNER_COLUMNS;
        long moves = movesLeft(player, inner, 1) | movesRight(player, inner, 1)
                | movesLeft(player, opponent, 8) | movesRight(player, opponent, 8)
                | movesLeft(player, inner, 7) | movesRight(player, inner, 7)
                | movesLeft(player, inner, 9) | movesRight(player, inner, 9);
        return moves & ~(player | opponent);
    }

    // Runs of opponent discs (at most six) that start next to one of ours; the square past a run is a move.
    private static long movesLeft(long player, long mask, int shift) {
        long run = mask & (player << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        return run << shift;
    }

    private static long movesRight(long player, long mask, int shift) {
        long run = mask & (player >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        return run >>> shift;
    }

    /** Opponent discs turned over when the side owning {@code player} plays {@code square}; 0 if none. */
    static long flips(long player, long opponent, int square) {
        long move = 1L << square;
        long inner = opponent & INNER_COLUMNS;
        return flipsLeft(move, player, inner, 1) | flipsRight(move, player, inner, 1)
                | flipsLeft(move, player, opponent, 8) | flipsRight(move, player, opponent, 8)
                | flipsLeft(move, player, inner, 7) | flipsRight(move, player, inner, 7)
                | flipsLeft(move, player, inner, 9) | flipsRight(move, player, inner, 9);
    }

    // The run of opponent discs next to the move, filled without branches; it is taken only when
    // one of ours closes it (the square past the run's last disc).
    private static long flipsLeft(long move, long player, long mask, int shift) {
        long run = mask & (move << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        run |= mask & (run << shift);
        long closed = (run << shift) & player;
        return run & -((closed | -closed) >>> 63);
    }

    private static long flipsRight(long move, long player, long mask, int shift) {
        long run = mask & (move >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        run |= mask & (run >>> shift);
        long closed = (run >>> shift) & player;
        return run & -((closed | -closed) >>> 63);
    }

    /** Mirror columns: square x goes to x ^ 7 (a1 ↔ h1); reverses the bits of each byte. */
    static long mirrorColumns(long b) {
        b = ((b >>> 1) & 0x5555555555555555L) | ((b & 0x5555555555555555L) << 1);
        b = ((b >>> 2) & 0x3333333333333333L) | ((b & 0x3333333333333333L) << 2);
        return ((b >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((b & 0x0F0F0F0F0F0F0F0FL) << 4);
    }

    /** Mirror rows: square x goes to x ^ 56 (a1 ↔ a8). */
    static long mirrorRows(long b) {
        return Long.reverseBytes(b);
    }

    /** Transpose over the a1–h8 diagonal: (row, column) goes to (column, row). Three delta swaps. */
    static long transpose(long b) {
        long t = 0x0F0F0F0F00000000L & (b ^ (b << 28));
        b ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (b ^ (b << 14));
        b ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (b ^ (b << 7));
        b ^= t ^ (t >>> 7);
        return b;
    }
}
