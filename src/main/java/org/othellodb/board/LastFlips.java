package org.othellodb.board;

/**
 * How many discs a move on the last empty square turns over, without building its flips. With one
 * empty square every other square is taken, so the count depends on one side's discs alone: along
 * each of the four lines through the square, the discs of the mover that close a run. Each line is
 * gathered into one byte (a row by a shift, a column or diagonal by one multiplication, which adds
 * its eight bytes into the top one without carries), and a table gives the count of that byte.
 */
final class LastFlips {

    private static final long FILE_A = 0x0101010101010101L;
    /** Gathers column a's bits (one per row) into the top byte, row r to bit r. */
    private static final long COLUMN_TO_BYTE = 0x0102040810204080L;

    /**
     * {@code COUNT[256 * i + line]}: discs turned over by a move at index {@code i} of an 8-square
     * line whose mover's discs are the bits of {@code line}, every other square the opponent's (a
     * square off a short diagonal reads as 0, the opponent's: a run reaching it finds no closing
     * disc, as at the edge).
     */
    private static final byte[] COUNT = new byte[8 * 256];
    /** The diagonal (a1–h8 direction) and anti-diagonal through each square. */
    private static final long[] DIAGONAL = new long[64];
    private static final long[] ANTI_DIAGONAL = new long[64];

    static {
        for (int i = 0; i < 8; i++) {
            for (int line = 0; line < 256; line++) {
                int n = 0;
                int j = i + 1;
                while (j < 8 && (line >>> j & 1) == 0) {
                    j++;
                }
                if (j < 8) {
                    n += j - i - 1;
                }
                j = i - 1;
                while (j >= 0 && (line >>> j & 1) == 0) {
                    j--;
                }
                if (j >= 0) {
                    n += i - j - 1;
                }
                COUNT[256 * i + line] = (byte) n;
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            for (int other = 0; other < 64; other++) {
                int dr = Square.row(other) - Square.row(sq);
                int dc = Square.column(other) - Square.column(sq);
                if (dr == dc) {
                    DIAGONAL[sq] |= 1L << other;
                }
                if (dr == -dc) {
                    ANTI_DIAGONAL[sq] |= 1L << other;
                }
            }
        }
    }

    private LastFlips() {
    }

    /** Discs turned over when the side owning {@code mover} plays {@code square}, the only empty square. */
    @SuppressWarnings("OperatorPrecedence") // the usual shift-and-mask idiom
    static int count(long mover, int square) {
        int column = square & 7;
        int row = square >>> 3;
        return COUNT[column << 8 | (int) (mover >>> (square & 56)) & 0xFF]
                + COUNT[row << 8 | (int) (((mover >>> column) & FILE_A) * COLUMN_TO_BYTE >>> 56)]
                + COUNT[column << 8 | (int) ((mover & DIAGONAL[square]) * FILE_A >>> 56)]
                + COUNT[column << 8 | (int) ((mover & ANTI_DIAGONAL[square]) * FILE_A >>> 56)];
    }
}
