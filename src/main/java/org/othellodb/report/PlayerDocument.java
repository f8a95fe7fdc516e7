package org.othellodb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;
import org.othellodb.names.NameSearch;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.PlayerTally;
import org.othellodb.store.Players;
import org.othellodb.tree.PlayerReport;

/**
 * One player's results ({@code player --format json}, {@code /api/player}): by colour, year, opening
 * line and named opening, opponents, and the discs lost against perfect play. Every figure is from
 * the player's side.
 */
public record PlayerDocument(Player player, FilterEcho filter, Tally total, List<ColourRow> byColour,
                             List<YearRow> byYear, List<LineRow> byLine, List<OpeningRow> openings,
                             List<OpponentRow> opponents, PerfectPlay perfectPlay, int tournaments,
                             List<SimilarName> similarNames) {

    /** The names the player was found under (joined by " / ") and their ids. */
    public record Player(String name, List<Long> ids) {
    }

    /** Games, won, drawn, lost, the share of points, mean final discs and the years. */
    public record Tally(long games, long won, long drawn, long lost, @Nullable Double score, @Nullable Double meanDiscs, @Nullable Integer firstYear,
                        @Nullable Integer lastYear) {

        public static Tally of(PlayerTally t) {
            return new Tally(t.games(), t.won(), t.drawn(), t.lost(), Json.round(t.score(), 4), Json.round(t.meanDiscs(), 2),
                    t.firstYear(), t.lastYear());
        }
    }

    public record ColourRow(String colour, @JsonUnwrapped Tally tally) {
    }

    public record YearRow(Integer year, @JsonUnwrapped Tally tally) {
    }

    /** White's reply to f5 (parallel, diagonal, perpendicular), by the player's colour. */
    public record LineRow(String line, String colour, @JsonUnwrapped Tally tally) {
    }

    /** The deepest named position of the games (null: none), by the player's colour. */
    public record OpeningRow(@Nullable String opening, String colour, @JsonUnwrapped Tally tally) {
    }

    public record OpponentRow(String opponent, @JsonUnwrapped Tally tally) {
    }

    /** Another player's name that may be the same person, with their games. */
    public record SimilarName(String name, int games) {
    }

    /** The player's discs with perfect play from WTHOR's depth against those at the end, and the results of both. */
    public record PerfectPlay(int games, @Nullable Double meanPerfectDiscs, @Nullable Double meanFinalDiscs, @Nullable Double meanDiscsLost, int gamesWorse,
                              int gamesSame, int gamesBetter, int perfectWonFinalWon, int perfectWonFinalDrawn,
                              int perfectWonFinalLost, int perfectDrawnFinalWon, int perfectDrawnFinalDrawn,
                              int perfectDrawnFinalLost, int perfectLostFinalWon, int perfectLostFinalDrawn,
                              int perfectLostFinalLost) {

        public static PerfectPlay of(PlayerReport.PerfectPlay p) {
            int[][] o = p.outcomes(); // [perfect][final], 0 lost, 1 drawn, 2 won
            return new PerfectPlay(p.games(), Json.round(p.meanPerfectDiscs(), 2), Json.round(p.meanFinalDiscs(), 2),
                    Json.round(p.meanLoss(), 2), p.worse(), p.same(), p.better(), o[2][2], o[2][1], o[2][0], o[1][2], o[1][1],
                    o[1][0], o[0][2], o[0][1], o[0][0]);
        }
    }

    /**
     * The document of {@code report}, listing at most {@code top} named openings and opponents (0: all).
     *
     * @param similar other names perhaps of the same person, with their games, in the order to show
     */
    public static PlayerDocument of(List<String> names, List<Long> ids, FilterEcho filter, PlayerReport report,
                                    Map<String, Integer> similar, int top) {
        List<ColourRow> colours = new ArrayList<>();
        report.byColour().forEach((colour, t) -> colours.add(new ColourRow(colour, Tally.of(t))));
        List<YearRow> years = new ArrayList<>();
        report.byYear().forEach((year, t) -> years.add(new YearRow(year, Tally.of(t))));
        List<LineRow> lines = new ArrayList<>();
        report.byLine().forEach((line, byColour) -> byColour.forEach((colour, t) -> lines.add(new LineRow(line, colour, Tally.of(t)))));
        List<OpeningRow> openings = top(report.byOpening(), top).stream()
                .map(o -> new OpeningRow(o.name().isEmpty() ? null : o.name(), o.colour(), Tally.of(o.tally()))).toList();
        List<OpponentRow> opponents = top(report.opponents(), top).stream()
                .map(o -> new OpponentRow(o.name(), Tally.of(o.tally()))).toList();
        List<SimilarName> similarNames = new ArrayList<>();
        similar.forEach((n, count) -> similarNames.add(new SimilarName(n, count)));
        return new PlayerDocument(new Player(String.join(" / ", names), ids), filter, Tally.of(report.total()), colours, years,
                lines, openings, opponents, PerfectPlay.of(report.perfectPlay()), report.tournaments(), similarNames);
    }

    /** Other players whose whole name is the same words or a spelling away: perhaps the same person, written otherwise. */
    public static Map<String, Integer> similar(org.othellodb.store.Database db, Players.Resolved who) {
        Players players = Players.of(db);
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
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        found.forEach(p -> out.put(p.name(), counts.getOrDefault(p.id(), 0)));
        return out;
    }

    private static <T> List<T> top(List<T> rows, int top) {
        return top == 0 ? rows : rows.subList(0, Math.min(top, rows.size()));
    }

    /** The tables by section, as the CSV prints them: the total and perfect play as one row each. */
    public Map<String, List<?>> sections() {
        Map<String, List<?>> out = new java.util.LinkedHashMap<>();
        out.put("total", List.of(total));
        out.put("by_colour", byColour);
        out.put("by_year", byYear);
        out.put("by_line", byLine);
        out.put("openings", openings);
        out.put("opponents", opponents);
        out.put("perfect_play", List.of(perfectPlay));
        return out;
    }
}
