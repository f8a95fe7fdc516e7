package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The games the driver's import compares ({@link TreeJob#fed}): those whose match key games of another file have,
 * found by the cluster's shuffles, are those that a plain count of the parts' keys finds. WTHOR's 1983 games and the
 * PGN conversions of 1983 and 2021, cut into parts of 16 KiB: 1983's games meet in two files, 2021's in none.
 */
@Tag("slow")
class SharedGamesTest {

    private static final Path OUT = Path.of("target", "shared-games").toAbsolutePath();

    @Test
    void thePartsCarryTheGamesWhoseKeyAnotherFileHas() throws Exception {
        Path games = TestFolders.wthorFiles(OUT, List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1983.wtb"));
        for (String year : List.of("WTH_1983.pgn", "WTH_2021.pgn")) {
            Files.copy(TestFolders.TOP.resolve("src/test/resources/samples/pgn").resolve(year), games.resolve(year));
        }
        SparkSession spark = TestFolders.localSession("othello-db shared games").getOrCreate();
        try {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            List<String> files = GameFiles.list(List.of(games.toString()), jsc.hadoopConfiguration());
            List<GameFiles.Part> parts = GameFiles.parts(files, jsc.hadoopConfiguration(), 16 << 10);
            JavaRDD<PreparedPart> prepared = TreeJob.prepare(jsc, parts, true, new TreeJob.Reading(jsc));

            // The plain count: each key's files, then the games of the keys that more than one file has.
            List<PreparedPart> read = prepared.collect();
            Map<Long, Set<Integer>> filesOfKey = new HashMap<>();
            for (PreparedPart p : read) {
                for (int g = 0; g < p.gameCount(); g++) {
                    if (p.keyed[g]) {
                        filesOfKey.computeIfAbsent(p.matchKeys[g], k -> new HashSet<>()).add(parts.get(p.part).file());
                    }
                }
            }
            Set<String> expected = new HashSet<>();
            for (PreparedPart p : read) {
                for (int g = 0; g < p.gameCount(); g++) {
                    if (p.keyed[g] && filesOfKey.get(p.matchKeys[g]).size() > 1) {
                        expected.add(p.part + ":" + g);
                    }
                }
            }

            List<PreparedPart> fed = TreeJob.fed(prepared, parts, 3).collect();
            Set<String> found = new HashSet<>();
            List<String> files2021 = new ArrayList<>();
            for (PreparedPart p : fed) {
                assertThat(p.moves).as("the games' columns stay on the cluster").isNull();
                assertThat(p.shared).as("part " + p.part).isSorted();
                for (int place : p.shared) {
                    found.add(p.part + ":" + place);
                    if (parts.get(p.part).path().endsWith("WTH_2021.pgn")) {
                        files2021.add(p.part + ":" + place);
                    }
                }
            }
            assertThat(fed).extracting(p -> p.part).containsExactlyElementsOf(java.util.stream.IntStream.range(0, parts.size()).boxed().toList());
            assertThat(parts.stream().filter(p -> !p.whole())).as("the PGN files cut").hasSizeGreaterThan(4);
            assertThat(found).isEqualTo(expected);
            // The 199 PGN games of 1983 that WTHOR's file holds too (RemoteInputsTest's merges), once in each file.
            assertThat(found).hasSizeGreaterThanOrEqualTo(2 * 199);
            assertThat(files2021).isEmpty();
        } finally {
            spark.stop();
        }
    }
}
