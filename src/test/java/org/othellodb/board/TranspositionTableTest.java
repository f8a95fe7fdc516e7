package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The solver's table: bounds intersected, and a bucket's deepest position kept against a flood of shallow ones. */
class TranspositionTableTest {

    @Test
    void twoBoundsOfOnePositionAreIntersectedAndTheMoveKept() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(1L, 2L, 20, -10, 64, 19);
        table.store(1L, 2L, 20, -64, 6, -1);
        int entry = table.probe(1L, 2L);
        assertThat(TranspositionTable.lower(entry)).isEqualTo(-10);
        assertThat(TranspositionTable.upper(entry)).isEqualTo(6);
        assertThat(TranspositionTable.move(entry)).isEqualTo(19);
        assertThat(TranspositionTable.empties(entry)).isEqualTo(20);
        assertThat(table.probe(2L, 1L)).isEqualTo(TranspositionTable.MISS);
    }

    @Test
    void theDeepestPositionOfABucketOutlivesThousandsOfShallowerOnes() {
        // 16 slots, 8 buckets: 5,000 positions of 8 empties pass through every bucket many times.
        TranspositionTable table = new TranspositionTable(4);
        table.store(0x1234L, 0x56780000L, 24, 2, 2, 37);
        SplittableRandom random = new SplittableRandom(27);
        long lastPlayer = 0;
        long lastOpponent = 0;
        for (int i = 0; i < 5_000; i++) {
            lastPlayer = random.nextLong();
            lastOpponent = random.nextLong() & ~lastPlayer;
            table.store(lastPlayer, lastOpponent, 8, -4, 4, 10);
        }
        int deep = table.probe(0x1234L, 0x56780000L);
        assertThat(deep).isNotEqualTo(TranspositionTable.MISS);
        assertThat(TranspositionTable.lower(deep)).isEqualTo(2);
        assertThat(TranspositionTable.move(deep)).isEqualTo(37);
        // The newest is kept too, beside it.
        assertThat(table.move(lastPlayer, lastOpponent)).isEqualTo(10);
    }
}
