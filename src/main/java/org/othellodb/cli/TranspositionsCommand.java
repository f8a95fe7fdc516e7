package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.othellodb.report.Json;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.MoveOrders;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "transpositions",
        footer = {"  othello-db transpositions f5f6e6f4e3c5c4", "  othello-db transpositions f5d6c3d3c4 --min-games 10 --format json"},
        description = {"Show the move orders by which games reached the position after MOVES, with their results.", "",
                "Each game's moves up to the position are turned into the orientation of MOVES; when the position has "
                        + "a symmetry of its own, mirror-image orders count as one, written as the first of them in "
                        + "alphabetical order. Results are black's, as in tree."})
final class TranspositionsCommand extends ReportCommand {

    @Parameters(arity = "1..*", paramLabel = "MOVES", description = "Moves from the start, e.g. f5d6c3d3c4.")
    List<String> moves;

    @Option(names = "--min-games", defaultValue = "1", paramLabel = "N",
            description = "Hide move orders of fewer than N games (the report says how many it hid).")
    int minGames;

    @Mixin
    NamesOption names;

    @Override
    void checkArguments() {
        Text.checkMinGames(minGames);
        Replay.of(String.join(" ", moves));
    }

    @Override
    void report(ReportOptions.Opened opened, PrintWriter out) {
        Line line = Replay.of(String.join(" ", moves));
        Database db = opened.db();
        GameFilter filter = opened.filter();
        MoveOrders.Result result = MoveOrders.of(db, line, filter);
        List<MoveOrders.Order> shown = result.orders().stream().filter(o -> o.stats().games() >= minGames).toList();
        int hidden = result.orders().size() - shown.size();
        String typed = Transcript.format(line.boardMoves());
        OpeningNames.Opening opening = names.catalogue().deepest(line.positions());
        switch (common.format()) {
            case json -> {
                ObjectNode j = Json.object();
                j.put("moves", typed);
                j.put("opening", opening == null ? null : opening.name());
                Json.putFilter(j, filter, db);
                Json.putResults(j, result.total().games(), result.total().blackWins(), result.total().draws(),
                        result.total().whiteWins());
                j.put("orders", result.orders().size());
                j.put("min_games", minGames);
                j.put("hidden_orders", hidden);
                ArrayNode a = j.putArray("move_orders");
                shown.forEach(o -> a.add(row(o, typed, result.total())));
                Json.print(out, j);
            }
            case csv -> Csv.print(out, shown.stream().map(o -> row(o, typed, result.total())).toList());
            default -> text(out, typed, opening, filter, result, shown, hidden);
        }
    }

    private static ObjectNode row(MoveOrders.Order o, String typed, Stats total) {
        ObjectNode j = Json.object();
        Stats s = o.stats();
        j.put("moves", o.moves());
        j.put("typed", o.moves().equals(typed));
        Json.putResults(j, s.games(), s.blackWins(), s.draws(), s.whiteWins());
        j.put("share", Json.round((double) s.games() / total.games(), 4));
        j.put("black_score", Json.round(s.blackScore(), 4));
        j.put("mean_disc_diff", Json.round(s.meanDiscDiff(), 2));
        j.put("first_year", s.firstYear());
        j.put("last_year", s.lastYear());
        return j;
    }

    private void text(PrintWriter out, String typed, OpeningNames.Opening opening, GameFilter filter,
                      MoveOrders.Result result, List<MoveOrders.Order> shown, int hidden) {
        Stats total = result.total();
        out.printf("%s%s: %s reached this position by %s (%s)%n", typed.isEmpty() ? "Start position" : typed,
                opening == null ? "" : " · " + opening.name(), Text.count(total.games(), "game"),
                Text.count(result.orders().size(), "move order"), filter.describe());
        if (shown.isEmpty()) {
            if (hidden > 0) {
                out.println(Text.hidden(hidden, "move order", minGames));
            }
            return;
        }
        int width = Math.max(10, typed.length());
        out.printf("%n  %s %8s %6s %7s %6s %7s %7s %6s  %s%n", Text.pad("move order", width), "games", "share", "black",
                "draws", "white", "black%", "mean", "years");
        for (MoveOrders.Order o : shown) {
            Stats s = o.stats();
            String years = s.firstYear() == null ? "" : s.firstYear().equals(s.lastYear()) ? s.firstYear().toString()
                    : s.firstYear() + "–" + s.lastYear();
            out.printf("%s %s %,8d %6s %,7d %,6d %,7d %7s %6s  %s%n", o.moves().equals(typed) ? "*" : " ",
                    Text.pad(o.moves(), width), s.games(), Text.percent((double) s.games() / total.games()), s.blackWins(), s.draws(),
                    s.whiteWins(), Text.percent(s.blackScore()), TreeCommand.signed(s.meanDiscDiff()), years);
        }
        out.println();
        if (hidden > 0) {
            out.println(Text.hidden(hidden, "move order", minGames));
        }
        out.println("* the order typed;  mean = black's mean final disc difference");
    }
}
