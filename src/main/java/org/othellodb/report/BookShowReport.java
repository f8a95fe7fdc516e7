package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * {@code book show --format json}: the position after MOVES as the book holds it ({@code entry},
 * its fields beside the others, absent when the position is not in the book).
 */
public record BookShowReport(String file, String format, String moves, String toMove, boolean inBook,
                             @JsonUnwrapped @JsonInclude(JsonInclude.Include.NON_NULL) Entry entry) {

    /** The position's record ({@code record}: its index from 0) and its book moves, scores for the side to move. */
    public record Entry(int record, int value, int lower, int upper, int level, String valueKind, int wins, int draws,
                        int losses, long lines, List<Move> bookMoves) {
    }

    /** A book move: {@code score} null when the book does not know it; {@code leaf}: the best move outside the book. */
    public record Move(String move, Integer score, boolean leaf) {
    }

    /** One row of {@code --format csv}: a book move of the position. */
    public record Row(String moves, String toMove, String move, Integer score, boolean leaf) {
    }
}
