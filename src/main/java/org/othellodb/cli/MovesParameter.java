package org.othellodb.cli;

import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import picocli.CommandLine.Parameters;

/**
 * MOVES, the position a command looks at ({@code position}, {@code solve}, {@code tree}, {@code handout},
 * {@code trend}): moves from the start, none for the start position. The commands that take a position
 * as MOVES after another argument (a book, a repertoire) declare their own.
 */
final class MovesParameter {

    @Parameters(arity = "0..*", paramLabel = "MOVES",
            description = "Moves from the start, e.g. f5d6c3 or 'f5 d6 c3' (default: the start position).")
    List<String> moves = List.of();

    /** The moves as typed (several arguments joined). */
    String typed() {
        return String.join(" ", moves);
    }

    /** The position they lead to; an illegal move is refused, naming it. */
    Line line() {
        return Replay.of(typed());
    }
}
