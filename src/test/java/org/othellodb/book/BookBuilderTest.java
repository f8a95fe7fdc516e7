package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.store.BookSource.BookGame;

/** Books built from a handful of games, where every value can be worked out by hand. */
class BookBuilderTest {

    /** A game: its moves and black's recorded discs (empties to the winner). */
    static BookGame game(String moves, int blackScore) {
        int[] squares = Transcript.parse(moves);
        byte[] bytes = new byte[squares.length];
        for (int i = 0; i < squares.length; i++) {
            bytes[i] = (byte) squares[i];
        }
        int result = Integer.compare(blackScore, 32);
        return new BookGame(bytes, result, blackScore, null, null, Replay.of(moves).finalPosition().empties());
    }

    static BookOptions options(int minGames, ValueMode mode, Color onlyColor, DrawRule draws) {
        return new BookOptions(40, minGames, mode, onlyColor, draws, 0);
    }

    static BookRecord at(Book b, String moves) {
        return b.find(Replay.of(moves).finalPosition());
    }

    /** Writes the book as Edax would read it and checks every rule on the bytes. */
    static void assertEdaxClean(Book b) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EdaxBookFormat.write(b, LocalDateTime.of(2025, 1, 1, 0, 0), out);
        assertThat(BookChecker.check(EdaxBookFormat.read(out.toByteArray()))).isEmpty();
    }

    @Test
    void aFrontierTakesTheMeanAndTheValueAlternatesUpTheLine() throws IOException {
        // Black ends +16 in two games and -4 in one: black's mean +9.3, white to move after five moves.
        List<BookGame> games = List.of(game("f5d6c3d3c4", 40), game("f5d6c3d3c4", 40), game("f5d6c3d3c4", 30));
        Book b = BookBuilder.build(games, BookOptions.DEFAULTS);
        assertThat(b.size()).isEqualTo(6);
        BookRecord frontier = at(b, "f5d6c3d3c4");
        assertThat(frontier.value()).isEqualTo(-9);
        assertThat(frontier.links()).isEmpty();
        assertThat(frontier.leaf().score()).isEqualTo(-9);
        assertThat(new int[] {frontier.wins(), frontier.draws(), frontier.losses()}).containsExactly(1, 0, 2);
        // A mean of games proves nothing about perfect play: the bounds are the whole range.
        assertThat(new int[] {frontier.lower(), frontier.upper()}).containsExactly(-64, 64);
        BookRecord start = b.find(Position.START);
        assertThat(start.value()).isEqualTo(9);
        // f5, d3, c4 and e6 all lead to the one record of the first move: four links, one line.
        assertThat(start.links()).hasSize(4).allMatch(l -> l.score() == 9);
        assertThat(start.leaf()).isEqualTo(Link.NONE);
        assertThat(start.lines()).isEqualTo(1);
        assertThat(new int[] {start.lower(), start.upper()}).containsExactly(-64, 64);
        assertThat(at(b, "f5d6c3").value()).isEqualTo(-9);
        assertThat(at(b, "f5d6c3").leaf().score()).isEqualTo(Link.UNKNOWN); // an unlinked move: not enough games there
        assertEdaxClean(b);
    }

    @Test
    void noValueContradictsItsOwnGames() throws IOException {
        // After f5d6c3d3c4 white loses twice by 2 and wins once by 40: its mean is +12, yet it lost more games than
        // it won. By default the value is 0, and the start, where black won 2 of 3, is 0 too instead of -12.
        List<BookGame> games = List.of(game("f5d6c3d3c4", 33), game("f5d6c3d3c4", 33), game("f5d6c3d3c4", 12));
        BookOptions plain = new BookOptions(40, 2, ValueMode.mean, null, DrawRule.neutral, 0, 0, false);
        Book unguarded = BookBuilder.build(games, plain);
        assertThat(at(unguarded, "f5d6c3d3c4").value()).isEqualTo(12);
        assertThat(unguarded.find(Position.START).value()).isEqualTo(-12);
        BookBuilder.Result guarded = BookBuilder.build(BookGames.of(games), BookOptions.DEFAULTS, null);
        assertThat(at(guarded.book(), "f5d6c3d3c4").value()).isZero();
        assertThat(guarded.book().find(Position.START).value()).isZero();
        assertThat(guarded.guarded()).isEqualTo(6); // the whole line, each record once
        assertThat(guarded.proven()).isZero();
        assertEdaxClean(guarded.book());
        // Won as often as lost: any value agrees (one win by 16, one loss by 4: the mean, -6 for white, stays).
        List<BookGame> split = List.of(game("f5d6c3d3c4", 40), game("f5d6c3d3c4", 30));
        assertThat(at(BookBuilder.build(split, BookOptions.DEFAULTS), "f5d6c3d3c4").value()).isEqualTo(-6);
    }

    @Test
    void positionsNeedMinGames() {
        List<BookGame> games = List.of(game("f5d6c3d3", 40), game("f5d6c3d3", 30), game("f5d6c3f4", 20));
        Book two = BookBuilder.build(games, BookOptions.DEFAULTS);
        assertThat(at(two, "f5d6c3").games()).isEqualTo(3);
        assertThat(at(two, "f5d6c3d3")).isNotNull();
        assertThat(at(two, "f5d6c3f4")).isNull();
        Book one = BookBuilder.build(games, options(1, ValueMode.mean, null, DrawRule.neutral));
        assertThat(at(one, "f5d6c3f4").value()).isEqualTo(-24); // black ended 20-44, black to move
        assertThat(at(one, "f5d6c3").value()).isEqualTo(24);    // white's choice: d3 (black's mean +6) or f4 (black's -24)
        assertThatThrownBy(() -> BookBuilder.build(games, options(4, ValueMode.mean, null, DrawRule.neutral)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("book would be empty");
    }

    @Test
    void roundingIsHalfAwayFromZero() {
        // Black +2 and +1: mean +1.5 for black, -1.5 for white.
        Book b = BookBuilder.build(List.of(game("f5d6c3d3c4", 33), game("f5d6c3d3c4", 32 + 1)), BookOptions.DEFAULTS);
        assertThat(at(b, "f5d6c3d3c4").value()).isEqualTo(-2);
        Book c = BookBuilder.build(List.of(game("f5d6c3d3c4", 33), game("f5d6c3d3c4", 34)), BookOptions.DEFAULTS);
        assertThat(at(c, "f5d6c3d3c4").value()).isEqualTo(-3); // +2, +4: mean 3
        assertThat(Estimator.roundDiv(3, 2)).isEqualTo(2);
        assertThat(Estimator.roundDiv(-3, 2)).isEqualTo(-2);
        assertThat(Estimator.roundDiv(-5, 4)).isEqualTo(-1);
        assertThat(Estimator.roundDiv(7, 4)).isEqualTo(2);
    }

    @Test
    void drawsAreValuedAsTheRuleSays() {
        List<BookGame> draws = List.of(game("f5d6c3d3c4", 32), game("f5d6c3d3c4", 32));
        assertThat(BookBuilder.build(draws, BookOptions.DEFAULTS).find(Position.START).value()).isZero();
        Book black = BookBuilder.build(draws, options(2, ValueMode.mean, null, DrawRule.black));
        assertThat(at(black, "f5d6c3d3c4").value()).isEqualTo(-1); // white to move: the draw is black's win
        assertThat(black.find(Position.START).value()).isEqualTo(1);
        Book white = BookBuilder.build(draws, options(2, ValueMode.wdl, null, DrawRule.white));
        assertThat(at(white, "f5d6c3d3c4").value()).isEqualTo(64);
        // The real counts stay: two draws.
        assertThat(at(white, "f5d6c3d3c4").draws()).isEqualTo(2);
    }

    @Test
    void winsModeScalesTheScoreShare() {
        List<BookGame> games = List.of(game("f5d6c3d3c4", 33), game("f5d6c3d3c4", 60), game("f5d6c3d3c4", 10));
        Book b = BookBuilder.build(games, options(2, ValueMode.wdl, null, DrawRule.neutral));
        assertThat(at(b, "f5d6c3d3c4").value()).isEqualTo(-21); // 64 x (1 - 2) / 3 for white
        Book mean = BookBuilder.build(games, BookOptions.DEFAULTS);
        assertThat(at(mean, "f5d6c3d3c4").value()).isEqualTo(-5); // black +2, +56, -44: mean 4.67, white to move
    }

    @Test
    void theoreticalModeUsesThePerfectPlayScoreAtItsDepth() {
        // A game of the archive (1977..2021), played to the end.
        String line = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7"
                + "f1b3b1b2h7a7a8a1g1g2h2h1";
        int[] squares = Transcript.parse(line);
        byte[] bytes = new byte[squares.length];
        for (int i = 0; i < squares.length; i++) {
            bytes[i] = (byte) squares[i];
        }
        // Recorded 40 and 30 (+16, -4), perfect play from 24 empties 36 both times (+8 for black); played to the end.
        List<BookGame> games = new ArrayList<>();
        games.add(new BookGame(bytes, 1, 40, 36, 24, 0));
        games.add(new BookGame(bytes, -1, 30, 36, 24, 0));
        Book t = BookBuilder.build(games, new BookOptions(40, 2, ValueMode.theoretical, null, DrawRule.neutral, 0));
        Book m = BookBuilder.build(games, new BookOptions(40, 2, ValueMode.mean, null, DrawRule.neutral, 0));
        Position end = Replay.of(line).positions()[40];
        int sign = end.toMove() == Color.BLACK ? 1 : -1;
        assertThat(t.find(end).value()).isEqualTo(8 * sign);
        assertThat(m.find(end).value()).isEqualTo(6 * sign);
        // Before 24 empties there is no perfect-play score: a book cut at 30 moves takes the mean.
        Book early = BookBuilder.build(games, new BookOptions(30, 2, ValueMode.theoretical, null, DrawRule.neutral, 0));
        assertThat(early.maxDepth()).isEqualTo(30);
        assertThat(early.find(Position.START).value()).isEqualTo(6);
    }

    @Test
    void solvedModeGivesExactValuesNearTheEnd() throws IOException {
        // A game of the archive played twice, to the end: every position enters; those with 12 empties or fewer are solved.
        String line = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7"
                + "f1b3b1b2h7a7a8a1g1g2h2h1";
        List<BookGame> games = List.of(game(line, 40), game(line, 40));
        BookBuilder.Result r = BookBuilder.build(BookGames.of(games), new BookOptions(60, 2, ValueMode.solved, null, DrawRule.neutral, 0,
                12, true), null);
        EndgameSolver solver = new EndgameSolver(16);
        int solved = 0;
        for (Position p : Replay.of(line).positions()) {
            BookRecord rec = r.book().find(p);
            if (p.empties() > 12 || p.isGameOver()) {
                continue;
            }
            solved++;
            int exact = solver.solve(p).score();
            assertThat(rec.value()).as("value at %d empties", p.empties()).isEqualTo(exact);
            assertThat(new int[] {rec.lower(), rec.upper(), rec.level()}).containsExactly(exact, exact, 60);
            if (rec.leaf().move() < 64) {
                // The leaf is the best move outside the book, with its exact score.
                long others = p.canonical().symmetry().apply(p.legalMoves());
                for (Link l : rec.links()) {
                    others &= ~Square.bit(l.move());
                }
                Canonical c = p.canonical();
                assertThat(rec.leaf().score()).isEqualTo(solver.solve(c.player(), c.opponent(), others).score());
            }
        }
        assertThat(r.solved()).isEqualTo(solved).isEqualTo(14); // 12 moves and two passes
        // Above 12 empties values are from the games (both ended 40-24: +16 for black), bounded by what is proven.
        BookRecord above = r.book().find(Replay.of(line).positions()[47]);
        assertThat(above.level()).isZero();
        assertThat(above.lower()).isLessThanOrEqualTo(above.value());
        assertEdaxClean(r.book());
    }

    @Test
    void aRepertoireKeepsEveryReplyMet() throws IOException {
        List<BookGame> games = List.of(game("f5d6c3d3", 40), game("f5d6c3d3", 30), game("f5d6c3f4", 20), game("f5d6", 20));
        assertThat(BookBuilder.build(games, BookOptions.DEFAULTS).size()).isEqualTo(5);
        Book forBlack = BookBuilder.build(games, options(2, ValueMode.mean, Color.BLACK, DrawRule.neutral));
        assertThat(forBlack.size()).isEqualTo(6);
        assertThat(at(forBlack, "f5d6c3f4")).isNotNull(); // white's f4, met once
        assertEdaxClean(forBlack);
        // For white, black's moves need min games as usual, and white's own f4 does too.
        assertThat(BookBuilder.build(games, options(2, ValueMode.mean, Color.WHITE, DrawRule.neutral)).size()).isEqualTo(5);
    }

    @Test
    void aPassPositionComesWithThePositionAfterThePass() throws IOException {
        String toPass = "f5f6c4g5h5h4g7h6"; // black must pass here
        assertThat(Replay.of(toPass).finalPosition().mustPass()).isTrue();
        // Both games stop where black must pass: the pass record could not link anywhere, so it stays out.
        Book stopped = BookBuilder.build(List.of(game(toPass, 20), game(toPass, 20)), BookOptions.DEFAULTS);
        assertThat(at(stopped, toPass)).isNull();
        assertThat(at(stopped, "f5f6c4g5h5h4g7").links()).isEmpty();
        assertEdaxClean(stopped);
        // Both go on after the pass: the pass record links to the position after it with move 64.
        Book on = BookBuilder.build(List.of(game(toPass + "c5", 20), game(toPass + "c5", 24)), BookOptions.DEFAULTS);
        BookRecord pass = at(on, toPass);
        Position after = Replay.of(toPass).finalPosition().pass();
        assertThat(pass.links()).containsExactly(new Link(-on.find(after).value(), Square.PASS));
        assertThat(pass.leaf()).isEqualTo(Link.NONE);
        assertThat(pass.value()).isEqualTo(-on.find(after).value());
        assertThat(pass.wins() + pass.draws() + pass.losses()).isEqualTo(2);
        assertEdaxClean(on);
    }

    @Test
    void aFinishedGameIsAFrontierWithItsFinalScore() throws IOException {
        String wipeout = "f5f4c3c6c5d6f3c4c7"; // 13-0: black wins 64-0
        Book b = BookBuilder.build(List.of(game(wipeout, 64), game(wipeout, 64)), BookOptions.DEFAULTS);
        BookRecord end = at(b, wipeout);
        assertThat(end.value()).isEqualTo(-64); // white "to move", lost by 64
        assertThat(end.leaf()).isEqualTo(new Link(-64, Link.NO_MOVE));
        assertThat(new int[] {end.lower(), end.upper()}).containsExactly(-64, -64);
        assertThat(b.find(Position.START).value()).isEqualTo(64);
        assertEdaxClean(b);
    }
}
