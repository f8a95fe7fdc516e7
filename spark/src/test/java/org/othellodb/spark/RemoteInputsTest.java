package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Inputs on a file system other than the driver's (HDFS, S3), played by this machine's files under a scheme of
 * their own ({@link RemoteFileSystem}): WTHOR's 1983 and 1986 games with the name files, and the PGN conversions of
 * 1983 and 2021 (80 and 131 kB; these and 1986's 98 kB cut into parts of 64 KiB), so that the same games come from
 * two sources. The driver's import reads copies of them beside the database: the name files whole, the game files'
 * heads alone (1983's 14 kB is all head), since it takes their records, digests and encodings from the cluster.
 * Every table but the copies' paths must be the CLI's.
 */
@Tag("slow")
class RemoteInputsTest {

    private static final Path OUT = Path.of("target", "remote-inputs").toAbsolutePath();
    private static final long PART_BYTES = 1 << 16;
    private static Path games;
    private static Path cliDb;
    private static Path jobDb;

    @BeforeAll
    static void run() throws Exception {
        games = TestFolders.wthorFiles(OUT, List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1983.wtb", "WTH_1986.wtb"));
        for (String year : List.of("WTH_1983.pgn", "WTH_2021.pgn")) {
            Files.copy(TestFolders.TOP.resolve("src/test/resources/samples/pgn").resolve(year), games.resolve(year));
        }
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        assertThat(TestFolders.cli("import", "--db", cliDb.toString(), "--quiet", games.toString())).isZero();
        SparkSession spark = TestFolders.localSession("othello-db remote inputs")
                .config("spark.hadoop.fs." + RemoteFileSystem.SCHEME + ".impl", RemoteFileSystem.class.getName()).getOrCreate();
        try {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            TreeJob.Options parsed = TreeJob.Options.parse(new String[] {"--sqlite", jobDb.toString(), remote(games)});
            TreeJob.Options options = new TreeJob.Options(parsed.inputs(), parsed.sqlite(), null, java.util.Map.of(), parsed.minGames(),
                    parsed.maxPly(), parsed.book(), 4, PART_BYTES);
            TreeJob.run(jsc, spark, options, new TreeJob.Reading(jsc));
        } finally {
            spark.stop();
        }
    }

    private static String remote(Path local) {
        return RemoteFileSystem.SCHEME + "://" + local.toAbsolutePath();
    }

    private static Configuration conf() {
        Configuration conf = new Configuration();
        conf.set("fs." + RemoteFileSystem.SCHEME + ".impl", RemoteFileSystem.class.getName());
        return conf;
    }

    @Test
    void theDatabaseIsImportsButForTheCopiesPaths() throws Exception {
        long[] rows = {0};
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT * FROM games ORDER BY id", rows)).isNull();
        assertThat(rows[0]).as("games: 1983's 519 and 1986's 1,440").isEqualTo(1_959);
        for (String sql : SameRows.IMPORT_TABLES) {
            String paths = sql.replace("id, path, format", "id, format").replace("source_id, path, record_index", "source_id, record_index");
            assertThat(SameRows.firstDifference(cliDb, jobDb, paths, new long[1])).as(paths).isNull();
        }
        rows[0] = 0; // firstDifference adds the rows it compared
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT format, size, sha256, note FROM sources ORDER BY id", rows)).isNull();
        assertThat(rows[0]).as("two name files, WTHOR's two years, two PGN files").isEqualTo(6);
        String merges = "SELECT id, source_id, record_index, line, game_id, decision, new_game_id, reason FROM game_merges ORDER BY id";
        rows[0] = 0;
        assertThat(SameRows.firstDifference(cliDb, jobDb, merges, rows)).isNull();
        assertThat(rows[0]).as("the PGN's games of 1983 met in WTHOR's").isEqualTo(199);
        SameRows.assertSameTree(cliDb, jobDb);
        try (var left = Files.list(OUT)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("the copies, deleted").noneMatch(n -> n.startsWith("."));
        }
    }

    @Test
    void theDriverCopiesTheNameFilesWholeAndTheGameFilesHeadsAtTheirSize() throws Exception {
        Path db = OUT.resolve("copies.db");
        List<String> inputs = List.of(remote(games));
        SqliteOutput output = SqliteOutput.start(db, inputs, GameFiles.list(inputs, conf()), conf());
        try (var copies = Files.walk(OUT)) {
            List<Path> made = copies.filter(p -> p.toString().contains(".othello-db-spark-input") && Files.isRegularFile(p)).toList();
            assertThat(made).extracting(p -> p.getFileName().toString())
                    .containsExactlyInAnyOrder("WTHOR.JOU", "WTHOR.TRN", "WTH_1983.wtb", "WTH_1986.wtb", "WTH_1983.pgn", "WTH_2021.pgn");
            for (Path copy : made) {
                byte[] original = Files.readAllBytes(games.resolve(copy.getFileName()));
                byte[] copied = Files.readAllBytes(copy);
                assertThat(copied).as(copy.toString()).hasSameSizeAs(original);
                String name = copy.getFileName().toString();
                if (name.endsWith(".pgn") || name.equals("WTH_1986.wtb")) {
                    int head = SqliteOutput.HEAD_BYTES;
                    assertThat(original.length).isGreaterThan(head);
                    assertThat(Arrays.copyOf(copied, head)).isEqualTo(Arrays.copyOf(original, head));
                    assertThat(Arrays.copyOfRange(copied, head, copied.length)).containsOnly((byte) 0);
                    // A file whose first part the cluster could not read: completed before the import reads it itself.
                    output.readsItself(copy);
                    assertThat(Files.readAllBytes(copy)).as(copy + " completed").isEqualTo(original);
                } else {
                    // The name files, and a game file no longer than a head.
                    assertThat(copied).as(copy.toString()).isEqualTo(original);
                }
            }
        } finally {
            output.discard();
        }
    }
}
