package org.othellodb.format;

import java.nio.file.Path;
import org.othellodb.error.BadInputException;

/** A whole file is refused: it is not of its format, its header is wrong, or it is cut short. */
public class StructuralException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final String reasonCode;

    public StructuralException(Path file, String reasonCode, String reason) {
        super(file + ": " + Printable.oneLine(reason));
        this.reasonCode = reasonCode;
    }

    public String reasonCode() {
        return reasonCode;
    }
}
