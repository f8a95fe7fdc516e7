package org.othellodb.study;

import org.othellodb.error.BadInputException;

/**
 * A line that plays another move than the repertoire's where its colour is to move: refused unless
 * the user says to replace the move (the command line's {@code --replace}, the page's confirmation).
 */
public final class RepertoireConflictException extends BadInputException {

    private static final long serialVersionUID = 1L;

    public RepertoireConflictException(String message) {
        super(message);
    }
}
