package org.othellodb.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicInteger;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.othellodb.book.Book;
import org.othellodb.book.BookEvaluation;
import org.othellodb.book.BookFile;
import org.othellodb.report.BookWritten;
import org.othellodb.book.BookFormat;
import org.othellodb.book.EvaluationProgress;
import org.othellodb.engine.NboardClient;
import org.othellodb.error.OthelloDbException;
import org.othellodb.error.ToolFailureException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "evaluate", mixinStandardHelpOptions = true, sortOptions = false)
final class BookEvaluateCommand extends OthelloCommand {

    @Parameters(index = "0", paramLabel = "BOOK", description = "The book to value (Edax, Egaroucid or text).")
    Path in;

    @Option(names = "--engine", required = true, paramLabel = "CMD",
            description = "The engine's command line (run by /bin/sh), speaking NBoard on stdin and stdout.")
    String engine;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "10",
            description = "The search depth sent with 'set depth' (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--max-error", paramLabel = "DISCS", defaultValue = "2",
            description = "Add a position for each leaf within DISCS of its position's best move; -1 adds none "
                    + "(default: ${DEFAULT-VALUE}).")
    int maxError;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Engine processes searching at once (default: ${DEFAULT-VALUE}).")
    int jobs;

    @Mixin
    BookOutput output;

    @Override
    public Integer call() {
        Checks.inRange("--depth", depth, 1, 60);
        Checks.inRange("--max-error", maxError, -1, 128);
        Checks.inRange("--jobs", jobs, 1, 64);
        BookFile f = BookFormat.read(in);
        long t0 = System.nanoTime();
        BookEvaluation evaluation = new BookEvaluation(f.book(), maxError);
        Path progressFile = Path.of(output.out + ".progress");
        String settings = String.format("book evaluate %s (%d bytes) --engine %s --depth %d --max-error %d", in, f.size(),
                engine, depth, maxError);
        int resumed;
        int searched;
        int added;
        Book valued;
        EvaluationProgress progress = new EvaluationProgress(progressFile, settings);
        try {
            resumed = progress.done().size();
            searched = search(evaluation.tasks(progress.done()), progress, "evaluate");
            added = evaluation.addDeviations(progress.done());
            searched += search(evaluation.tasks(progress.done()), progress, "deviations");
            valued = evaluation.book(progress.done(), depth);
        } catch (RuntimeException e) {
            progress.close();
            throw e;
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        BookWritten.Evaluated details = new BookWritten.Evaluated(f.book().size(), engine, depth, searched, resumed, added,
                Math.round(seconds * 10) / 10.0);
        output.write(valued, f.format(), "valued by '" + engine + "' at depth " + depth, details, new String[] {
            String.format("Evaluated: %s (%,d records) by '%s' at depth %d: %,d positions searched%s in %.1f s", in,
                    f.book().size(), engine, depth, searched,
                    resumed > 0 ? String.format(" (%,d more by the interrupted run)", resumed) : "", seconds),
            maxError < 0 ? "Deviations: none added (--max-error -1)" : String.format("Deviations within %d discs of the"
                    + " best move, added as positions: %,d", maxError, added),
            "Values: engine searches (level = depth, 60 = exact); the games' counts are kept beside them"});
        progress.delete();
        return Main.EXIT_OK;
    }

    /** Runs {@code tasks} on {@code jobs} engines, each result recorded as it comes; returns how many were searched. */
    private int search(List<BookEvaluation.Task> tasks, EvaluationProgress progress, String name) {
        if (tasks.isEmpty()) {
            return 0;
        }
        ConcurrentLinkedQueue<BookEvaluation.Task> queue = new ConcurrentLinkedQueue<>(tasks);
        AtomicInteger count = new AtomicInteger();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        ProgressBar bar = Console.interactive() ? new ProgressBarBuilder().setTaskName(name).setInitialMax(tasks.size())
                .setStyle(Console.unicode() ? ProgressBarStyle.COLORFUL_UNICODE_BLOCK : ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUpdateIntervalMillis(500)
                .setUnit(" positions", 1).showSpeed().build() : null;
        List<Thread> workers = new ArrayList<>();
        for (int j = 0; j < Math.min(jobs, tasks.size()); j++) {
            Thread t = new Thread(() -> {
                try (NboardClient client = new NboardClient(engine, depth)) {
                    for (BookEvaluation.Task task; failure.get() == null && (task = queue.poll()) != null; ) {
                        progress.add(task.result(client.best(task.searched(), task.moves())));
                        count.incrementAndGet();
                        if (bar != null) {
                            bar.step();
                        }
                    }
                } catch (OthelloDbException | IllegalArgumentException e) {
                    failure.compareAndSet(null, e);
                }
            }, "book-evaluate-" + j);
            workers.add(t);
            t.start();
        }
        try {
            for (Thread t : workers) {
                t.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted");
        } finally {
            if (bar != null) {
                bar.close();
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return count.get();
    }

}
