package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The job's index in runs ({@link IndexRun}), on two WTHOR years (15,762 games): every run holds
 * one chunk of games at most, the start position's games travel as 16 runs or a few more, not as
 * one record that grows with the games, and with 64 partitions they span several partitions, which
 * the driver joins into the database's chunks. The database must still equal the CLI's import of
 * the same folder, table after table.
 */
@Tag("slow")
class IndexInRunsTest {

    private static final Path TOP = Path.of("..").toAbsolutePath().normalize();
    private static final Path OUT = Path.of("target", "index-in-runs").toAbsolutePath();
    private static final List<String> FILES = List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1998.wtb", "WTH_1999.wtb");
    private static Path cliDb;
    private static Path jobDb;
    private static SparkSession spark;
    private static TreeJob.Result result;
    private static TreeJob.Options options;
    private static List<String> files;

    @BeforeAll
    static void run() throws Exception {
        deleteTree(OUT);
        Path games = OUT.resolve("games");
        Files.createDirectories(games);
        for (String name : FILES) {
            Files.copy(TOP.resolve("data/wthor").resolve(name), games.resolve(name));
        }
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        Process cli = new ProcessBuilder("java", "-jar", TOP.resolve("target/othello-db.jar").toString(), "import", "--db",
                cliDb.toString(), "--quiet", games.toString()).inheritIO().redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(cli.waitFor()).as("the CLI's import").isZero();
        spark = TreeJob.configure(SparkSession.builder().master("local[2]").appName("othello-db index in runs")
                        .config("spark.ui.enabled", "false")).getOrCreate();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        options = TreeJob.Options.parse(new String[] {"--sqlite", jobDb.toString(), "--partitions", "64", games.toString()});
        result = TreeJob.run(jsc, spark, options, new TreeJob.Reading(jsc));
        files = GameFiles.list(options.inputs(), jsc.hadoopConfiguration());
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
        assertThat(rows[0]).as("games").isEqualTo(15_762);
    }

    @Test
    void noRunHoldsMoreThanOneChunkAndTheStartPositionTravelsInChunks() {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        // Without a filter, every visit of every position: the start position's runs hold its 15,762 games.
        List<long[]> start = TreeJob.indexRuns(jsc, options, files, null, 64)
                .mapPartitionsWithIndex((partition, runs) -> {
                    List<long[]> found = new java.util.ArrayList<>();
                    runs.forEachRemaining(r -> {
                        if (Long.bitCount(r.player | r.opponent) == 4) {
                            found.add(new long[] {partition, r.entries.length});
                        }
                    });
                    return found.iterator();
                }, false).collect();
        long spanned = start.stream().mapToLong(r -> r[0]).distinct().count();
        // A run ends at each chunk of 1,024 and at each partition's end: 16 runs, and one more per partition crossed.
        assertThat(spanned).as("partitions holding the start position's runs").isGreaterThan(1);
        assertThat(start).hasSizeBetween(16, 15 + (int) spanned).allSatisfy(r -> assertThat(r[1]).isBetween(1L, 1_024L));
        assertThat(start.stream().mapToLong(r -> r[1]).sum()).isEqualTo(15_762);
        assertThat(TreeJob.indexRuns(jsc, options, files, null, 64).map(r -> r.entries.length).reduce(Math::max))
                .isEqualTo(IndexRun.MAX_ENTRIES);
    }

    @Test
    void theDatabaseHoldsTheTreeAndItsIndexAsImportBuildsThem() throws Exception {
        for (String sql : List.of("SELECT * FROM positions ORDER BY id", "SELECT * FROM position_moves ORDER BY position_id, move",
                "SELECT * FROM position_games ORDER BY position_id, first_game")) {
            long[] rows = {0};
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, rows)).as(sql).isNull();
            assertThat(rows[0]).as(sql).isPositive();
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + cliDb);
             java.sql.ResultSet rs = c.createStatement().executeQuery("SELECT sum(entries) FROM position_games")) {
            assertThat(rs.next()).isTrue();
            assertThat(result.sqlite().indexRows()).as("index entries written").isEqualTo(rs.getLong(1));
        }
    }

    private static void deleteTree(Path dir) throws Exception {
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
