package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.othellodb.board.Position;
import org.othellodb.board.RandomPlayouts;
import org.othellodb.board.Symmetry;

class ImageFilterTest {

    /** Linking trusts a "no" of the filter: every image of every position added must get a "maybe". */
    @Test
    void holdsEveryImageOfWhatWasAdded() {
        ImageFilter filter = new ImageFilter();
        RandomPlayouts random = new RandomPlayouts(11);
        Position[] added = new Position[200];
        for (int i = 0; i < added.length; i++) {
            added[i] = random.game().last();
            filter.add(added[i].player(), added[i].opponent());
        }
        for (Position p : added) {
            for (Symmetry s : Symmetry.values()) {
                assertThat(filter.mayHold(s.apply(p.player()), s.apply(p.opponent()))).as("%s under %s", p, s).isTrue();
            }
        }
    }

    /** And it turns other positions away: the start, then each first move, in a filter holding only the start. */
    @Test
    void turnsAwayOtherPositions() {
        ImageFilter filter = new ImageFilter();
        filter.add(Position.START.player(), Position.START.opponent());
        assertThat(filter.mayHold(Position.START.player(), Position.START.opponent())).isTrue();
        Position afterF5 = Position.START.play(37);
        assertThat(filter.mayHold(afterF5.player(), afterF5.opponent())).isFalse();
        assertThat(filter.mayHold(Position.START.opponent(), Position.START.player() | 1L)).isFalse();
    }
}
