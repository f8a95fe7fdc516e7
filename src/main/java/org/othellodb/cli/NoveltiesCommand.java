package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.othellodb.query.FilterEcho;
import org.othellodb.query.GameFilter;
import org.othellodb.report.GamesReport;
import org.othellodb.report.Json;
import org.othellodb.report.NoveltyReport;
import org.othellodb.store.Database;
import org.othellodb.store.GameList;
import org.othellodb.tree.Novelties;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "novelties")
final class NoveltiesCommand extends ReportCommand {

    @Mixin
    GamesCommand.LimitOption limit;

    @Option(names = "--newest", description = "Newest first.")
    boolean newest;

    @Mixin
    EarlierOption earlier;

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        int rows = limit.rows();
        GameList.Page page = new GameList(db).page(filter, newest, rows);
        Novelties novelties = new Novelties(db);
        List<Row> found = new ArrayList<>();
        for (GameList.Game g : page.games()) {
            found.add(new Row(GamesReport.Identity.of(g), NoveltyReport.Found.of(novelties.of(NoveltyReport.game(g)), earlier.games())));
        }
        switch (format.get()) {
            case json -> Json.print(out, new Document(filter.record(db), page.total(), found));
            case csv -> Csv.print(out, Row.class, found);
            default -> text(out, filter, page, found);
        }
    }

    /** {@code --earlier N}: how many of the earlier games at a novelty's position to list. */
    static final class EarlierOption {
        @Option(names = "--earlier", paramLabel = "N", defaultValue = "5",
                description = "Earlier games to list at each novelty's position, the newest first (default: ${DEFAULT-VALUE}; 0: all).")
        int earlier;

        int games() {
            if (earlier < 0) {
                throw new org.othellodb.error.BadInputException("--earlier must be 0 (all) or more, not " + earlier);
            }
            return earlier == 0 ? Integer.MAX_VALUE : earlier;
        }
    }

    /** A game and its novelty, a row of the document. */
    record Row(@JsonUnwrapped GamesReport.Identity game, @JsonUnwrapped NoveltyReport.Found novelty) {
    }

    /** The document: the filter, the games found in all and the rows shown. */
    record Document(FilterEcho filter, int total, List<Row> games) {
    }

    /** {@code e7 at move 23 · 4 earlier games there played d8 3, b4 1}, for a line of text. */
    static String describe(NoveltyReport novelty) {
        StringBuilder sb = new StringBuilder();
        sb.append(novelty.move()).append(" at move ").append(novelty.moveNumber());
        if (novelty.inXotOpening()) {
            sb.append(" (within the XOT opening)");
        }
        List<String> moves = novelty.earlierMoves().stream().map(m -> m.move() + " " + m.games()).toList();
        sb.append(" · ").append(Text.count(novelty.earlierGames(), "earlier game")).append(" there played ")
                .append(String.join(", ", moves));
        return sb.toString();
    }

    private void text(PrintWriter out, GameFilter filter, GameList.Page page, List<Row> found) {
        out.printf("%s (%s)%s%n", Text.count(page.total(), "game"), filter.describe(),
                page.total() > found.size() ? "; the " + (newest ? "newest " : "first ") + found.size() + ":" : "");
        if (found.isEmpty()) {
            return;
        }
        out.printf("%n  %7s %4s  %s %s %s%n", "id", "year", Text.pad("black", 20), Text.pad("white", 20), "novelty");
        for (Row r : found) {
            NoveltyReport n = r.novelty().novelty();
            String novelty = n == null ? "none: " + r.novelty().noNovelty() : describe(n);
            GamesReport.Identity g = r.game();
            out.printf("  %7d %4s  %s %s %s%n", g.id(), g.year() == null ? "" : g.year(), Text.pad(g.black(), 20),
                    Text.pad(g.white(), 20), novelty);
        }
    }
}
