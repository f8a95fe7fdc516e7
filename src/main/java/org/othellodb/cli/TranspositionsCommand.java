package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.List;
import org.othellodb.report.MoveOrdersReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.MoveOrders;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "transpositions")
final class TranspositionsCommand extends PositionReportCommand {

    @Parameters(arity = "1..*", paramLabel = "MOVES", description = "Moves from the start, e.g. f5d6c3d3c4.")
    List<String> moves;

    @Override
    String moves() {
        return String.join(" ", moves);
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        MoveOrders.Result result = MoveOrders.of(db, line, filter);
        List<MoveOrders.Order> shown = result.orders().stream().filter(o -> o.stats().games() >= minGames.value).toList();
        int hidden = result.orders().size() - shown.size();
        String typed = line.typed();
        OpeningNames.Opening opening = names.catalogue().deepest(line.positions());
        print(out, () -> MoveOrdersReport.of(typed, opening == null ? null : opening.name(), filter.record(db), result,
                        shown, minGames.value),
                MoveOrdersReport.Order.class, () -> shown.stream().map(o -> MoveOrdersReport.Order.of(o, typed, result.total())).toList(),
                () -> text(out, typed, opening, filter, result, shown, hidden));
    }

    private void text(PrintWriter out, String typed, OpeningNames.Opening opening, GameFilter filter,
                      MoveOrders.Result result, List<MoveOrders.Order> shown, int hidden) {
        Stats total = result.total();
        out.printf("%s%s: %s reached this position by %s (%s)%n", typed.isEmpty() ? "Start position" : typed,
                opening == null ? "" : " · " + opening.name(), Text.count(total.games(), "game"),
                Text.count(result.orders().size(), "move order"), filter.describe());
        if (shown.isEmpty()) {
            if (hidden > 0) {
                out.println(Text.hidden(hidden, "move order", minGames.value));
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
            out.println(Text.hidden(hidden, "move order", minGames.value));
        }
        out.println("* the order typed;  mean = black's mean final disc difference");
    }
}
