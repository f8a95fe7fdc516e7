package org.othellodb.report;

import java.util.Map;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.othellodb.query.FilterEcho;

/**
 * What {@code export} wrote ({@code --summary json|csv}): the games, the format, the file (null: the
 * standard output), for wthor the year files and the games without a year, and the filter.
 */
public record ExportReport(int games, String format, String out,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer yearFiles,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer withoutYear, FilterEcho filter) {
}
