package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.board.Openings;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.report.GamesReport;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.tree.GameSearch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "games", mixinStandardHelpOptions = true,
        description = {"Search games by player, tournament, year, position or first moves.", "",
                "--position finds every game that reached the position after MOVES, at any move order",
                "and in any of the 8 orientations; --prefix the games that began with MOVES (compared",
                "once both are turned to start with f5). Sorted by year then id; --newest reverses."})
final class GamesCommand implements Callable<Integer> {

    enum Format { table, csv, json }

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Option(names = "--position", paramLabel = "MOVES", description = "Games that reached the position after MOVES.")
    String position;

    @Option(names = "--prefix", paramLabel = "MOVES", description = "Games whose first moves are MOVES (after turning both to f5).")
    String prefix;

    @Option(names = "--limit", defaultValue = "20", paramLabel = "N", description = "Games to list (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--newest", description = "Newest first.")
    boolean newest;

    @Option(names = "--format", defaultValue = "table", description = "table, csv or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Checks.atLeast("--limit", limit, 0);
        GameFilter filter = filters.filter();
        try (Database db = Database.openExisting(database.path())) {
            GameList.Page page = GameSearch.page(db, filter, position == null ? null : Replay.of(position),
                    prefix == null ? null : Replay.of(prefix), newest, limit, 0);
            print(spec.commandLine().getOut(), page, filter);
            return Main.EXIT_OK;
        }
    }

    private void print(PrintWriter out, GameList.Page page, GameFilter filter) {
        List<GameList.Game> games = page.games();
        switch (format) {
            case json -> Json.print(out, GamesReport.json(page));
            case csv -> {
                try (CSVPrinter p = new CSVPrinter(Console.unclosable(out), CSVFormat.DEFAULT.builder()
                        .setHeader("id", "year", "tournament", "black", "white", "score", "opening", "moves").build())) {
                    for (GameList.Game g : games) {
                        p.printRecord(g.id(), g.year(), g.tournament(), g.black(), g.white(), g.score(),
                                GamesReport.openingOf(g.moves()), Transcript.format(Transcript.fromBytes(g.moves())));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            default -> {
                out.printf("%,d game%s (%s)%s%n", page.total(), page.total() == 1 ? "" : "s", describe(filter),
                        page.total() > games.size() ? String.format("; the %s %d:", newest ? "newest" : "first", games.size()) : "");
                if (games.isEmpty()) {
                    return;
                }
                out.printf("%n  %7s %4s  %-24s %-20s %-20s %-9s %s%n", "id", "year", "tournament", "black", "white", "score", "opening");
                for (GameList.Game g : games) {
                    out.printf("  %7d %4s  %-24s %-20s %-20s %-9s %s%n", g.id(), g.year() == null ? "" : g.year(),
                            cut(g.tournament(), 24), cut(g.black(), 20), cut(g.white(), 20), g.score(),
                            opt(GamesReport.openingOf(g.moves())));
                }
            }
        }
    }

    private String describe(GameFilter filter) {
        StringBuilder sb = new StringBuilder(filter.describe());
        if (position != null) {
            sb.append(", position after ").append(Transcript.format(Replay.of(position).boardMoves()));
        }
        if (prefix != null) {
            sb.append(", starting ").append(Transcript.format(Openings.normalise(Replay.of(prefix).boardMoves())));
        }
        return sb.toString();
    }

    static String cut(String s, int width) {
        if (s == null) {
            return "";
        }
        return s.length() <= width ? s : s.substring(0, width - 1) + "…";
    }

    private static String opt(String s) {
        return s == null ? "" : s;
    }
}
