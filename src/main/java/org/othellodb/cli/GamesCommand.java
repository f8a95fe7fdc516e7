package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.error.BadInputException;
import org.othellodb.report.GamesReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.tree.GameSearch;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "games")
final class GamesCommand extends ReportCommand {

    @Mixin
    ScopeOptions scope;

    @Mixin
    LimitOption limit;

    @Option(names = "--newest", description = "Newest first.")
    boolean newest;

    @Mixin
    NamesOption names;

    /** Only a position search reads the tree's index; the other searches read the games table. */
    @Override
    boolean readsTree() {
        return scope.position != null;
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        // The search pages a position's games straight from the tree's index; the scope only describes them.
        Line position = scope.position == null ? null : Replay.of(scope.position);
        Line prefix = scope.prefix == null ? null : scope.prefixLine();
        GameList.Page page = GameSearch.page(db, filter, position, prefix, newest, limit.rows(), 0);
        GameFilter described = scope.described(filter);
        OpeningNames catalogue = names.catalogue();
        Integer otherOrders = GameSearch.otherOrders(db, filter, position, prefix, page);
        print(out, () -> GamesReport.of(page, described.record(db), catalogue).withOtherOrders(otherOrders),
                GamesReport.Row.class, () -> page.games().stream().map(g -> GamesReport.row(g, catalogue)).toList(),
                () -> text(out, page, described, catalogue));
        if (otherOrders != null) {
            pointToOtherOrders(otherOrders);
        }
    }

    /**
     * --prefix matches the moves in the order typed: where no game played them so, the games that
     * reached the same position by another order or in another orientation (f5f6e6d6 is f5f6e6f4
     * mirrored, the tree's "d6 (same as f4)") are named on stderr, with the option that lists them.
     */
    private void pointToOtherOrders(int reaching) {
        Line line = scope.prefixLine();
        err().printf("No game was played in this order; %s %s the position after %s by other orders or in another "
                + "orientation: games --position %s lists them%n", Text.count(reaching, "game"), reaching == 1 ? "reaches" : "reach",
                line.typed(), line.typed());
    }

    private void text(PrintWriter out, GameList.Page page, GameFilter filter, OpeningNames catalogue) {
        List<GameList.Game> games = page.games();
        out.printf("%s (%s)%s%n", Text.count(page.total(), "game"), filter.describe(),
                page.total() > games.size() ? String.format("; the %s %d:", newest ? "newest" : "first", games.size()) : "");
        if (games.isEmpty()) {
            return;
        }
        out.printf("%n  %7s %4s  %-24s %-20s %-20s %-9s %s%n", "id", "year", "tournament", "black", "white", "score", "opening");
        for (GameList.Game g : games) {
            out.printf("  %7d %4s  %s %s %s %-9s %s%n", g.id(), g.year() == null ? "" : g.year(),
                    Text.pad(g.tournament(), 24), Text.pad(g.black(), 20), Text.pad(g.white(), 20), g.score(),
                    opt(GamesReport.openingOf(catalogue, g.moves())));
        }
    }

    private static String opt(String s) {
        return s == null ? "" : s;
    }

    /** {@code --limit N} and {@code --all}: how many rows a listing shows. */
    static final class LimitOption implements CheckedOptions {

        @Option(names = "--limit", defaultValue = "20", paramLabel = "N",
                description = "Rows to list (default: ${DEFAULT-VALUE}; 0: all).")
        int limit;

        @Option(names = "--all", description = "List every row (the same as --limit 0).")
        boolean all;

        @Override
        public void check() {
            if (limit < 0) {
                throw new BadInputException("--limit must be 0 (all) or more, not " + limit);
            }
        }

        /** The rows to show, {@link Integer#MAX_VALUE} for all (the value checked before the command ran). */
        int rows() {
            return all || limit == 0 ? Integer.MAX_VALUE : limit;
        }
    }
}
