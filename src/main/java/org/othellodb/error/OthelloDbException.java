package org.othellodb.error;

/**
 * Base of every failure the tool reports to a user. The command line maps these to exit codes in
 * one place; anything that is not one of these is a bug and keeps its stack trace.
 */
public abstract class OthelloDbException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    protected OthelloDbException(String message) {
        super(message);
    }

    protected OthelloDbException(String message, Throwable cause) {
        super(message, cause);
    }

    /** True when the user's input (arguments, files, moves) is at fault rather than the tool or the machine. */
    public abstract boolean isBadInput();
}
