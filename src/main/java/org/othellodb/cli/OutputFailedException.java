package org.othellodb.cli;

import java.io.IOException;
import org.othellodb.error.ToolFailureException;

/** The standard output or error could not be written: a full disk, a closed pipe, a device that refuses data. */
final class OutputFailedException extends ToolFailureException {

    private static final long serialVersionUID = 1L;

    private final boolean readerGone;

    OutputFailedException(String stream, IOException cause) {
        super("cannot write to " + stream + ": " + cause.getMessage(), cause);
        this.readerGone = String.valueOf(cause.getMessage()).contains("Broken pipe");
    }

    /** True when the program reading a pipe stopped reading ({@code | head}): the command ends quietly. */
    boolean readerGone() {
        return readerGone;
    }
}
