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
            int budget = width * (1 + random.nextInt(200));
            List<long[]> expected = new ArrayList<>();
            int spilled;
            List<long[]> got = new ArrayList<>();
            try (SortedRuns runs = new SortedRuns(dir, width, budget)) {
                int n = random.nextInt(2000);
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
                spilled = runs.spilledRuns();
                runs.forEachSorted(r -> got.add(r.clone()));
            }
            expected.sort(LEXICOGRAPHIC);
            assertThat(got).hasSameSizeAs(expected);
            for (int i = 0; i < got.size(); i++) {
                assertThat(got.get(i)).as("record %d of %d (width %d, %d runs)", i, got.size(), width, spilled)
                        .containsExactly(expected.get(i));
            }
            try (Stream<Path> left = Files.list(dir)) {
                assertThat(left).as("the runs are deleted").isEmpty();
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
