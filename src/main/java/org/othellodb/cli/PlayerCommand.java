package org.othellodb.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.report.Json;
import org.othellodb.error.BadInputException;
import org.othellodb.names.NameSearch;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.PlayerGames;
import org.othellodb.store.Players;
import org.othellodb.tree.PlayerReport;
import org.othellodb.store.PlayerTally;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "player",
        footer = {"  othello-db player \"hideshi tamenori\" --limit 3", "  othello-db player \"Tamenori Hideshi\" --from 2009 --to 2009 --format json"},
        description = {"Report on one player: results by colour, year, opening line and named opening, opponents, "
                + "and the discs lost against perfect play.", "",
                "Every figure is from the player's side: score is the share of points (a draw counts half), discs "
                        + "the mean final discs (empties to the winner). The named opening of a game is the deepest "
                        + "named position it passed through. Against perfect play: WTHOR records the score both sides "
                        + "would reach playing perfectly from 24 empties; the difference with the final score is what "
                        + "the player's side lost (both players' errors, net). NAME is found as --player finds names."})
final class PlayerCommand extends PlayerReportCommand {

    @Option(names = {"--limit", "--top"}, defaultValue = "10", paramLabel = "N",
            description = "Named openings and opponents to list (default: ${DEFAULT-VALUE}; 0: all).")
    int top;

    @Mixin
    NamesOption names;

    @Override
    void checkArguments() {
        if (top < 0) {
            throw new BadInputException("--limit must be 0 (all) or more, not " + top);
        }
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        Players players = Players.of(db);
        Players.Resolved who = player();
        List<PlayerGames.PlayerGame> games = new PlayerGames(db).of(who.ids(), filter);
        PlayerReport report = PlayerReport.of(games, names.catalogue());
        Map<String, Integer> similar = similar(db, players, who);
        switch (format.get()) {
            case json -> {
                ObjectNode j = Json.object();
                ObjectNode p = j.putObject("player");
                p.put("name", String.join(" / ", who.names()));
                ArrayNode ids = p.putArray("ids");
                who.ids().forEach(ids::add);
                Json.putFilter(j, filter, db);
                sections(report).forEach((section, rows) -> {
                    if (section.equals("total") || section.equals("perfect_play")) {
                        j.set(section, rows.get(0));
                    } else {
                        ArrayNode a = j.putArray(section);
                        rows.forEach(a::add);
                    }
                });
                j.put("tournaments", report.tournaments());
                ArrayNode s = j.putArray("similar_names");
                similar.forEach((n, count) -> s.addObject().put("name", n).put("games", count));
                Json.print(out, j);
            }
            case csv -> Csv.printSections(out, sections(report));
            default -> text(out, who, filter, report, similar);
        }
    }

    /** Other players whose whole name is the same words or a spelling away: perhaps the same person, written otherwise. */
    private static Map<String, Integer> similar(Database db, Players players, Players.Resolved who) {
        List<Players.Player> found = new ArrayList<>();
        for (String n : who.names()) {
            for (Players.Candidate c : players.search(n)) {
                boolean close = c.match() == NameSearch.Match.SAME_WORDS || c.match() == NameSearch.Match.SPELLING
                        || c.match() == NameSearch.Match.EXACT;
                if (close && !who.ids().contains(c.player().id()) && !found.contains(c.player())) {
                    found.add(c.player());
                }
            }
        }
        Map<Long, Integer> counts = Players.gameCounts(db, found.stream().map(Players.Player::id).toList());
        Map<String, Integer> out = new LinkedHashMap<>();
        found.forEach(p -> out.put(p.name(), counts.getOrDefault(p.id(), 0)));
        return out;
    }

    private <T> List<T> top(List<T> rows) {
        return top == 0 ? rows : rows.subList(0, Math.min(top, rows.size()));
    }

    /** The report's tables as rows of JSON, by section (also the CSV's sections). */
    private Map<String, List<JsonNode>> sections(PlayerReport r) {
        Map<String, List<JsonNode>> out = new LinkedHashMap<>();
        out.put("total", List.of(tally(Json.object(), r.total())));
        List<JsonNode> colours = new ArrayList<>();
        r.byColour().forEach((colour, t) -> colours.add(tally(Json.object().put("colour", colour), t)));
        out.put("by_colour", colours);
        List<JsonNode> years = new ArrayList<>();
        r.byYear().forEach((year, t) -> years.add(tally(Json.object().put("year", year), t)));
        out.put("by_year", years);
        List<JsonNode> lines = new ArrayList<>();
        r.byLine().forEach((line, byColour) -> byColour.forEach((colour, t) ->
                lines.add(tally(Json.object().put("line", line).put("colour", colour), t))));
        out.put("by_line", lines);
        List<JsonNode> openings = new ArrayList<>();
        for (PlayerReport.OpeningRow o : top(r.byOpening())) {
            openings.add(tally(Json.object().put("opening", o.name().isEmpty() ? null : o.name()).put("colour", o.colour()), o.tally()));
        }
        out.put("openings", openings);
        List<JsonNode> opponents = new ArrayList<>();
        for (PlayerReport.OpponentRow o : top(r.opponents())) {
            opponents.add(tally(Json.object().put("opponent", o.name()), o.tally()));
        }
        out.put("opponents", opponents);
        PlayerReport.PerfectPlay p = r.perfectPlay();
        ObjectNode perfect = Json.object();
        perfect.put("games", p.games());
        perfect.put("mean_perfect_discs", Json.round(p.meanPerfectDiscs(), 2));
        perfect.put("mean_final_discs", Json.round(p.meanFinalDiscs(), 2));
        perfect.put("mean_discs_lost", Json.round(p.meanLoss(), 2));
        perfect.put("games_worse", p.worse());
        perfect.put("games_same", p.same());
        perfect.put("games_better", p.better());
        String[] results = {"lost", "drawn", "won"};
        for (int perfectResult = 2; perfectResult >= 0; perfectResult--) {
            for (int finalResult = 2; finalResult >= 0; finalResult--) {
                perfect.put("perfect_" + results[perfectResult] + "_final_" + results[finalResult],
                        p.outcomes()[perfectResult][finalResult]);
            }
        }
        out.put("perfect_play", List.of(perfect));
        return out;
    }

    private static ObjectNode tally(ObjectNode o, PlayerTally t) {
        o.put("games", t.games());
        o.put("won", t.won());
        o.put("drawn", t.drawn());
        o.put("lost", t.lost());
        o.put("score", Json.round(t.score(), 4));
        o.put("mean_discs", Json.round(t.meanDiscs(), 2));
        o.put("first_year", t.firstYear());
        o.put("last_year", t.lastYear());
        return o;
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
        section(out, "By opening line (white's reply to f5: parallel f4, diagonal f6, perpendicular d6)", "line", 22);
        r.byLine().forEach((line, byColour) -> byColour.forEach((colour, t) -> row(out, line + " " + colour, 22, t)));
        List<PlayerReport.OpeningRow> openings = top(r.byOpening());
        section(out, "Named openings (the deepest named position of each game)" + shownOf(openings.size(), r.byOpening().size()),
                "opening", 40);
        for (PlayerReport.OpeningRow o : openings) {
            row(out, (o.name().isEmpty() ? "(none)" : o.name()) + " · " + o.colour(), 40, o.tally());
        }
        List<PlayerReport.OpponentRow> opponents = top(r.opponents());
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
