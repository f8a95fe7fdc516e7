package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.report.Json;
import org.othellodb.report.PlayerDocument;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.PlayerGames;
import org.othellodb.store.Players;
import org.othellodb.tree.PlayerReport;
import org.othellodb.store.PlayerTally;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "player")
final class PlayerCommand extends PlayerReportCommand {

    @picocli.CommandLine.Parameters(paramLabel = "NAME", description = NAME_HELP)
    void name(String value) {
        name = value;
    }

    @Mixin
    TableRows top = new TableRows(10);

    @Mixin
    NamesOption names;

    /** The player's report replays their games; it does not read the tree. */
    @Override
    boolean readsTree() {
        return false;
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        Players.Resolved who = player();
        List<PlayerGames.PlayerGame> games = new PlayerGames(db).of(who.ids(), filter);
        PlayerReport report = PlayerReport.of(games, names.catalogue());
        Map<String, Integer> similar = PlayerDocument.similar(db, who);
        PlayerDocument document = PlayerDocument.of(who.names(), who.ids(), filter.record(db), report, similar, top.value);
        switch (format.get()) {
            case json -> Json.print(out, document);
            case csv -> Csv.printSections(out, document.sections());
            default -> text(out, who, filter, report, similar);
        }
    }


    private void text(PrintWriter out, Players.Resolved who, GameFilter filter, PlayerReport r, Map<String, Integer> similar) {
        PlayerTally total = r.total();
        out.printf("%s: %s%s, %s (%s)%n", String.join(" / ", who.names()), Text.count(total.games(), "game"), years(total),
                Text.count(r.tournaments(), "tournament"), filter.describe());
        if (total.games() == 0) {
            return;
        }
        out.printf("Won %,d, drawn %,d, lost %,d: scores %s%s%n", total.won(), total.drawn(), total.lost(),
                Text.percent(total.score()), total.meanDiscs() == null ? "" : String.format(", mean discs %.1f", total.meanDiscs()));
        if (!similar.isEmpty()) {
            List<String> named = new ArrayList<>();
            similar.forEach((n, count) -> named.add(n + " (" + Text.count(count, "game") + ")"));
            out.println("Similar names, perhaps the same person: " + String.join(", ", named));
        }
        section(out, "By colour", "colour", 8);
        r.byColour().forEach((colour, t) -> row(out, colour, 8, t));
        section(out, "By year", "year", 8);
        r.byYear().forEach((year, t) -> row(out, year.toString(), 8, t));
        long undated = total.games() - r.byYear().values().stream().mapToLong(t -> t.games()).sum();
        if (undated > 0) {
            // The rows must add up to the total: a file without dates (move strings, most CSV) has no year to list.
            out.printf("  (%s without a year, not in this table)%n", Text.count(undated, "game"));
        }
        section(out, "By opening line (white's reply to f5: parallel f4, diagonal f6, perpendicular d6)", "line", 22);
        r.byLine().forEach((line, byColour) -> byColour.forEach((colour, t) -> row(out, line + " " + colour, 22, t)));
        List<PlayerReport.OpeningRow> openings = top.of(r.byOpening());
        section(out, "Named openings (the deepest named position of each game)" + shownOf(openings.size(), r.byOpening().size()),
                "opening", 40);
        for (PlayerReport.OpeningRow o : openings) {
            row(out, (o.name().isEmpty() ? "(none)" : o.name()) + " · " + o.colour(), 40, o.tally());
        }
        List<PlayerReport.OpponentRow> opponents = top.of(r.opponents());
        section(out, "Opponents, the most met first" + shownOf(opponents.size(), r.opponents().size()), "opponent", 28);
        for (PlayerReport.OpponentRow o : opponents) {
            row(out, o.name() == null ? "?" : o.name(), 28, o.tally());
        }
        perfect(out, r.perfectPlay());
    }

    private static String shownOf(int shown, int all) {
        return shown < all ? "; " + shown + " of " + all : "";
    }

    private static String years(PlayerTally t) {
        if (t.firstYear() == null) {
            return "";
        }
        return t.firstYear().equals(t.lastYear()) ? " in " + t.firstYear() : ", " + t.firstYear() + "–" + t.lastYear();
    }

    private static void section(PrintWriter out, String title, String key, int width) {
        out.printf("%n%s%n  %s %7s %6s %6s %6s %6s %6s  %s%n", title, Text.pad(key, width), "games", "won", "drawn", "lost",
                "score", "discs", "years");
    }

    private static void row(PrintWriter out, String key, int width, PlayerTally t) {
        String years = t.firstYear() == null ? "" : t.firstYear().equals(t.lastYear()) ? t.firstYear().toString()
                : t.firstYear() + "–" + t.lastYear();
        out.printf("  %s %,7d %,6d %,6d %,6d %6s %6s  %s%n", Text.pad(key, width), t.games(), t.won(), t.drawn(), t.lost(),
                Text.percent(t.score()), t.meanDiscs() == null ? "" : String.format("%.1f", t.meanDiscs()), years);
    }

    private static void perfect(PrintWriter out, PlayerReport.PerfectPlay p) {
        out.printf("%nAgainst perfect play (WTHOR's score with both sides perfect from 24 empties): %s%n",
                Text.count(p.games(), "game"));
        if (p.games() == 0) {
            return;
        }
        out.printf("  the player's mean discs: %.1f with perfect play from there, %.1f at the end: %+.1f a game "
                + "(both sides' errors, net)%n", p.meanPerfectDiscs(), p.meanFinalDiscs(), -p.meanLoss());
        out.printf("  the player ended below perfect play in %s, level with it in %s, above it in %s%n",
                Text.count(p.worse(), "game"), Text.count(p.same(), "game"), Text.count(p.better(), "game"));
        out.printf("  %-22s %7s %7s %7s%n", "perfect play \\ game", "won", "drawn", "lost");
        String[] results = {"lost", "drawn", "won"};
        for (int perfect = 2; perfect >= 0; perfect--) {
            int[] row = p.outcomes()[perfect];
            out.printf("  %-22s %,7d %,7d %,7d%n", results[perfect], row[2], row[1], row[0]);
        }
    }
}
