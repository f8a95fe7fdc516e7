package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Map;

/**
 * The summary of a book that {@code book merge}, {@code convert}, {@code prune} and
 * {@code evaluate} wrote and read back: the book's shape and file, then what the command itself
 * reports ({@code details}, a record of its own: merged counts, positions removed, ...).
 */
public record BookWritten(String file, String format, int positions, long links, long leaves, int maxDepth,
                          Integer startValue, int violations, int notes, long bytes, @JsonIgnore Object details) {

    /** The command's own fields follow the book's, at the same level, as one table row in CSV. */
    @JsonAnyGetter
    Map<String, Object> detailFields() {
        return Json.fields(details);
    }

    /** {@code book merge}: where the positions came from. */
    public record Merged(int onlyA, int onlyB, int inBoth, int inBothTakenFromB) {
    }

    /** {@code book prune}: the positions read and those left out. */
    public record Pruned(int inputPositions, int removed) {
    }

    /** {@code book evaluate}: the engine, its depth and the searches it made. */
    public record Evaluated(int inputPositions, String engine, int depth, int searched, int resumed, int deviationsAdded,
                            double seconds) {
    }
}
