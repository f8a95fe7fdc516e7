package org.othellodb.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.HashPartitioner;
import org.apache.spark.RangePartitioner;
import org.apache.spark.SparkConf;
import org.apache.spark.SerializableWritable;
import org.apache.spark.SparkFiles;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.CollectionAccumulator;
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
import org.othellodb.ingest.FileDigest;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;
import org.othellodb.tree.PositionKey;
import scala.Tuple2;
import scala.math.Ordering$;
import scala.reflect.ClassTag$;

/**
 * The opening tree built on Apache Spark: every game of the input files (any format othello-db
 * reads, on any Hadoop-compatible path) is replayed with othello-db's own rules, each position
 * canonicalised under the 8 symmetries, and the statistics per position and per (position, move)
 * aggregated exactly as the single-machine tree counts them ({@link GameVisit#countIn}). Outputs:
 * an othello-db database ({@link SqliteOutput}), the tree as Parquet ({@link ParquetTree}), and
 * Edax and Egaroucid books made by othello-db's own book builder and writers from the same counts.
 *
 * <p>One task reads each file, or each part of a large file ({@link GameFiles#parts});
 * a first pass finds the boards that enough games reach (by hash, see
 * {@link #boards}); the database's tree and its index come from one sort of the visits by position
 * ({@link #indexRuns}); for the Parquet tree and the books, each task combines its games' counts by
 * board before the shuffle (most of a file's games share their first positions), and the boards
 * below the thresholds are dropped.
 */
public final class TreeJob {

    static final String USAGE = """
            usage: TreeJob [--sqlite FILE] [--out DIR] [--edax FILE] [--egaroucid FILE] [--min-games N] [--max-ply N]
                           [--book-min-games N] [--book-max-ply N] [--book-value mean|wdl|theoretical]
                           [--partitions N] [--part-mb N] INPUT...
              --sqlite FILE        a new othello-db database: the games as import stores them, and the tree
              --out DIR            the tree as Parquet: DIR/positions and DIR/moves
              --edax FILE          an Edax book (othello-db's book export with the same options gives the same bytes)
              --egaroucid FILE     an Egaroucid book
              --min-games N        tree positions at least N games reach with the same colour to move (default 2)
              --max-ply N          count positions up to N moves (default 60)
              --book-min-games N   book positions (either colour to move) at least N games reach (default 2)
              --book-max-ply N     book positions up to N moves (default 40)
              --book-value MODE    the value of frontier positions (default mean)
              --partitions N       shuffle partitions (default: 4 per core of the cluster, or one per 4 MiB of
                                   input if more; the index's sort: one per 262,144 entries if more)
              --part-mb N          a task reads a file larger than N MiB (default 64) in parts of N MiB, cut where its
                                   records begin (move strings, PGN, GGF, CSV, Logistello; WTHOR by ranges of
                                   records); compressed files whole
            """;

    /** What the job is asked for. */
    public record Options(List<String> inputs, Path sqlite, String parquet, Map<BookFormat, Path> books, int minGames, int maxPly,
                          BookOptions book, int partitions, long partBytes) {

        static Options parse(String[] args) {
            List<String> inputs = new ArrayList<>();
            String parquet = null;
            Path sqlite = null;
            Map<BookFormat, Path> books = new EnumMap<>(BookFormat.class);
            int minGames = 2;
            int maxPly = 60;
            int bookMinGames = BookOptions.DEFAULT_MIN_GAMES;
            int bookMaxPly = BookOptions.DEFAULT_MAX_PLY;
            ValueMode value = ValueMode.mean;
            int partitions = 0;
            long partBytes = 64L << 20;
            for (int i = 0; i < args.length; i++) {
                Optional<BookFormat> bookOption = engineBook(args[i]);
                if (bookOption.isPresent()) {
                    books.put(bookOption.get(), Path.of(args[++i]));
                    continue;
                }
                switch (args[i]) {
                    case "--out" -> parquet = args[++i];
                    case "--sqlite" -> sqlite = Path.of(args[++i]);
                    case "--min-games" -> minGames = Integer.parseInt(args[++i]);
                    case "--max-ply" -> maxPly = Integer.parseInt(args[++i]);
                    case "--book-min-games" -> bookMinGames = Integer.parseInt(args[++i]);
                    case "--book-max-ply" -> bookMaxPly = Integer.parseInt(args[++i]);
                    case "--book-value" -> value = ValueMode.valueOf(args[++i]);
                    case "--partitions" -> partitions = Integer.parseInt(args[++i]);
                    case "--part-mb" -> partBytes = Math.multiplyExact(Long.parseLong(args[++i]), 1L << 20);
                    default -> {
                        if (args[i].startsWith("--")) {
                            throw new IllegalArgumentException("unknown option " + args[i]);
                        }
                        inputs.add(args[i]);
                    }
                }
            }
            if (inputs.isEmpty() || (sqlite == null && parquet == null && books.isEmpty())) {
                throw new IllegalArgumentException("give input files and at least one of --sqlite, --out, --edax, --egaroucid");
            }
            if (sqlite != null && java.nio.file.Files.exists(sqlite)) {
                throw new IllegalArgumentException(sqlite + " exists: --sqlite writes a new database (othello-db import adds to one)");
            }
            if (value == ValueMode.solved) {
                throw new IllegalArgumentException("--book-value solved is not supported by the Spark build");
            }
            if (bookMaxPly > maxPly && !books.isEmpty()) {
                throw new IllegalArgumentException("--book-max-ply " + bookMaxPly + " beyond --max-ply " + maxPly);
            }
            BookOptions book = new BookOptions(bookMaxPly, bookMinGames, value, null, DrawRule.neutral, 0);
            if (partBytes <= 0) {
                throw new IllegalArgumentException("--part-mb must be 1 or more");
            }
            return new Options(inputs, sqlite, parquet, books, minGames, maxPly, book, partitions, partBytes);
        }

        /** {@code --edax}, {@code --egaroucid}: an option for each engine book, named after its format. */
        private static Optional<BookFormat> engineBook(String option) {
            return BookFormat.engineBooks().stream().filter(f -> option.equals("--" + f.name())).findFirst();
        }

        boolean writesBooks() {
            return !books.isEmpty();
        }
    }

    /**
     * What the second pass read of each part of the files, reported by its task. A task that Spark runs
     * again (a lost executor, a speculative copy) reports its part again, with the same line, so each
     * part counts once whatever the retries; a count kept in a plain accumulator would add them up.
     */
    public static final class Reading {
        /** "part file games rejected failed" of each part read; the skipped file's reason after a tab. */
        final CollectionAccumulator<String> perPart;
        long distinctBoards = -1;
        long sharedBoards = -1;
        /** The games' visits of the boards enough games reach (−1 without a first pass): the index's size, about. */
        long keptVisits = -1;

        Reading(JavaSparkContext jsc) {
            perPart = jsc.sc().collectionAccumulator("parts read");
        }

        static String line(int part, GameFiles.Part of, GameFiles.Read read) {
            return part + " " + of.file() + " " + read.games().size() + " " + read.rejected() + " " + (read.failed() ? 1 : 0)
                    + (read.skipped() == null ? "" : "\t" + read.skipped());
        }

        /** Each part's fields once, by part: part, file, games, rejected, failed. */
        @SuppressWarnings("StringSplitter") // fields the job wrote itself
        private java.util.SortedMap<Integer, long[]> byPart() {
            java.util.SortedMap<Integer, long[]> parts = new java.util.TreeMap<>();
            for (String line : perPart.value()) {
                long[] f = java.util.Arrays.stream(line.split("\t")[0].split(" ")).mapToLong(Long::parseLong).toArray();
                parts.put((int) f[0], f);
            }
            return parts;
        }

        private long sum(int field) {
            return byPart().values().stream().mapToLong(f -> f[field]).sum();
        }

        /** The games the tasks read of each of the job's {@code parts} parts. */
        long[] gamesPerPart(int parts) {
            long[] n = new long[parts];
            byPart().forEach((part, f) -> n[part] = f[2]);
            return n;
        }

        public long games() {
            return sum(2);
        }

        /** How many parts the tasks read (each once, whatever the retries). */
        public int partsRead() {
            return byPart().size();
        }

        public long rejected() {
            return sum(3);
        }

        /** Files not read, or not to their end, each with its reason. */
        public List<String> skipped() {
            return perPart.value().stream().filter(l -> l.contains("\t")).map(l -> l.substring(l.indexOf('\t') + 1))
                    .distinct().sorted().toList();
        }

        public long failed() {
            return sum(4);
        }

        /** Distinct board hashes of the first pass, and how many of them enough games reach (−1 without a first pass). */
        public long[] boards() {
            return new long[] {distinctBoards, sharedBoards};
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
            // The records read, duplicates across sources included: with --sqlite the tree counts the games as
            // stored, which the line "Wrote" gives.
            System.err.printf("Read %,d games (%,d records left out as import leaves them out) in %.1f s after %.1f s of "
                            + "Spark start-up: %,d boards in the games read, %,d reached by enough games; %,d tree positions, "
                            + "%,d book positions; "
                            + "shuffle %,d bytes written, %,d spilled; task CPU %.1f s in %,d tasks%n",
                    reading.games(), reading.rejected(), (end - started) / 1e9, (started - t0) / 1e9, reading.boards()[0],
                    reading.boards()[1], r.treePositions(),
                    r.bookPositions(), metrics.shuffleBytesWritten(), metrics.diskBytesSpilled(), metrics.taskCpuMillis() / 1e3,
                    metrics.tasks());
            System.err.println("Where the task CPU went, by the job's calls:");
            metrics.byCall().forEach(System.err::println);
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

    /**
     * Kryo for the shuffled counts (a third of Java serialization's bytes), and the executors' collector
     * ({@link #executorJavaOptions}).
     */
    public static SparkSession.Builder configure(SparkSession.Builder builder) {
        SparkConf submitted = new SparkConf();
        executorJavaOptions(submitted.get(EXECUTOR_OPTIONS, null), submitted.get("spark.executor.defaultJavaOptions", null))
                .ifPresent(options -> builder.config(EXECUTOR_OPTIONS, options));
        shuffleDefaults(submitted).forEach(builder::config);
        // FAIR: the driver's import fetches its parts a task at a time while the first pass runs, rather than after it.
        return SchedulerPools.declare(builder, submitted).config("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .config("spark.scheduler.mode", "FAIR")
                .config("spark.kryo.classesToRegister", String.join(",", Board.class.getName(), BoardCounts.class.getName(),
                        BoardCounts.Side.class.getName(), Stats.class.getName(), TreeRow.class.getName(),
                        IndexRun.class.getName(), IndexRun.Visit.class.getName(), VisitBlock.class.getName(), FirstPass.HashCounts.class.getName(), PreparedPart.class.getName(),
                        SqliteOutput.TreePosition.class.getName()));
    }

    /** The settings of the shuffles' serialisation that the job chooses, those the submitter gave left out. */
    static Map<String, String> shuffleDefaults(SparkConf submitted) {
        Map<String, String> chosen = new java.util.LinkedHashMap<>();
        // Below this many partitions a map task opens a stream, and borrows a Kryo, per partition at once; the pool keeps
        // a few, so each task built hundreds (6 % of the executors' samples at 4x). One sorted stream a task instead.
        chosen.put(BYPASS_MERGE_THRESHOLD, "0");
        // The job's objects hold no cycles and no object twice: tracking them in identity maps, cleared after each
        // record, cost 30 s of the executors' CPU at 16x (their parts' tens of thousands of arrays above all).
        chosen.put(REFERENCE_TRACKING, "false");
        chosen.keySet().removeIf(submitted::contains);
        return chosen;
    }

    private static final String EXECUTOR_OPTIONS = "spark.executor.extraJavaOptions";
    private static final String BYPASS_MERGE_THRESHOLD = "spark.shuffle.sort.bypassMergeThreshold";
    private static final String REFERENCE_TRACKING = "spark.kryo.referenceTracking";

    /**
     * Computes and stores every partition of {@code rdd}, persisted on disk, without reading it back: a {@code count}
     * reads each block from disk again only to count it (3 % of the executors' samples at 4x).
     */
    static void store(JavaRDD<?> rdd) {
        rdd.foreachPartition(stored -> {
        });
    }

    /**
     * The executors' JVM options with the throughput collector added, or empty when the submitter chose a collector
     * (in either setting: two would stop the JVM). The executors replay and count in short-lived objects, as the
     * CLI's batch jobs do: at 16x the archive on two one-core workers they spent 479 s of CPU with it against 624 s
     * with G1, Java's default, and peaked at 1.49 GB of RSS against 1.83 GB.
     */
    static Optional<String> executorJavaOptions(String extra, String defaults) {
        if ((extra != null && COLLECTOR.matcher(extra).find()) || (defaults != null && COLLECTOR.matcher(defaults).find())) {
            return Optional.empty();
        }
        return Optional.of(extra == null || extra.isBlank() ? PARALLEL_GC : extra + " " + PARALLEL_GC);
    }

    static final String PARALLEL_GC = "-XX:+UseParallelGC";

    private static final Pattern COLLECTOR = Pattern.compile("-XX:\\+Use\\w+GC\\b");

    /** What was written; {@code sqlite} null without {@code --sqlite}. */
    public record Result(long treePositions, long bookPositions, SqliteOutput.Written sqlite) {
    }

    /** Counts the inputs and writes what {@code options} asks for. */
    public static Result run(JavaSparkContext jsc, SparkSession spark, Options options, Reading reading) throws IOException {
        List<String> files = GameFiles.list(options.inputs(), jsc.hadoopConfiguration());
        SqliteOutput sqlite = options.sqlite() == null ? null
                : SqliteOutput.start(options.sqlite(), options.inputs(), files, jsc.hadoopConfiguration());
        boolean succeeded = false;
        try {
            Result result = write(jsc, spark, options, reading, files,
                    GameFiles.parts(files, jsc.hadoopConfiguration(), options.partBytes()), sqlite);
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
            List<GameFiles.Part> parts, SqliteOutput sqlite) throws IOException {
        int partitions = partitions(jsc, options, files);
        // Each part is read and prepared once, on the cluster, and kept for the passes and the driver's import.
        JavaRDD<PreparedPart> prepared = prepare(jsc, parts, sqlite != null, reading);
        // On disk: a part with its records is tens of MB, which cached in memory ran 1.5 GB executors out of it at 16×.
        prepared.persist(StorageLevel.DISK_ONLY());
        store(prepared); // every part read, across the cluster at once
        long[] gamesPerPart = reading.gamesPerPart(parts.size());
        // With a database, the games are counted as the import stores them: duplicates once, as finally merged.
        JavaRDD<PreparedPart> fed = sqlite == null ? null : fed(prepared, parts, partitions);
        // The driver imports while the cluster makes the first pass's filter: from every record read, a filter that
        // lets through every board the games as stored reach often enough (a duplicate left out or a game taken
        // out only lowers a board's count), and the second pass counts exactly.
        CompletableFuture<Fates> imported = sqlite == null ? null : CompletableFuture.supplyAsync(() -> {
            jsc.setLocalProperty("spark.scheduler.pool", SchedulerPools.IMPORT);
            return sqlite.importGames(fed, parts, gamesPerPart);
        });
        Broadcast<BloomFilter> wanted;
        try {
            wanted = shared(options, prepared.map(PreparedPart::games), reading, partitions);
        } catch (RuntimeException e) {
            if (imported != null) {
                imported.handle((done, failed) -> null).join(); // its database is deleted after it stopped writing
            }
            throw e;
        }
        Broadcast<Fates> fates = imported == null ? null : jsc.broadcast(finished(imported));
        JavaRDD<List<GameFiles.Game>> games = prepared.map(p -> fates == null ? p.games() : fates.value().counted(p.part, p.games()));
        long treePositions = 0;
        SqliteOutput.Written written = null;
        if (sqlite != null) {
            long entries = reading.keptVisits >= 0 ? reading.keptVisits : visits(games, options.maxPly());
            int indexPartitions = options.partitions() > 0 ? options.partitions()
                    : (int) Math.max(partitions, Math.min(1 << 20, entries / INDEX_ENTRIES_PER_PARTITION + 1));
            written = sqlite.write(indexRuns(options, games, wanted, indexPartitions), options.minGames(), options.maxPly());
            treePositions = written.positions();
        }
        // Parquet's tree and the books count by board (a book position is both colours to move): a pass of their own.
        JavaPairRDD<Board, BoardCounts> boards = options.parquet() == null && !options.writesBooks() ? null
                : boards(options, games, wanted, partitions);
        if (boards != null) {
            // Read by more than one output (Parquet's two tables, the books): counted once.
            boards.persist(StorageLevel.MEMORY_AND_DISK_SER());
        }
        if (options.parquet() != null) {
            treePositions = ParquetTree.write(spark, tree(boards, options.minGames()), options.parquet());
        }
        long bookPositions = 0;
        if (options.writesBooks()) {
            List<CountedPosition> counted = bookPositions(boards, options.book());
            bookPositions = counted.size();
            long bookGames = fates == null ? reading.games() : fates.value().games();
            BookBuilder.Result book = BookBuilder.build(counted, (int) Math.min(Integer.MAX_VALUE, bookGames), options.book());
            @SuppressWarnings("JavaTimeDefaultTimeZone") // books are dated in the user's own time zone, as the CLI's
            LocalDateTime now = LocalDateTime.now();
            for (Map.Entry<BookFormat, Path> out : options.books().entrySet()) {
                BookExport.write(book.book(), out.getKey(), out.getValue(), now, null);
            }
        }
        if (boards != null) {
            boards.unpersist();
        }
        prepared.unpersist();
        return new Result(treePositions, bookPositions, written);
    }

    /**
     * Each part read and prepared by a task of its own, a partition a part in the job's order (so that the
     * driver's import takes them in that order); with {@code keepRecords}, every record as the import
     * prepares it beside the games.
     */
    static JavaRDD<PreparedPart> prepare(JavaSparkContext jsc, List<GameFiles.Part> parts, boolean keepRecords, Reading reading) {
        List<GameFiles.Part> all = new ArrayList<>(parts);
        CollectionAccumulator<String> perPart = reading.perPart;
        return taskEach(jsc, java.util.stream.IntStream.range(0, parts.size()).boxed().toList(), (part, conf) -> {
            GameFiles.Read read = GameFiles.read(all.get(part), conf, keepRecords);
            perPart.add(Reading.line(part, all.get(part), read));
            return PreparedPart.of(part, read);
        });
    }

    /** Work on one item, given the job's Hadoop configuration (to open files on any file system). */
    interface ItemTask<T, R> extends Serializable {
        R apply(T item, Configuration conf) throws IOException;
    }

    /** {@code task} on each of {@code items}, a task (and a partition) each, in their order. */
    private static <T, R> JavaRDD<R> taskEach(JavaSparkContext jsc, List<T> items, ItemTask<T, R> task) {
        Broadcast<SerializableWritable<Configuration>> conf = jsc.broadcast(new SerializableWritable<>(jsc.hadoopConfiguration()));
        return jsc.parallelize(items, Math.max(1, items.size())).map(item -> task.apply(item, conf.value().value()));
    }

    /**
     * The SHA-256 of each of {@code files} that the job cut into more than one of {@code parts}, by the file's place
     * (null for one that could not be read), each read through by a task of its own. A file read whole has its digest
     * from the task that copied it ({@link PreparedPart#sha256}). The driver's import takes them from here rather than
     * read every input itself, so that what it reads is what it writes, not the input's bytes.
     */
    static Map<Integer, String> digestsOfCutFiles(JavaSparkContext jsc, List<String> files, List<GameFiles.Part> parts) {
        List<Integer> cut = parts.stream().filter(p -> !p.whole()).map(GameFiles.Part::file).distinct().toList();
        if (cut.isEmpty()) {
            return Map.of();
        }
        List<String> all = new ArrayList<>(files);
        List<String> digests = taskEach(jsc, cut, (f, conf) -> {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(all.get(f));
            try (java.io.InputStream in = path.getFileSystem(conf).open(path)) {
                return FileDigest.sha256(in);
            } catch (IOException e) {
                return null; // the import reads the file itself, and refuses it as import does
            }
        }).collect();
        Map<Integer, String> byFile = new java.util.HashMap<>();
        for (int i = 0; i < cut.size(); i++) {
            byFile.put(cut.get(i), digests.get(i));
        }
        return byFile;
    }

    /** What the import made of the games, once it is done; its own failure as it failed. */
    private static Fates finished(CompletableFuture<Fates> imported) {
        try {
            return imported.join();
        } catch (java.util.concurrent.CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    /**
     * The parts as the driver's import takes them: their records without the games' columns, and the places of their
     * games whose match key games of another file have ({@link PreparedPart#shared}). Import compares a record only
     * with stored games of its key from other files, so the driver's import looks up and keeps only these. Found by a
     * shuffle of each keyed game's (key, part and place), grouped by key; the places of the keys that several files
     * have go back to their parts by a second shuffle, partitioned as the parts are, which the parts join without
     * moving. The driver holds the places of one file's parts, never the keys: their set, collected before
     * 2026-11-28, grew with the games that several files share (10⁸ games in two formats: gigabytes of heap).
     */
    static JavaRDD<PreparedPart> fed(JavaRDD<PreparedPart> prepared, List<GameFiles.Part> parts, int partitions) {
        List<GameFiles.Part> all = new ArrayList<>(parts);
        JavaPairRDD<Integer, Integer> shared = prepared
                .flatMapToPair(p -> {
                    List<Tuple2<Long, Long>> keyed = new ArrayList<>();
                    for (int g = 0; g < p.gameCount(); g++) {
                        if (p.keyed[g]) {
                            keyed.add(new Tuple2<>(p.matchKeys[g], FateRecorder.number(p.part, g)));
                        }
                    }
                    return keyed.iterator();
                })
                .groupByKey(partitions)
                .flatMapToPair(key -> {
                    List<Tuple2<Integer, Integer>> places = new ArrayList<>();
                    int file = -1;
                    boolean several = false;
                    for (long game : key._2()) {
                        int part = FateRecorder.partOf(game);
                        int f = all.get(part).file();
                        several |= file >= 0 && f != file;
                        file = f;
                        places.add(new Tuple2<>(part, FateRecorder.placeOf(game)));
                    }
                    return several ? places.iterator() : java.util.Collections.emptyIterator();
                });
        // Part i is partition i of both: a part's number hashes to itself.
        JavaPairRDD<Integer, Iterable<Integer>> byPart = shared.groupByKey(new HashPartitioner(prepared.getNumPartitions()));
        return prepared.zipPartitions(byPart, (own, found) -> {
            List<PreparedPart> out = new ArrayList<>(1);
            Tuple2<Integer, Iterable<Integer>> ofPart = found.hasNext() ? found.next() : null;
            while (own.hasNext()) {
                PreparedPart p = own.next().recordsOnly();
                if (ofPart != null && ofPart._1() != p.part) {
                    throw new IllegalStateException("part " + p.part + " met the shared games of part " + ofPart._1());
                }
                p.shared = ofPart == null ? new int[0] : java.util.stream.StreamSupport.stream(ofPart._2().spliterator(), false)
                        .mapToInt(Integer::intValue).sorted().toArray();
                out.add(p);
            }
            return out.iterator();
        });
    }

    /** Index entries in one partition of the index's sort by default: 2 MiB of entries, what the driver fetches at a time. */
    static final long INDEX_ENTRIES_PER_PARTITION = 1 << 18;
    /** Input bytes in one partition of the counts by default: 8 of them per 16× the archive's games, as text. */
    static final long INPUT_BYTES_PER_PARTITION = 4L << 20;

    /**
     * The shuffles' partitions: {@code --partitions}, or by default 4 per core of the cluster, and more
     * as the input grows (one per {@link #INPUT_BYTES_PER_PARTITION}), so that a partition's counts
     * stay about the same size whatever the input: with 4 per core alone, 16× the archive on two
     * workers ran its executors out of memory.
     */
    private static int partitions(JavaSparkContext jsc, Options options, List<String> files) throws IOException {
        if (options.partitions() > 0) {
            return options.partitions();
        }
        long bytes = 0;
        for (String f : files) {
            org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(f);
            bytes += p.getFileSystem(jsc.hadoopConfiguration()).getFileStatus(p).getLen();
        }
        return (int) Math.max(4L * jsc.defaultParallelism(), Math.min(1 << 20, bytes / INPUT_BYTES_PER_PARTITION + 1));
    }

    /**
     * Every board that the tree or the book keeps, with its counts. Most boards of a game
     * collection are reached by one game only (5.5 of the archive's 5.7 million), so the games are
     * read twice: the first pass ({@link #shared}) makes a Bloom filter of the board hashes that enough
     * games reach; the second counts, in full, only the boards the filter lets through (its few false
     * positives are dropped at the end with the boards below both thresholds). Each part of the files is read by one task.
     */
    static JavaPairRDD<Board, BoardCounts> boards(Options options, JavaRDD<List<GameFiles.Game>> games,
            Broadcast<BloomFilter> wanted, int partitions) {
        int maxPly = options.maxPly();
        int treeMin = options.minGames();
        int bookMin = options.writesBooks() ? options.book().minGames() : Integer.MAX_VALUE;
        int bookMaxPly = options.book().maxPly();
        return games
                .flatMapToPair(part -> visits(part, maxPly, wanted == null ? null : wanted.value()))
                .combineByKey(BoardCounts::of, BoardCounts::add, BoardCounts::merge, partitions)
                .filter(p -> p._2().gamesOfOneSide() >= treeMin || (p._2().games() >= bookMin && p._1().ply() <= bookMaxPly));
    }

    /**
     * The first pass: a Bloom filter of the board hashes that at least the fewest games either
     * output keeps reach, or null when every board is kept (a threshold of one game).
     */
    static Broadcast<BloomFilter> shared(Options options, JavaRDD<List<GameFiles.Game>> games, Reading reading, int partitions) {
        int treeMin = options.minGames();
        int bookMin = options.writesBooks() ? options.book().minGames() : Integer.MAX_VALUE;
        int keep = Math.min(treeMin, bookMin);
        if (keep <= 1) {
            return null;
        }
        return FirstPass.filter(games, options.maxPly(), keep, partitions, reading);
    }

    /**
     * The tree of the database ({@code --sqlite}) and its index, from one replay and one sort: each game's visit of
     * each board that {@code wanted} lets through, with the game's index entry and what it adds to the counts
     * ({@link VisitTally}), range-partitioned by position and game across {@code partitions} partitions, then sorted,
     * counted and packed into bounded runs a position at a time ({@link IndexRun#sortAndSweep}). The visits cross the
     * shuffle in blocks of primitive records ({@link VisitBlocks}) and are sorted as such: as one object each, sorted by
     * Spark with a comparator, the map side and the sort took 172 s of the 16x set's 291 s of task CPU. The partitions'
     * ranges come from the visits of every {@link #INDEX_SAMPLE_EVERY}th game: a range partitioner sampled from every
     * visit (as {@code sortBy} makes it) replayed every game once more only to pick a few thousand keys. Sorted rather
     * than combined by board, the counts need neither a shuffle of their own nor a sort of the positions for the driver.
     */
    static JavaRDD<IndexRun> indexRuns(Options options, JavaRDD<List<GameFiles.Game>> games, Broadcast<BloomFilter> wanted,
            int partitions) {
        int maxPly = options.maxPly();
        int minGames = options.minGames();
        JavaPairRDD<IndexRun.Visit, Boolean> sample = keyedVisits(games.map(part -> everyNth(part, INDEX_SAMPLE_EVERY)), maxPly, wanted);
        RangePartitioner<IndexRun.Visit, Boolean> ranges = new RangePartitioner<>(partitions, sample.rdd(), true, 20,
                Ordering$.MODULE$.comparatorToOrdering(VISIT_ORDER), ClassTag$.MODULE$.apply(IndexRun.Visit.class));
        return games
                .mapPartitionsToPair(parts -> new VisitBlocks<GameFiles.Game>(games(parts),
                        (g, sink) -> indexVisits(g, maxPly, wanted == null ? null : wanted.value(), sink), ranges))
                // The blocks' keys are their partitions' numbers, which the hash of an Integer keeps.
                .partitionBy(new HashPartitioner(ranges.numPartitions()))
                .values()
                .mapPartitions(blocks -> IndexRun.sortAndSweep(blocks, minGames, Path.of(SparkFiles.getRootDirectory()),
                        IndexRun.SORT_LONGS));
    }

    /** The games of the parts, one after the other (the parts are in memory already). */
    static Iterator<GameFiles.Game> games(Iterator<List<GameFiles.Game>> parts) {
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(parts, 0), false)
                .flatMap(List::stream).iterator();
    }

    /** The positions of {@code games} up to {@code maxPly}, about (passes left out): the index's size without a first pass. */
    private static long visits(JavaRDD<List<GameFiles.Game>> games, int maxPly) {
        return games.map(part -> part.stream().mapToLong(g -> Math.min(g.moves().length, maxPly) + 1L).sum()).fold(0L, Long::sum);
    }

    /** The index's visits of {@code games} as the keys of pairs (Spark sorts pairs by key); the value says nothing. */
    private static JavaPairRDD<IndexRun.Visit, Boolean> keyedVisits(JavaRDD<List<GameFiles.Game>> games, int maxPly,
            Broadcast<BloomFilter> wanted) {
        return games
                .flatMap(part -> indexVisits(part, maxPly, wanted == null ? null : wanted.value()))
                .mapToPair(v -> new Tuple2<>(v, Boolean.TRUE));
    }

    /** One game in this many gives the index's partitions their ranges. */
    static final int INDEX_SAMPLE_EVERY = 16;

    private static final Comparator<IndexRun.Visit> VISIT_ORDER = (Comparator<IndexRun.Visit> & Serializable) IndexRun.Visit::compareTo;

    private static <T> List<T> everyNth(List<T> all, int n) {
        List<T> out = new ArrayList<>(all.size() / n + 1);
        for (int i = 0; i < all.size(); i += n) {
            out.add(all.get(i));
        }
        return out;
    }

    /** The hash of a canonical board, either colour to move (the tree's 64-bit position hash). */
    static long hash(long player, long opponent) {
        return PositionKey.hash64(player, opponent, false);
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
     * Each position of each game up to {@code maxPly} whose board {@code wanted} lets through (all without one), with
     * that game's counts.
     */
    static Iterator<Tuple2<Board, BoardCounts.Visit>> visits(List<GameFiles.Game> games, int maxPly, BloomFilter wanted) {
        return games.stream().flatMap(g -> visits(g, maxPly, wanted).stream()).iterator();
    }

    static List<Tuple2<Board, BoardCounts.Visit>> visits(GameFiles.Game g, int maxPly, BloomFilter wanted) {
        List<Tuple2<Board, BoardCounts.Visit>> out = new ArrayList<>(62);
        walk(g.moves(), maxPly, wanted, (c, blackToMove, ply, next) -> {
            out.add(new Tuple2<>(new Board(c.player(), c.opponent()), new BoardCounts.Visit(visitOf(g, ply, next), blackToMove)));
        });
        return out;
    }

    /**
     * The index's visits of {@code games}, which have their ids in the database: each position up to {@code maxPly} whose
     * board {@code wanted} lets through, with the game's index entry (its id, the move it played next, as the tree counts it)
     * and what it adds to the position's counts.
     */
    static Iterator<IndexRun.Visit> indexVisits(List<GameFiles.Game> games, int maxPly, BloomFilter wanted) {
        return games.stream().flatMap(g -> {
            List<IndexRun.Visit> out = new ArrayList<>(62);
            indexVisits(g, maxPly, wanted, (player, opponent, blackToMove, entry, tally) ->
                    out.add(new IndexRun.Visit(player, opponent, blackToMove, entry, tally)));
            return out.stream();
        }).iterator();
    }

    /** Game {@code g}'s visits for the index, as {@link #indexVisits(List, int, BloomFilter)} makes them, given to {@code sink}. */
    static void indexVisits(GameFiles.Game g, int maxPly, BloomFilter wanted, VisitBlocks.Sink sink) {
        walk(g.moves(), maxPly, wanted, (c, blackToMove, ply, next) ->
                sink.visit(c.player(), c.opponent(), blackToMove, IndexEntry.pack(g.id(), next), VisitTally.of(visitOf(g, ply, next))));
    }

    /** Game {@code g} at its position after {@code ply} moves, where it played {@code next}: what it adds to the counts. */
    private static GameVisit visitOf(GameFiles.Game g, int ply, int next) {
        return new GameVisit(g.id(), ply, next, g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth(),
                g.finalEmpties(), g.year());
    }

    /** A position of a game that the counts or the index keep. */
    private interface KeptVisit {
        /** {@code board} canonical, {@code next} the move played from it (canonical) or {@link GameVisit#ENDED}. */
        void accept(Canonical board, boolean blackToMove, int ply, int next);
    }

    /** Replays {@code moves} up to {@code maxPly}, giving {@code visit} each position whose board {@code wanted} lets through. */
    private static void walk(byte[] moves, int maxPly, BloomFilter wanted, KeptVisit visit) {
        Replay.walk(moves, (player, opponent, toMove, ply, move) -> {
            if (ply > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            if (wanted == null || wanted.mightContainLong(hash(c.player(), c.opponent()))) {
                int next = move == Square.NONE ? GameVisit.ENDED : c.representative(c.toCanonical(move));
                visit.accept(c, toMove == Color.BLACK, ply, next);
            }
            return true;
        });
    }
}
