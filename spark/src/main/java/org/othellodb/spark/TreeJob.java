package org.othellodb.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SerializableWritable;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;
import org.apache.spark.util.sketch.BloomFilter;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.book.BookBuilder;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookOptions;
import org.othellodb.book.CountedPosition;
import org.othellodb.book.DrawRule;
import org.othellodb.book.ValueMode;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import org.othellodb.tree.PositionKey;
import scala.Tuple2;

/**
 * The opening tree built on Apache Spark: every game of the input files (any format othello-db
 * reads, on any Hadoop-compatible path) is replayed with othello-db's own rules, each position
 * canonicalised under the 8 symmetries, and the statistics per position and per (position, move)
 * aggregated exactly as the single-machine tree counts them ({@link GameVisit#countIn}). Outputs:
 * an othello-db database ({@link SqliteOutput}), the tree as Parquet ({@link ParquetTree}), and
 * Edax and Egaroucid books made by othello-db's own book builder and writers from the same counts.
 *
 * <p>One task reads each file; a first pass finds the boards that enough games reach (by hash, see
 * {@link #boards}), each task combines its games' counts by board before the shuffle (most of a
 * file's games share their first positions), and the boards below the thresholds are dropped.
 */
public final class TreeJob {

    static final String USAGE = """
            usage: TreeJob [--sqlite FILE] [--out DIR] [--edax FILE] [--egaroucid FILE] [--min-games N] [--max-ply N]
                           [--book-min-games N] [--book-max-ply N] [--book-value mean|wdl|theoretical]
                           [--partitions N] INPUT...
              --sqlite FILE        a new othello-db database: the games as import stores them, and the tree
              --out DIR            the tree as Parquet: DIR/positions and DIR/moves
              --edax FILE          an Edax book (othello-db's book export with the same options gives the same bytes)
              --egaroucid FILE     an Egaroucid book
              --min-games N        tree positions at least N games reach with the same colour to move (default 2)
              --max-ply N          count positions up to N moves (default 60)
              --book-min-games N   book positions (either colour to move) at least N games reach (default 2)
              --book-max-ply N     book positions up to N moves (default 40)
              --book-value MODE    the value of frontier positions (default mean)
              --partitions N       shuffle partitions (default: 4 per core of the cluster)
            """;

    /** What the job is asked for. */
    public record Options(List<String> inputs, Path sqlite, String parquet, Path edax, Path egaroucid, int minGames, int maxPly,
                          BookOptions book, int partitions) {

        static Options parse(String[] args) {
            List<String> inputs = new ArrayList<>();
            String parquet = null;
            Path sqlite = null;
            Path edax = null;
            Path egaroucid = null;
            int minGames = 2;
            int maxPly = 60;
            int bookMinGames = BookOptions.DEFAULT_MIN_GAMES;
            int bookMaxPly = BookOptions.DEFAULT_MAX_PLY;
            ValueMode value = ValueMode.mean;
            int partitions = 0;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--out" -> parquet = args[++i];
                    case "--sqlite" -> sqlite = Path.of(args[++i]);
                    case "--edax" -> edax = Path.of(args[++i]);
                    case "--egaroucid" -> egaroucid = Path.of(args[++i]);
                    case "--min-games" -> minGames = Integer.parseInt(args[++i]);
                    case "--max-ply" -> maxPly = Integer.parseInt(args[++i]);
                    case "--book-min-games" -> bookMinGames = Integer.parseInt(args[++i]);
                    case "--book-max-ply" -> bookMaxPly = Integer.parseInt(args[++i]);
                    case "--book-value" -> value = ValueMode.valueOf(args[++i]);
                    case "--partitions" -> partitions = Integer.parseInt(args[++i]);
                    default -> {
                        if (args[i].startsWith("--")) {
                            throw new IllegalArgumentException("unknown option " + args[i]);
                        }
                        inputs.add(args[i]);
                    }
                }
            }
            if (inputs.isEmpty() || (sqlite == null && parquet == null && edax == null && egaroucid == null)) {
                throw new IllegalArgumentException("give input files and at least one of --sqlite, --out, --edax, --egaroucid");
            }
            if (sqlite != null && java.nio.file.Files.exists(sqlite)) {
                throw new IllegalArgumentException(sqlite + " exists: --sqlite writes a new database (othello-db import adds to one)");
            }
            if (value == ValueMode.solved) {
                throw new IllegalArgumentException("--book-value solved is not supported by the Spark build");
            }
            if (bookMaxPly > maxPly && (edax != null || egaroucid != null)) {
                throw new IllegalArgumentException("--book-max-ply " + bookMaxPly + " beyond --max-ply " + maxPly);
            }
            BookOptions book = new BookOptions(bookMaxPly, bookMinGames, value, null, DrawRule.neutral, 0);
            return new Options(inputs, sqlite, parquet, edax, egaroucid, minGames, maxPly, book, partitions);
        }

        boolean books() {
            return edax != null || egaroucid != null;
        }
    }

    /** Counters of the read, filled by the tasks. */
    public static final class Reading {
        final LongAccumulator games;
        final LongAccumulator rejected;
        final CollectionAccumulator<String> skipped;
        final LongAccumulator failed;
        final LongAccumulator distinctBoards;
        /** "file games" of each file the second pass read (a retried task adds its line again: the same line). */
        final CollectionAccumulator<String> gamesPerFile;
        long sharedBoards = -1;

        Reading(JavaSparkContext jsc) {
            games = jsc.sc().longAccumulator("games");
            rejected = jsc.sc().longAccumulator("records left out");
            skipped = jsc.sc().collectionAccumulator("files skipped");
            failed = jsc.sc().longAccumulator("files not read to their end");
            distinctBoards = jsc.sc().longAccumulator("distinct board hashes");
            gamesPerFile = jsc.sc().collectionAccumulator("games of each file");
        }

        /** The games the tasks read of each of {@code files} files, in the job's order. */
        @SuppressWarnings("StringSplitter") // "index count": two fields the job wrote itself
        long[] gamesPerFile(int files) {
            long[] n = new long[files];
            for (String line : gamesPerFile.value()) {
                String[] f = line.split(" ");
                n[Integer.parseInt(f[0])] = Long.parseLong(f[1]);
            }
            return n;
        }

        public long games() {
            return games.value();
        }

        public long rejected() {
            return rejected.value();
        }

        /** Files not read, or not to their end, each with its reason. */
        public List<String> skipped() {
            return skipped.value();
        }

        public long failed() {
            return failed.value();
        }

        /** Distinct board hashes of the first pass, and how many of them enough games reach (−1 without a first pass). */
        public long[] boards() {
            return new long[] {distinctBoards.value(), sharedBoards};
        }
    }

    private TreeJob() {
    }

    public static void main(String[] args) throws IOException {
        Options options;
        try {
            options = Options.parse(args);
        } catch (RuntimeException e) {
            System.err.println("TreeJob: " + e.getMessage());
            System.err.print(USAGE);
            System.exit(2);
            return;
        }
        long t0 = System.nanoTime();
        SparkSession spark = configure(SparkSession.builder().appName("othello-db tree")).getOrCreate();
        long started = System.nanoTime();
        JobMetrics metrics = new JobMetrics();
        spark.sparkContext().addSparkListener(metrics);
        int exit = 0;
        try {
            JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            Reading reading = new Reading(jsc);
            Result r = run(jsc, spark, options, reading);
            for (String s : reading.skipped()) {
                System.err.println(s);
            }
            long end = System.nanoTime();
            System.err.printf("Counted %,d games (%,d records left out as import leaves them out) in %.1f s after %.1f s of "
                            + "Spark start-up: %,d boards, %,d reached by enough games; %,d tree positions, %,d book positions; "
                            + "shuffle %,d bytes written, %,d spilled; task CPU %.1f s in %,d tasks%n",
                    reading.games(), reading.rejected(), (end - started) / 1e9, (started - t0) / 1e9, reading.boards()[0],
                    reading.boards()[1], r.treePositions(),
                    r.bookPositions(), metrics.shuffleBytesWritten(), metrics.diskBytesSpilled(), metrics.taskCpuMillis() / 1e3,
                    metrics.tasks());
            if (r.sqlite() != null) {
                System.err.printf("Wrote %s: %,d games (imported on the driver in %.1f s), %,d tree positions, %,d index rows "
                                + "(%.1f s after the counting)%n", options.sqlite(), r.sqlite().games(), r.sqlite().importMillis() / 1e3,
                        r.sqlite().positions(), r.sqlite().indexRows(), r.sqlite().treeMillis() / 1e3);
            }
            // Files of other kinds beside the games (WTHOR's name files) are no fault; records and files not read are.
            exit = reading.failed() == 0 && reading.rejected() == 0 ? 0 : 3;
        } finally {
            spark.stop();
        }
        System.exit(exit);
    }

    /** Kryo for the shuffled counts (a third of Java serialization's bytes), unless the submitter chose otherwise. */
    public static SparkSession.Builder configure(SparkSession.Builder builder) {
        return builder.config("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .config("spark.kryo.classesToRegister", String.join(",", Board.class.getName(), BoardCounts.class.getName(),
                        BoardCounts.Side.class.getName(), Stats.class.getName(), TreeRow.class.getName(),
                        SqliteOutput.TreePosition.class.getName(), SqliteOutput.PositionOrder.class.getName()));
    }

    /** What was written; {@code sqlite} null without {@code --sqlite}. */
    public record Result(long treePositions, long bookPositions, SqliteOutput.Written sqlite) {
    }

    /** Counts the inputs and writes what {@code options} asks for. */
    public static Result run(JavaSparkContext jsc, SparkSession spark, Options options, Reading reading) throws IOException {
        List<String> files = GameFiles.list(options.inputs(), jsc.hadoopConfiguration());
        // The games go into the database on the driver while the cluster counts.
        SqliteOutput sqlite = options.sqlite() == null ? null
                : SqliteOutput.start(options.sqlite(), options.inputs(), files, jsc.hadoopConfiguration());
        boolean succeeded = false;
        try {
            Result result = write(jsc, spark, options, reading, files, sqlite);
            if (sqlite != null) {
                sqlite.commit();
            }
            succeeded = true;
            return result;
        } finally {
            // A failed job leaves no database behind, so that running it again is not refused.
            if (!succeeded && sqlite != null) {
                sqlite.discard();
            }
        }
    }

    private static Result write(JavaSparkContext jsc, SparkSession spark, Options options, Reading reading, List<String> files,
            SqliteOutput sqlite) throws IOException {
        JavaPairRDD<Board, BoardCounts> boards = boards(jsc, options, files, reading);
        // Read by more than one pass (Parquet's two tables, the books): counted once.
        boards.persist(StorageLevel.MEMORY_AND_DISK_SER());
        long treePositions = 0;
        SqliteOutput.Written written = null;
        if (sqlite != null) {
            boards.count(); // the tasks' counts of each file's games are known once they ran (and the counts are kept)
            written = sqlite.write(boards, options.minGames(), options.maxPly(), reading.gamesPerFile(files.size()),
                    partitions(jsc, options));
            treePositions = written.positions();
        }
        if (options.parquet() != null) {
            treePositions = ParquetTree.write(spark, tree(boards, options.minGames()), options.parquet());
        }
        long bookPositions = 0;
        if (options.books()) {
            List<CountedPosition> counted = bookPositions(boards, options.book());
            bookPositions = counted.size();
            BookBuilder.Result book = BookBuilder.build(counted, (int) Math.min(Integer.MAX_VALUE, reading.games()), options.book());
            @SuppressWarnings("JavaTimeDefaultTimeZone") // books are dated in the user's own time zone, as the CLI's
            LocalDateTime now = LocalDateTime.now();
            if (options.edax() != null) {
                BookExport.write(book.book(), BookFormat.edax, options.edax(), now, null);
            }
            if (options.egaroucid() != null) {
                BookExport.write(book.book(), BookFormat.egaroucid, options.egaroucid(), now, null);
            }
        }
        boards.unpersist();
        return new Result(treePositions, bookPositions, written);
    }

    private static int partitions(JavaSparkContext jsc, Options options) {
        return options.partitions() > 0 ? options.partitions() : 4 * jsc.defaultParallelism();
    }

    /**
     * Every board that the tree or the book keeps, with its counts. Most boards of a game
     * collection are reached by one game only (5.5 of the archive's 5.7 million), so the games are
     * read twice: the first pass counts 64-bit hashes of the boards (a column of longs grouped by
     * Spark SQL, partial counts in each task before the shuffle) and makes a Bloom filter of the hashes that enough games reach;
     * the second counts, in full, only the boards the filter lets through (its few false positives are
     * dropped at the end with the boards below both thresholds). Each file is read by one task.
     */
    public static JavaPairRDD<Board, BoardCounts> boards(JavaSparkContext jsc, Options options, List<String> files, Reading reading) {
        Configuration hadoop = jsc.hadoopConfiguration();
        Broadcast<SerializableWritable<Configuration>> conf = jsc.broadcast(new SerializableWritable<>(hadoop));
        int maxPly = options.maxPly();
        int partitions = partitions(jsc, options);
        boolean index = options.sqlite() != null;
        int treeMin = options.minGames();
        int bookMin = options.books() ? options.book().minGames() : Integer.MAX_VALUE;
        int bookMaxPly = options.book().maxPly();
        int keep = Math.min(treeMin, bookMin);
        List<String> names = new ArrayList<>(files);
        JavaRDD<Integer> fileRdd = jsc.parallelize(java.util.stream.IntStream.range(0, files.size()).boxed().toList(),
                Math.max(1, files.size()));

        Broadcast<BloomFilter> shared = null;
        if (keep > 1) {
            // Spark SQL's aggregation over a column of longs (Tungsten's binary rows): the same count with pairs of
            // boxed Long and Integer in the RDD's hash maps spent half its CPU in the garbage collector at 4x the archive.
            SparkSession session = SparkSession.builder().sparkContext(jsc.sc()).getOrCreate();
            session.conf().set("spark.sql.shuffle.partitions", Integer.toString(partitions));
            Dataset<Row> counted = session.createDataset(fileRdd
                            .flatMap(file -> hashes(GameFiles.read(names.get(file), conf.value().value()).games(), maxPly)).rdd(),
                    Encoders.LONG()).groupBy("value").count();
            counted.persist(StorageLevel.MEMORY_AND_DISK_SER());
            reading.distinctBoards.add(counted.count());
            Dataset<Row> frequent = counted.filter(functions.col("count").geq(keep));
            long n = frequent.count();
            reading.sharedBoards = n;
            BloomFilter filter = frequent.stat().bloomFilter("value", Math.max(1, n), 0.01);
            counted.unpersist();
            shared = jsc.broadcast(filter);
        }
        Broadcast<BloomFilter> wanted = shared;
        LongAccumulator games = reading.games;
        LongAccumulator rejected = reading.rejected;
        CollectionAccumulator<String> skipped = reading.skipped;
        LongAccumulator failed = reading.failed;
        CollectionAccumulator<String> perFile = reading.gamesPerFile;
        return fileRdd
                .flatMapToPair(file -> {
                    GameFiles.Read read = GameFiles.read(names.get(file), conf.value().value());
                    perFile.add(file + " " + read.games().size());
                    games.add(read.games().size());
                    rejected.add(read.rejected());
                    if (read.skipped() != null) {
                        skipped.add(read.skipped());
                    }
                    if (read.failed()) {
                        failed.add(1);
                    }
                    return visits(read.games(), maxPly, wanted == null ? null : wanted.value(), index ? file : -1);
                })
                .reduceByKey(BoardCounts::merge, partitions)
                .filter(p -> p._2().gamesOfOneSide() >= treeMin || (p._2().games() >= bookMin && p._1().ply() <= bookMaxPly));
    }

    /** The hash of a canonical board, either colour to move (the tree's 64-bit position hash). */
    static long hash(long player, long opponent) {
        return PositionKey.hash64(player, opponent, false);
    }

    /** The hash of each board of each game up to {@code maxPly}: one per visit, as the second pass counts visits. */
    static Iterator<Long> hashes(List<GameFiles.Game> games, int maxPly) {
        return games.stream().flatMap(g -> {
            List<Long> out = new ArrayList<>(62);
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > maxPly) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                out.add(hash(c.player(), c.opponent()));
                return true;
            });
            return out.stream();
        }).iterator();
    }

    /** The tree's rows: each colour to move that {@code minGames} games reach, then each move played from it. */
    public static JavaRDD<TreeRow> tree(JavaPairRDD<Board, BoardCounts> boards, int minGames) {
        return boards.flatMap(p -> {
            List<TreeRow> rows = new ArrayList<>(8);
            for (boolean black : new boolean[] {true, false}) {
                BoardCounts.Side side = black ? p._2().black() : p._2().white();
                if (side != null && side.total().games() >= minGames) {
                    rows.add(new TreeRow(p._1(), black, TreeRow.POSITION, side.total()));
                    for (Map.Entry<Integer, Stats> m : side.moves().entrySet()) {
                        rows.add(new TreeRow(p._1(), black, m.getKey(), m.getValue()));
                    }
                }
            }
            return rows.iterator();
        });
    }

    /** The book's positions, counted as the book counts them, on the driver. */
    static List<CountedPosition> bookPositions(JavaPairRDD<Board, BoardCounts> boards, BookOptions book) {
        int min = book.minGames();
        int maxPly = book.maxPly();
        List<CountedPosition> out = new ArrayList<>();
        // Collected as the shuffled classes and turned into the book's records here: Kryo 4 cannot fill a record's fields.
        Iterator<Tuple2<Board, BoardCounts>> it = boards.filter(p -> p._1().ply() <= maxPly && p._2().games() >= min)
                .toLocalIterator();
        while (it.hasNext()) {
            Tuple2<Board, BoardCounts> p = it.next();
            out.add(p._2().bookPosition(p._1()));
        }
        return out;
    }

    /**
     * Each position of each game up to {@code maxPly} whose board {@code wanted} lets through (all without one), with that
     * game's counts; with each visit's index entry ({@link GameNumber}) when {@code file}, the games' file, is not −1.
     */
    static Iterator<Tuple2<Board, BoardCounts>> visits(List<GameFiles.Game> games, int maxPly, BloomFilter wanted, int file) {
        return java.util.stream.IntStream.range(0, games.size())
                .mapToObj(i -> visits(games.get(i), maxPly, wanted, file < 0 ? -1 : file, i))
                .flatMap(List::stream).iterator();
    }

    static List<Tuple2<Board, BoardCounts>> visits(GameFiles.Game g, int maxPly, BloomFilter wanted, int file, int place) {
        List<Tuple2<Board, BoardCounts>> out = new ArrayList<>(62);
        Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
            if (ply > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            if (wanted != null && !wanted.mightContainLong(hash(c.player(), c.opponent()))) {
                return true;
            }
            int next = move == Square.NONE ? GameVisit.ENDED : c.representative(c.toCanonical(move));
            GameVisit v = new GameVisit(0, ply, next, g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth(),
                    g.finalEmpties(), g.year());
            long entry = file < 0 ? -1 : GameNumber.entry(file, place, next);
            out.add(new Tuple2<>(new Board(c.player(), c.opponent()), BoardCounts.of(v, toMove == Color.BLACK, entry)));
            return true;
        });
        return out;
    }
}
