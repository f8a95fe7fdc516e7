package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * {@code --max-error} is Edax's deviate bound ({@code book deviate}'s relative error): the best move
 * no game played becomes a book position when its score is at least the position's best score less
 * max-error discs ({@code best − score ≤ max-error}, the bound itself included), and only that one
 * move. A book of two positions: after f5, and after f5 d6 (its only book move); the searched
 * scores are given, so no engine runs.
 */
class BookDeviationBoundTest {

    static final Position AFTER_F5 = canonical(Position.START.play(Square.parse("f5")));
    static final Position AFTER_F5_D6 = canonical(Position.START.play(Square.parse("f5")).play(Square.parse("d6")));

    static Position canonical(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return new Position(c.player(), c.opponent(), p.toMove());
    }

    static BookRecord record(Position p) {
        return new BookRecord(p.player(), p.opponent(), 0, 0, 0, 1, 0, -64, 64, 0, List.of(), Link.NONE, p.toMove());
    }

    /** The book move of AFTER_F5 scores 0, the best deviation −2, the other deviation −3. */
    static Map<BoardKey, BookEvaluation.Searched> searched() {
        List<BookEvaluation.MoveScore> moves = new ArrayList<>();
        int deviation = 0;
        for (int sq : Square.list(AFTER_F5.legalMoves())) {
            if (canonical(AFTER_F5.play(sq)).equals(AFTER_F5_D6)) {
                moves.add(new BookEvaluation.MoveScore(sq, 0, 8));
            } else {
                moves.add(new BookEvaluation.MoveScore(sq, deviation++ == 0 ? -2 : -3, 8));
            }
        }
        moves.sort((a, b) -> Integer.compare(b.score(), a.score()));
        return Map.of(new BoardKey(AFTER_F5.player(), AFTER_F5.opponent()),
                new BookEvaluation.Searched(AFTER_F5.player(), AFTER_F5.opponent(), moves));
    }

    static int added(int maxError) {
        BookEvaluation e = new BookEvaluation(new Book(List.of(record(AFTER_F5), record(AFTER_F5_D6)), 0), maxError);
        int n = e.addDeviations(searched());
        assertThat(e.size()).isEqualTo(2 + n);
        return n;
    }

    @Test
    void aDeviationExactlyMaxErrorBelowTheBestIsAddedOneMoreIsNot() {
        assertThat(AFTER_F5.toMove()).isEqualTo(Color.WHITE);
        assertThat(Long.bitCount(AFTER_F5.legalMoves())).isEqualTo(3);
        assertThat(added(2)).isEqualTo(1);
        assertThat(added(1)).isZero();
        assertThat(added(0)).isZero();
        assertThat(added(-1)).as("-1: no deviation at all").isZero();
    }

    @Test
    void onlyTheBestDeviationIsAddedHoweverLargeTheBound() {
        assertThat(added(64)).isEqualTo(1);
    }
}
