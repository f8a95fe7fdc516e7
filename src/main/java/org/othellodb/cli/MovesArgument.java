package org.othellodb.cli;

import java.util.List;
import org.othellodb.error.BadInputException;

/**
 * The position a command works on, given as MOVES (the arguments, as {@code tree f5d6} takes them) or
 * by {@code --position MOVES}, the older spelling kept as a hidden alias so that scripts keep working.
 */
final class MovesArgument {

    /** What the alias's help says, beside the hidden option. */
    static final String ALIAS_HELP = "The same as MOVES (an older spelling, kept for scripts).";

    private MovesArgument() {
    }

    /** The moves as typed (several arguments joined), or null when neither was given; both at once are refused. */
    static String of(List<String> arguments, String position) {
        if (position != null && !arguments.isEmpty()) {
            throw new BadInputException("give the position once: as MOVES (" + String.join(" ", arguments)
                    + ") or as --position " + position + ", not both");
        }
        if (position != null) {
            FilterOptions.checkLength("--position", position);
            return position;
        }
        if (arguments.isEmpty()) {
            return null;
        }
        String joined = String.join(" ", arguments);
        FilterOptions.checkLength("MOVES", joined);
        return joined;
    }
}
