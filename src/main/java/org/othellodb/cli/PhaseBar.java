package org.othellodb.cli;

import me.tongfei.progressbar.ProgressBar;
import org.othellodb.util.Progress;

/**
 * Shows long work phase by phase: a bar on stderr named by the command and the phase, with its
 * count and the time left, when stderr is a terminal; nothing in a pipe or a file (as
 * {@link ImportProgress} does for the files of an import). Used by remove (replaying the games,
 * then the tree), the tree phase of build and import, and book export.
 */
final class PhaseBar implements Progress, AutoCloseable {

    private final String command;
    private final boolean bar;
    private ProgressBar progress;

    PhaseBar(String command) {
        this(command, Console.interactive());
    }

    PhaseBar(String command, boolean bar) {
        this.command = command;
        this.bar = bar;
    }

    /** A phase of {@code total} steps (none: nothing to show), or of an unknown number (negative): its name and clock. */
    @Override
    public void phase(String name, long total, String unit) {
        close();
        if (bar && total != 0) {
            progress = Console.progressBar(command + ": " + name, total < 0 ? -1 : total, unit.isEmpty() ? "" : " " + unit);
        }
    }

    @Override
    public void step(long n) {
        if (progress != null) {
            progress.stepBy(n);
        }
    }

    @Override
    public void close() {
        if (progress != null) {
            progress.close();
            progress = null;
        }
    }
}
