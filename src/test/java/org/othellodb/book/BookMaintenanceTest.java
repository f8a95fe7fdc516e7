package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.book.BookBuilderTest.assertEdaxClean;
import static org.othellodb.book.BookBuilderTest.at;
import static org.othellodb.book.BookBuilderTest.game;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;

/** Books made from books: merged, converted, pruned; each must stay a book the engines read. */
class BookMaintenanceTest {

    static final List<BookGame> GAMES = List.of(game("f5d6c3d3c4", 40), game("f5d6c3d3c4", 44), game("f5d6c3f4", 20),
            game("f5d6c3f4", 24), game("f5f6e6f4", 30), game("f5f6e6f4", 34));

    static Book book() {
        return BookBuilder.build(BookGames.of(GAMES), new BookOptions(40, 2, ValueMode.mean, null, DrawRule.neutral, 0, 0, false),
                null).book();
    }

    @Test
    void pruningKeepsTheScoresOfTheLinksItCutsOnTheLeaf() throws IOException {
        Book full = book();
        Book pruned = BookMaintenance.prune(full, 3, 0);
        assertThat(pruned.maxDepth()).isEqualTo(3);
        assertThat(pruned.find(Position.START).value()).isEqualTo(full.find(Position.START).value());
        // f5d6c3 had two links (d3 and f4); both are cut, and the better one, d3, is now its leaf with its score.
        BookRecord before = at(full, "f5d6c3");
        BookRecord after = at(pruned, "f5d6c3");
        assertThat(before.links()).hasSize(2);
        assertThat(after.links()).isEmpty();
        assertThat(after.value()).isEqualTo(before.value());
        assertThat(after.leaf().score()).isEqualTo(before.value());
        assertThat(BookMaintenance.prune(full, 40, 4).size()).isEqualTo(4); // start, f5, f5d6 and f5d6c3 have 4 games or more
        assertEdaxClean(pruned);
    }

    @Test
    void mergingPrefersTheHigherLevelThenTheFirstBook() throws IOException {
        Book a = book();
        // B: the same positions with other values, and f5f6 marked as solved (level 60).
        List<BookRecord> other = a.records().stream().map(r -> new BookRecord(r.player(), r.opponent(), 1, 0, 0, r.lines(),
                r.value() + 2, r.lower(), r.upper() + 2, r.key().equals(at(a, "f5f6").key()) ? 60 : 0, r.links(),
                r.leaf().hasScore() ? new Link(r.leaf().score() + 2, r.leaf().move()) : r.leaf(), r.toMove())).toList();
        Book b = new Book(other, 0);
        BookMaintenance.Merged m = BookMaintenance.merge(a, b);
        assertThat(m.conflicts()).isEqualTo(a.size());
        assertThat(m.conflictsFromB()).isEqualTo(1);
        assertThat(m.onlyA()).isZero();
        assertThat(m.onlyB()).isZero();
        assertThat(at(m.book(), "f5d6c3d3c4").value()).isEqualTo(at(a, "f5d6c3d3c4").value()); // A's at equal levels
        assertThat(at(m.book(), "f5d6c3d3c4").games()).isEqualTo(2); // A's counts, not added
        assertThat(at(m.book(), "f5f6e6f4").value()).isEqualTo(at(a, "f5f6e6f4").value()); // only f5f6 came from B
        assertThat(at(m.book(), "f5f6").level()).isEqualTo(60);
        assertEdaxClean(m.book());
        // Two different books: the union.
        Book small = BookBuilder.build(List.of(game("f5f4e3f6", 40), game("f5f4e3f6", 40)), BookOptions.DEFAULTS);
        BookMaintenance.Merged u = BookMaintenance.merge(a, small);
        assertThat(u.book().size()).isEqualTo(a.size() + u.onlyB());
        assertThat(u.onlyB()).isEqualTo(3); // f5f4, f5f4e3 and f5f4e3f6; the start and f5 are shared
        assertEdaxClean(u.book());
    }

    @Test
    void convertingThroughEgaroucidAndTextKeepsTheBook() throws IOException {
        Book a = book();
        ByteArrayOutputStream egaroucid = new ByteArrayOutputStream();
        EgaroucidBookFormat.write(a, egaroucid);
        Book fromEgaroucid = BookMaintenance.convert(EgaroucidBookFormat.read(egaroucid.toByteArray()).book());
        assertThat(fromEgaroucid.size()).isEqualTo(a.size());
        for (BookRecord r : a.records()) {
            BookRecord back = fromEgaroucid.get(r.player(), r.opponent());
            assertThat(back.value()).isEqualTo(r.value());
            assertThat(back.links()).containsExactlyInAnyOrderElementsOf(r.links());
            assertThat(back.games()).isZero(); // Egaroucid keeps no game counts
        }
        assertEdaxClean(fromEgaroucid);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        TextBookFormat.write(a, "test", text);
        Book fromText = TextBookFormat.read(text.toByteArray()).book();
        assertThat(fromText.records()).isEqualTo(a.records().stream().map(r -> new BookRecord(r.player(), r.opponent(),
                r.wins(), r.draws(), r.losses(), r.lines(), r.value(), r.lower(), r.upper(), r.level(),
                sorted(r.links()), r.leaf(), r.toMove())).toList());
        assertThat(BookMaintenance.convert(fromText).records()).isEqualTo(BookMaintenance.convert(a).records().stream()
                .map(r -> new BookRecord(r.player(), r.opponent(), r.wins(), r.draws(), r.losses(), r.lines(), r.value(),
                        r.lower(), r.upper(), r.level(), r.links(), r.leaf(), r.toMove())).toList());
        assertThat(Square.PASS).isEqualTo(Link.PASS);
    }

    /** Links as the text format lists them: best first, then by square. */
    static List<Link> sorted(List<Link> links) {
        return links.stream().sorted((x, y) -> x.score() != y.score() ? Integer.compare(y.score(), x.score())
                : Integer.compare(x.move(), y.move())).toList();
    }
}
