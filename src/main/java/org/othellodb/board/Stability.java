package org.othellodb.board;

/**
 * Discs that can never be turned over, found by contact: a disc is stable when, along each of the
 * four lines through it, the line is full, or it touches the edge, or its neighbour on that line
 * is a stable disc of its own colour. Starting from none, stable discs are added until nothing
 * changes, so corners come first and stability spreads from them. This finds most stable discs,
 * never a disc that can be taken: enough for a bound on the final score.
 */
final class Stability {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = 0x8080808080808080L;
    private static final long ROW_1 = 0x00000000000000FFL;
    private static final long ROW_8 = 0xFF00000000000000L;
    /**
     * For each of the 8 directions (+1, −1, +8, −8, +9, −9, +7, −7) and k = 1, 2, 4: the squares
     * fewer than k steps from the edge in that direction ({@code NEAR_EDGE[3 * d + log2 k]}).
     */
    private static final long[] NEAR_EDGE = new long[24];
    private static final int[] SHIFTS = {1, -1, 8, -8, 9, -9, 7, -7};

    static {
        int[][] steps = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
        for (int d = 0; d < 8; d++) {
            for (int sq = 0; sq < 64; sq++) {
                int r = Square.row(sq);
                int c = Square.column(sq);
                int dist = 0;
                while (r + steps[d][0] >= 0 && r + steps[d][0] < 8 && c + steps[d][1] >= 0 && c + steps[d][1] < 8) {
                    r += steps[d][0];
                    c += steps[d][1];
                    dist++;
                }
                for (int k = 0; k < 3; k++) {
                    if (dist < 1 << k) {
                        NEAR_EDGE[3 * d + k] |= 1L << sq;
                    }
                }
            }
        }
    }

    private Stability() {
    }

    /** The number of stable discs of {@code discs}; {@code others} are the other side's. */
    static int stable(long discs, long others) {
        long filled = discs | others;
        long fullRows = full(filled, 0) & full(filled, 1);
        long fullColumns = full(filled, 2) & full(filled, 3);
        long fullDiagonals = full(filled, 4) & full(filled, 5);
        long fullAntiDiagonals = full(filled, 6) & full(filled, 7);
        long stable = 0;
        while (true) {
            long row = fullRows | FILE_A | FILE_H | (stable << 1 & ~FILE_A) | (stable >>> 1 & ~FILE_H);
            long column = fullColumns | ROW_1 | ROW_8 | (stable << 8) | (stable >>> 8);
            long diagonal = fullDiagonals | FILE_A | FILE_H | ROW_1 | ROW_8 | (stable << 9 & ~FILE_A)
                    | (stable >>> 9 & ~FILE_H);
            long antiDiagonal = fullAntiDiagonals | FILE_A | FILE_H | ROW_1 | ROW_8 | (stable << 7 & ~FILE_H)
                    | (stable >>> 7 & ~FILE_A);
            long next = discs & row & column & diagonal & antiDiagonal;
            if (next == stable) {
                return Long.bitCount(stable);
            }
            stable = next;
        }
    }

    /**
     * The filled squares from which every square up to the edge in direction {@code d} (of
     * {@link #SHIFTS}) is filled: three doubling steps (1, 2, then 4 squares further) instead of a
     * loop over the lines, a square near enough to the edge needing no look further.
     */
    private static long full(long filled, int d) {
        int shift = SHIFTS[d];
        long t = filled & (step(filled, shift) | NEAR_EDGE[3 * d]);
        t &= step(t, 2 * shift) | NEAR_EDGE[3 * d + 1];
        return t & (step(t, 4 * shift) | NEAR_EDGE[3 * d + 2]);
    }

    /** Bit s of the result is bit s + {@code shift} of {@code b}. */
    private static long step(long b, int shift) {
        return shift > 0 ? b >>> shift : b << -shift;
    }
}
