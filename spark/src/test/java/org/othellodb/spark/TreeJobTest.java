package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.store.Stats;

/**
 * The Spark build against the single-machine one, on the whole shipped WTHOR archive: the CLI's
 * jar imports it (building the tree) into a database, the job counts it in local mode, and every
 * tree row must be equal.
 */
class TreeJobTest {

    private static final Path TOP = Path.of("..").toAbsolutePath().normalize();
    private static SparkSession spark;
    private static Path db;

    @BeforeAll
    static void build() throws Exception {
        db = Path.of("target", "archive.db").toAbsolutePath();
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Files.deleteIfExists(Path.of(db + suffix));
        }
        Process p = new ProcessBuilder("java", "-jar", TOP.resolve("target/othello-db.jar").toString(), "import", "--db",
                db.toString(), "--quiet", TOP.resolve("data/wthor").toString()).inheritIO().start();
        assertThat(p.waitFor()).isZero();
        spark = SparkSession.builder().master("local[*]").appName("othello-db test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    private static String row(long player, long opponent, boolean black, int ply, Integer move, Stats s) {
        return player + " " + opponent + " " + black + " " + ply + " " + (move == null ? "" : move + " ") + s.games() + " "
                + s.blackWins() + " " + s.draws() + " " + s.whiteWins() + " " + s.discDiffSum() + " " + s.scoredGames() + " "
                + s.histogramText() + " " + s.theoreticalSum() + " " + s.theoreticalGames() + " " + s.firstYear() + " "
                + s.lastYear();
    }

    private static List<String> sqlite(String sql) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder b = new StringBuilder();
                for (int i = 1; i <= n; i++) {
                    Object v = rs.getObject(i);
                    b.append(i > 1 ? " " : "").append(v instanceof Integer bool && i == 3 ? Boolean.toString(bool == 1) : v);
                }
                rows.add(b.toString());
            }
        }
        return rows;
    }

    @Test
    void treeRowsEqualTheSingleMachineBuild() throws Exception {
        List<String> inputs;
        try (Stream<Path> files = Files.list(TOP.resolve("data/wthor"))) {
            inputs = files.filter(f -> f.getFileName().toString().endsWith(".wtb")).map(f -> f.toUri().toString()).sorted().toList();
        }
        List<Map.Entry<TreeJob.Key, TreeJob.Counts>> tree = TreeJob.tree(JavaSparkContext.fromSparkContext(spark.sparkContext()),
                inputs, 2, 60).collect().stream().map(t -> Map.entry(t._1(), t._2())).toList();
        List<String> positions = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        for (Map.Entry<TreeJob.Key, TreeJob.Counts> e : tree) {
            TreeJob.Key k = e.getKey();
            positions.add(row(k.player(), k.opponent(), k.blackToMove(), k.ply(), null, e.getValue().total));
            e.getValue().moves.forEach((m, s) -> moves.add(row(k.player(), k.opponent(), k.blackToMove(), k.ply(), m, s)));
        }
        String stats = "games, black_wins, draws, white_wins, disc_diff_sum, scored_games, disc_diff_hist, theoretical_sum, "
                + "theoretical_games, first_year, last_year";
        List<String> stored = sqlite("select player, opponent, black_to_move, ply, " + stats + " from positions");
        assertThat(positions).hasSize(stored.size()).containsExactlyInAnyOrderElementsOf(stored);
        List<String> storedMoves = sqlite("select p.player, p.opponent, p.black_to_move, p.ply, m.move, "
                + stats.replaceAll("(\\w+)", "m.$1") + " from position_moves m join positions p on p.id = m.position_id");
        assertThat(moves).hasSize(storedMoves.size()).containsExactlyInAnyOrderElementsOf(storedMoves);
    }
}
