package org.othellodb.error;

/** The tool could not do its job for a reason that is not the input's fault (disk, database, environment). */
public class ToolFailureException extends OthelloDbException {

    private static final long serialVersionUID = 1L;

    public ToolFailureException(String message) {
        super(message);
    }

    public ToolFailureException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public boolean isBadInput() {
        return false;
    }
}
