package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The job with its inputs cut into parts of 500 bytes: WTHOR's 1980 games (160, one record's move
 * byte made no square) by ranges of records, a PGN file (4 games of 1977, one with a move that is no
 * square) and a GGF file (5 blocks: nboard's 4×4 game and game with komi, a move z9, two games) at
 * their records' starts, each in 3 parts or more. The database must equal the CLI's import of the
 * same folder, table after table, the index's game numbers included: each part's games numbered
 * after those of the parts before it, the bad records left out as import leaves them out.
 */
@Tag("slow")
class SplitInputsTest {

    private static final Path OUT = Path.of("target", "split-inputs").toAbsolutePath();
    private static final long PART_BYTES = 500;
    private static Path cliDb;
    private static Path jobDb;
    private static List<GameFiles.Part> parts;
    private static TreeJob.Reading reading;

    @BeforeAll
    static void run() throws Exception {
        Path games = TestFolders.wthorFiles(OUT, List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1980.wtb"));
        byte[] year = Files.readAllBytes(games.resolve("WTH_1980.wtb"));
        year[16 + 68 * 100 + 8 + 20] = 99; // the 101st game's 21st move: no square
        Files.write(games.resolve("WTH_1980.wtb"), year);
        for (String name : List.of("games.pgn", "games.ggf")) {
            Files.copy(Path.of(SplitInputsTest.class.getResource("/splits/" + name).toURI()), games.resolve(name));
        }
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        assertThat(TestFolders.cli("import", "--db", cliDb.toString(), "--quiet", games.toString()))
                .as("the CLI's import, records rejected").isEqualTo(3);
        SparkSession spark = TestFolders.localSession("othello-db split inputs").getOrCreate();
        try {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            TreeJob.Options parsed = TreeJob.Options.parse(new String[] {"--sqlite", jobDb.toString(), games.toString()});
            TreeJob.Options options = new TreeJob.Options(parsed.inputs(), parsed.sqlite(), null, java.util.Map.of(), parsed.minGames(),
                    parsed.maxPly(), parsed.book(), 4, PART_BYTES);
            reading = new TreeJob.Reading(jsc);
            TreeJob.run(jsc, spark, options, reading);
            parts = GameFiles.parts(GameFiles.list(options.inputs(), jsc.hadoopConfiguration()), jsc.hadoopConfiguration(),
                    PART_BYTES);
        } finally {
            spark.stop();
        }
    }

    @Test
    void eachGameFileWasReadInThreePartsOrMore() {
        Map<String, Long> cut = parts.stream().filter(p -> !p.whole())
                .collect(Collectors.groupingBy(p -> p.path().substring(p.path().lastIndexOf('/') + 1), Collectors.counting()));
        assertThat(cut).containsOnlyKeys("WTH_1980.wtb", "games.pgn", "games.ggf")
                .allSatisfy((file, n) -> assertThat(n).as(file).isGreaterThanOrEqualTo(3));
        assertThat(reading.partsRead()).isEqualTo(parts.size());
        assertThat(reading.failed()).isZero();
    }

    @Test
    void theGamesAndTheRejectedRecordsAreImportsOwn() throws Exception {
        long[] rows = {0};
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT * FROM games ORDER BY id", rows)).isNull();
        // 159 of 1980, 3 of the PGN file, 2 of the GGF file; rejected: a WTHOR record, a PGN game, 3 GGF blocks.
        assertThat(rows[0]).as("games").isEqualTo(159 + 3 + 2);
        assertThat(reading.games()).isEqualTo(rows[0]);
        assertThat(reading.rejected()).isEqualTo(5);
        for (String sql : SameRows.IMPORT_TABLES) {
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, new long[1])).as(sql).isNull();
        }
    }

    @Test
    void theTreeAndItsIndexAreImportsOwn() throws Exception {
        SameRows.assertSameTree(cliDb, jobDb);
    }
}
