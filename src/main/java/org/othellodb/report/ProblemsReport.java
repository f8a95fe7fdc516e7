package org.othellodb.report;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.othellodb.store.ProblemTable;

/**
 * Import problems ({@code othello-db problems}, {@code /api/problems}): the records and files an
 * import refused or corrected, with their reason code, where they are and why, one line each.
 * {@code total} counts every problem the filters select; {@code problems} holds at most the limit.
 */
public record ProblemsReport(@Nullable String source, String reason, int total, Map<String, Integer> byReason, List<Problem> problems) {

    /** One problem; {@code record} is 0-based, {@code line} 1-based (text formats); both null for a whole file. */
    public record Problem(long id, @Nullable Long sourceId, String path, @Nullable Integer record, @Nullable Integer line, String reason, String message,
                          String reportedAt) {
    }

    /** The same report with each file's name and no folders: for a page others may see. */
    public ProblemsReport withFileNamesOnly() {
        return new ProblemsReport(source == null ? null : FileNames.nameOnly(source), reason, total, byReason, problems.stream()
                .map(p -> new Problem(p.id(), p.sourceId(), FileNames.nameOnly(p.path()), p.record(), p.line(), p.reason(),
                        p.message(), p.reportedAt())).toList());
    }

    /** {@code counts}: problems of each reason in the source(s) selected; {@code reason} narrows the total to one of them. */
    public static ProblemsReport of(String source, String reason, Map<String, Integer> counts, List<ProblemTable.Listed> listed) {
        int total = reason == null ? counts.values().stream().mapToInt(Integer::intValue).sum() : counts.getOrDefault(reason, 0);
        return new ProblemsReport(source, reason, total, counts, listed.stream().map(p -> new Problem(p.id(), p.sourceId(), p.path(),
                p.recordIndex(), p.line(), p.reason(), p.message(), p.reportedAt())).toList());
    }
}
