package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.board.Openings;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.TreeQuery;
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
            Set<Long> among = null;
            if (position != null) {
                among = new HashSet<>(new TreeQuery(db).gameIds(Replay.of(position), filter));
            }
            if (prefix != null) {
                Set<Long> starting = startingWith(db, filter, Openings.normalise(Replay.of(prefix).boardMoves()));
                if (among == null) {
                    among = starting;
                } else {
                    among.retainAll(starting);
                }
            }
            GameList.Page page = new GameList(db).page(filter, among, newest, limit);
            print(spec.commandLine().getOut(), page, filter);
            return Main.EXIT_OK;
        }
    }

    private static Set<Long> startingWith(Database db, GameFilter filter, int[] f5Prefix) {
        Set<Long> out = new HashSet<>();
        for (TreeGame g : new TreeTables(db).games(filter.toSql(db.handle(), "g"))) {
            int[] moves = Transcript.fromBytes(g.moves());
            if (moves.length >= f5Prefix.length
                    && Arrays.equals(Openings.normalise(Arrays.copyOf(moves, f5Prefix.length)), f5Prefix)) {
                out.add(g.id());
            }
        }
        return out;
    }

    static String openingOf(byte[] moves) {
        return OpeningNames.catalogue().nameOf(Replay.of(Transcript.fromBytes(moves)));
    }

    private void print(PrintWriter out, GameList.Page page, GameFilter filter) {
        List<GameList.Game> games = page.games();
        switch (format) {
            case json -> {
                ObjectNode j = Json.object();
                j.put("total", page.total());
                ArrayNode a = j.putArray("games");
                for (GameList.Game g : games) {
                    ObjectNode o = a.addObject();
                    o.put("id", g.id());
                    o.put("year", g.year());
                    o.put("tournament", g.tournament());
                    o.put("black", g.black());
                    o.put("white", g.white());
                    o.put("black_score", g.blackScore());
                    o.put("score", g.score());
                    o.put("opening", openingOf(g.moves()));
                    o.put("moves", Transcript.format(Transcript.fromBytes(g.moves())));
                }
                Json.print(out, j);
            }
            case csv -> {
                try (CSVPrinter p = new CSVPrinter(Console.unclosable(out), CSVFormat.DEFAULT.builder()
                        .setHeader("id", "year", "tournament", "black", "white", "score", "opening", "moves").build())) {
                    for (GameList.Game g : games) {
                        p.printRecord(g.id(), g.year(), g.tournament(), g.black(), g.white(), g.score(), openingOf(g.moves()),
                                Transcript.format(Transcript.fromBytes(g.moves())));
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
                            opt(openingOf(g.moves())));
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
