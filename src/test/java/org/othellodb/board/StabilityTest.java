package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class StabilityTest {

    private static final int[][] LINES = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    /** The same contact rule square by square, walking each line to the edge: slow, plainly right. */
    static int reference(long discs, long others) {
        long filled = discs | others;
        long stable = 0;
        while (true) {
            long next = 0;
            for (int sq = 0; sq < 64; sq++) {
                if ((discs >>> sq & 1) == 0) {
                    continue;
                }
                boolean all = true;
                for (int[] line : LINES) {
                    boolean ok = full(filled, sq, line[0], line[1]) && full(filled, sq, -line[0], -line[1]);
                    for (int sign = -1; sign <= 1 && !ok; sign += 2) {
                        int r = Square.row(sq) + sign * line[0];
                        int c = Square.column(sq) + sign * line[1];
                        ok = r < 0 || r > 7 || c < 0 || c > 7 || (stable >>> (8 * r + c) & 1) != 0;
                    }
                    all &= ok;
                }
                if (all) {
                    next |= 1L << sq;
                }
            }
            if (next == stable) {
                return Long.bitCount(stable);
            }
            stable = next;
        }
    }

    private static boolean full(long filled, int sq, int dr, int dc) {
        for (int r = Square.row(sq) + dr, c = Square.column(sq) + dc; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr, c += dc) {
            if ((filled >>> (8 * r + c) & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void agreesWithTheSquareBySquareRuleOnPositionsOfRandomGames() {
        Random random = new Random(7);
        int checked = 0;
        for (int g = 0; g < 200; g++) {
            for (Position p : Replay.of(RandomGames.game(random)).positions()) {
                if (p.empties() % 5 == 0) {
                    assertThat(Stability.stable(p.player(), p.opponent())).as("%s", p.canonical().hex())
                            .isEqualTo(reference(p.player(), p.opponent()));
                    assertThat(Stability.stable(p.opponent(), p.player())).isEqualTo(reference(p.opponent(), p.player()));
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
