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
    private static final long[] DIAGONALS = new long[15];
    private static final long[] ANTI_DIAGONALS = new long[15];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int row = Square.row(sq);
            int column = Square.column(sq);
            DIAGONALS[column - row + 7] |= 1L << sq;
            ANTI_DIAGONALS[column + row] |= 1L << sq;
        }
    }

    private Stability() {
    }

    /** The number of stable discs of {@code discs}; {@code others} are the other side's. */
    static int stable(long discs, long others) {
        long filled = discs | others;
        long fullRows = 0;
        long fullColumns = 0;
        long fullDiagonals = 0;
        long fullAntiDiagonals = 0;
        for (int i = 0; i < 8; i++) {
            long row = ROW_1 << (8 * i);
            if ((filled & row) == row) {
                fullRows |= row;
            }
            long column = FILE_A << i;
            if ((filled & column) == column) {
                fullColumns |= column;
            }
        }
        for (int i = 0; i < 15; i++) {
            if ((filled & DIAGONALS[i]) == DIAGONALS[i]) {
                fullDiagonals |= DIAGONALS[i];
            }
            if ((filled & ANTI_DIAGONALS[i]) == ANTI_DIAGONALS[i]) {
                fullAntiDiagonals |= ANTI_DIAGONALS[i];
            }
        }
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
}
