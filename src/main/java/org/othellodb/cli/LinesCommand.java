package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.othellodb.report.Json;
import org.othellodb.report.LinesReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Reports;
import org.othellodb.store.Reports.Totals;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningFrequencies;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "lines")
final class LinesCommand extends ReportCommand {

    @Option(names = "--by-year", description = "Add a table of each line, year by year.")
    boolean byYear;

    @Mixin
    TableRows top = new TableRows(20);

    @Mixin
    NamesOption names;

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        Reports reports = new Reports(db);
        Map<String, Totals> lines = reports.byLine(filter);
        List<Map.Entry<OpeningNames.Opening, Stats>> named = new ArrayList<>(
                new OpeningFrequencies(db).of(names.catalogue(), filter).entrySet());
        named.removeIf(e -> e.getValue().games() == 0 || e.getKey().ply() <= 2);
        named.sort(Comparator.comparingLong((Map.Entry<OpeningNames.Opening, Stats> e) -> e.getValue().games()).reversed()
                .thenComparing(e -> e.getKey().ply()));
        named = top.of(named);
        Map<Integer, Map<String, Totals>> years = byYear ? reports.byYearAndLine(filter) : Map.of();
        List<Map.Entry<OpeningNames.Opening, Stats>> listed = named;
        LinesReport report = LinesReport.of(lines, listed, years, format.get() == FormatOption.Format.json ? filter.record(db) : null);
        switch (format.get()) {
            case json -> Json.print(out, report);
            case csv -> Csv.printSections(out, report.sections());
            default -> text(out, filter, lines, listed, years);
        }
    }

    private static void text(PrintWriter out, GameFilter filter, Map<String, Totals> lines,
                             List<Map.Entry<OpeningNames.Opening, Stats>> named, Map<Integer, Map<String, Totals>> years) {
        int all = lines.values().stream().mapToInt(Totals::games).sum();
        out.printf("The lines after f5 (%s)%n%n", filter.describe());
        out.printf("  %-14s %-6s %8s %6s %8s %7s %8s %7s%n", "line", "reply", "games", "share", "black", "draws", "white", "black%");
        String[] replies = {"f4", "f6", "d6"};
        int i = 0;
        for (Map.Entry<String, Totals> e : lines.entrySet()) {
            Totals t = e.getValue();
            // No game at all: no share (a dash), as no score.
            out.printf("  %-14s %-6s %,8d %6s %,8d %,7d %,8d %6s%n", e.getKey(), "f5" + replies[i++], t.games(),
                    Text.percent(all == 0 ? Double.NaN : (double) t.games() / all), t.blackWins(), t.draws(), t.whiteWins(), percent(t));
        }
        out.printf("%nMost played named openings (games that reached the position)%n%n");
        out.printf("  %8s %7s  %-14s %s %s%n", "games", "black%", "line", Text.pad("opening", 36), "moves");
        for (Map.Entry<OpeningNames.Opening, Stats> e : named) {
            OpeningNames.Opening o = e.getKey();
            out.printf("  %,8d %7s  %-14s %s %s%n", e.getValue().games(), Text.percent(e.getValue().blackScore()), o.line(),
                    Text.pad(o.name(), 36), o.moves());
        }
        if (!years.isEmpty()) {
            out.printf("%nBy year: games (black%%) of each line%n%n");
            out.printf("  %4s  %-18s %-18s %-18s%n", "year", "parallel", "diagonal", "perpendicular");
            years.forEach((year, byLine) -> {
                StringBuilder row = new StringBuilder(String.format("  %4d ", year));
                for (String line : Reports.LINES) {
                    Totals t = byLine.get(line);
                    row.append(String.format(" %-18s", t == null ? "-" : String.format("%,d (%s)", t.games(), percent(t).strip())));
                }
                out.println(row);
            });
        }
    }

    private static String percent(Totals t) {
        return t.games() == 0 ? "" : String.format("%5.1f%%", 100.0 * (t.blackWins() + 0.5 * t.draws()) / t.games());
    }
}
