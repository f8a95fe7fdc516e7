package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LastFlipsTest {

    @Test
    void countsTheFlipsOfTheLastSquareForBothSides() {
        Random random = new Random(19);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            // Every square but sq taken, each side's at random; some boards lean to one side so long runs occur.
            long mask = random.nextLong();
            if (i % 3 == 0) {
                mask &= random.nextLong();
            }
            long player = mask & ~(1L << sq);
            long opponent = ~mask & ~(1L << sq);
            assertThat(LastFlips.count(player, sq)).as("square %d, player %x", sq, player)
                    .isEqualTo(Long.bitCount(Bitboards.flips(player, opponent, sq)));
            assertThat(LastFlips.count(opponent, sq)).isEqualTo(Long.bitCount(Bitboards.flips(opponent, player, sq)));
        }
    }

    @Test
    void aFullRowOfTheOpponentClosedOnBothSides() {
        // a1 empty, b1..g1 the opponent's, h1 ours: six flips along row 1 and none elsewhere (column a and
        // the diagonal are the opponent's up to the edge).
        long player = 1L << 7;
        assertThat(LastFlips.count(player, 0)).isEqualTo(6);
        // d4 empty, everything else ours: nothing to turn over.
        assertThat(LastFlips.count(~(1L << 27), 27)).isZero();
    }
}
