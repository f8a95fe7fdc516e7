package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReplayTest {

    @Test
    void parsesEveryWayOfWritingMoves() {
        int[] expected = {Square.parse("f5"), Square.parse("d6"), Square.parse("c3")};
        assertThat(Transcript.parse("f5d6c3")).containsExactly(expected);
        assertThat(Transcript.parse("F5 D6 C3")).containsExactly(expected);
        assertThat(Transcript.parse(" f5, d6,c3 ")).containsExactly(expected);
        assertThat(Transcript.parse("f5 pa d6 PASS c3 --")).containsExactly(
                expected[0], Square.PASS, expected[1], Square.PASS, expected[2], Square.PASS);
    }

    @Test
    void badTokenIsNamedWithItsPly() {
        assertThatThrownBy(() -> Transcript.parse("f5d6z9c3"))
                .isInstanceOfSatisfying(InvalidMoveException.class, e -> {
                    assertThat(e.ply()).isEqualTo(3);
                    assertThat(e.token()).isEqualTo("z9");
                    assertThat(e.reason()).isEqualTo(InvalidMoveException.Reason.NOT_A_SQUARE);
                })
                .hasMessageContaining("'z9' at ply 3");
    }

    @Test
    void illegalMoveIsNamedWithItsPly() {
        assertThatThrownBy(() -> Replay.of("f5d6a1"))
                .isInstanceOfSatisfying(InvalidMoveException.class, e -> {
                    assertThat(e.ply()).isEqualTo(3);
                    assertThat(e.reason()).isEqualTo(InvalidMoveException.Reason.ILLEGAL);
                })
                .hasMessageContaining("'a1' at ply 3 is not legal here");
        assertThatThrownBy(() -> Replay.of("f5f5"))
                .hasMessageContaining("f5 is occupied");
        assertThatThrownBy(() -> Replay.of("c3"))
                .hasMessage("move 'c3' at ply 1 is not legal here (black to move can play d3 c4 f5 e6)");
    }

    @Test
    void shortestWipeOutEndsTheGameAndRefusesMoreMoves() {
        // A nine-move game that leaves black with every disc.
        Line line = Replay.of("f5f4c3c6c5d6f3c4c7");
        assertThat(line.complete()).isTrue();
        assertThat(line.finalScore()).isEqualTo(new FinalScore(13, 0));
        assertThat(line.finalScore().wthorBlackScore()).isEqualTo(64);
        assertThatThrownBy(() -> Replay.of("f5f4c3c6c5d6f3c4c7e6"))
                .isInstanceOfSatisfying(InvalidMoveException.class, e -> {
                    assertThat(e.ply()).isEqualTo(10);
                    assertThat(e.reason()).isEqualTo(InvalidMoveException.Reason.AFTER_GAME_OVER);
                });
    }

    @Test
    void gamesThatStopEarlyAreNotComplete() {
        Line line = Replay.of("f5d6c3");
        assertThat(line.complete()).isFalse();
        assertThat(line.boardMoveCount()).isEqualTo(3);
        assertThat(line.finalPosition().toMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void implicitAndExplicitPassesGiveTheSameLine() {
        // Find a real pass in seeded random games, then replay it with the pass left out and written.
        java.util.Random random = new java.util.Random(11);
        for (int g = 0; g < 500; g++) {
            int[] moves = RandomGames.game(random);
            Line line = Replay.of(moves);
            boolean hasPass = false;
            for (int m : line.moves()) {
                hasPass |= m == Square.PASS;
            }
            if (hasPass) {
                assertThat(Replay.of(line.moves())).isEqualTo(line);
                assertThat(line.boardMoves()).containsExactly(moves);
                int passAt = 0;
                while (line.moves()[passAt] != Square.PASS) {
                    passAt++;
                }
                assertThat(line.positions()[passAt].mustPass()).isTrue();
                return;
            }
        }
        throw new AssertionError("no pass in 500 random games");
    }

    @Test
    void passWhenAMoveExistsIsRefused() {
        assertThatThrownBy(() -> Replay.of("f5 pass"))
                .isInstanceOfSatisfying(InvalidMoveException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidMoveException.Reason.PASS_NOT_ALLOWED));
    }

    @Test
    void wthorRuleGivesEmptiesToTheWinnerAndSplitsTies() {
        assertThat(new FinalScore(40, 20).wthorBlackScore()).isEqualTo(44);
        assertThat(new FinalScore(20, 40).wthorBlackScore()).isEqualTo(20);
        assertThat(new FinalScore(30, 30).wthorBlackScore()).isEqualTo(32);
        assertThat(new FinalScore(33, 31).wthorBlackScore()).isEqualTo(33);
    }

    @Test
    void openingLinesAfterNormalisingToF5() {
        assertThat(Openings.line(Transcript.parse("f5f4"))).isEqualTo(OpeningLine.PARALLEL);
        assertThat(Openings.line(Transcript.parse("f5f6"))).isEqualTo(OpeningLine.DIAGONAL);
        assertThat(Openings.line(Transcript.parse("f5d6"))).isEqualTo(OpeningLine.PERPENDICULAR);
        assertThat(Openings.line(Transcript.parse("e6f4"))).isEqualTo(OpeningLine.PERPENDICULAR);
        assertThat(Openings.line(Transcript.parse("c4e3"))).isEqualTo(OpeningLine.PERPENDICULAR);
        assertThat(Openings.line(Transcript.parse("d3c3"))).isEqualTo(OpeningLine.DIAGONAL);
        assertThat(Transcript.format(Openings.normalise(Transcript.parse("c4e3")))).isEqualTo("f5d6");
    }

    @Test
    void squareNotation() {
        assertThat(Square.parse("A1")).isZero();
        assertThat(Square.parse("h8")).isEqualTo(63);
        assertThat(Square.fromWthor(56)).isEqualTo(Square.parse("f5"));
        assertThat(Square.toWthor(Square.parse("h8"))).isEqualTo(88);
        assertThat(Square.fromWthor(90)).isEqualTo(-1);
        assertThat(Square.fromWthor(10)).isEqualTo(-1);
    }

    /** The board after f5d6c3, white to move (64 squares from a1 row by row). */
    private static final String AFTER_F5D6C3 = "------------------X--------XX------OXX-----O-------------------- O";

    @Test
    void aLineIsMovesABoardOrABoardThenMoves() {
        assertThat(BoardText.format(Replay.of("f5d6c3").finalPosition())).isEqualTo(AFTER_F5D6C3);
        assertThat(Replay.line("f5d6c3")).isEqualTo(Replay.of("f5d6c3"));
        assertThat(Replay.line(AFTER_F5D6C3)).isEqualTo(Replay.of(AFTER_F5D6C3));

        Line fromBoard = Replay.line(AFTER_F5D6C3 + " d3 c4");
        assertThat(fromBoard.fromStart()).isFalse();
        assertThat(fromBoard.transcript()).isEqualTo("d3c4");
        assertThat(fromBoard.finalPosition()).isEqualTo(Replay.of("f5d6c3d3c4").finalPosition());
        String rows = String.join(" ", AFTER_F5D6C3.substring(0, 64).split("(?<=\\G.{8})")) + " O";
        assertThat(Replay.line(rows + " d3c4")).isEqualTo(fromBoard);
        // As Line.typed writes it, which reads back the same.
        assertThat(fromBoard.typed()).isEqualTo("board " + AFTER_F5D6C3 + " then d3c4");
        assertThat(Replay.line(fromBoard.typed())).isEqualTo(fromBoard);
        assertThat(Replay.line("board " + AFTER_F5D6C3)).isEqualTo(Replay.of(AFTER_F5D6C3));
    }

    @Test
    void aLineFromABoardThatIsNoneOrAnIllegalMoveIsRefusedWithTheReason() {
        assertThatThrownBy(() -> Replay.line(AFTER_F5D6C3.substring(1) + " d3"))
                .hasMessageStartingWith("not a board: it has 64 characters, not 64 squares and the side to move");
        assertThatThrownBy(() -> Replay.line(AFTER_F5D6C3 + " d3 d3"))
                .isInstanceOfSatisfying(InvalidMoveException.class, e -> assertThat(e.ply()).isEqualTo(2))
                .hasMessageContaining("d3 is occupied");
    }
}
