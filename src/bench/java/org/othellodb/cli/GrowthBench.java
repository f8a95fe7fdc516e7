package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.report.Json;
import org.othellodb.store.Database;

/**
 * The growth table: import + opening tree of 1, 2, 4, 8, 16 … times the archive into new files, to
 * see how time, memory and size grow with the games. The extra games are the archive's openings
 * continued at random ({@code generate --kind openings}), one archive's worth per seed, so that the
 * size K imports the archive and the files of seeds 1 … K−1: the same games on every machine.
 *
 * <p>Peak heap is the most the heap held (garbage included, so it depends on the maximum heap
 * too); peak live is the most it held just after a collection, which is what the data needs.
 */
final class GrowthBench {

    private GrowthBench() {
    }

    static void run(PrintWriter out, Path wthor, List<Integer> sizes, Path where, boolean named, PrintWriter err,
                    Consumer<ObjectNode> measures) throws IOException {
        List<Integer> sorted = sizes.stream().distinct().sorted().toList();
        if (sorted.isEmpty() || sorted.get(0) < 1) {
            throw new BadInputException("--growth: sizes are multiples of the archive, 1 or more");
        }
        Path dir = Files.createTempDirectory(where != null ? where : Path.of(System.getProperty("java.io.tmpdir")),
                "othello-db-growth");
        LiveHeap live = new LiveHeap();
        try {
            // The archive alone first: its openings seed the generated games, and it is the 1x row.
            Path base = dir.resolve("growth-1.db");
            int archiveGames;
            try (Database db = Database.open(base)) {
                archiveGames = ImportRun.run(db, List.of(wthor), null, null, false, false, err, true).imported().imported();
            }
            out.printf("growth: import + opening tree into a new file, the archive (%,d games) and K-1 times as many "
                    + "generated from its openings%s (max heap %d MB)%n", archiveGames,
                    named ? ", named as their openings' games" : "", Runtime.getRuntime().maxMemory() >> 20);
            out.printf("%4s %11s %9s %9s %9s %14s %14s %12s %12s%n", "K", "games", "wall s", "tree s", "peak MB",
                    "after GC MB", "database MB", "positions", "index rows");
            List<Path> generated = new ArrayList<>();
            for (int k : sorted) {
                while (generated.size() < k - 1) {
                    int seed = generated.size() + 1;
                    Path file = dir.resolve("openings-" + seed + (named ? ".csv" : ".txt"));
                    generate(base, file, archiveGames, seed, named);
                    generated.add(file);
                }
                List<Path> inputs = new ArrayList<>(List.of(wthor));
                inputs.addAll(generated);
                Path file = dir.resolve("growth-" + k + "x.db");
                System.gc();
                for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                    pool.resetPeakUsage();
                }
                live.reset();
                long start = System.nanoTime();
                ImportRun.Outcome o;
                try (Database db = Database.open(file)) {
                    o = ImportRun.run(db, inputs, null, null, false, true, err, true);
                }
                long positions = o.tree().positionsAdded(); // a new file: every stored position was added
                double seconds = (System.nanoTime() - start) / 1e9;
                long peak = peakHeap();
                long bytes = bytes(file);
                int games = o.imported().imported();
                out.printf("%4d %,11d %9.1f %9.1f %,9d %,14d %,14d %,12d %,12d%n", k, games, seconds, o.tree().millis() / 1000.0,
                        peak >> 20, live.max() >> 20, bytes >> 20, positions, o.tree().indexRows());
                out.flush();
                measures.accept(Json.object().put("what", k + "x").put("games", games).put("wall_seconds", seconds)
                        .put("tree_seconds", o.tree().millis() / 1000.0).put("peak_heap_mb", peak >> 20)
                        .put("after_gc_mb", live.max() >> 20).put("bytes", bytes).put("positions", positions)
                        .put("index_rows", o.tree().indexRows()));
                delete(file);
            }
            out.println("  (wall: import and tree; peak: the heap's most, garbage included; after GC: its most just after a"
                    + " collection)");
        } finally {
            live.close();
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** One archive's worth of its openings continued at random, by the generate command as users run it. */
    private static void generate(Path db, Path file, int games, int seed, boolean named) {
        StringWriter text = new StringWriter();
        PrintWriter w = new PrintWriter(text);
        List<String> args = new ArrayList<>(List.of("generate", "--db", db.toString(), "--games", String.valueOf(games),
                "--kind", "openings", "--seed", String.valueOf(seed), "--out", file.toString()));
        if (named) {
            args.addAll(List.of("--names", "--format", "csv"));
        }
        int code = Main.commandLine(w, w).execute(args.toArray(String[]::new));
        if (code != Main.EXIT_OK) {
            throw new ToolFailureException("generate failed: " + text);
        }
    }

    private static long bytes(Path file) throws IOException {
        long n = 0;
        for (String suffix : new String[] {"", "-wal"}) {
            Path p = Path.of(file + suffix);
            if (Files.exists(p)) {
                n += Files.size(p);
            }
        }
        return n;
    }

    private static void delete(Path file) throws IOException {
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            Files.deleteIfExists(Path.of(file + suffix));
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

    /** The most the heap held just after a collection, from the collectors' notifications. */
    private static final class LiveHeap implements AutoCloseable {
        private final AtomicLong max = new AtomicLong();
        private final List<NotificationEmitter> emitters = new ArrayList<>();
        private final java.util.Set<String> heapPools = new java.util.HashSet<>();
        private final NotificationListener listener = (notification, handback) -> {
            if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                GarbageCollectionNotificationInfo info =
                        GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                long used = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                        .filter(e -> heapPools.contains(e.getKey())).mapToLong(e -> e.getValue().getUsed()).sum();
                max.accumulateAndGet(used, Math::max);
            }
        };

        LiveHeap() {
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP) {
                    heapPools.add(pool.getName());
                }
            }
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof NotificationEmitter e) {
                    e.addNotificationListener(listener, null, null);
                    emitters.add(e);
                }
            }
        }

        void reset() {
            max.set(0);
        }

        long max() {
            return max.get();
        }

        @Override
        public void close() {
            for (NotificationEmitter e : emitters) {
                try {
                    e.removeNotificationListener(listener);
                } catch (javax.management.ListenerNotFoundException ignored) {
                    // already gone
                }
            }
        }
    }
}
