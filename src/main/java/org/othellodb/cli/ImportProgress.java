package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import me.tongfei.progressbar.ProgressBar;
import org.othellodb.ingest.FileOutcome;
import org.othellodb.ingest.ImportListener;

/**
 * Shows an import as it runs: a progress bar on stderr (files done, games, games/s) when stderr
 * is a terminal; otherwise nothing until the summary. Notes are printed when the bar is gone.
 */
final class ImportProgress implements ImportListener, AutoCloseable {

    private final PrintWriter err;
    private final boolean quiet;
    private final boolean bar;
    private final List<String> notes = new ArrayList<>();
    private ProgressBar progress;
    private long startNanos;
    private int gamesBefore;
    private int gamesInFile;
    /** The files committed so far, and the one being read: what a failure in the middle says. */
    private final List<Path> kept = new ArrayList<>();
    private Path current;

    ImportProgress(PrintWriter err, boolean quiet) {
        this.err = err;
        this.quiet = quiet;
        this.bar = !quiet && Console.interactive();
    }

    /** The files this run committed so far, in order. */
    List<Path> kept() {
        return List.copyOf(kept);
    }

    /** The file being imported, or null between files. */
    Path current() {
        return current;
    }

    @Override
    public void started(int files, long totalBytes) {
        startNanos = System.nanoTime();
        if (bar && files > 0) {
            progress = Console.progressBar("import", files, " files");
        }
    }

    @Override
    public void fileStarted(Path file, String format) {
        current = file;
        gamesInFile = 0;
        if (progress != null) {
            progress.setExtraMessage(file.getFileName().toString());
        }
    }

    @Override
    public void gamesRead(int inFile) {
        gamesInFile = inFile;
        update();
    }

    @Override
    public void fileFinished(FileOutcome outcome) {
        if (outcome.status().equals("imported") || outcome.status().equals("names")) {
            kept.add(outcome.file());
        }
        current = null;
        if (!outcome.status().equals("names")) {
            gamesBefore += outcome.read();
        }
        gamesInFile = 0;
        if (progress != null) {
            progress.step();
        }
        update();
    }

    private void update() {
        if (progress == null) {
            return;
        }
        int games = gamesBefore + gamesInFile;
        double seconds = Math.max(1e-3, (System.nanoTime() - startNanos) / 1e9);
        // No rate before the first game: "0 games/s" says nothing while a file is being read.
        progress.setExtraMessage(" " + Text.count(games, "game") + (games == 0 ? "" : String.format(", %,.0f games/s", games / seconds)));
    }

    @Override
    public void note(String message) {
        notes.add(message);
    }

    /**
     * Said at once, not kept for the end: the user is looking at a command that does nothing. Once a
     * run: an import of many files waits at each file while another process writes, and the user
     * needs to hear it once, not once per file.
     */
    @Override
    public synchronized void waiting(String message) {
        if (!quiet && !saidWaiting) {
            saidWaiting = true;
            err.println("othello-db: " + message + "...");
            err.flush();
        }
    }

    private boolean saidWaiting;

    @Override
    public void treeStarted() {
        // The files are done: their bar goes, and the tree's phases get bars of their own (ImportRun).
        if (progress != null) {
            progress.close();
            progress = null;
        }
    }

    @Override
    public void close() {
        if (progress != null) {
            progress.close();
            progress = null;
        }
        for (String n : notes) {
            err.println(n);
        }
        notes.clear();
    }
}
