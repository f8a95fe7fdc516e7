package org.othellodb.cli;

import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** NAME, then the line that {@code repertoire add} puts in and {@code repertoire remove} takes out. */
final class RepertoireLine {

    @Mixin
    RepertoireName name;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "MOVES", description = "The line: moves from the start (or a board, then moves).")
    List<String> moves;

    String name() {
        return name.value;
    }

    /** The line replayed, read as the page's edits read theirs ({@link Replay#line}). */
    Line line() {
        return Replay.line(String.join(" ", moves));
    }
}
