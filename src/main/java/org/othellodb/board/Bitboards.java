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

    // Runs of opponent discs (at most six) that start next to one of ours; the square past a run is
    // a move. The run grows by one square twice, then by two squares twice over pairs of opponent
    // discs (4 steps instead of 6: the solver calls this at every node).
    @SuppressWarnings("OperatorPrecedence") // the usual shift-and-mask idiom
    private static long movesLeft(long player, long mask, int shift) {
        long run = mask & (player << shift);
        run |= mask & (run << shift);
        long pairs = mask & (mask << shift);
        run |= pairs & (run << 2 * shift);
        run |= pairs & (run << 2 * shift);
        return run << shift;
    }

    @SuppressWarnings("OperatorPrecedence") // the usual shift-and-mask idiom
    private static long movesRight(long player, long mask, int shift) {
        long run = mask & (player >>> shift);
        run |= mask & (run >>> shift);
        long pairs = mask & (mask >>> shift);
        run |= pairs & (run >>> 2 * shift);
        run |= pairs & (run >>> 2 * shift);
        return run >>> shift;
    }

    /**
     * The squares seen from each square in each direction, up to the edge: {@code RAYS[8 * square +
     * d]}, directions 0–3 towards higher squares (+1, +7, +8, +9), 4–7 towards lower ones.
     */
    private static final long[] RAYS = new long[64 * 8];

    static {
        int[][] steps = {{0, 1}, {1, -1}, {1, 0}, {1, 1}, {0, -1}, {-1, 1}, {-1, 0}, {-1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 8; d++) {
                int r = sq / 8 + steps[d][0];
                int c = sq % 8 + steps[d][1];
                for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += steps[d][0], c += steps[d][1]) {
                    RAYS[8 * sq + d] |= 1L << (8 * r + c);
                }
            }
        }
    }

    /**
     * Opponent discs turned over when the side owning {@code player} plays {@code square}; 0 if none.
     * Along each ray from the square, the first square that is not the opponent's closes the run
     * when it is ours: towards higher squares it is the ray's lowest such bit, towards lower squares
     * its highest (one bit scan each, no loop over the run, no branch).
     */
    static long flips(long player, long opponent, int square) {
        int i = 8 * square;
        return up(player, opponent, RAYS[i]) | up(player, opponent, RAYS[i + 1])
                | up(player, opponent, RAYS[i + 2]) | up(player, opponent, RAYS[i + 3])
                | down(player, opponent, RAYS[i + 4]) | down(player, opponent, RAYS[i + 5])
                | down(player, opponent, RAYS[i + 6]) | down(player, opponent, RAYS[i + 7]);
    }

    private static long up(long player, long opponent, long ray) {
        long stop = ray & ~opponent;
        long closer = stop & -stop & player;
        // closer - 1 is every square below it: the run when closer is set; nothing when it is not.
        return (closer - 1) & ray & ((closer | -closer) >> 63);
    }

    private static long down(long player, long opponent, long ray) {
        long closer = Long.highestOneBit(ray & ~opponent) & player;
        // -(closer << 1) is every square above it: the run; 0 when there is no closer.
        return -(closer << 1) & ray;
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
