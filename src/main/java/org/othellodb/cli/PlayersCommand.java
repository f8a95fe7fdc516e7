package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.othellodb.report.PlayerListReport;
import org.othellodb.names.NameSearch;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.PlayerTally;
import org.othellodb.store.Players;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "players")
final class PlayersCommand extends ReportCommand {

    /** The filters but --player and --player-like: it finds players by TEXT. */
    PlayersCommand() {
        super(new FilterOptions());
    }

    @Parameters(arity = "0..1", paramLabel = "TEXT", description = "The name, or part of it (default: every player).")
    String text;

    @Mixin
    GamesCommand.LimitOption limit;

    /** A player found, with the figures over the selected games. */
    record Row(Players.Player player, NameSearch.Match match, PlayerTally summary) {
    }

    @Override
    void checkArguments() {
        FilterOptions.checkLength("TEXT", text);
    }

    /** Players' tallies come from the games table, not from the tree. */
    @Override
    boolean readsTree() {
        return false;
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        int shown = limit.rows();
        Players players = Players.of(db);
        List<Row> rows = new ArrayList<>();
        int withoutGames = 0;
        if (text == null || text.isBlank()) {
            Map<Long, PlayerTally> all = Players.summaries(db, null, filter);
            for (Players.Player p : players.all()) {
                if (all.containsKey(p.id())) {
                    rows.add(new Row(p, null, all.get(p.id())));
                }
            }
            rows.sort(Comparator.comparingLong((Row r) -> -r.summary().games()).thenComparing(r -> r.player().name()));
        } else {
            List<Players.Candidate> found = players.search(text);
            Map<Long, PlayerTally> figures = Players.summaries(db,
                    found.stream().map(c -> c.player().id()).toList(), filter);
            for (Players.Candidate c : found) {
                PlayerTally s = figures.get(c.player().id());
                if (s == null) {
                    withoutGames++;
                } else {
                    rows.add(new Row(c.player(), c.match(), s));
                }
            }
            rows.sort(Comparator.comparing((Row r) -> r.match()).thenComparingLong(r -> -r.summary().games())
                    .thenComparing(r -> r.player().name()));
        }
        int total = rows.size();
        List<Row> listed = rows.subList(0, Math.min(shown, rows.size()));
        int without = withoutGames;
        List<PlayerListReport.Player> documents = listed.stream().map(r -> PlayerListReport.Player.of(r.player(), r.match(), r.summary())).toList();
        List<String> nearest = total == 0 && without == 0 && text != null && !text.isBlank()
                ? players.nearest(db, text).stream().map(Players.Player::name).toList() : List.of();
        print(out, () -> new PlayerListReport(text, filter.record(db), total, without, documents, nearest),
                PlayerListReport.Player.class, () -> documents,
                () -> text(out, filter, total, listed, without, nearest));
    }

    private void text(PrintWriter out, GameFilter filter, int total, List<Row> listed, int withoutGames, List<String> nearest) {
        String scope = filter.isEmpty() ? "" : " (" + filter.describe() + ")";
        if (text == null || text.isBlank()) {
            out.printf("%s with games%s%s%n", Text.count(total, "player"), scope,
                    listed.size() < total ? "; the " + listed.size() + " with the most games:" : "");
        } else {
            out.printf("%s %s '%s'%s%s%n", Text.count(total, "player"), total == 1 ? "matches" : "match", text, scope,
                    listed.size() < total ? "; the closest " + listed.size() + ":" : "");
        }
        if (withoutGames > 0) {
            out.printf("(%s more match but have no game%s)%n", Text.count(withoutGames, "player"),
                    filter.isEmpty() ? "" : " in these games");
        }
        if (!nearest.isEmpty()) {
            out.printf("Did you mean: %s?%n", String.join(", ", nearest));
        }
        if (listed.isEmpty()) {
            return;
        }
        boolean matches = listed.get(0).match() != null;
        out.printf("%n  %s %7s  %-9s %5s %6s %6s %6s %6s %6s%s%n", Text.pad("name", 24), "games", "years", "tourn", "won",
                "drawn", "lost", "score", "discs", matches ? "  match" : "");
        for (Row r : listed) {
            PlayerTally s = r.summary();
            String years = s.firstYear() == null ? "" : s.firstYear().equals(s.lastYear()) ? s.firstYear().toString()
                    : s.firstYear() + "–" + s.lastYear();
            out.printf("  %s %,7d  %-9s %5d %,6d %,6d %,6d %5.1f%% %6s%s%n", Text.pad(r.player().name(), 24), s.games(), years,
                    s.tournaments(), s.won(), s.drawn(), s.lost(), 100 * s.score(),
                    s.meanDiscs() == null ? "" : String.format("%.1f", s.meanDiscs()),
                    matches ? "  " + PlayerListReport.matchName(r.match()) : "");
        }
    }
}
