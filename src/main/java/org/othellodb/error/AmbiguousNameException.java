package org.othellodb.error;

import java.util.List;

/**
 * A name typed for a player filter matches several players: the message lists them, and
 * {@link #names()} carries them for a caller that offers them to choose from (the page's links).
 */
public final class AmbiguousNameException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final String option;
    private final List<String> names;

    /**
     * @param option the option the name was typed for ({@code --player})
     * @param names  the players it matches, the most games first
     */
    public AmbiguousNameException(String message, String option, List<String> names) {
        super(message);
        this.option = option;
        this.names = List.copyOf(names);
    }

    /** The option the name was typed for, as the command line names it ({@code --exclude-player}). */
    public String option() {
        return option;
    }

    public List<String> names() {
        return names;
    }
}
