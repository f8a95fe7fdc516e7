package org.othellodb.ingest;

import java.nio.file.Path;
import java.util.List;

/**
 * What became of one file. {@code contradicted}: complete games stored with their board's score because
 * the result the record gave contradicts it (each is also an import problem). {@code status}: imported, unchanged (same content imported before),
 * rejected (the whole file refused; {@code reason} says why), names (a WTHOR name file applied).
 */
public record FileOutcome(Path file, String format, String status, String reason, int read, int imported,
                          int duplicates, int updated, int rejected, int stoppedEarly, List<String> firstProblems,
                          int contradicted) {

    /** How many record problems of a file are kept here for the summary; all are in the database. */
    static final int PROBLEMS_SHOWN = 5;

    static FileOutcome rejected(Path file, String format, String reason) {
        return new FileOutcome(file, format, "rejected", reason, 0, 0, 0, 0, 0, 0, List.of(), 0);
    }

    /** Problems of the file beyond the rejected records: the contradicted results. */
    public int problems() {
        return rejected + contradicted;
    }

    static FileOutcome unchanged(Path file, String format, int read) {
        return new FileOutcome(file, format, "unchanged", null, read, 0, 0, 0, 0, 0, List.of(), 0);
    }
}
