package org.othellodb.cli;

import org.othellodb.util.Parallelism;
import picocli.CommandLine.Option;

/**
 * {@code --threads N} of the commands that import and build the tree: how many threads read,
 * replay and sort the games while one writes to SQLite. One thread is the plain path, kept to
 * compare with (it writes the same rows).
 */
final class ThreadsOption {

    /** More threads than this is a typing mistake: the work is in batches of a few thousand games. */
    private static final int MAX_THREADS = 256;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads that read, replay and sort the games while one writes to the database (default: the "
                    + "number of cores; 1: everything on one thread, the same result).")
    Integer threads;

    Parallelism get() {
        Checks.inRange("--threads", threads, 1, MAX_THREADS);
        return threads == null ? Parallelism.cores() : new Parallelism(threads);
    }
}
