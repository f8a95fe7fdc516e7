package org.othellodb.format;

/**
 * A record that cannot be imported, and why. {@code reasonCode} is a short stable word
 * ({@code bad_move_byte}, {@code illegal_move}, ...) that the database keeps beside the message; the README lists them all.
 */
public record RecordProblem(int recordIndex, int line, String reasonCode, String message) implements ReadItem {

    /** The message quotes the file: it is kept to one printable line (see {@link Printable}). */
    public RecordProblem {
        message = Printable.oneLine(message);
    }

    @Override
    public RecordProblem shifted(int records, int lines) {
        return new RecordProblem(recordIndex + records, line > 0 ? line + lines : line, reasonCode, message);
    }
}
