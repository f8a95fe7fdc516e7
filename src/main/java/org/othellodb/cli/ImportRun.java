package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.othellodb.error.ToolFailureException;
import org.othellodb.report.ImportReport;
import org.othellodb.report.Json;
import org.othellodb.format.ReadOptions;
import org.othellodb.ingest.FileOutcome;
import org.othellodb.ingest.GameHook;
import org.othellodb.ingest.ImportSummary;
import org.othellodb.ingest.Importer;
import org.othellodb.store.Database;
import org.othellodb.store.NewsTable;
import org.othellodb.store.SqliteErrors;
import org.othellodb.study.News;
import org.othellodb.tree.KnownHashes;
import org.othellodb.tree.TreeBuilder;
import org.othellodb.util.Parallelism;

/** What {@code import} and {@code build} share: import files, bring the opening tree up to date, report. */
final class ImportRun {

    /** What the hook computes for a game on the reading thread: its position hashes, how it meets the repertoires. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its hashes: made once per game, never copied
    private record Prepared(long[] hashes, List<NewsTable.Touch> touches) {
    }

    /** Imports shorter than this print no rate. */
    private static final long RATE_SHOWN_FROM_MILLIS = 1000;

    /** The outcome of the run, for the summary. */
    record Outcome(ImportSummary imported, TreeBuilder.Result tree) {
        int exitCode() {
            return imported.anyRejected() ? Main.EXIT_REJECTED : Main.EXIT_OK;
        }
    }

    private ImportRun() {
    }

    static Outcome run(Database db, List<Path> paths, String format, Integer maxPly, boolean rebuildTree,
                       boolean updateTree, PrintWriter err, boolean quiet) {
        return run(db, paths, format, ReadOptions.NONE, maxPly, rebuildTree, updateTree, err, quiet, Parallelism.cores());
    }

    static Outcome run(Database db, List<Path> paths, String format, ReadOptions options, Integer maxPly,
                       boolean rebuildTree, boolean updateTree, PrintWriter err, boolean quiet, Parallelism threads) {
        warnIfShortOfSpace(db, paths, err);
        ImportSummary summary;
        TreeBuilder.Result tree = null;
        int bound = treeBound(db, maxPly);
        // The importer hashes the new games' positions on its reading thread, for the tree's first pass,
        // and walks them through the user's repertoires there, for the news.
        KnownHashes known = new KnownHashes(bound);
        NewsCollector news = new NewsCollector(News.of(db));
        GameHook hook = new GameHook() {
            @Override
            public Object prepare(byte[] moves) {
                // Past the budget the tree hashes the game itself.
                long[] hashes = !updateTree || known.full() ? null : known.hash(moves);
                return new Prepared(hashes, news.prepare(moves));
            }

            @Override
            public void stored(long gameId, Object prepared) {
                Prepared p = (Prepared) prepared;
                if (p.hashes() != null) {
                    known.put(gameId, p.hashes());
                }
                news.stored(gameId, p.touches());
            }
        };
        try (ImportProgress progress = new ImportProgress(err, quiet)) {
            try {
                summary = new Importer(db, progress, hook).parallelism(threads).run(paths, format, options);
            } catch (RuntimeException e) {
                throw SqliteErrors.isFullOrWriteFailure(e) ? stoppedMidway(db, progress, e) : e;
            }
            news.write(db, quiet ? null : err);
            if (updateTree) {
                if (summary.resultsCorrected()) {
                    TreeBuilder.requireRebuild(db);
                }
                TreeBuilder builder = new TreeBuilder(db, bound);
                if (!quiet && builder.readsEveryGame(rebuildTree)) {
                    err.println("othello-db: this tree has no single_positions (built by an earlier version, or by the Spark job): "
                            + "this update builds the tree again to make it; later imports replay only their new games");
                }
                progress.treeStarted();
                try (PhaseBar bars = new PhaseBar("opening tree", !quiet && Console.interactive())) {
                    tree = builder.progress(bars).parallelism(threads).update(rebuildTree, known);
                } catch (RuntimeException e) {
                    if (!SqliteErrors.isFullOrWriteFailure(e)) {
                        throw e;
                    }
                    // The games are committed already: the summary is true; only the tree's own transaction
                    // was rolled back, and the tree catches up at the next import or build, as after --no-tree.
                    err.println("othello-db: warning: " + db.file() + ": " + SqliteErrors.describe(e).replaceFirst(";.*", "")
                            + " while updating the opening tree; the games are stored, the next import or build updates the tree");
                }
            }
            db.checkpoint().ifPresent(warning -> err.println("othello-db: warning: " + warning));
        }
        return new Outcome(summary, tree);
    }

    /** How many kept files a failure names; the sources command lists them all. */
    private static final int FILES_NAMED = 5;

    /**
     * A write that failed in the middle of an import (a full disk) rolled back one file: the one line
     * says so, and which files before it are kept whole, so that the user knows where it stopped.
     */
    static ToolFailureException stoppedMidway(Database db, ImportProgress progress, RuntimeException e) {
        List<Path> kept = progress.kept();
        String names = String.join(", ", kept.stream().limit(FILES_NAMED).map(p -> p.getFileName().toString()).toList())
                + (kept.size() > FILES_NAMED ? " and " + (kept.size() - FILES_NAMED) + " more" : "");
        String stopped = progress.current() == null ? "" : " (" + progress.current().getFileName() + " is not imported)";
        ToolFailureException failure = new ToolFailureException(db.file() + ": " + SqliteErrors.describe(e) + stopped
                + (kept.isEmpty() ? "; no file of this import was kept"
                        : "; kept whole: " + Text.count(kept.size(), "file") + " imported before it (" + names
                                + "; othello-db sources lists them)"));
        // No cause: Main explains a failure with an SQLite cause in SQLite's words, and this line says more.
        failure.addSuppressed(e);
        return failure;
    }

    /**
     * The tree's update is one transaction, so the write-ahead log can grow to about the database's
     * size again before it is copied: say so in one line, before starting, when the disk has less room
     * than that plus the files being read (a rough bound of what they add).
     */
    static void warnIfShortOfSpace(Database db, List<Path> paths, PrintWriter err) {
        try {
            Path file = db.file().toAbsolutePath();
            long size = Files.exists(file) ? Files.size(file) : 0;
            long input = 0;
            for (Path p : paths) {
                if (Files.isRegularFile(p)) {
                    input += Files.size(p);
                } else if (Files.isDirectory(p)) {
                    try (var all = Files.walk(p)) {
                        input += all.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
                    }
                }
            }
            long needed = size + input;
            long free = Files.getFileStore(file.getParent()).getUsableSpace();
            if (free < needed) {
                err.printf("othello-db: warning: %s: %s free on its disk; this import may need about %s (the database's "
                        + "size again for its write-ahead log, and the files read)%n", file, megabytes(free), megabytes(needed));
            }
        } catch (IOException | RuntimeException e) {
            // The check only advises: a file system that cannot say its free space is no reason to stop.
        }
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1_000_000.0);
    }

    /** The tree's ply bound: the one asked for, else the one the database was built with, else every ply. */
    static int treeBound(Database db, Integer asked) {
        if (asked != null) {
            return asked;
        }
        return db.meta("tree_max_ply").map(Integer::parseInt).orElse(TreeBuilder.ALL_PLIES);
    }

    /** What {@code build} adds to an import's report: the books it wrote (null when it wrote none) and the totals. */
    record BuildReport(BuildBooks.Outcome books, Path booksDir) {
    }

    /**
     * Prints what a run did: problems on stderr, then the summary as JSON or text (nothing when
     * quiet); {@code build} is null for a plain import.
     */
    static void report(picocli.CommandLine.Model.CommandSpec spec, Database db, Outcome o, FormatOption.Format format,
                       boolean quiet, BuildReport build) {
        printProblems(spec.commandLine().getErr(), o);
        PrintWriter out = spec.commandLine().getOut();
        boolean books = build != null && build.books() != null;
        if (format == FormatOption.Format.csv) {
            Csv.print(out, ImportReport.FileRow.class, document(o).files());
        } else if (format == FormatOption.Format.json) {
            Json.print(out, books ? document(o).withBooks(BuildBooks.document(build.books())) : document(o));
        } else if (!quiet) {
            printText(out, db, o);
            if (books) {
                BuildBooks.printText(out, build.books(), build.booksDir());
            }
            if (build != null) {
                StatsCommand.printText(out, db, false);
            }
        }
    }

    static void printProblems(PrintWriter err, Outcome o) {
        for (FileOutcome f : o.imported().files()) {
            if (f.status().equals("rejected")) {
                err.println("rejected " + f.reason());
            }
            for (String p : f.firstProblems()) {
                err.println(f.file() + ": " + p);
            }
            if (f.problems() > f.firstProblems().size()) {
                err.println(f.file() + ": ... and " + (f.problems() - f.firstProblems().size())
                        + " more problems (all are in the import_problems table)");
            }
        }
    }

    static void printText(PrintWriter out, Database db, Outcome o) {
        ImportSummary s = o.imported();
        long names = s.files().stream().filter(f -> f.status().equals("names")).count();
        long games = s.files().size() - names - s.rejectedFiles() - s.unchangedFiles();
        out.printf("Files: %d (%d imported, %d unchanged since imported, %d rejected, %d name files)%n",
                s.files().size(), games, s.unchangedFiles(), s.rejectedFiles(), names);
        out.printf("Games: %,d imported, %s of stored games skipped, %,d corrected, %s rejected; "
                + "%,d stopped early%n", s.imported(), Text.count(s.duplicates(), "duplicate"), s.updated(),
                Text.count(s.rejectedRecords(), "record"), s.stoppedEarly());
        if (s.contradicted() > 0) {
            out.printf("Results: %,d complete games recorded a result their final board contradicts: the board's score is stored "
                    + "(othello-db problems --reason result_contradicts_board lists them)%n", s.contradicted());
        }
        if (s.namesChanged() > 0) {
            out.printf("Names: %,d players or tournaments renamed from newer name files%n", s.namesChanged());
        }
        out.printf("Import time: %.1f s%s%n", s.millis() / 1000.0,
                // Records read, not games stored: a file of games already stored reads as fast as a new one.
                // Under a second the rate measures the start-up, not the reading ("13 records/s" for one game).
                s.read() > 0 && s.millis() >= RATE_SHOWN_FROM_MILLIS
                        ? String.format(" (%,.0f records/s)", s.read() * 1000.0 / s.millis()) : "");
        if (o.tree() != null) {
            TreeBuilder.Result t = o.tree();
            if (t.gamesAdded() == 0) {
                out.println("Opening tree: up to date");
            } else {
                out.printf("Opening tree: %s counted; %,d positions added, %,d updated, %,d index rows%s in %.1f s%n",
                        Text.count(t.gamesAdded(), "game"), t.positionsAdded(), t.positionsUpdated(), t.indexRows(),
                        t.rebuilt() ? " (rebuilt)" : "", t.millis() / 1000.0);
            }
        }
        out.printf("Database: %s (%s)%n", db.file(), size(db.file()));
    }

    static ImportReport document(Outcome o) {
        ImportSummary s = o.imported();
        List<ImportReport.FileRow> files = s.files().stream().map(f -> new ImportReport.FileRow(f.file().toString(),
                f.format(), f.status(), f.reason(), f.read(), f.imported(), f.duplicates(), f.updated(), f.rejected(),
                f.stoppedEarly(), f.contradicted(), f.firstProblems())).toList();
        TreeBuilder.Result t = o.tree();
        return new ImportReport(s.imported(), s.duplicates(), s.updated(), s.rejectedRecords(), s.rejectedFiles(),
                s.stoppedEarly(), s.contradicted(), s.read(), s.millis(), files, t == null ? null
                : new ImportReport.Tree(t.gamesAdded(), t.positionsAdded(), t.positionsUpdated(), t.indexRows(),
                        t.rebuilt(), t.millis()), null);
    }

    static String size(Path file) {
        try {
            long bytes = Files.size(file);
            Path wal = Path.of(file + "-wal");
            if (Files.exists(wal)) {
                bytes += Files.size(wal);
            }
            return bytes >= 1 << 20 ? String.format("%.1f MB", bytes / 1048576.0) : String.format("%.1f KB", bytes / 1024.0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
