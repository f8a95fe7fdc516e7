package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * {@code book info} as a document: the file, its Edax header (none for other formats), the
 * record counts per depth and per level, the range of values and the rules its records break.
 */
public record BookInfoReport(String file, String format, long bytes,
                             @JsonInclude(JsonInclude.Include.NON_NULL) Header header, int declaredRecords,
                             int records, long links, long leaves, Map<Integer, Integer> depths,
                             Map<Integer, Integer> levels, Integer minValue, Integer maxValue, Integer startValue,
                             int violations, int notes, Map<String, Integer> violationsByRule,
                             List<String> structuralProblems) {

    /** An Edax book's header; {@code date} null when it cannot be read. */
    public record Header(int version, int release, String date, int level, int nEmpties, int midgameError,
                         int endgameError, int verbosity) {
    }
}
