package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.othellodb.report.OpeningsReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "openings")
final class OpeningsCommand extends ReportCommand {

    @Option(names = "--sort", paramLabel = "ORDER", defaultValue = "catalogue", description = "catalogue (default), games or name.")
    OpeningsReport.Sort sort;

    @Mixin
    NamesOption names;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0",
            description = "Openings to list, in the order of --sort (default: 0, all of them).")
    int limit;

    @Override
    void checkArguments() {
        Checks.atLeast("--limit", limit, 0);
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        List<Map.Entry<OpeningNames.Opening, Stats>> all = OpeningsReport.rows(db, filter, sort, names.catalogue());
        List<Map.Entry<OpeningNames.Opening, Stats>> rows = limit == 0 ? all : all.subList(0, Math.min(limit, all.size()));
        print(out, () -> OpeningsReport.of(rows, names.language, filter.record(db)),
                OpeningsReport.Row.class, () -> rows.stream().map(e -> OpeningsReport.row(e.getKey(), e.getValue())).toList(),
                () -> text(out, rows, all.size(), filter));
    }

    private void text(PrintWriter out, List<Map.Entry<OpeningNames.Opening, Stats>> rows, int total, GameFilter filter) {
        out.printf("%s named in %s (%s)%s%n%n  %8s %7s  %-14s %s %s%n", Text.count(total, "position"),
                names.language == OpeningNames.Language.en ? "English" : "Japanese", filter.describe(),
                rows.size() < total ? "; the first " + rows.size() + " by --sort " + sort : "", "games",
                "black%", "line", Text.pad("opening (aliases)", 40), "moves");
        for (Map.Entry<OpeningNames.Opening, Stats> e : rows) {
            OpeningNames.Opening o = e.getKey();
            String name = o.aliases().isEmpty() ? o.name() : o.name() + " (" + String.join(", ", o.aliases()) + ")";
            Stats s = e.getValue();
            out.printf("  %,8d %7s  %-14s %s %s%n", s.games(),
                    s.games() == 0 ? "" : String.format("%.1f%%", 100 * s.blackScore()), o.line(), Text.pad(name, 40),
                    o.moves());
        }
    }
}
