package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.othellodb.report.StatsReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.tree.PositionCounts;
import org.othellodb.store.Reports;
import org.othellodb.store.Reports.Totals;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SourceTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "stats")
final class StatsCommand extends StoreCommand {

    @Option(names = "--sources", description = "List every imported file (text format).")
    boolean sources;

    @Option(names = "--positions", description = "Also count the distinct positions (up to symmetry) after 6, 8, 10, 12, 16 and 20 moves.")
    boolean positions;

    static final int[] COUNTED_PLIES = {6, 8, 10, 12, 16, 20};

    @Override
    void report(Database db, PrintWriter out) {
        Map<Integer, Integer> distinct = positions
                ? PositionCounts.distinctAfter(db, GameFilter.NONE, COUNTED_PLIES) : Map.of();
        Reports reports = new Reports(db);
        format.print(out, () -> StatsReport.of(reports, new SourceTable(db).all(), positions ? distinct : null),
                StatsReport.Row.class, () -> StatsReport.rows(reports, distinct), () -> {
                    printText(out, db, sources);
                    if (positions) {
                        out.println();
                        out.println("Distinct positions, up to symmetry, after");
                        distinct.forEach((ply, n) -> out.printf("  %2d moves: %,d%n", ply, n));
                    }
                });
    }

    static void printText(PrintWriter out, Database db, boolean listSources) {
        Reports reports = new Reports(db);
        Totals all = reports.totals();
        out.printf("%nGames: %,d (%,d complete, %,d stopped early); %,d players, %,d tournaments%n", all.games(),
                all.complete(), all.stoppedEarly(), reports.playerCount(), reports.tournamentCount());
        out.println();
        out.printf("  %-14s %8s %8s %7s %8s %7s%n", "line", "games", "black", "draws", "white", "black%");
        printRow(out, "all games", all);
        for (Map.Entry<String, Totals> e : reports.byLine().entrySet()) {
            printRow(out, e.getKey(), e.getValue());
        }
        out.println("  (black% = black's score share, a draw counting half)");
        var list = new SourceTable(db).all();
        out.printf("%nSources: %d files imported; %,d import problems%n", list.size(), reports.problemCount());
        if (listSources) {
            for (SourceRow s : list) {
                out.printf("  %-12s %7d games %5d rejected  %s%n", s.format(), s.gamesImported(), s.gamesRejected(), s.path());
            }
        }
    }

    private static void printRow(PrintWriter out, String name, Totals t) {
        // No game, no score: a dash, not 0.0% (which reads as white winning every game).
        double score = t.games() == 0 ? Double.NaN : (t.blackWins() + 0.5 * t.draws()) / t.games();
        out.printf("  %-14s %,8d %,8d %,7d %,8d %7s%n", name, t.games(), t.blackWins(), t.draws(), t.whiteWins(), Text.percent(score));
    }
}
