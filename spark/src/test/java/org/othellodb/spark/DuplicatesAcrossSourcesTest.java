package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The cluster's import where the same games come from several sources: FFO's older issues of
 * 2019–2021 and 2025, then the whole archive in its February 2026 re-issues (which take the older
 * issues' games over, relabel some and drop two), then the PGN conversions of 19 of its years (merged
 * into the stored games, or kept apart, by import's rules). The executors read and prepare every
 * record (PGN files and larger WTHOR years cut into parts of 1 MiB); the driver's import decides on
 * them without reading a file; the tree counts the games as finally stored. Every table must equal
 * the CLI's import of the same three inputs, ids, merges and dropped games included, and the Edax
 * book the CLI's export of its database.
 */
@Tag("slow")
class DuplicatesAcrossSourcesTest {

    private static final Path OUT = Path.of("target", "duplicates-across-sources").toAbsolutePath();
    private static final Path SAMPLES = TestFolders.TOP.resolve("src/test/resources/samples");
    /** Records read: the archive's 137,548 games, the older issues' 1,949 + 880 + 320 + 2,010, the PGN files' 19,100. */
    private static final long RECORDS = 137_548 + 1_949 + 880 + 320 + 2_010 + 19_100;
    private static Path cliDb;
    private static Path jobDb;
    private static SparkSession spark;
    private static TreeJob.Reading reading;
    private static TreeJob.Result result;

    @BeforeAll
    static void run() throws Exception {
        TestFolders.deleteTree(OUT);
        Files.createDirectories(OUT);
        // The older issues in a folder without name files, as FFO's archive pages give a year's file alone.
        Path older = Files.createDirectories(OUT.resolve("older-issues"));
        try (var files = Files.list(SAMPLES.resolve("wthor-older-issues"))) {
            for (Path f : files.toList()) {
                Files.copy(f, older.resolve(f.getFileName()));
            }
        }
        String[] inputs = {older.toString(), TestFolders.TOP.resolve("data/wthor").toString(), SAMPLES.resolve("pgn").toString()};
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        assertThat(TestFolders.cli(concat(new String[] {"import", "--db", cliDb.toString(), "--quiet"}, inputs))).isZero();
        assertThat(TestFolders.cli("book", "export", "--db", cliDb.toString(), "--out", OUT.resolve("cli.dat").toString())).isZero();
        spark = TestFolders.localSession("othello-db duplicates").getOrCreate();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        reading = new TreeJob.Reading(jsc);
        result = TreeJob.run(jsc, spark, TreeJob.Options.parse(concat(new String[] {"--sqlite", jobDb.toString(), "--edax",
                OUT.resolve("job.dat").toString(), "--part-mb", "1"}, inputs)), reading);
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + cliDb); ResultSet rs = c.createStatement().executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }

    @Test
    void theCliMergesAndKeepsApartAndTheIssuesDropGames() throws Exception {
        // What makes this input worth testing, counted in the CLI's own database.
        assertThat(count("SELECT count(*) FROM game_merges WHERE decision = 'merged'")).isGreaterThan(10_000);
        assertThat(count("SELECT count(*) FROM game_merges WHERE decision = 'kept_apart'")).isPositive();
        assertThat(count("SELECT count(*) FROM superseded_games")).isPositive();
        assertThat(count("SELECT count(*) FROM games")).isLessThan(RECORDS - 10_000);
        assertThat(reading.games() + reading.rejected()).as("records the cluster read").isEqualTo(RECORDS);
        assertThat(reading.partsRead()).as("files cut into parts").isGreaterThan(70);
    }

    @Test
    void everyTableOfTheImportIsTheClis() throws Exception {
        long[] rows = {0};
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT * FROM games ORDER BY id", rows)).isNull();
        assertThat(rows[0]).isEqualTo(count("SELECT count(*) FROM games")).isEqualTo(result.sqlite().games());
        for (String sql : SameRows.IMPORT_TABLES) {
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, new long[1])).as(sql).isNull();
        }
        for (String sql : List.of("SELECT id, source_id, record_index, line, game_id, decision, new_game_id, reason FROM game_merges "
                + "ORDER BY id", "SELECT * FROM superseded_games ORDER BY source_id, record_index")) {
            long[] n = {0};
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, n)).as(sql).isNull();
            assertThat(n[0]).as(sql).isPositive();
        }
    }

    @Test
    void theTreeCountsTheGamesAsStored() throws Exception {
        SameRows.assertSameTree(cliDb, jobDb);
    }

    @Test
    void theEdaxBookIsTheClisExportOfItsDatabase() throws Exception {
        SameRows.assertSameEdaxBook(OUT.resolve("cli.dat"), OUT.resolve("job.dat"));
    }
}
