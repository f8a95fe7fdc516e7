package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft from midgame positions, where the start position's symmetry hides nothing: lines of random
 * legal moves (seeded) at 10, 20, 30 and 40 plies, and FFO #59, whose tree to 6 plies holds 82
 * passes. The counts were made by a third, separate program (a square-by-square Python perft) and
 * are checked here against the project's {@link Perft} and against {@link MailboxPerft}, written in
 * this test without the bitboards.
 */
class PerftMidgameTest {

    @ParameterizedTest(name = "perft({1}) after {0} = {2}")
    @CsvSource({
        "f5d6c3d3c4f4f6f3e6e7, 5, 188748",
        "e6f6f5d6c6e3d3g4g7c5f4b6h4f3c3g3d7c2a7f7, 5, 544106",
        "d3c5e6f5f6c2b6d7d2f7e7b5e3d6d8f8g4a7a5e2g5f4g8c3e8c6d1h3g3f3, 5, 291085",
        "f5f6d3e3f2c6c5c3c7d6e6d2b3b6b7f4d1c4a5c2f3a6g4a4b1h4b5g1g3d8g6e2h3h6h7c1b4h5g7e1, 6, 1201922",
    })
    void countsLeavesAfterAnOpeningLine(String moves, int depth, long expected) {
        Position p = Replay.of(moves).finalPosition();
        assertThat(Perft.count(p, depth)).isEqualTo(expected);
        assertThat(MailboxPerft.count(p, depth)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "perft({1}) of {0} = {2}")
    @CsvSource({
        // FFO #59, black to move: white has few discs, so the tree passes often.
        "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X, 6, 562206",
        // FFO #40: 20 empties.
        "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X, 6, 63589",
    })
    void countsLeavesFromABoard(String board, int depth, long expected) {
        Position p = BoardText.parse(board);
        assertThat(Perft.count(p, depth)).isEqualTo(expected);
        assertThat(MailboxPerft.count(p, depth)).isEqualTo(expected);
    }

    /** A perft on a plain array of 64 squares, walking the eight directions: no bitboard code shared. */
    static final class MailboxPerft {
        private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

        private MailboxPerft() {
        }

        static long count(Position p, int depth) {
            int[] board = new int[64];
            for (int sq = 0; sq < 64; sq++) {
                board[sq] = (p.player() >>> sq & 1) != 0 ? 1 : (p.opponent() >>> sq & 1) != 0 ? -1 : 0;
            }
            return count(board, 1, depth);
        }

        private static long count(int[] board, int me, int depth) {
            if (depth == 0) {
                return 1;
            }
            long total = 0;
            boolean moved = false;
            for (int sq = 0; sq < 64; sq++) {
                int[] after = play(board, sq, me);
                if (after != null) {
                    moved = true;
                    total += count(after, -me, depth - 1);
                }
            }
            if (moved) {
                return total;
            }
            for (int sq = 0; sq < 64; sq++) {
                if (play(board, sq, -me) != null) {
                    return count(board, -me, depth - 1);
                }
            }
            return 1;
        }

        /** The board after {@code me} plays {@code sq}, or null when that is no legal move. */
        private static int[] play(int[] board, int sq, int me) {
            if (board[sq] != 0) {
                return null;
            }
            int[] after = null;
            int row = sq / 8;
            int column = sq % 8;
            for (int[] d : DIRECTIONS) {
                int r = row + d[0];
                int c = column + d[1];
                int run = 0;
                while (r >= 0 && r < 8 && c >= 0 && c < 8 && board[r * 8 + c] == -me) {
                    r += d[0];
                    c += d[1];
                    run++;
                }
                if (run > 0 && r >= 0 && r < 8 && c >= 0 && c < 8 && board[r * 8 + c] == me) {
                    if (after == null) {
                        after = board.clone();
                        after[sq] = me;
                    }
                    for (int k = 1; k <= run; k++) {
                        after[(row + k * d[0]) * 8 + column + k * d[1]] = me;
                    }
                }
            }
            return after;
        }
    }
}
