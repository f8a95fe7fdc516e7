package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The job's index in runs ({@link IndexRun}), and a file of move strings read in parts, on two WTHOR
 * years (15,762 games) and 20,000 generated games in one text file with a bad line amid them, cut into
 * parts of 1 MiB. Every run holds one chunk of games at most; the start position's games travel as
 * runs of at most 1,024, not as one record that grows with the games, and with 256 partitions they span
 * several partitions, which the driver joins into the database's chunks; the games of the text file's
 * later parts are numbered after those of its earlier ones, the bad line left out. The database must
 * still equal the CLI's import of the same folder, table after table.
 */
@Tag("slow")
class IndexInRunsTest {

    private static final Path OUT = Path.of("target", "index-in-runs").toAbsolutePath();
    private static final List<String> FILES = List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1998.wtb", "WTH_1999.wtb");
    private static final int GAMES = 15_762 + 20_000;
    private static final int INDEX_PARTITIONS = 256;
    private static Path cliDb;
    private static Path jobDb;
    private static SparkSession spark;
    private static TreeJob.Result result;
    private static TreeJob.Options options;
    private static List<GameFiles.Part> parts;
    private static TreeJob.Reading reading;

    @BeforeAll
    static void run() throws Exception {
        Path games = TestFolders.wthorFiles(OUT, FILES);
        Path generated = games.resolve("generated.txt");
        assertThat(TestFolders.cli("generate", "--games", "20000", "--seed", "11", "--out", generated.toString())).isZero();
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(generated));
        lines.add(10_000, "f5d6c3 z9 not a move");
        Files.write(generated, lines);
        assertThat(Files.size(generated)).as("a text file of several parts").isGreaterThan(2L << 20);
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        assertThat(TestFolders.cli("import", "--db", cliDb.toString(), "--quiet", games.toString()))
                .as("the CLI's import, one line rejected").isEqualTo(3);
        spark = TestFolders.localSession("othello-db index in runs").getOrCreate();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        options = TreeJob.Options.parse(new String[] {"--sqlite", jobDb.toString(), "--partitions", "64", "--part-mb", "1",
                games.toString()});
        reading = new TreeJob.Reading(jsc);
        result = TreeJob.run(jsc, spark, options, reading);
        parts = GameFiles.parts(GameFiles.list(options.inputs(), jsc.hadoopConfiguration()), jsc.hadoopConfiguration(),
                options.partBytes());
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    @Test
    void theGamesAreStoredAsImportStoresThem() throws Exception {
        long[] rows = {0};
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT * FROM games ORDER BY id", rows)).isNull();
        assertThat(rows[0]).as("games").isEqualTo(GAMES);
        assertThat(reading.games()).isEqualTo(GAMES);
        assertThat(reading.rejected()).isEqualTo(1);
        for (String sql : SameRows.IMPORT_TABLES) {
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, new long[1])).as(sql).isNull();
        }
    }

    @Test
    void theTextFileWasReadInParts() {
        // The name files and the two years whole; the text file (the last by name: upper case sorts first) in parts.
        assertThat(reading.partsRead()).isEqualTo(parts.size());
        assertThat(parts).filteredOn(p -> !p.whole()).hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(p -> assertThat(p.path()).endsWith("generated.txt"));
        // Each part's records numbered after those of the parts before it, as reading the file whole numbers them.
        assertThat(reading.games()).isEqualTo(GAMES);
    }

    @Test
    void noRunHoldsMoreThanOneChunkAndTheStartPositionTravelsInChunks() {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        // Without a filter, every visit of every position: the start position's runs hold all the games. It is one
        // visit in 61, so 256 partitions (ranges sampled from some games' visits) put it in about four of them: with
        // 64, a partition's share (one in 64) is close to the start position's, and the sample decided.
        List<long[]> start = TreeJob.indexRuns(options, numbered(jsc), null, INDEX_PARTITIONS)
                .mapPartitionsWithIndex((partition, runs) -> {
                    List<long[]> found = new java.util.ArrayList<>();
                    runs.forEachRemaining(r -> {
                        if (Long.bitCount(r.player | r.opponent) == 4) {
                            found.add(new long[] {partition, r.size()});
                        }
                    });
                    return found.iterator();
                }, false).collect();
        long spanned = start.stream().mapToLong(r -> r[0]).distinct().count();
        // A run ends at each chunk of 1,024 and at each partition's end: 35 runs, and one more per partition crossed.
        assertThat(spanned).as("partitions holding the start position's runs").isGreaterThan(1);
        assertThat(start).hasSizeBetween(35, 34 + (int) spanned).allSatisfy(r -> assertThat(r[1]).isBetween(1L, 1_024L));
        assertThat(start.stream().mapToLong(r -> r[1]).sum()).isEqualTo(GAMES);
        assertThat(TreeJob.indexRuns(options, numbered(jsc), null, INDEX_PARTITIONS).map(IndexRun::size).reduce(Math::max))
                .isEqualTo(IndexRun.MAX_ENTRIES);
    }

    /** Every game of the parts, each with an id of its own (its part's millions, its place). */
    private static JavaRDD<List<GameFiles.Game>> numbered(JavaSparkContext jsc) {
        return TreeJob.prepare(jsc, parts, false, new TreeJob.Reading(jsc)).map(p -> {
            List<GameFiles.Game> games = p.games();
            List<GameFiles.Game> out = new java.util.ArrayList<>(games.size());
            for (int place = 0; place < games.size(); place++) {
                GameFiles.Game g = games.get(place);
                out.add(g.as(p.part * 1_000_000L + place + 1, g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth()));
            }
            return out;
        });
    }

    @Test
    void theDatabaseHoldsTheTreeAndItsIndexAsImportBuildsThem() throws Exception {
        SameRows.assertSameTree(cliDb, jobDb);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + cliDb);
             java.sql.ResultSet rs = c.createStatement().executeQuery("SELECT sum(entries) FROM position_games")) {
            assertThat(rs.next()).isTrue();
            assertThat(result.sqlite().indexRows()).as("index entries written").isEqualTo(rs.getLong(1));
        }
    }

}
