package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.report.Json;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.tree.PositionCounts;
import org.othellodb.store.Reports;
import org.othellodb.store.Reports.Totals;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SourceTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "stats",
        footer = {"  othello-db stats", "  othello-db stats --sources", "  othello-db stats --format json"},
        description = {"Show totals: games, results, the three opening lines, imported files.", "",
                "Black wins, draws and white wins come from the recorded score (> 32, = 32, < 32); stopped games count "
                        + "with the score the tournament recorded. CSV has one row for all games and one per line."})
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
        format.print(out, () -> {
            ObjectNode j = json(db);
            if (positions) {
                ObjectNode d = j.putObject("distinct_positions");
                distinct.forEach((ply, n) -> d.put(Integer.toString(ply), n));
            }
            return j;
        }, () -> csvRows(db, distinct), () -> {
            printText(out, db, sources);
            if (positions) {
                out.println();
                out.println("Distinct positions, up to symmetry, after");
                distinct.forEach((ply, n) -> out.printf("  %2d moves: %,d%n", ply, n));
            }
        });
    }

    static ObjectNode json(Database db) {
        Reports reports = new Reports(db);
        ObjectNode j = Json.object();
        putTotals(j, reports.totals(), true);
        ObjectNode lines = j.putObject("lines");
        reports.byLine().forEach((line, t) -> putTotals(lines.putObject(line), t, false));
        ArrayNode sources = j.putArray("sources");
        for (SourceRow s : new SourceTable(db).all()) {
            ObjectNode sj = sources.addObject();
            sj.put("path", s.path());
            sj.put("format", s.format());
            sj.put("games", s.gamesImported());
            sj.put("rejected", s.gamesRejected());
        }
        j.put("import_problems", reports.problemCount());
        return j;
    }

    /** One row for all games and one for each line (with the distinct positions as columns, when counted). */
    private static List<ObjectNode> csvRows(Database db, Map<Integer, Integer> distinct) {
        Reports reports = new Reports(db);
        List<ObjectNode> rows = new ArrayList<>();
        ObjectNode all = Json.object().put("line", "all games");
        putTotals(all, reports.totals(), true);
        distinct.forEach((ply, n) -> all.put("distinct_positions_" + ply, n));
        rows.add(all);
        reports.byLine().forEach((line, t) -> {
            ObjectNode o = Json.object().put("line", line);
            putTotals(o, t, true);
            rows.add(o);
        });
        return rows;
    }

    private static void putTotals(ObjectNode j, Totals t, boolean withCompleteness) {
        Json.putResults(j, t.games(), t.blackWins(), t.draws(), t.whiteWins());
        if (withCompleteness) {
            j.put("complete", t.complete());
            j.put("stopped_early", t.stoppedEarly());
        }
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
        double score = t.games() == 0 ? 0 : 100.0 * (t.blackWins() + 0.5 * t.draws()) / t.games();
        out.printf("  %-14s %,8d %,8d %,7d %,8d %6.1f%%%n", name, t.games(), t.blackWins(), t.draws(), t.whiteWins(), score);
    }
}
