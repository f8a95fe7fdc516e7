package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The job on a real cluster, not local mode: a Spark standalone master and two workers (one core,
 * 512 MiB each) in processes of their own on 127.0.0.1 ({@link StandaloneCluster}), the job submitted
 * as {@code spark-submit} submits it (Spark's {@code SparkSubmit}, client mode, the module's jar), on
 * a few WTHOR years with their name files. Its database must equal the CLI's {@code import} of the
 * same folder, table after table, ids included.
 */
@Tag("slow")
class StandaloneClusterTest {

    private static final Path TOP = TestFolders.TOP;
    private static final Path OUT = Path.of("target", "standalone-cluster").toAbsolutePath();
    private static final Path SPARK_HOME = Path.of("target", "spark-home").toAbsolutePath();
    /** Small years, so that the test takes a few minutes on a loaded machine; the name files make players. */
    private static final List<String> FILES = List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1980.wtb", "WTH_1981.wtb", "WTH_1982.wtb",
            "WTH_1983.wtb", "WTH_1984.wtb");
    private static Path cliDb;
    private static Path jobDb;
    private static int exit;
    private static JsonNode master;

    @BeforeAll
    static void runOnTheCluster() throws Exception {
        Path games = TestFolders.wthorFiles(OUT, FILES);
        cliDb = OUT.resolve("cli.db");
        jobDb = OUT.resolve("job.db");
        Process cli = new ProcessBuilder("java", "-jar", TOP.resolve("target/othello-db.jar").toString(), "import", "--db",
                cliDb.toString(), "--quiet", games.toString()).inheritIO().redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(cli.waitFor()).as("the CLI's import").isZero();
        long begin = System.nanoTime();
        try (StandaloneCluster cluster = StandaloneCluster.start(SPARK_HOME, OUT.resolve("cluster"), 2, "512m")) {
            long up = System.nanoTime();
            Process driver = cluster.launch("driver", "1g", "org.apache.spark.deploy.SparkSubmit", "--master", cluster.url(),
                    "--deploy-mode", "client", "--class", "org.othellodb.spark.TreeJob", "--executor-memory", "512m",
                    "--total-executor-cores", "2", "--conf", "spark.driver.host=127.0.0.1",
                    "--conf", "spark.driver.bindAddress=127.0.0.1", "--conf", "spark.ui.enabled=false",
                    Path.of("target", "othello-db-spark.jar").toAbsolutePath().toString(),
                    "--sqlite", jobDb.toString(), "--out", OUT.resolve("parquet").toString(), games.toString());
            exit = cluster.await(driver);
            master = cluster.state();
            // What the run cost, for docs/scale.md (measured, never asserted).
            System.err.printf("StandaloneClusterTest: cluster up in %.1f s, job %.1f s (driver log %s)%n", (up - begin) / 1e9,
                    (System.nanoTime() - up) / 1e9, OUT.resolve("cluster/driver.log"));
        }
    }

    @Test
    void theJobRanOnTheTwoWorkers() {
        assertThat(exit).as("the driver's exit code (see target/standalone-cluster/cluster/driver.log)").isZero();
        // The master saw one application end, which had both workers' cores: the work was done on the cluster.
        List<String> apps = new ArrayList<>();
        for (JsonNode app : master.path("completedapps")) {
            apps.add(app.path("state").asText() + " " + app.path("cores").asInt() + " cores");
        }
        assertThat(apps).containsExactly("FINISHED 2 cores");
    }

    @Test
    void theDatabaseHoldsTheGamesAndNamesAsImportStoresThem() throws Exception {
        long[] rows = {0};
        assertThat(SameRows.firstDifference(cliDb, jobDb, "SELECT * FROM games ORDER BY id", rows)).isNull();
        assertThat(rows[0]).as("games").isGreaterThan(500);
        for (String sql : SameRows.IMPORT_TABLES) {
            assertThat(SameRows.firstDifference(cliDb, jobDb, sql, new long[1])).as(sql).isNull();
        }
    }

    @Test
    void theDatabaseHoldsTheTreeAndItsIndexAsImportBuildsThem() throws Exception {
        SameRows.assertSameTree(cliDb, jobDb);
    }

}
