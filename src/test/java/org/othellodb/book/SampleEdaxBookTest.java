package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.support.Cli;

/** A real book written by Edax 4.4 (Ray1457/othello-bot, data/book.dat), read, checked and shown. */
class SampleEdaxBookTest {

    static final Path SAMPLE = Path.of("src", "test", "resources", "books", "edax44_sample_book.dat");

    @Test
    void readsEveryRecordAndTheHeader() {
        BookFile f = BookFormat.read(SAMPLE);
        assertThat(f.format()).isEqualTo(BookFormat.edax);
        assertThat(f.size()).isEqualTo(85_718);
        assertThat(f.edaxHeader()).isEqualTo(new EdaxHeader(4, 4, LocalDateTime.of(2024, 11, 17, 12, 34, 45), 1, 2, 2, 1, 0, 1941));
        assertThat(f.book().size()).isEqualTo(1941);
        assertThat(f.structuralProblems()).isEmpty();
        assertThat(f.book().links()).isEqualTo(2077);
        assertThat(f.book().find(Position.START).value()).isEqualTo(-4);
    }

    @Test
    void afterF5TheBookMovesAreF4AndF6() {
        BookMoves m = BookMoves.of(BookFormat.read(SAMPLE), Replay.of("f5").finalPosition());
        assertThat(m.moves()).extracting(s -> Square.name(s.square()), BookMoves.Shown::score)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("f4", 4), org.assertj.core.groups.Tuple.tuple("f6", 0));
        // The same position entered in another orientation shows the same moves, mapped to it: d3 then e3 (= f5 f4), c3 (= f5 f6).
        BookMoves d3 = BookMoves.of(BookFormat.read(SAMPLE), Replay.of("d3").finalPosition());
        assertThat(d3.moves()).extracting(s -> Square.name(s.square()), BookMoves.Shown::score)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("e3", 4), org.assertj.core.groups.Tuple.tuple("c3", 0));
    }

    @Test
    void bookShowListsThemWithTheirScores() {
        Cli.Run run = Cli.run("book", "show", "--ascii", SAMPLE.toString(), "f5");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Moves: f5  (white to move)", "Record 74: value +4 [+2, +6], level 1",
                "Games: 30 won, 8 drawn, 64 lost (white's view)", "  f4     +4  leaf (best move outside the book)\n",
                "  f6     +0\n");
    }

    @Test
    void theCheckAcceptsWhatEdaxItselfWrote() {
        BookChecker.Review review = BookChecker.review(BookFormat.read(SAMPLE));
        // Edax keeps n_empties as "positions with fewer empties are not added" and adds them down to n_empties - 1;
        // and it stored one solved position whose side to move must pass with the pass as its leaf, not as a link.
        // Edax's own checks (position_is_ok, asserted in its debug build) accept both: notes, not violations.
        assertThat(review.violations()).isEmpty();
        assertThat(review.notes()).extracting(Violation::record, Violation::rule)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(-1, "H2"), org.assertj.core.groups.Tuple.tuple(1157, "5"));
        assertThat(review.notes().get(1).message()).contains("the pass is the leaf (score 0)");

        Cli.Run run = Cli.run("book", "check", SAMPLE.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("record 1157: note (rule 5): the side to move must pass",
                "2 notes: forms Edax writes and reads itself, not violations (rule 5: 1, rule H2: 1)",
                "No violation: every rule holds for the 1,941 records.");
    }

    @Test
    void aPassLeafThatDoesNotCarryTheValueIsStillAViolation() {
        BookFile f = BookFormat.read(SAMPLE);
        List<BookRecord> records = new java.util.ArrayList<>(f.book().records());
        BookRecord r = records.get(1157);
        records.set(1157, new BookRecord(r.player(), r.opponent(), r.wins(), r.draws(), r.losses(), r.lines(), r.value() + 2,
                r.lower(), r.upper() + 2, r.level(), r.links(), r.leaf(), r.toMove()));
        BookFile changed = new BookFile(f.format(), f.size(), f.edaxHeader(), f.declaredCount(), new Book(records, 1),
                List.of());
        assertThat(BookChecker.check(changed)).extracting(Violation::record, Violation::rule)
                .contains(org.assertj.core.groups.Tuple.tuple(1157, "7"));
        assertThat(BookChecker.check(changed)).filteredOn(v -> v.record() == 1157).hasSize(1)
                .allMatch(v -> v.message().contains("is not the best of the link and leaf scores"));
    }

    @Test
    void infoSummarisesIt() {
        Cli.Run run = Cli.run("book", "info", SAMPLE.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Format: Edax book.dat, version 4.4, written 2024-11-17 12:34:45",
                "Header: level 1, n_empties 2, midgame error 2, endgame error 1, verbosity 0, 1,941 records announced",
                "Records: 1,941 (links 2,077, leaves 1,921)", "  45:     211", "Values: -35 to +35; start position -4",
                "Levels: 1 (1,941 records)", "Problems: none");
    }
}
