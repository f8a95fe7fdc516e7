package org.othellodb.cli;

import org.othellodb.tree.TreeBuilder;
import org.othellodb.util.Parallelism;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What {@code import} and {@code build} take alike: the database they write, how deep the opening tree
 * counts, the threads of the import, and --quiet. Both run {@link ImportRun}, so the options mean the same.
 */
abstract class ImportingCommand extends OthelloCommand implements LongWork {

    @Mixin
    DatabaseOption database;

    @Option(names = "--max-ply", paramLabel = "N",
            description = "Count positions up to N moves in the opening tree (default: as before, else all).")
    Integer maxPly;

    @Mixin
    ThreadsOption threads;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar and no summary; problems and the exit code only.")
    boolean quiet;

    /** The threads of the import; refuses a bad --max-ply or --threads before anything is read or written. */
    final Parallelism checkedParallelism() {
        Checks.inRange("--max-ply", maxPly, 0, TreeBuilder.ALL_PLIES);
        return threads.get();
    }
}
