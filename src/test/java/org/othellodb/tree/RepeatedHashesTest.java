package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tree's first pass finds the shared positions by merging sorted runs of hashes spilled to disk. */
class RepeatedHashesTest {

    private static long[] repeated(SortedRuns runs) {
        LongStream.Builder out = LongStream.builder();
        FullBuildPasses.repeated(runs, out::add);
        return out.build().toArray();
    }

    @Test
    void valuesSeenTwiceComeOnceInOrderWhateverTheBudget(@TempDir Path dir) {
        Random random = new Random(18);
        for (int trial = 0; trial < 50; trial++) {
            Map<Long, Integer> counts = new HashMap<>();
            int budget = 1 + random.nextInt(300); // from one value a run (hundreds of runs) to all in memory
            try (SortedRuns runs = new SortedRuns(dir, 1, budget)) {
                int n = random.nextInt(1500);
                for (int i = 0; i < n; i++) {
                    // Few distinct values, negatives included (signed order, as SQLite's), so that many repeat.
                    long v = random.nextInt(300) - 150L + (random.nextBoolean() ? Long.MIN_VALUE / 2 : 0);
                    counts.merge(v, 1, Integer::sum);
                    runs.add(new long[] {v}, 0, 1);
                }
                long[] expected = counts.entrySet().stream().filter(e -> e.getValue() >= 2).mapToLong(Map.Entry::getKey)
                        .sorted().toArray();
                assertThat(repeated(runs)).containsExactly(expected);
            }
        }
    }

    @Test
    void aValueTwiceIsSharedOnceAndAValueOnceIsNot(@TempDir Path dir) {
        try (SortedRuns runs = new SortedRuns(dir, 1, 3)) {
            for (long v : new long[] {5, 2, 1, 2, 9, 0, 5, 2}) {
                runs.add(new long[] {v}, 0, 1);
            }
            assertThat(runs.spilledRuns()).isEqualTo(2);
            assertThat(repeated(runs)).containsExactly(2, 5);
        }
        try (SortedRuns runs = new SortedRuns(dir, 1, 3)) {
            runs.add(new long[] {3}, 0, 1);
            assertThat(repeated(runs)).isEmpty();
        }
        try (SortedRuns runs = new SortedRuns(dir, 1, 3)) {
            assertThat(repeated(runs)).isEmpty();
        }
    }

    @Test
    void valuesSeenOnceComeWithTheirGameInOrderWhateverTheBudget(@TempDir Path dir) {
        Random random = new Random(42);
        for (int trial = 0; trial < 30; trial++) {
            Map<Long, Integer> counts = new HashMap<>();
            Map<Long, Long> gameOf = new HashMap<>();
            int budget = 2 * (1 + random.nextInt(150));
            try (SortedRuns runs = new SortedRuns(dir, 2, budget)) {
                int n = random.nextInt(1500);
                for (long game = 1; game <= n; game++) {
                    long v = random.nextInt(1000) - 500L + (random.nextBoolean() ? Long.MIN_VALUE / 2 : 0);
                    counts.merge(v, 1, Integer::sum);
                    gameOf.put(v, game);
                    runs.add(new long[] {v, game}, 0, 1);
                }
                LongStream.Builder shared = LongStream.builder();
                LongStream.Builder singles = LongStream.builder();
                FullBuildPasses.classify(runs, shared::add, (hash, game) -> singles.add(hash).add(game));
                long[] expectedShared = counts.entrySet().stream().filter(e -> e.getValue() >= 2).mapToLong(Map.Entry::getKey)
                        .sorted().toArray();
                long[] expectedSingles = counts.entrySet().stream().filter(e -> e.getValue() == 1).mapToLong(Map.Entry::getKey)
                        .sorted().flatMap(v -> LongStream.of(v, gameOf.get(v))).toArray();
                assertThat(shared.build().toArray()).containsExactly(expectedShared);
                assertThat(singles.build().toArray()).containsExactly(expectedSingles);
            }
        }
    }
}
