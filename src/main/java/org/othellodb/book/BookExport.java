package org.othellodb.book;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.othellodb.error.ToolFailureException;
import org.othellodb.store.BookSource;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.util.AtomicFile;
import org.othellodb.util.IoErrors;
import org.othellodb.util.Progress;

/** Builds books from a database and writes them to files, timing each step. */
public final class BookExport {

    /**
     * Changes whenever the same games give other books (2: the W/D/L guard and honest bounds), so
     * that {@code build} writes its books again after an upgrade within one version number.
     */
    public static final int VALUES_REVISION = 2;

    /** A book built from the games a filter selects, with how its values came ({@link BookBuilder.Result}). */
    public record Built(Book book, int games, long loadMillis, long buildMillis, BookBuilder.Result result) {
    }

    /** A file written. */
    public record Written(BookFormat format, Path file, long bytes, long millis) {
    }

    private BookExport() {
    }

    public static Built build(Database db, GameFilter filter, BookOptions options) {
        return build(db, filter, options, Progress.NONE);
    }

    /**
     * As {@link #build(Database, GameFilter, BookOptions)}, telling {@code progress} each step. The
     * games are read during the count, once per pass, in batches ({@link BookGames}): the load time
     * is that of the tree's candidates.
     */
    public static Built build(Database db, GameFilter filter, BookOptions options, Progress progress) {
        return build(db, BookGames.of(new BookSource(db), filter), options, progress);
    }

    /** As {@link #build(Database, GameFilter, BookOptions, Progress)}, from {@code games} read from {@code db}. */
    static Built build(Database db, BookGames games, BookOptions options, Progress progress) {
        long t0 = System.nanoTime();
        progress.phase("read the tree", -1, "");
        long[] candidates = options.minGames() >= 2 ? new BookSource(db).treeCandidates(options.maxPly()) : null;
        long t1 = System.nanoTime();
        BookBuilder.Result result = BookBuilder.build(games, options, candidates, progress);
        long t2 = System.nanoTime();
        return new Built(result.book(), Math.toIntExact(result.games()), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, result);
    }

    /** Writes {@code book} to {@code file} atomically; {@code description} heads a text book. */
    public static Written write(Book book, BookFormat format, Path file, LocalDateTime date, String description) {
        long t0 = System.nanoTime();
        try {
            AtomicFile.write(file, out -> format.write(book, date, description, out));
            return new Written(format, file, Files.size(file), (System.nanoTime() - t0) / 1_000_000);
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot write the book: " + IoErrors.reason(e), e);
        } catch (UncheckedIOException e) {
            throw new ToolFailureException(file + ": cannot write the book: " + e.getCause().getMessage(), e);
        }
    }
}
