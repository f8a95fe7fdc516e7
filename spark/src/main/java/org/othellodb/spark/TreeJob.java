package org.othellodb.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.input.PortableDataStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.ingest.PreparedRecord;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import scala.Tuple2;

/**
 * The opening tree built on Apache Spark: every game of the input files (any format othello-db
 * reads, on any Hadoop-compatible path) is replayed with othello-db's own rules, each position
 * canonicalised under the 8 symmetries, and the statistics per position and per (position, move)
 * aggregated exactly as the single-machine tree counts them ({@link GameVisit#countIn}). Positions
 * that at least {@code --min-games} games reach are written as Parquet: {@code positions/} and
 * {@code moves/}, with the columns of othello-db's {@code positions} and {@code position_moves} tables.
 *
 * <pre>
 * spark-submit --class org.othellodb.spark.TreeJob othello-db-spark.jar --out OUT [--min-games N] [--max-ply N] INPUT...
 * </pre>
 */
public final class TreeJob {

    /** A position: canonical boards, colour to move, moves played to reach it. */
    public record Key(long player, long opponent, boolean blackToMove, int ply) implements Serializable {
    }

    /** A position's statistics and those of each move played from it (canonical, merged as in the tree). */
    public static final class Counts implements Serializable {
        public final Stats total = new Stats();
        public final TreeMap<Integer, Stats> moves = new TreeMap<>();

        Counts merge(Counts other) {
            total.add(other.total);
            other.moves.forEach((m, s) -> moves.computeIfAbsent(m, k -> new Stats()).add(s));
            return this;
        }
    }

    /** A game as the tree counts it. */
    record Game(byte[] moves, int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth,
                int finalEmpties, Integer year) implements Serializable {
    }

    private TreeJob() {
    }

    public static void main(String[] args) {
        String out = null;
        int minGames = 2;
        int maxPly = 60;
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = args[++i];
                case "--min-games" -> minGames = Integer.parseInt(args[++i]);
                case "--max-ply" -> maxPly = Integer.parseInt(args[++i]);
                default -> inputs.add(args[i]);
            }
        }
        if (out == null || inputs.isEmpty()) {
            System.err.println("usage: TreeJob --out DIR [--min-games N] [--max-ply N] INPUT...");
            System.exit(2);
        }
        SparkSession spark = SparkSession.builder().appName("othello-db tree").getOrCreate();
        try {
            JavaPairRDD<Key, Counts> tree = tree(JavaSparkContext.fromSparkContext(spark.sparkContext()), inputs, minGames, maxPly);
            writeParquet(spark, tree, out);
        } finally {
            spark.stop();
        }
    }

    /** The positions at least {@code minGames} games reach, up to {@code maxPly}, with their counts. */
    public static JavaPairRDD<Key, Counts> tree(JavaSparkContext jsc, List<String> inputs, int minGames, int maxPly) {
        JavaRDD<Game> games = jsc.binaryFiles(String.join(",", inputs)).flatMap(f -> read(f._1(), f._2()));
        return games.flatMapToPair(g -> visits(g, maxPly).iterator())
                .reduceByKey(Counts::merge)
                .filter(p -> p._2().total.games() >= minGames);
    }

    /**
     * The games of one file, read by othello-db's reader for its format from a local copy (the
     * readers read files; a cluster's file may be on HDFS or S3) and prepared as the import
     * prepares them; records the import would reject are left out, as it leaves them out.
     */
    static Iterator<Game> read(String uri, PortableDataStream stream) throws IOException {
        String name = uri.substring(uri.lastIndexOf('/') + 1);
        Path dir = Files.createTempDirectory("othello-db-spark");
        Path file = dir.resolve(name);
        List<Game> games = new ArrayList<>();
        try {
            Files.write(file, stream.toArray());
            GameFormat format = Formats.detect(file)
                    .orElseThrow(() -> new IllegalArgumentException(uri + ": not a game file othello-db reads"));
            try (GameReader reader = format.open(file)) {
                while (reader.hasNext()) {
                    PreparedRecord r = PreparedRecord.of(reader.next());
                    if (!r.isProblem()) {
                        games.add(new Game(r.moves(), r.result(), r.blackScore(), r.record().theoreticalScore(),
                                r.record().theoreticalDepth(), r.end().empties(), r.record().year()));
                    }
                }
            }
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
        return games.iterator();
    }

    /** One (position, counts of this game) pair for each position of the game up to {@code maxPly}. */
    static List<Tuple2<Key, Counts>> visits(Game g, int maxPly) {
        List<Tuple2<Key, Counts>> out = new ArrayList<>(62);
        Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
            if (ply > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            int next = move == Square.NONE ? GameVisit.ENDED : c.representative(c.toCanonical(move));
            GameVisit v = new GameVisit(0, ply, next, g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth(),
                    g.finalEmpties(), g.year());
            Counts counts = new Counts();
            v.countIn(counts.total);
            if (next != GameVisit.ENDED) {
                v.countIn(counts.moves.computeIfAbsent(next, m -> new Stats()));
            }
            out.add(new Tuple2<>(new Key(c.player(), c.opponent(), toMove == Color.BLACK, ply), counts));
            return true;
        });
        return out;
    }

    private static final StructType STATS = new StructType()
            .add("games", DataTypes.LongType).add("black_wins", DataTypes.LongType).add("draws", DataTypes.LongType)
            .add("white_wins", DataTypes.LongType).add("disc_diff_sum", DataTypes.LongType)
            .add("scored_games", DataTypes.LongType).add("disc_diff_hist", DataTypes.StringType)
            .add("theoretical_sum", DataTypes.LongType).add("theoretical_games", DataTypes.LongType)
            .add("first_year", DataTypes.IntegerType).add("last_year", DataTypes.IntegerType);

    /** Writes {@code out}/positions and {@code out}/moves as Parquet, the columns of the tree's tables. */
    public static void writeParquet(SparkSession spark, JavaPairRDD<Key, Counts> tree, String out) {
        StructType key = new StructType().add("player", DataTypes.LongType).add("opponent", DataTypes.LongType)
                .add("black_to_move", DataTypes.BooleanType).add("ply", DataTypes.IntegerType);
        StructType positions = new StructType(concat(key.fields(), STATS.fields()));
        StructType moves = new StructType(concat(concat(key.fields(), new StructType().add("move", DataTypes.IntegerType).fields()),
                STATS.fields()));
        JavaRDD<Row> positionRows = tree.map(p -> row(p._1(), null, p._2().total));
        JavaRDD<Row> moveRows = tree.flatMap(p -> {
            List<Row> rows = new ArrayList<>();
            for (Map.Entry<Integer, Stats> m : p._2().moves.entrySet()) {
                rows.add(row(p._1(), m.getKey(), m.getValue()));
            }
            return rows.iterator();
        });
        Dataset<Row> p = spark.createDataFrame(positionRows, positions);
        p.write().mode(SaveMode.Overwrite).parquet(out + "/positions");
        spark.createDataFrame(moveRows, moves).write().mode(SaveMode.Overwrite).parquet(out + "/moves");
    }

    private static Row row(Key k, Integer move, Stats s) {
        List<Object> v = new ArrayList<>(List.of(k.player(), k.opponent(), k.blackToMove(), k.ply()));
        if (move != null) {
            v.add(move);
        }
        v.addAll(java.util.Arrays.asList((long) s.games(), (long) s.blackWins(), (long) s.draws(), (long) s.whiteWins(),
                s.discDiffSum(), (long) s.scoredGames(), s.histogramText(), s.theoreticalSum(), (long) s.theoreticalGames(),
                s.firstYear(), s.lastYear()));
        return RowFactory.create(v.toArray());
    }

    private static org.apache.spark.sql.types.StructField[] concat(org.apache.spark.sql.types.StructField[] a,
                                                                   org.apache.spark.sql.types.StructField[] b) {
        org.apache.spark.sql.types.StructField[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
