package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records of several longs sorted on disk within a small buffer come back as a sort in memory gives them; the files go. */
class SortedRunsTest {

    private static final Comparator<long[]> LEXICOGRAPHIC = (a, b) -> Arrays.compare(a, b);

    @Test
    void recordsComeBackInLexicographicSignedOrder(@TempDir Path dir) throws IOException {
        Random random = new Random(2026);
        for (int trial = 0; trial < 30; trial++) {
            int width = 1 + random.nextInt(4);
            sortAndCompare(dir, random, width, width * (1 + random.nextInt(200)), SortedRuns.DEFAULT_FAN_IN, random.nextInt(2000));
        }
    }

    /**
     * Past the fan-in, runs are merged into runs until at most that many remain: with 8 at a time, 300
     * runs take several levels, never more than 8 open, and the records come back in the same order.
     */
    @Test
    void aSmallFanInMergesInLevelsWithAtMostThatManyRunsOpen(@TempDir Path dir) throws IOException {
        Random random = new Random(32);
        SortedRuns.Counts two = sortAndCompare(dir, random, 2, 40, 2, 500); // ten records a run (half the budget is the radix sort's): 50 runs, merged two by two
        assertThat(two.spilled()).isEqualTo(50);
        assertThat(two.mostOpen()).isEqualTo(2);
        assertThat(two.intermediateMerges()).isEqualTo(48); // each merge makes one run of two: 50 to 2
        for (int width : new int[] {1, 3}) {
            // Ten records a run: records of three longs share the budget with four longs each of the sort's pairs.
            int budget = width == 1 ? 10 : 10 * (width + 4);
            SortedRuns.Counts eight = sortAndCompare(dir, random, width, budget, 8, 3000); // 300 runs
            assertThat(eight.spilled()).isEqualTo(300);
            assertThat(eight.mostOpen()).isEqualTo(8);
            assertThat(eight.intermediateMerges()).isEqualTo(42); // 300 - 42 * 7 = 6 runs left for the last merge
        }
    }

    /** Sorts {@code n} random records on disk and checks them against a sort in memory; the files are gone after. */
    private static SortedRuns.Counts sortAndCompare(Path dir, Random random, int width, int budget, int fanIn, int n) throws IOException {
        List<long[]> expected = new ArrayList<>();
        SortedRuns.Counts counts;
        List<long[]> got = new ArrayList<>();
        try (SortedRuns runs = new SortedRuns(dir, width, budget, fanIn)) {
            long[] batch = new long[n * width];
            for (int i = 0; i < n; i++) {
                long[] r = new long[width];
                r[0] = random.nextInt(20) - 10L; // few first values: the later longs decide ties
                for (int k = 1; k < width; k++) {
                    r[k] = random.nextLong();
                }
                expected.add(r);
                System.arraycopy(r, 0, batch, i * width, width);
            }
            runs.add(batch, 0, n);
            assertThat(runs.records()).isEqualTo(n);
            runs.forEachSorted(r -> got.add(r.clone()));
            counts = runs.counts();
        }
        expected.sort(LEXICOGRAPHIC);
        assertThat(got).hasSameSizeAs(expected);
        for (int i = 0; i < got.size(); i++) {
            assertThat(got.get(i)).as("record %d of %d (width %d, %s)", i, got.size(), width, counts)
                    .containsExactly(expected.get(i));
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).as("the runs are deleted").isEmpty();
        }
        return counts;
    }

    /**
     * Records of four longs whose first longs are all equal or all different, arriving in order, in
     * reverse and shuffled: the radix passes over each long, the last first, give a full sort.
     */
    @Test
    void wideRecordsWithManyEqualFirstLongsAreOrderedByTheRest(@TempDir Path dir) throws IOException {
        Random random = new Random(7);
        for (int firsts : new int[] {1, 3, 1000}) {
            for (int arrival = 0; arrival < 3; arrival++) {
                List<long[]> records = new ArrayList<>();
                for (int i = 0; i < 2000; i++) {
                    records.add(new long[] {random.nextInt(firsts) - firsts / 2, random.nextInt(5), i, random.nextLong()});
                }
                if (arrival == 1) {
                    java.util.Collections.reverse(records);
                } else if (arrival == 2) {
                    java.util.Collections.shuffle(records, random);
                }
                for (int budget : new int[] {400, 1 << 16}) { // spilled runs, and one sort in memory
                    List<long[]> got = new ArrayList<>();
                    try (SortedRuns runs = new SortedRuns(dir, 4, budget)) {
                        for (long[] r : records) {
                            runs.add(r, 0, 1);
                        }
                        runs.forEachSorted(r -> got.add(r.clone()));
                    }
                    List<long[]> expected = new ArrayList<>(records);
                    expected.sort(LEXICOGRAPHIC);
                    for (int i = 0; i < expected.size(); i++) {
                        assertThat(got.get(i)).as("record %d (%d first longs, arrival %d, budget %d)", i, firsts, arrival, budget)
                                .containsExactly(expected.get(i));
                    }
                }
            }
        }
    }

    @Test
    void aFullBufferGoesToDiskAsOneSortedRun(@TempDir Path dir) {
        // Records of two longs share the budget of 8 longs with the radix sort's second buffer: two records a run.
        try (SortedRuns runs = new SortedRuns(dir, 2, 8)) {
            runs.add(new long[] {3, 1, -7, 5, 3, 0}, 0, 3); // two records fill the buffer, the third spills them
            assertThat(runs.spilledRuns()).isEqualTo(1);
            List<String> got = new ArrayList<>();
            runs.forEachSorted(r -> got.add(r[0] + ":" + r[1]));
            assertThat(got).containsExactly("-7:5", "3:0", "3:1");
        }
    }
}
