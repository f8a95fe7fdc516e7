package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.report.OpeningsReport;
import org.othellodb.store.Database;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "openings", mixinStandardHelpOptions = true,
        description = {"List the named openings with how often each was reached.", "",
                "The catalogue (data/openings.tsv) names positions, so a transposition or a mirror image",
                "of a named line counts too. Names given to the same position are listed as aliases."})
final class OpeningsCommand implements Callable<Integer> {

    enum Format { text, json, csv }

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Option(names = "--sort", defaultValue = "catalogue", description = "catalogue (default), games or name.")
    OpeningsReport.Sort sort;

    @Option(names = "--format", defaultValue = "text", description = "text, json or csv (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        try (Database db = Database.openExisting(database.path())) {
            List<Map.Entry<OpeningNames.Opening, Stats>> rows = OpeningsReport.rows(db, filters.filter(), sort);
            PrintWriter out = spec.commandLine().getOut();
            switch (format) {
                case json -> Json.print(out, OpeningsReport.json(rows));
                case csv -> {
                    try (CSVPrinter p = new CSVPrinter(Console.unclosable(out), CSVFormat.DEFAULT.builder()
                            .setHeader("name", "aliases", "moves", "line", "games", "black_score").build())) {
                        for (Map.Entry<OpeningNames.Opening, Stats> e : rows) {
                            OpeningNames.Opening o = e.getKey();
                            p.printRecord(o.name(), String.join("; ", o.aliases()), o.moves(), o.line(), e.getValue().games(),
                                    TreeCommand.round(e.getValue().blackScore(), 4));
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                default -> {
                    out.printf("%d named positions%n%n  %8s %7s  %-14s %-40s %s%n", rows.size(), "games", "black%", "line",
                            "opening (aliases)", "moves");
                    for (Map.Entry<OpeningNames.Opening, Stats> e : rows) {
                        OpeningNames.Opening o = e.getKey();
                        String name = o.aliases().isEmpty() ? o.name() : o.name() + " (" + String.join(", ", o.aliases()) + ")";
                        Stats s = e.getValue();
                        out.printf("  %,8d %7s  %-14s %-40s %s%n", s.games(),
                                s.games() == 0 ? "" : String.format("%.1f%%", 100 * s.blackScore()), o.line(), name, o.moves());
                    }
                }
            }
            return Main.EXIT_OK;
        }
    }
}
