package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {

    private static final int GAMES = 3000;

    @Test
    void boardTransformsMoveEachBitLikeTheSquareMap() {
        Random random = new Random(7);
        for (Symmetry s : Symmetry.values()) {
            for (int sq = 0; sq < 64; sq++) {
                assertThat(s.apply(Square.bit(sq))).as("%s of %s", s, Square.name(sq)).isEqualTo(Square.bit(s.apply(sq)));
            }
            long b = random.nextLong();
            long expected = 0;
            for (int sq = 0; sq < 64; sq++) {
                if ((b & Square.bit(sq)) != 0) {
                    expected |= Square.bit(s.apply(sq));
                }
            }
            assertThat(s.apply(b)).isEqualTo(expected);
        }
    }

    @Test
    void edaxNumberingAndNamedSymmetries() {
        assertThat(Symmetry.MIRROR_COLUMNS.apply(Square.parse("a1"))).isEqualTo(Square.parse("h1"));
        assertThat(Symmetry.MIRROR_ROWS.apply(Square.parse("a1"))).isEqualTo(Square.parse("a8"));
        assertThat(Symmetry.TRANSPOSE.apply(Square.parse("b1"))).isEqualTo(Square.parse("a2"));
        assertThat(Symmetry.ROTATE_180.apply(Square.parse("f5"))).isEqualTo(Square.parse("c4"));
        assertThat(Symmetry.ANTI_TRANSPOSE.apply(Square.parse("f5"))).isEqualTo(Square.parse("d3"));
        // a1 is the top-left corner; a clockwise quarter turn takes it to the top-right.
        assertThat(Symmetry.ROTATE_CLOCKWISE.apply(Square.parse("a1"))).isEqualTo(Square.parse("h1"));
        assertThat(Symmetry.ROTATE_ANTICLOCKWISE.apply(Square.parse("a1"))).isEqualTo(Square.parse("a8"));
    }

    @Test
    void compositionAndInverseFormAGroup() {
        for (Symmetry a : Symmetry.values()) {
            assertThat(a.then(a.inverse())).isEqualTo(Symmetry.IDENTITY);
            assertThat(a.inverse().then(a)).isEqualTo(Symmetry.IDENTITY);
            for (Symmetry b : Symmetry.values()) {
                for (int sq = 0; sq < 64; sq++) {
                    assertThat(a.then(b).apply(sq)).isEqualTo(b.apply(a.apply(sq)));
                }
            }
        }
    }

    @Test
    void startPreservingSymmetriesFixTheStartAndPermuteTheFirstMoves() {
        Set<Integer> images = new HashSet<>();
        for (Symmetry s : Symmetry.START_PRESERVING) {
            assertThat(s.apply(Position.START)).isEqualTo(Position.START);
            images.add(s.apply(Openings.F5));
        }
        assertThat(images).containsExactlyInAnyOrder(
                Square.parse("f5"), Square.parse("e6"), Square.parse("d3"), Square.parse("c4"));
        for (Symmetry s : Symmetry.values()) {
            if (!Set.copyOf(Symmetry.START_PRESERVING).contains(s)) {
                assertThat(s.apply(Position.START)).isNotEqualTo(Position.START);
            }
        }
    }

    @Test
    void legalMovesOfATransformedPositionAreTheTransformedLegalMoves() {
        Random random = new Random(2024);
        for (int g = 0; g < GAMES; g++) {
            for (Position p : Replay.of(RandomGames.game(random)).positions()) {
                for (Symmetry s : Symmetry.values()) {
                    assertThat(s.apply(p).legalMoves()).isEqualTo(s.apply(p.legalMoves()));
                }
            }
        }
    }

    @Test
    void allEightImagesShareOneCanonicalKeyAndMovesMapBothWays() {
        Random random = new Random(99);
        for (int g = 0; g < GAMES; g++) {
            Line line = Replay.of(RandomGames.game(random));
            for (int i = 0; i < line.moves().length; i++) {
                Position p = line.positions()[i];
                Canonical key = p.canonical();
                int move = line.moves()[i];
                for (Symmetry s : Symmetry.values()) {
                    Position image = s.apply(p);
                    Canonical imageKey = image.canonical();
                    assertThat(imageKey.player()).isEqualTo(key.player());
                    assertThat(imageKey.opponent()).isEqualTo(key.opponent());
                    assertThat(imageKey.symmetry().apply(image)).isEqualTo(
                            new Position(key.player(), key.opponent(), p.toMove()));
                    int imageMove = s.apply(move);
                    assertThat(imageKey.toOriginal(imageKey.toCanonical(imageMove))).isEqualTo(imageMove);
                }
                // The move, carried into the canonical frame, is legal there and leads to the canonical image of the next position.
                if (move != Square.PASS) {
                    Position canonicalPosition = key.symmetry().apply(p);
                    Position next = canonicalPosition.play(key.toCanonical(move));
                    assertThat(next.canonical().player()).isEqualTo(line.positions()[i + 1].canonical().player());
                }
            }
        }
    }

    @Test
    void canonicalKeyIsTheUnsignedMinimumOverTheImages() {
        Random random = new Random(5);
        for (int g = 0; g < 200; g++) {
            for (Position p : Replay.of(RandomGames.game(random)).positions()) {
                Canonical key = p.canonical();
                for (Symmetry s : Symmetry.values()) {
                    Position image = s.apply(p);
                    int c = Long.compareUnsigned(image.player(), key.player());
                    assertThat(c > 0 || (c == 0 && Long.compareUnsigned(image.opponent(), key.opponent()) >= 0)).isTrue();
                }
            }
        }
    }

    @Test
    void gamesNormalisedToF5ReplayLegally() {
        Random random = new Random(31);
        for (int g = 0; g < GAMES; g++) {
            int[] moves = RandomGames.game(random);
            int[] normalised = Openings.normalise(moves);
            assertThat(normalised[0]).isEqualTo(Openings.F5);
            Line original = Replay.of(moves);
            Line line = Replay.of(normalised);
            assertThat(line.complete()).isTrue();
            assertThat(line.finalScore()).isEqualTo(original.finalScore());
            assertThat(Openings.line(normalised)).isEqualTo(Openings.line(moves));
        }
    }
}
