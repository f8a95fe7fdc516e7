package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.othellodb.report.Json;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.Perft;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.wthor.WthorFormat;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameTable;
import org.othellodb.store.ImportFloor;
import org.othellodb.store.Players;
import org.othellodb.tree.TreeQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench",
        description = {"Measure speed: perft, archive replay, a full import into a new file, each format.", "",
                "Prints move generation speed (perft), replay of the whole WTHOR archive with the canonical key of "
                        + "every position, a full import with the opening tree into a new database file (games/s, "
                        + "positions/s, size, peak heap), the import of the sample file of each transcript format into a "
                        + "new database (games/s per format), warm query timings (queries), the study reports "
                        + "(study: players, player, novelties of one game, repertoire) on the database of --db, and the web "
                        + "server of serve (serve: warm tree requests, then --clients clients at once for --seconds). "
                        + "solve (only when named) times the endgame solver at 20 empties and solves the archive's "
                        + "theoretical scores again. growth (only when named) imports 1, 2, 4, 8 and 16 times the archive "
                        + "(the extra games generated from its openings) into new files and prints games, wall time, peak "
                        + "heap, database size and index rows for each."})
final class BenchCommand implements Callable<Integer> {

    enum Part { perft, replay, importing, queries, formats, study, serve, solve, growth }

    @Option(names = "--only", split = ",", paramLabel = "PART",
            description = "Parts to run: perft, replay, importing, queries, formats, study, serve, solve, growth (default: "
                    + "all but solve and growth, which take minutes to hours).")
    Set<Part> only = EnumSet.complementOf(EnumSet.of(Part.solve, Part.growth));

    @Option(names = "--growth", split = ",", paramLabel = "K", defaultValue = "1,2,4,8,16",
            description = "growth: sizes in multiples of the archive: the archive plus K-1 times as many games generated "
                    + "from its openings (default: ${DEFAULT-VALUE}).")
    List<Integer> growthSizes;

    @Option(names = "--growth-dir", paramLabel = "DIR",
            description = "growth: where the generated games and the databases go, removed at the end (default: the "
                    + "system's temporary directory; 16 times the archive needs about 3 GB).")
    Path growthDir;

    @Option(names = "--growth-names", description = "growth: the generated games keep the players, tournament and year "
            + "of the game their opening comes from (generate --names, CSV), so that the import matches named games "
            + "against the stored ones as it does for real archives.")
    boolean growthNames;

    @Option(names = "--solve-positions", defaultValue = "50", paramLabel = "N",
            description = "solve: positions at 20 empties timed (default: ${DEFAULT-VALUE}).")
    int solvePositions;

    @Option(names = "--edax", paramLabel = "PATH",
            description = "solve: also time this Edax binary (run in its own directory, one thread) on the same positions "
                    + "and print the ratio.")
    Path edax;

    @Option(names = "--solve-games", defaultValue = "20", paramLabel = "N", converter = SolveGames.class,
            description = "solve: games whose theoretical score is solved again, spread over the archive (0: every "
                    + "game; at 24 empties each takes seconds; none: only the speed). Default: ${DEFAULT-VALUE}.")
    int solveGames;

    /** {@code --solve-games}: a count, or {@code none} (−1) to time the solver without the check. */
    static final class SolveGames implements picocli.CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            if (value.equalsIgnoreCase("none")) {
                return -1;
            }
            try {
                int n = Integer.parseInt(value);
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // the message below says what is accepted
            }
            throw new picocli.CommandLine.TypeConversionException("'" + value + "' is not a number of games >= 0 or none");
        }
    }

    @Option(names = "--clients", defaultValue = "50", paramLabel = "N",
            description = "Clients at once in the serve load test (default: ${DEFAULT-VALUE}).")
    int clients;

    @Option(names = "--serve-import", paramLabel = "FILE",
            description = "serve: import FILE into a copy of the database while the clients ask (the database itself "
                    + "is not written), as another process's import would.")
    Path importDuringServe;

    @Option(names = "--seconds", defaultValue = "30", paramLabel = "S",
            description = "Length of the serve load test (default: ${DEFAULT-VALUE}).")
    int seconds;

    @Mixin
    DatabaseOption database;

    @Option(names = "--queries", defaultValue = "200", paramLabel = "N",
            description = "Random real positions for the query measures (default: ${DEFAULT-VALUE}).")
    int queries;

    /** The sample of each format, under the samples directory, in the order they are measured. */
    private static final List<String[]> SAMPLES = List.of(
            new String[] {"pgn", "pgn"}, new String[] {"ggf", "ggf"}, new String[] {"logistello", "logistello/logbook.gam.gz"},
            new String[] {"csv", "eothello/othello_dataset.csv"}, new String[] {"text", "movestrings"});

    /** The target for the Logistello collection's import. */
    private static final double LOGISTELLO_TARGET_SECONDS = 10;

    @Option(names = "--samples", paramLabel = "DIR",
            description = "Sample files of each format (default: the project's src/test/resources/samples).")
    Path samples;

    @Option(names = "--perft-depth", defaultValue = "10", description = "Perft depth (default: ${DEFAULT-VALUE}).")
    int perftDepth;

    @Option(names = "--data", paramLabel = "DIR", description = "WTHOR files to use (default: the bundled data/wthor).")
    Path data;

    @Option(names = "--repeat", defaultValue = "3", description = "Runs of the replay measure (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Mixin
    FormatOption format;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Every figure measured, one row each, for --format json or csv. */
    private final List<ObjectNode> measures = new ArrayList<>();

    /** Records a measure: the part, what was measured, and its figures as name, value pairs. */
    private void measure(String part, String what, Object... figures) {
        ObjectNode o = Json.object().put("part", part).put("what", what);
        for (int i = 0; i < figures.length; i += 2) {
            o.set((String) figures[i], Json.tree(figures[i + 1]));
        }
        measures.add(o);
    }

    @Override
    public Integer call() throws IOException {
        Checks.atLeast("--queries", queries, 1);
        Checks.inRange("--perft-depth", perftDepth, 1, 14);
        Checks.atLeast("--repeat", repeat, 1);
        Checks.atLeast("--clients", clients, 1);
        Checks.atLeast("--seconds", seconds, 1);
        PrintWriter shown = spec.commandLine().getOut();
        // JSON and CSV print the measures at the end; the text lines then go nowhere.
        PrintWriter out = format.get() == FormatOption.Format.text ? shown : new PrintWriter(java.io.Writer.nullWriter());
        Path wthor = data != null ? data : BuildCommand.home().resolve("data").resolve("wthor");
        out.printf("othello-db %s on %d cores, Java %s, max heap %d MB%n", Main.Version.version(),
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20);
        if (only.contains(Part.perft)) {
            perft(out);
        }
        if (only.contains(Part.replay)) {
            replay(out, wthor);
        }
        if (only.contains(Part.importing)) {
            importing(out, wthor);
        }
        if (only.contains(Part.queries)) {
            queries(out);
        }
        if (only.contains(Part.formats)) {
            formats(out, wthor, samples != null ? samples
                    : BuildCommand.home().resolve("src").resolve("test").resolve("resources").resolve("samples"));
        }
        if (only.contains(Part.study)) {
            StudyBench.run(out, database.path(), queries, timing -> measures.add(timing.put("part", "study")));
        }
        if (only.contains(Part.serve)) {
            List<Line> positions;
            try (Database db = Database.openExisting(database.path())) {
                positions = randomPositions(db);
            }
            new ServeBench(out, database.path(), positions).run(clients, seconds, importDuringServe);
        }
        if (only.contains(Part.growth)) {
            GrowthBench.run(out, wthor, growthSizes, growthDir, growthNames, spec.commandLine().getErr(),
                    row -> measures.add(row.put("part", "growth")));
        }
        if (only.contains(Part.solve)) {
            List<GameRecord> games = readGames(wthor);
            SolveBench.speed(out, games, solvePositions, edax);
            if (solveGames >= 0) {
                SolveBench.check(out, games, solveGames);
            }
        }
        if (format.get() == FormatOption.Format.json) {
            ObjectNode j = Json.object();
            j.put("version", Main.Version.version());
            j.put("cores", Runtime.getRuntime().availableProcessors());
            j.put("java", System.getProperty("java.version"));
            j.putArray("measures").addAll(measures);
            Json.print(shown, j);
        } else if (format.get() == FormatOption.Format.csv) {
            Csv.print(shown, ObjectNode.class, measures); // never empty: bench measures at least one line
        }
        return Main.EXIT_OK;
    }

    private void perft(PrintWriter out) {
        long start = System.nanoTime();
        long leaves = Perft.count(Position.START, perftDepth);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("perft(%d) = %,d leaves in %.2f s: %,.0f leaves/s%n", perftDepth, leaves, seconds, leaves / seconds);
        measure("perft", "perft(" + perftDepth + ")", "leaves", leaves, "seconds", seconds, "leaves_per_second", leaves / seconds);
    }

    private void replay(PrintWriter out, Path wthor) {
        List<int[]> games = readMoves(wthor);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int run = 1; run <= repeat; run++) {
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            long positions = 0;
            long check = 0;
            for (int[] moves : games) {
                Line line = Replay.of(moves);
                for (Position p : line.positions()) {
                    Canonical c = p.canonical();
                    check ^= c.player();
                    positions++;
                }
            }
            double wall = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            out.printf("replay run %d: %,d games, %,d positions with canonical keys: %.2f s CPU, %.2f s wall, "
                    + "%,.0f games/s, %,.0f positions/s%s%n", run, games.size(), positions, cpuSeconds, wall,
                    games.size() / wall, positions / wall, check == 42 ? " " : "");
            measure("replay", "run " + run, "games", games.size(), "positions", positions, "cpu_seconds", cpuSeconds,
                    "wall_seconds", wall, "games_per_second", games.size() / wall, "positions_per_second", positions / wall);
        }
    }

    /** An import with its tree into a new file, with its wall time and the process's CPU time. */
    private record TimedImport(ImportRun.Outcome outcome, double seconds, double cpuSeconds) {
    }

    private TimedImport timedImport(Path wthor, Path file) {
        long cpuStart = ProcessMemory.cpuNanos();
        long start = System.nanoTime();
        ImportRun.Outcome o;
        try (Database db = Database.open(file)) {
            o = ImportRun.run(db, List.of(wthor), null, null, false, true, spec.commandLine().getErr(), true);
        }
        return new TimedImport(o, (System.nanoTime() - start) / 1e9, (ProcessMemory.cpuNanos() - cpuStart) / 1e9);
    }

    /**
     * The same import again in this JVM, into another new file: its code is compiled now, so the
     * difference with the first is what the JIT compilers and the interpreter cost a new process,
     * which no change to othello-db's own work can take away.
     */
    private void warmImport(PrintWriter out, Path wthor, Path dir, double coldCpuSeconds, double floorCpuSeconds) {
        TimedImport timed = timedImport(wthor, dir.resolve("bench-again.db"));
        double seconds = timed.seconds();
        double cpuSeconds = timed.cpuSeconds();
        out.printf("  the same import again in this JVM, its code compiled: CPU %.1f s, %.2f s wall: %.1fx the floor "
                + "(the first run's %.1f s more are the JIT's and the interpreter's)%n", cpuSeconds, seconds,
                cpuSeconds / floorCpuSeconds, coldCpuSeconds - cpuSeconds);
        measure("importing", wthor + " again", "cpu_seconds", cpuSeconds, "wall_seconds", seconds, "ratio_to_floor",
                cpuSeconds / floorCpuSeconds, "warm_up_cpu_seconds", coldCpuSeconds - cpuSeconds);
    }

    private static List<int[]> readMoves(Path wthor) {
        return readGames(wthor).stream().map(GameRecord::moves).toList();
    }

    private static List<GameRecord> readGames(Path wthor) {
        List<GameRecord> games = new ArrayList<>();
        for (Path f : wtbFiles(wthor)) {
            try (GameReader r = new WthorFormat().open(f)) {
                while (r.hasNext()) {
                    ReadItem item = r.next();
                    if (item instanceof GameRecord g) {
                        games.add(g);
                    }
                }
            }
        }
        return games;
    }

    private void importing(PrintWriter out, Path wthor) throws IOException {
        Path dir = Files.createTempDirectory("othello-db-bench");
        Path file = dir.resolve("bench.db");
        resetPeaks();
        boolean rssFromHere = ProcessMemory.resetPeak();
        TimedImport timed = timedImport(wthor, file);
        ImportRun.Outcome o = timed.outcome();
        double seconds = timed.seconds();
        double cpuSeconds = timed.cpuSeconds();
        long peakRss = ProcessMemory.peakRssBytes();
        long peakHeap = peakHeap();
        int games = o.imported().imported();
        long positions = o.tree().indexRows();
        out.printf("import of %s into a new file: %,d games in %.2f s wall (import %.2f s, opening tree %.2f s)%n",
                wthor, games, seconds, o.imported().millis() / 1000.0, o.tree().millis() / 1000.0);
        out.printf("  %,.0f games/s, %,.0f positions/s (%,d positions of every ply counted); tree: %,d positions stored, "
                + "%,d index entries; phases %s%n", games / seconds, o.tree().positionsCounted() / seconds,
                o.tree().positionsCounted(), o.tree().positionsAdded(), positions, o.tree().phaseMillis());
        out.printf("  database %s; peak heap %d MB%n", ImportRun.size(file), peakHeap >> 20);
        ImportFloor.Result floor = ImportFloor.measure(file, dir);
        out.printf("  CPU %.1f s (import and tree) against %.1f s for the floor, the same %,d rows loaded by the same JDBC "
                + "driver with no othello-db logic: %.1fx; peak RSS %d MB%s; database %d MB (the floor's %d MB)%n",
                cpuSeconds, floor.cpuSeconds(), floor.rows(), cpuSeconds / floor.cpuSeconds(), peakRss >> 20,
                rssFromHere ? "" : " (since the start of bench)", Files.size(file) >> 20, floor.bytes() >> 20);
        measure("importing", wthor + " floor", "cpu_seconds", cpuSeconds, "floor_cpu_seconds", floor.cpuSeconds(),
                "floor_wall_seconds", floor.wallSeconds(), "floor_rows", floor.rows(), "ratio_to_floor",
                cpuSeconds / floor.cpuSeconds(), "peak_rss_mb", peakRss >> 20, "bytes", Files.size(file), "floor_bytes",
                floor.bytes());
        warmImport(out, wthor, dir, cpuSeconds, floor.cpuSeconds());
        measure("importing", wthor.toString(), "games", games, "wall_seconds", seconds, "import_seconds",
                o.imported().millis() / 1000.0, "tree_seconds", o.tree().millis() / 1000.0, "games_per_second", games / seconds,
                "positions_counted", o.tree().positionsCounted(), "positions_stored", o.tree().positionsAdded(), "index_rows",
                positions, "bytes", Files.size(file), "peak_heap_mb", peakHeap >> 20);
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    /** Warm timings of the queries people run, over random positions of real games (the database of --db). */
    private void queries(PrintWriter out) {
        try (Database db = Database.openExisting(database.path())) {
            List<Line> positions = randomPositions(db);
            TreeQuery query = new TreeQuery(db);
            String player = Players.mostGames(db, true, 2, 1).get(0);
            GameFilter onePlayer = GameFilter.builder().player(player).build();
            GameFilter years = GameFilter.builder().years(2000, 2010).build();
            for (Line line : positions.subList(0, Math.min(20, positions.size()))) {
                query.tree(line, GameFilter.NONE); // warm up the code and the page cache
                query.gameIds(line, GameFilter.NONE);
            }
            record("queries", time(out, "tree, unfiltered", "positions", positions, line -> query.tree(line, GameFilter.NONE)));
            record("queries", time(out, "position search (games --position)", "positions", positions, line -> query.gameIds(line, GameFilter.NONE)));
            record("queries", time(out, "tree, one player (" + player + ")", "positions", positions, line -> query.tree(line, onePlayer)));
            record("queries", time(out, "tree, years 2000-2010", "positions", positions, line -> query.tree(line, years)));
        }
    }

    /** {@code --queries} positions of real games, each after a random number of moves (up to 40). */
    private List<Line> randomPositions(Database db) {
        List<byte[]> games = GameTable.allMoves(db);
        Random random = new Random(2025);
        List<Line> positions = new ArrayList<>();
        for (int i = 0; i < queries; i++) {
            int[] moves = Transcript.fromBytes(games.get(random.nextInt(games.size())));
            positions.add(Replay.of(Arrays.copyOf(moves, random.nextInt(Math.min(moves.length, 40) + 1))));
        }
        return positions;
    }

    private void record(String part, ObjectNode timing) {
        measures.add(timing.put("part", part));
    }

    /**
     * Runs {@code run} on each item, timing each run, and prints the distribution of the times, and
     * the mean CPU time of this thread (SQLite works in it too): on a machine shared with other jobs
     * the wall time grows with the load, the CPU time much less.
     */
    static <T> ObjectNode time(PrintWriter out, String what, String items, List<T> inputs, java.util.function.Consumer<T> run) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] ms = new double[inputs.size()];
        long cpu = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < ms.length; i++) {
            long start = System.nanoTime();
            run.accept(inputs.get(i));
            ms[i] = (System.nanoTime() - start) / 1e6;
        }
        double cpuMean = (threads.getCurrentThreadCpuTime() - cpu) / 1e6 / Math.max(1, ms.length);
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(ms).average().orElse(0);
        out.printf("%-44s %d %s: mean %.2f ms, median %.2f ms, 95th percentile %.2f ms, max %.2f ms; CPU mean %.2f ms%n",
                what, ms.length, items, mean, sorted[ms.length / 2], sorted[(int) (ms.length * 0.95)], sorted[ms.length - 1],
                cpuMean);
        return Json.object().put("what", what).put("runs", ms.length).put("mean_ms", mean).put("median_ms", sorted[ms.length / 2])
                .put("p95_ms", sorted[(int) (ms.length * 0.95)]).put("max_ms", sorted[ms.length - 1]).put("cpu_mean_ms", cpuMean);
    }

    /** Mean, median, 95th percentile and maximum of some times in milliseconds. */
    static String summary(double[] ms) {
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(ms).average().orElse(0);
        return String.format("mean %.2f ms, median %.2f ms, 95th percentile %.2f ms, max %.2f ms", mean,
                sorted[ms.length / 2], sorted[(int) (ms.length * 0.95)], sorted[ms.length - 1]);
    }

    /**
     * Imports each format's sample into a new database: the import (read, replay, store) and the
     * opening tree are timed apart, since the tree's cost depends on how much the games share.
     */
    private void formats(PrintWriter out, Path wthor, Path sampleDir) throws IOException {
        out.printf("%-11s %9s %9s %9s %9s %10s %10s %9s%n", "format", "records", "imported", "rejected", "import s", "records/s",
                "games/s", "tree s");
        List<String[]> runs = new ArrayList<>();
        runs.add(new String[] {"wthor", wthor.toString()});
        for (String[] sample : SAMPLES) {
            runs.add(new String[] {sample[0], sampleDir.resolve(sample[1]).toString()});
        }
        for (String[] run : runs) {
            Path source = Path.of(run[1]);
            if (!Files.exists(source)) {
                throw new BadInputException(source + ": no such sample (give the samples directory with --samples)");
            }
            Path dir = Files.createTempDirectory("othello-db-bench");
            ImportRun.Outcome o;
            try (Database db = Database.open(dir.resolve("bench.db"))) {
                o = ImportRun.run(db, List.of(source), null, null, false, true, spec.commandLine().getErr(), true);
            } finally {
                deleteTree(dir);
            }
            double seconds = o.imported().millis() / 1000.0;
            int games = o.imported().imported();
            int records = o.imported().files().stream().filter(f -> !f.status().equals("names")).mapToInt(f -> f.read()).sum();
            out.printf("%-11s %,9d %,9d %,9d %9.2f %,10.0f %,10.0f %9.2f%n", run[0], records, games,
                    o.imported().rejectedRecords(), seconds, records / Math.max(seconds, 0.001), games / Math.max(seconds, 0.001),
                    o.tree().millis() / 1000.0);
            measure("formats", run[0], "records", records, "imported", games, "rejected", o.imported().rejectedRecords(),
                    "import_seconds", seconds, "tree_seconds", o.tree().millis() / 1000.0);
            if (run[0].equals("logistello")) {
                double total = seconds + o.tree().millis() / 1000.0;
                out.printf("  logistello: %,d games imported in %.2f s (target < %.0f s: %s); with the opening tree %.2f s%n",
                        games, seconds, LOGISTELLO_TARGET_SECONDS, seconds < LOGISTELLO_TARGET_SECONDS ? "met" : "NOT met", total);
            }
        }
        out.println("  (import s: read, replay and store, records/s: records read and replayed, imported or rejected;");
        out.println("   tree s: the opening tree update that import runs after it)");
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    private static void resetPeaks() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    static List<Path> wtbFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(dir + ": no such directory");
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".wtb")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
