package org.othellodb.error;

/** The user's input cannot be used: a bad argument, an unreadable file, a file of the wrong kind. */
public class BadInputException extends OthelloDbException {

    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public boolean isBadInput() {
        return true;
    }
}
