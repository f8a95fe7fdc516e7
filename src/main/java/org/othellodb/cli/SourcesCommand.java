package org.othellodb.cli;

import java.io.PrintWriter;
import org.othellodb.report.SourcesReport;
import org.othellodb.store.Database;
import org.othellodb.store.SourceTable;
import picocli.CommandLine.Command;

@Command(name = "sources")
final class SourcesCommand extends StoreCommand {

    @Override
    void report(Database db, PrintWriter out) {
        SourcesReport report = SourcesReport.of(new SourceTable(db).summaries());
        format.print(out, () -> report, SourcesReport.Source.class, report::sources,
                () -> text(out, report));
    }

    private static void text(PrintWriter out, SourcesReport report) {
        out.printf("%s imported%n", Text.count(report.total(), "file"));
        if (report.sources().isEmpty()) {
            return;
        }
        out.printf("%n  %4s  %-17s %8s %8s %8s %8s %8s %8s  %s%n", "id", "format", "read", "stored", "merged", "rejected",
                "holds", "problems", "path");
        for (SourcesReport.Source s : report.sources()) {
            out.printf("  %4d  %-17s %,8d %,8d %,8d %,8d %,8d %,8d  %s%n", s.id(), s.format(), s.read(), s.imported(),
                    s.duplicates(), s.rejected(), s.gamesHeld(), s.problems(), ShownPath.of(s.path()));
        }
    }
}
