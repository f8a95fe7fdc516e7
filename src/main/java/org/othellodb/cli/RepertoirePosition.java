package org.othellodb.cli;

import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * NAME, then the position in the repertoire a sub-command works from: MOVES (or a board) after the
 * name, or the start; {@code --position MOVES}, the older spelling, is kept hidden.
 */
final class RepertoirePosition {

    @Mixin
    RepertoireName name;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "MOVES",
            description = "The position after MOVES, or a board (default: the start position).")
    List<String> moves = List.of();

    @Mixin
    MovesArgument alias;

    String name() {
        return name.value;
    }

    /** MOVES or --position as typed, or null for the start. */
    String typed() {
        return alias.typed(moves);
    }
}
