package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.report.TrendReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.tree.MoveTrend;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.TreeQuery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "trend",
        description = {"Show how the moves played from the position after MOVES rose and fell, year by year.", "",
                "Years are pooled until each period has --pool games at the position (a year of two games is no "
                        + "trend). For the " + TrendReport.TOP + " moves played most over all years: each one's share of "
                        + "the period's games and its score (black's; the player's with --player), each with its 95%% "
                        + "Wilson interval. The explorer's \"Moves by year\" chart draws the same figures."})
final class TrendCommand extends ReportCommand {

    @Mixin
    MovesParameter moves;

    @Option(names = "--pool", paramLabel = "N", defaultValue = "" + TrendReport.POOL,
            description = "Join consecutive years until a period has N games at the position (default: ${DEFAULT-VALUE}; 1: every year alone).")
    int pool;

    private Line line;

    @Override
    void checkArguments() {
        Checks.atLeast("--pool", pool, 1);
        line = moves.line();
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        OpeningNames names = OpeningNames.catalogue();
        TrendReport report = TrendReport.of(line, filter.record(db), MoveTrend.of(new TreeQuery(db, names), line, filter, names), pool);
        format.print(out, () -> report, Row.class, () -> rows(report), () -> text(out, filter, report));
    }

    /** One move in one period, a CSV row. */
    record Row(int from, int to, long periodGames, String move, long games, double share, double shareLow, double shareHigh,
               Double score, Double scoreLow, Double scoreHigh) {
    }

    private static List<Row> rows(TrendReport report) {
        List<Row> rows = new ArrayList<>();
        for (TrendReport.Period p : report.periods()) {
            for (TrendReport.Share s : p.moves()) {
                rows.add(new Row(p.from(), p.to(), p.games(), s.move(), s.games(), s.share(), s.shareLow(), s.shareHigh(),
                        s.score(), s.scoreLow(), s.scoreHigh()));
            }
        }
        return rows;
    }

    private static void text(PrintWriter out, GameFilter filter, TrendReport report) {
        String where = report.moves().isEmpty() ? "the start position" : report.moves();
        long games = report.years().stream().mapToLong(TrendReport.Year::games).sum();
        if (games == 0) {
            out.printf("Moves by year after %s (%s): no dated game reached it%n", where, filter.describe());
            return;
        }
        out.printf("Moves by year after %s (%s): %s, %d–%d, in %s of %s or more%n", where, filter.describe(),
                Text.count(games, "dated game"), report.years().get(0).year(), report.years().get(report.years().size() - 1).year(),
                Text.count(report.periods().size(), "period"), Text.count(report.pool(), "game"));
        out.printf("share: of the period's games; score: %s with the move; 95%% intervals in brackets%n%n",
                report.scoreOf().equals("player") ? "the player's" : "black's");
        out.printf("  %-9s %7s  %-4s %7s  %-22s %s%n", "years", "games", "move", "games", "share", "score");
        for (TrendReport.Period p : report.periods()) {
            String years = p.from() == p.to() ? String.valueOf(p.from()) : p.from() + "–" + p.to();
            boolean first = true;
            for (TrendReport.Share s : p.moves()) {
                out.printf("  %-9s %7s  %-4s %,7d  %-22s %s%n", first ? years : "", first ? String.format("%,d", p.games()) : "",
                        s.move(), s.games(), interval(s.share(), s.shareLow(), s.shareHigh()),
                        s.score() == null ? "" : interval(s.score(), s.scoreLow(), s.scoreHigh()));
                first = false;
            }
        }
    }

    private static String interval(double value, double low, double high) {
        return Text.percent(value).strip() + " (" + Text.percent(low).strip().replace("%", "") + "–" + Text.percent(high).strip() + ")";
    }
}
