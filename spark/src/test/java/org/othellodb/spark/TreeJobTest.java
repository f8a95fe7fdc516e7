package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Spark build against the single-machine one, on the whole shipped WTHOR archive: the CLI's
 * jar imports it (building the tree) and exports the default books; the job, in local mode with
 * two cores, counts the same directory and writes a database, the tree as Parquet and the two
 * books. Every game and tree row and every book byte must be equal (but the Edax header's date of writing).
 */
@Tag("slow")
class TreeJobTest {

    private static final Path TOP = TestFolders.TOP;
    // The shipped archive's figures, stated once for both modules (src/test/figures).
    private static final int GAMES = ARCHIVE.games();
    private static final int POSITIONS = ARCHIVE.treePositions();
    private static final int MOVES = ARCHIVE.treeMoves();
    private static final int INDEX_ROWS = ARCHIVE.indexRows();
    private static final Path OUT = Path.of("target", "tree-job").toAbsolutePath();
    private static final String STATS = "games, black_wins, draws, white_wins, disc_diff_sum, scored_games, disc_diff_hist, "
            + "theoretical_sum, theoretical_games, first_year, last_year";
    private static SparkSession spark;
    private static Path db;
    private static Path sparkDb;
    private static TreeJob.Reading reading;
    private static TreeJob.Result result;

    @BeforeAll
    static void build() throws Exception {
        long begin = System.nanoTime();
        db = OUT.resolve("archive.db");
        Path jar = TOP.resolve("target/othello-db.jar");
        Path done = OUT.resolve("single-machine.done");
        // The single-machine side is made again whenever the CLI's jar is newer than it (always on a clean checkout).
        if (!Files.exists(done) || Files.getLastModifiedTime(done).compareTo(Files.getLastModifiedTime(jar)) < 0) {
            TestFolders.deleteTree(OUT);
            Files.createDirectories(OUT);
            cli("import", "--db", db.toString(), "--quiet", TOP.resolve("data/wthor").toString());
            cli("book", "export", "--db", db.toString(), "--out", OUT.resolve("cli.dat").toString());
            cli("book", "export", "--db", db.toString(), "--out", OUT.resolve("cli.egbk3").toString());
            Files.writeString(done, "");
        }
        sparkDb = OUT.resolve("spark.db");
        for (String made : new String[] {"parquet", "spark.dat", "spark.egbk3", "spark.db", "spark.db-wal", "spark.db-shm"}) {
            TestFolders.deleteTree(OUT.resolve(made));
        }
        long started = System.nanoTime();
        spark = TestFolders.localSession("othello-db test").getOrCreate();
        JobMetrics metrics = new JobMetrics();
        spark.sparkContext().addSparkListener(metrics);
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        reading = new TreeJob.Reading(jsc);
        TreeJob.Options options = TreeJob.Options.parse(new String[] {"--sqlite", sparkDb.toString(),
                "--out", OUT.resolve("parquet").toString(),
                "--edax", OUT.resolve("spark.dat").toString(), "--egaroucid", OUT.resolve("spark.egbk3").toString(),
                TOP.resolve("data/wthor").toString()});
        long t0 = System.nanoTime();
        result = TreeJob.run(jsc, spark, options, reading);
        // What the run cost, for docs/scale.md (measured, never asserted).
        System.err.printf("TreeJobTest: import and two book exports %.1f s; Spark start %.1f s; job %.1f s, shuffle %,d bytes "
                        + "written, %,d spilled, task CPU %.1f s in %d tasks; %,d boards, %,d shared%n", (started - begin) / 1e9,
                (t0 - started) / 1e9, (System.nanoTime() - t0) / 1e9, metrics.shuffleBytesWritten(), metrics.diskBytesSpilled(),
                metrics.taskCpuMillis() / 1e3, metrics.tasks(), reading.boards()[0], reading.boards()[1]);
        metrics.byCall().forEach(line -> System.err.println("TreeJobTest:" + line));
        System.err.printf("TreeJobTest: --sqlite: the driver's import %.1f s (beside the counting), then %.1f s for the tree's "
                + "%,d positions and %,d index rows%n", result.sqlite().importMillis() / 1e3, result.sqlite().treeMillis() / 1e3,
                result.sqlite().positions(), result.sqlite().indexRows());
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    private static void cli(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("java", "-jar", TOP.resolve("target/othello-db.jar").toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).inheritIO().redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(p.waitFor()).as(String.join(" ", command)).isZero();
    }

    /** What a CLI command prints on standard output (it must succeed). */
    private static String cliOutput(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("java", "-jar", TOP.resolve("target/othello-db.jar").toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(String.join(" ", command)).isZero();
        return out;
    }

    private static String firstDifference(String sql, long[] rows) throws Exception {
        return SameRows.firstDifference(db, sparkDb, sql, rows);
    }


    /** The rows of a query, each as its columns' values joined by spaces (black_to_move as true/false). */
    private static List<String> sqlite(String sql) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    Object v = rs.getObject(i);
                    b.append(i > 1 ? " " : "").append(i == 3 ? Boolean.toString(rs.getInt(i) == 1) : v);
                }
                rows.add(b.toString());
            }
        }
        rows.sort(null);
        return rows;
    }

    private static List<String> parquet(String table) {
        List<String> rows = new ArrayList<>();
        for (Row r : spark.read().parquet(OUT.resolve("parquet").resolve(table).toString()).collectAsList()) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < r.length(); i++) {
                b.append(i > 0 ? " " : "").append(r.get(i));
            }
            rows.add(b.toString());
        }
        rows.sort(null);
        return rows;
    }

    @Test
    void theDatabaseHoldsTheGamesAsImportStoresThem() throws Exception {
        long[] rows = {0};
        assertThat(firstDifference("SELECT * FROM games ORDER BY id", rows)).isNull();
        assertThat(rows[0]).isEqualTo(GAMES);
        // The import's own rows beside the games: its files (but when each was imported), names and problems.
        for (String sql : SameRows.IMPORT_TABLES) {
            assertThat(firstDifference(sql, new long[1])).as(sql).isNull();
        }
        // The job does not keep the positions reached by one game (its first pass counts hashes, not
        // games): its database has none, and says so, so that its first import with new games builds the tree again
        // to make them (TreeSpillTest).
        try (Connection job = DriverManager.getConnection("jdbc:sqlite:" + sparkDb); Statement st = job.createStatement();
             ResultSet singles = st.executeQuery("SELECT (SELECT count(*) FROM single_positions), "
                     + "(SELECT count(*) FROM meta WHERE key = 'tree_single_positions')")) {
            assertThat(singles.next()).isTrue();
            assertThat(singles.getLong(1)).isZero();
            assertThat(singles.getLong(2)).isZero();
        }
        assertThat(result.sqlite().games()).isEqualTo(GAMES);
    }

    @Test
    void theDatabaseHoldsTheTreeAndItsIndexAsImportBuildsThem() throws Exception {
        long[] rows = {0};
        assertThat(firstDifference("SELECT * FROM positions ORDER BY id", rows)).isNull();
        assertThat(rows[0]).isEqualTo(POSITIONS).isEqualTo(result.sqlite().positions());
        rows[0] = 0;
        assertThat(firstDifference("SELECT * FROM position_moves ORDER BY position_id, move", rows)).isNull();
        assertThat(rows[0]).isEqualTo(MOVES);
        rows[0] = 0;
        assertThat(firstDifference("SELECT * FROM position_games ORDER BY position_id, first_game", rows)).isNull();
        assertThat(rows[0]).isEqualTo(INDEX_ROWS);
    }

    @Test
    void theCommandsReadTheJobsDatabaseAsTheImportsOwn() throws Exception {
        for (String[] command : new String[][] {{"tree", "f5d6"}, {"games", "--position", "f5d6c3d3c4", "--limit", "5"},
                {"player", "hideshi tamenori", "--limit", "3"}}) {
            String cli = cliOutput(concat(command, "--db", db.toString()));
            assertThat(cli.lines().count()).as(String.join(" ", command)).isGreaterThan(4);
            assertThat(cliOutput(concat(command, "--db", sparkDb.toString()))).as(String.join(" ", command)).isEqualTo(cli);
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void readsEveryGameOfTheArchiveAndSkipsTheNameFiles() {
        assertThat(reading.games()).isEqualTo(GAMES);
        assertThat(reading.rejected()).isZero();
        assertThat(reading.failed()).isZero();
        assertThat(reading.skipped()).hasSize(2).allMatch(s -> s.contains("WTHOR.JOU") || s.contains("WTHOR.TRN"));
    }

    @Test
    void positionRowsEqualTheSingleMachineTree() throws Exception {
        List<String> stored = sqlite("SELECT player, opponent, black_to_move, ply, " + STATS + " FROM positions");
        assertThat(stored).hasSize(POSITIONS);
        assertThat(result.treePositions()).isEqualTo(stored.size());
        assertThat(parquet("positions")).isEqualTo(stored);
    }

    @Test
    void moveRowsEqualTheSingleMachineTree() throws Exception {
        List<String> stored = sqlite("SELECT p.player, p.opponent, p.black_to_move, p.ply, m.move, "
                + STATS.replaceAll("(\\w+)", "m.$1") + " FROM position_moves m JOIN positions p ON p.id = m.position_id");
        assertThat(stored).hasSize(MOVES);
        assertThat(parquet("moves")).isEqualTo(stored);
    }

    @Test
    void edaxBookEqualsBookExportButForItsDate() throws Exception {
        SameRows.assertSameEdaxBook(OUT.resolve("cli.dat"), OUT.resolve("spark.dat"));
    }

    @Test
    void egaroucidBookEqualsBookExport() throws Exception {
        byte[] cli = Files.readAllBytes(OUT.resolve("cli.egbk3"));
        byte[] job = Files.readAllBytes(OUT.resolve("spark.egbk3"));
        assertThat(job.length).isEqualTo(cli.length).isGreaterThan(1_000_000);
        assertThat(Arrays.mismatch(job, cli)).as("first differing byte").isEqualTo(-1);
    }

    @Test
    void aFailedJobLeavesNoDatabaseSoThatItCanRunAgain() throws Exception {
        // A file in a subfolder: import reads it, the job (which lists a folder's own files) does not, so it stops.
        Path dir = OUT.resolve("subfolder");
        TestFolders.deleteTree(dir);
        Files.createDirectories(dir.resolve("more"));
        cli("generate", "--games", "100", "--seed", "5", "--out", dir.resolve("a.txt").toString());
        cli("generate", "--games", "100", "--seed", "6", "--out", dir.resolve("more/b.txt").toString());
        Path target = OUT.resolve("subfolder.db");
        String[] args = {"--sqlite", target.toString(), dir.toString()};
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        assertThatThrownBy(() -> TreeJob.run(jsc, spark, TreeJob.Options.parse(args), new TreeJob.Reading(jsc)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("b.txt").hasMessageContaining("did not read");
        try (var names = Files.list(OUT)) {
            // Neither the failed job's database nor the successful one's temporary name is left.
            assertThat(names.map(p -> p.getFileName().toString()).toList())
                    .noneMatch(n -> n.contains("subfolder.db") || n.startsWith(".spark.db"))
                    .contains("spark.db");
        }
        assertThat(TreeJob.Options.parse(args).sqlite()).as("running it again is not refused").isEqualTo(target);
    }
}
