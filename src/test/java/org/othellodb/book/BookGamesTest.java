package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Color;
import org.othellodb.query.GameFilter;
import org.othellodb.store.BookSource;
import org.othellodb.store.BookSource.BookGame;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;

/**
 * The book's count reads its games in batches, once per pass, and sorts its hashes on disk
 * ({@link BookGames}): the limits set small (a batch of one game, of four, sorted runs of 256 longs)
 * give the same bytes as the defaults, on the games of 2020 and 2021; and a source that spoils each
 * batch once the count has had it shows that no game is kept past its batch.
 */
class BookGamesTest {

    static final GameFilter YEARS = GameFilter.builder().years(2020, 2021).build();
    static final LocalDateTime DATE = LocalDateTime.of(2026, 11, 27, 9, 0);
    /** d4, occupied from the start: a move there is never legal, so a spoiled game ends at once. */
    static final byte SPOILED = 27;

    /** The options each check runs: the threshold found by sorting, a repertoire's replies, every position (min games 1). */
    static final List<BookOptions> OPTIONS = List.of(
            BookOptions.DEFAULTS,
            new BookOptions(30, 3, ValueMode.mean, Color.WHITE, DrawRule.neutral, 0),
            new BookOptions(16, 1, ValueMode.wdl, null, DrawRule.black, 0));

    static List<BookGame> games;

    @BeforeAll
    static void read() {
        try (Database db = Database.openExisting(Archive.database())) {
            List<BookGame> all = new ArrayList<>();
            new BookSource(db).forEachGameBatch(YEARS, BookGames.BATCH, all::addAll);
            games = List.copyOf(all);
        }
        assertThat(games).hasSize(1_576); // 896 games of 2020, 680 of 2021 (the re-issues' table in ../shared/data/README.md)
    }

    @Test
    void smallBatchesAndATinySortBudgetGiveTheSameBytes() {
        try (Database db = Database.openExisting(Archive.database())) {
            BookSource source = new BookSource(db);
            long[] tree = source.treeCandidates(BookOptions.DEFAULT_MAX_PLY);
            assertThat(tree).as("the archive's tree is current").isNotNull();
            BookGames defaults = BookGames.of(source, YEARS);
            assertThat(defaults.count().getAsLong()).isEqualTo(games.size());
            for (BookOptions o : OPTIONS) {
                byte[] expected = bytesOf(BookBuilder.build(defaults, o, null));
                // 1,576 games of up to 41 positions: far more hashes than 256 longs, so the sort spills runs and merges them.
                for (BookGames small : List.of(defaults.batch(1).budget(256), defaults.batch(4).budget(4_096))) {
                    BookBuilder.Result r = BookBuilder.build(small, o, null);
                    assertThat(r.games()).isEqualTo(games.size());
                    assertThat(bytesOf(r)).as("%s, batch %d, budget %d", o, small.batch(), small.budgetLongs()).isEqualTo(expected);
                }
                if (o.minGames() >= 2) { // the tree's candidates: the same book, read in batches of one
                    assertThat(bytesOf(BookBuilder.build(defaults.batch(1).budget(256), o, tree))).as("%s from the tree", o).isEqualTo(expected);
                }
            }
            BookExport.Built exported = BookExport.build(db, YEARS, BookOptions.DEFAULTS);
            assertThat(exported.games()).isEqualTo(games.size());
            assertThat(bytesOf(exported.result())).isEqualTo(bytesOf(BookBuilder.build(defaults, BookOptions.DEFAULTS, null)));
        }
    }

    @Test
    void noGameIsKeptPastItsBatch() {
        for (BookOptions o : OPTIONS) {
            int[] reads = {0};
            int[] largest = {0};
            BookGames spoiling = new BookGames((size, consumer) -> {
                reads[0]++;
                for (int from = 0; from < games.size(); from += size) {
                    List<BookGame> batch = new ArrayList<>();
                    for (BookGame g : games.subList(from, Math.min(games.size(), from + size))) {
                        batch.add(new BookGame(g.moves().clone(), g.result(), g.blackScore(), g.theoreticalScore(),
                                g.theoreticalDepth(), g.finalEmpties()));
                    }
                    largest[0] = Math.max(largest[0], batch.size());
                    consumer.accept(List.copyOf(batch));
                    for (BookGame g : batch) { // a count that kept a game would replay it spoiled: another book
                        Arrays.fill(g.moves(), SPOILED);
                    }
                }
            }, games::size, 4, 512, BookGames.of(games).scratch());
            byte[] spoiled = bytesOf(BookBuilder.build(spoiling, o, null));
            assertThat(spoiled).as("%s", o).isEqualTo(bytesOf(BookBuilder.build(BookGames.of(games), o, null)));
            assertThat(largest[0]).isEqualTo(4);
            // One read per pass: the candidates (and a repertoire's replies), then the tally; every position in one.
            assertThat(reads[0]).as("%s", o).isEqualTo(o.minGames() == 1 ? 1 : o.onlyColor() != null ? 3 : 2);
        }
    }

    /** The book as the default format writes it (Edax's: counts, values and links of every record). */
    static byte[] bytesOf(BookBuilder.Result r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            BookFormat.DEFAULT.write(r.book(), DATE, "", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
