package org.othellodb.format.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.stream.Collectors;
import org.othellodb.format.TextFile;
import org.othellodb.format.fuzz.FuzzSeeds.Seed;
import org.othellodb.format.registry.Formats;
import org.othellodb.support.Archive;

/**
 * Feeds damaged copies of the real samples to every reader, one input at a time, on a thread of
 * its own that a watchdog watches: an input that does not finish in time (an endless loop) ends
 * the run as a failure naming it, with the stuck thread's stack. Input {@code i} of a run with
 * seed {@code s} is rebuilt from {@code (s, i)} alone, and every failing input is saved under
 * {@code target/fuzz-failures/} so that it can be replayed ({@code ./othello-db import FILE}, or
 * added to {@code src/test/resources/fuzz/}, which {@code ReaderFuzzTest} reads on every run).
 */
final class ReaderFuzzer {

    /** What a run did and found. */
    record Outcome(long inputs, ReaderCheck.Counts counts, Map<String, Long> inputsPerFamily, List<String> failures,
                   String hang) {

        String summary(long seed) {
            return String.format(java.util.Locale.ROOT, "Reader fuzzing, seed %d: %,d inputs (%s), %,d reader runs: "
                            + "%,d games, %,d record problems, %,d files refused; %d failures%s",
                    seed, inputs, inputsPerFamily.entrySet().stream().map(e -> e.getKey() + " " + String.format("%,d", e.getValue()))
                            .collect(Collectors.joining(", ")),
                    counts.readerRuns, counts.games, counts.problems, counts.refusals, failures.size(),
                    hang == null ? "" : ", and a hang");
        }
    }

    private static final int SAVED_PER_FAILURE = 2;
    /** Long searches say how far they are. */
    private static final int PROGRESS_EVERY = 100_000;
    /**
     * The names a mutated file may take: every extension a format claims (from the registry, so a new
     * format is fuzzed under its name too), a name no format claims ({@code .dat}), and {@code .gz}.
     */
    private static final String[] EXTENSIONS = java.util.stream.Stream.concat(
            Formats.all().stream().flatMap(f -> f.extensions().stream()), java.util.stream.Stream.of("dat", "gz"))
            .toArray(String[]::new);

    private final long seed;
    private final Path work;
    private final Path saved;
    private final List<Seed> seeds = FuzzSeeds.all();
    private final Map<String, List<Seed>> byFamily = seeds.stream()
            .collect(Collectors.groupingBy(Seed::family, TreeMap::new, Collectors.toList()));
    private final List<String> families = new ArrayList<>(byFamily.keySet());
    private final List<byte[]> allBytes = seeds.stream().map(Seed::bytes).toList();

    private volatile long current = -1;
    private volatile long currentSince;
    private volatile Input currentInput;

    ReaderFuzzer(long seed, Path work, Path saved) {
        this.seed = seed;
        this.work = work;
        this.saved = saved;
    }

    /** One file to read: what it came from (for messages), its bytes and name (to save it), the files the readers read, and its family. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    record Input(String origin, String family, String name, byte[] bytes, List<Path> read) {
    }

    /** Runs {@code count} damaged samples; an input that runs longer than {@code hangSeconds} stops the run. */
    Outcome run(long count, int hangSeconds) throws InterruptedException {
        Places places = new Places(work);
        return run(count, hangSeconds, i -> {
            Random random = new Random(seed * 0x9E3779B97F4A7C15L + i);
            Seed s = pick(random);
            byte[] bytes = random.nextInt(50) == 0 ? s.bytes() : new Mutator(random, allBytes).mutate(s.bytes());
            Path file = places.place(s, bytes, random);
            return new Input(s.family() + " seed '" + s.name() + "'", s.family(), file.getFileName().toString(), bytes,
                    places.readersOf(file));
        }, places::clear);
    }

    /** Reads files as they are (the inputs that once broke a reader), with the same checks and the same watchdog. */
    Outcome replay(List<Path> files, int hangSeconds) throws InterruptedException {
        return run(files.size(), hangSeconds, i -> {
            Path file = files.get((int) i);
            try {
                return new Input(file.toString(), "replayed", file.getFileName().toString(), Files.readAllBytes(file), List.of(file));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, input -> { });
    }

    private Outcome run(long count, int hangSeconds, LongFunction<Input> inputs, Consumer<Input> done) throws InterruptedException {
        ReaderCheck.Counts counts = new ReaderCheck.Counts();
        Map<String, Long> perFamily = new TreeMap<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        List<String> failures = new ArrayList<>();
        long[] finished = {0};
        Thread worker = new Thread(() -> {
            for (long i = 0; i < count; i++) {
                Input input = inputs.apply(i);
                currentInput = input;
                currentSince = System.nanoTime();
                current = i;
                List<ReaderCheck.Failure> found = new ArrayList<>();
                for (Path read : input.read()) {
                    ReaderCheck check = ReaderCheck.of(read);
                    counts.add(check.counts());
                    found.addAll(check.failures());
                }
                perFamily.merge(input.family(), 1L, Long::sum);
                for (ReaderCheck.Failure f : found) {
                    if (seen.merge(f.signature(), 1, Integer::sum) <= SAVED_PER_FAILURE) {
                        failures.add("input #" + i + " (from " + input.origin() + ", saved as " + save(i, input) + "): "
                                + f.description());
                    }
                }
                done.accept(input);
                finished[0] = i + 1;
                if (finished[0] % PROGRESS_EVERY == 0) {
                    System.out.printf(java.util.Locale.ROOT, "reader fuzzing, seed %d: %,d inputs read, %d failures so far%n",
                            seed, finished[0], failures.size());
                }
            }
            current = -1;
        }, "reader-fuzz");
        worker.setDaemon(true); // a reader stuck in a loop cannot be stopped; it must not keep the JVM alive
        worker.start();
        long limit = hangSeconds * 1_000_000_000L;
        while (worker.isAlive()) {
            worker.join(200);
            long stuck = current;
            Input input = currentInput;
            if (worker.isAlive() && stuck >= 0 && System.nanoTime() - currentSince > limit && stuck == current) {
                String stack = Arrays.stream(worker.getStackTrace()).limit(12).map(e -> "    at " + e)
                        .collect(Collectors.joining("\n"));
                String hang = "input #" + stuck + " (from " + input.origin() + ", seed " + seed + ") has not finished after "
                        + hangSeconds + " s: a reader loops on it. Saved as " + save(stuck, input)
                        + "; the reading thread is at\n" + stack;
                return new Outcome(stuck, counts, perFamily, failures, hang);
            }
        }
        return new Outcome(finished[0], counts, perFamily, failures, null);
    }

    /** A family first (so that each format gets its share, whatever its number of seeds), then one of its seeds. */
    private Seed pick(Random random) {
        List<Seed> of = byFamily.get(families.get(random.nextInt(families.size())));
        return of.get(random.nextInt(of.size()));
    }

    private Path save(long index, Input input) {
        try {
            Files.createDirectories(saved);
            return Files.write(saved.resolve("seed" + seed + "-input" + index + "-" + input.name()), input.bytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where inputs are written: a WTHOR year beside the real name files or alone, a name file beside
     * a real year, anything else alone under its own extension or a misleading one.
     */
    private static final class Places {
        private final Path plain;
        private final Path withNames;
        private final Path namesBeside;

        Places(Path work) {
            try {
                plain = Files.createDirectories(work.resolve("plain"));
                withNames = Files.createDirectories(work.resolve("with-names"));
                namesBeside = Files.createDirectories(work.resolve("names"));
                for (String name : List.of("WTHOR.JOU", "WTHOR.TRN")) {
                    Files.copy(Archive.WTHOR.resolve(name), withNames.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
                Files.copy(Archive.WTHOR.resolve("WTH_1977.wtb"), namesBeside.resolve("WTH_1977.wtb"),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        Path place(Seed seed, byte[] bytes, Random random) {
            Path file;
            if (seed.family().equals(FuzzSeeds.NAMES)) {
                file = namesBeside.resolve("WTHOR." + seed.extension());
            } else if (seed.family().equals("wthor")) {
                file = (random.nextBoolean() ? withNames : plain).resolve("WTH_1977.wtb");
            } else {
                String extension = random.nextInt(5) == 0 ? EXTENSIONS[random.nextInt(EXTENSIONS.length)] : seed.extension();
                file = plain.resolve("input." + extension + (TextFile.isGzip(bytes) && random.nextBoolean() ? ".gz" : ""));
            }
            try {
                return Files.write(file, bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The files to read for an input: a damaged name file is read itself, and as the names of the year beside it. */
        List<Path> readersOf(Path file) {
            return file.getParent().equals(namesBeside) ? List.of(file, namesBeside.resolve("WTH_1977.wtb")) : List.of(file);
        }

        /** Name files go back to the real ones, so that the next WTHOR input is read beside them. */
        void clear(Input input) {
            Path file = input.read().get(0);
            try {
                if (file.getParent().equals(namesBeside)) {
                    Files.delete(file);
                } else if (!file.getParent().equals(withNames) || !file.getFileName().toString().startsWith("WTHOR.")) {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
