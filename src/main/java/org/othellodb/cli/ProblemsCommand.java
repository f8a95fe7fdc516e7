package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.stream.Collectors;
import org.othellodb.report.ProblemsReport;
import org.othellodb.store.Database;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "problems")
final class ProblemsCommand extends StoreCommand {

    static final int DEFAULT_LIMIT = 100;

    @Option(names = "--source", paramLabel = "FILE", description = "Only the problems of this imported file: its id, path or SHA-256.")
    String source;

    @Option(names = "--reason", paramLabel = "CODE", description = "Only the problems with this reason code.")
    String reason;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "100",
            description = "List at most N problems (default: ${DEFAULT-VALUE}; 0: all); the counts cover all of them.")
    int limit;

    @Override
    void checkArguments() {
        Checks.inRange("--limit", limit, 0, 1_000_000);
    }

    @Override
    void report(Database db, PrintWriter out) {
        SourceRow row = source == null ? null : SourceChoice.resolve(db, "--source", source);
        Long sourceId = row == null ? null : row.id();
        ProblemTable problems = new ProblemTable(db);
        Map<String, Integer> counts = problems.countsByReason(sourceId);
        String code = reason == null || reason.isBlank() ? null : reason.strip();
        ProblemsReport report = ProblemsReport.of(row == null ? null : row.path(), code, counts,
                problems.list(sourceId, code, limit == 0 ? Integer.MAX_VALUE : limit));
        format.print(out, () -> report, ProblemsReport.Problem.class, report::problems,
                () -> text(out, report));
    }

    private static void text(PrintWriter out, ProblemsReport report) {
        String counts = report.byReason().entrySet().stream().map(e -> e.getKey() + " " + String.format("%,d", e.getValue()))
                .collect(Collectors.joining(", "));
        out.printf("%s%s%s%n", Text.count(report.total(), "problem"),
                report.source() == null ? "" : " in " + report.source(),
                report.reason() != null ? " with reason " + report.reason() : counts.isEmpty() ? "" : " (" + counts + ")");
        for (ProblemsReport.Problem p : report.problems()) {
            String where = p.line() != null ? "line " + p.line() : p.record() != null ? "record " + p.record() : "file";
            out.printf("%s: %s: %s: %s%n", p.path(), where, p.reason(), p.message());
        }
        if (report.total() > report.problems().size()) {
            out.printf("... and %,d more (--limit)%n", report.total() - report.problems().size());
        }
    }
}
