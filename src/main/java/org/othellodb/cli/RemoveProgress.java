package org.othellodb.cli;

import me.tongfei.progressbar.ProgressBar;
import org.othellodb.tree.TreeRemoval;

/**
 * Shows a removal taking its games out of the opening tree: a bar on stderr when stderr is a
 * terminal (the removed games replayed, then their visits of the tree's positions), nothing in a
 * pipe or a file, as {@link ImportProgress} does for an import.
 */
final class RemoveProgress implements TreeRemoval.Progress, AutoCloseable {

    private final boolean bar;
    private ProgressBar progress;

    RemoveProgress() {
        this.bar = Console.interactive();
    }

    @Override
    public void phase(String name, long total) {
        close();
        if (bar && total > 0) {
            progress = name.equals("games") ? Console.progressBar("remove: replay", total, " games")
                    : Console.progressBar("remove: tree", total, " visits");
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
