package org.othellodb.cli;

import java.util.List;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.store.Database;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;

@Command(name = "list")
final class RepertoireListCommand extends StudyCommand {

    @Override
    public Integer call() {
        try (Database db = Database.openExisting(database.path())) {
            List<OwnRepertoireReport.Summary> rows = OwnRepertoireReport.Summary.all(new Repertoires(db));
            format.print(out(), () -> java.util.Map.of("repertoires", rows), OwnRepertoireReport.Summary.class, () -> rows, () -> {
                if (rows.isEmpty()) {
                    out().println("No repertoire yet: make one with 'othello-db repertoire new NAME --colour black|white'.");
                    return;
                }
                out().printf("  %-24s %-6s %6s %9s %10s%n", "name", "colour", "moves", "to answer", "variations");
                for (OwnRepertoireReport.Summary s : rows) {
                    out().printf("  %s %-6s %,6d %,9d %,10d%n", Text.pad(s.name(), 24), s.colour(), s.moves(), s.positionsToAnswer(),
                            s.variations());
                }
            });
        }
        return Main.EXIT_OK;
    }
}
