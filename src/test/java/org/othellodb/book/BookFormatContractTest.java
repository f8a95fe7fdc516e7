package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.othellodb.board.Replay;
import org.othellodb.format.GameRecord;
import org.othellodb.store.BookSource.BookGame;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * What every book format promises, run over each one the enum holds: a book written and read back
 * is the same book (as far as the format stores it), is recognised by its first bytes and its
 * name, passes {@code book check}, has the size measured for it, and writes the same bytes again.
 * A new format is covered by adding it to {@link BookFormat} and its size to {@link #SIZES}.
 */
class BookFormatContractTest {

    /**
     * The sample book's file size in each format, measured: for the binary formats it is also what
     * their layouts say for 699 records with 717 links (Edax 42 + 42 × 699 + 2 × 717, Egaroucid
     * 14 + 25 × 699).
     */
    private static final Map<String, Long> SIZES = Map.of("edax", 30_834L, "egaroucid", 17_489L, "text", 79_054L);

    private static final LocalDateTime DATE = LocalDateTime.of(2025, 3, 14, 15, 9, 26);

    /** The book of the 1984 games (a sample PGN of WTHOR, 587 games), with the default options. */
    static Book book;

    @TempDir
    static Path dir;

    @BeforeAll
    static void build() {
        List<BookGame> games = new ArrayList<>();
        for (var item : Samples.read(Samples.PGN.resolve("WTH_1984.pgn"))) {
            if (item instanceof GameRecord g && g.blackScore() != null) {
                byte[] moves = new byte[g.moves().length];
                for (int i = 0; i < moves.length; i++) {
                    moves[i] = (byte) g.moves()[i];
                }
                int empties = Replay.of(g.moves()).finalPosition().empties();
                games.add(new BookGame(moves, Integer.compare(g.blackScore(), 32), g.blackScore(), null, null, empties));
            }
        }
        book = BookBuilder.build(games, BookOptions.DEFAULTS);
        assertThat(book.size()).isEqualTo(699);
        assertThat(book.links()).isEqualTo(717L);
    }

    @Test
    void everyFormatHasAMeasuredSize() {
        assertThat(SIZES.keySet()).containsExactlyInAnyOrderElementsOf(Stream.of(BookFormat.values()).map(Enum::name).toList());
    }

    @ParameterizedTest
    @EnumSource(BookFormat.class)
    void aBookWrittenIsReadBackCheckedAndRecognised(BookFormat format) throws IOException {
        Path file = dir.resolve("sample." + format.extension());
        BookExport.Written written = BookExport.write(book, format, file, DATE, "the 1984 sample");
        byte[] bytes = Files.readAllBytes(file);
        assertThat(written.bytes()).isEqualTo(bytes.length).isEqualTo(SIZES.get(format.name()));

        assertThat(BookFormat.detect(bytes)).isEqualTo(format);
        assertThat(BookFormat.byName(file)).contains(format);
        for (BookFormat other : BookFormat.values()) {
            assertThat(other.isFileOf(bytes)).as(other.name()).isEqualTo(other == format);
        }

        BookFile back = BookFormat.read(file);
        assertThat(back.format()).isEqualTo(format);
        assertThat(back.size()).isEqualTo(bytes.length);
        assertThat(back.declaredCount()).isEqualTo(book.size());
        assertThat(back.structuralProblems()).isEmpty();
        assertThat(BookChecker.check(back)).isEmpty();
        List<BookRecord> before = book.records();
        List<BookRecord> after = back.book().records();
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            BookRecord b = before.get(i);
            BookRecord a = after.get(i);
            assertThat(a.key()).isEqualTo(b.key());
            assertThat(a.value()).isEqualTo(b.value());
            assertThat(a.leaf().move()).isEqualTo(b.leaf().move());
            if (format.storesLinks()) {
                assertThat(a.links()).containsExactlyInAnyOrderElementsOf(b.links()); // a text book lists them best first
            }
            if (format.storesGameCounts()) {
                assertThat(new int[] {a.wins(), a.draws(), a.losses()}).containsExactly(b.wins(), b.draws(), b.losses());
            }
        }

        Cli.Run check = Cli.run("book", "check", file.toString());
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
        assertThat(check.out()).contains("No violation");

        Path again = dir.resolve("again." + format.extension());
        BookExport.write(back.book(), format, again, DATE, "the 1984 sample");
        assertThat(Arrays.equals(Files.readAllBytes(again), bytes)).as("the same bytes written again").isTrue();
    }
}
