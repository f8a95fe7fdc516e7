package org.othellodb.cli;

import java.util.List;
import org.othellodb.error.BadInputException;
import picocli.CommandLine.Option;

/**
 * The position a command works on, given as MOVES (the arguments, as {@code tree f5d6} takes them) or
 * by {@code --position MOVES}, the older spelling kept as a hidden alias so that scripts keep working.
 * A command holds this as a {@code @Mixin} beside its own MOVES parameter, whose help says what the
 * position is for there.
 */
final class MovesArgument {

    @Option(names = "--position", paramLabel = "MOVES", hidden = true, description = "The same as MOVES (an older spelling, kept for scripts).")
    String alias;

    /** The moves as typed (several arguments joined), or null when neither was given; both at once are refused. */
    String typed(List<String> arguments) {
        if (alias != null && !arguments.isEmpty()) {
            throw new BadInputException("give the position once: as MOVES (" + String.join(" ", arguments)
                    + ") or as --position " + alias + ", not both");
        }
        if (alias != null) {
            FilterOptions.checkLength("--position", alias);
            return alias;
        }
        if (arguments.isEmpty()) {
            return null;
        }
        String joined = String.join(" ", arguments);
        FilterOptions.checkLength("MOVES", joined);
        return joined;
    }
}
