package org.othellodb.book;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.othellodb.query.GameFilter;
import org.othellodb.store.BookSource;
import org.othellodb.store.BookSource.BookGame;

/**
 * The games a book is counted from, read again for each pass of the count ({@link PositionCounter})
 * in batches, never held all at once: at 10^8 games the list would take 10–15 GB. Hashes the
 * count must sort across all the games go to sorted runs on disk within {@link #budgetLongs()},
 * in {@link #scratch()}.
 *
 * @param reader      hands every game to the consumer, in id order, at most {@code batch} at a
 *                    time; a batch is not used after the consumer returns (a reader may reuse it)
 * @param count       the number of games (for sizing the count's buffers; may cost a query)
 * @param batch       games per batch
 * @param budgetLongs the memory of a pass's sorted runs, in longs
 * @param scratch     the folder for the sorted runs' files (the database's, when it has one)
 */
public record BookGames(Reader reader, LongSupplier count, int batch, int budgetLongs, Path scratch) {

    /** Games per batch: as many as the tree's passes replay at once. */
    public static final int BATCH = 4096;
    /** Each pass's sorted runs: 8 Mi longs (64 MiB), as the tree's. */
    public static final int DEFAULT_BUDGET_LONGS = 8 << 20;

    /** Reads the games in batches of at most {@code size}. */
    @FunctionalInterface
    public interface Reader {
        void forEachBatch(int size, Consumer<List<BookGame>> batch);
    }

    public BookGames {
        if (batch < 1 || budgetLongs < 1) {
            throw new IllegalArgumentException("batch " + batch + ", budget " + budgetLongs);
        }
    }

    /** Games already in memory (tests, small sets), in list order. */
    public static BookGames of(List<BookGame> games) {
        return new BookGames((size, batch) -> {
            for (int from = 0; from < games.size(); from += size) {
                batch.accept(games.subList(from, Math.min(games.size(), from + size)));
            }
        }, games::size, BATCH, DEFAULT_BUDGET_LONGS, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** The games {@code filter} selects, read from the database with one cursor per pass. */
    public static BookGames of(BookSource source, GameFilter filter) {
        Path folder = source.folder();
        Path scratch = folder != null ? folder : Path.of(System.getProperty("java.io.tmpdir"));
        return new BookGames((size, batch) -> source.forEachGameBatch(filter, size, batch), () -> source.count(filter),
                BATCH, DEFAULT_BUDGET_LONGS, scratch);
    }

    /** The same games in batches of {@code size}. */
    public BookGames batch(int size) {
        return new BookGames(reader, count, size, budgetLongs, scratch);
    }

    /** The same games, the sorted runs held to {@code longs} in memory. */
    public BookGames budget(int longs) {
        return new BookGames(reader, count, batch, longs, scratch);
    }

    void forEachBatch(Consumer<List<BookGame>> consumer) {
        reader.forEachBatch(batch, consumer);
    }
}
