package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tree's first pass finds the shared positions by merging sorted runs of hashes, never copying them into one array. */
class RepeatedHashesTest {

    @Test
    void valuesSeenTwiceOverSortedRunsComeOnceInOrder() {
        Random random = new Random(18);
        for (int trial = 0; trial < 50; trial++) {
            List<long[]> runs = new ArrayList<>();
            Map<Long, Integer> counts = new HashMap<>();
            int k = 1 + random.nextInt(9);
            for (int r = 0; r < k; r++) {
                long[] run = new long[random.nextInt(200)];
                for (int i = 0; i < run.length; i++) {
                    // Few distinct values, negatives included (signed order, as Arrays.sort gives), so that many repeat.
                    run[i] = random.nextInt(300) - 150L + (random.nextBoolean() ? Long.MIN_VALUE / 2 : 0);
                    counts.merge(run[i], 1, Integer::sum);
                }
                Arrays.sort(run);
                runs.add(run);
            }
            long[] expected = counts.entrySet().stream().filter(e -> e.getValue() >= 2).mapToLong(Map.Entry::getKey)
                    .sorted().toArray();
            assertThat(TreeBuilder.repeated(runs)).containsExactly(expected);
        }
    }

    @Test
    void aValueTwiceInOneRunOrOnceInTwoRunsIsShared() {
        assertThat(TreeBuilder.repeated(List.of(new long[] {1, 2, 2, 5}, new long[] {}, new long[] {0, 5, 9})))
                .containsExactly(2, 5);
        assertThat(TreeBuilder.repeated(List.of(new long[] {3}))).isEmpty();
        assertThat(TreeBuilder.repeated(List.of())).isEmpty();
    }
}
