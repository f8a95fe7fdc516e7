package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Transcript;
import org.othellodb.store.Stats;
import org.othellodb.tree.Confidence;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.TreeView;

/** The {@code tree} of a position: its rows as shown, and its JSON document. */
public final class TreeReport {

    /** Rows with fewer games than this are marked as low counts. */
    public static final int LOW_COUNT = 10;

    /** The order of the rows. */
    public enum Sort { games, score }

    private TreeReport() {
    }

    /** The moves played at least {@code minGames} times, most played first (or best for the side to move). */
    public static List<TreeView.Row> rows(TreeView view, int minGames, Sort sort) {
        boolean blackToMove = view.position().toMove() == Color.BLACK;
        Comparator<TreeView.Row> byGames = Comparator.comparingInt((TreeView.Row r) -> r.stats().games()).reversed();
        Comparator<TreeView.Row> byScore = Comparator.comparingDouble(
                (TreeView.Row r) -> blackToMove ? r.stats().blackScore() : 1 - r.stats().blackScore()).reversed();
        List<TreeView.Row> rows = new ArrayList<>(view.children().stream().filter(r -> r.stats().games() >= minGames).toList());
        rows.sort(sort == Sort.score ? byScore.thenComparing(byGames) : byGames.thenComparing(r -> r.shown()));
        return rows;
    }

    public static String name(OpeningNames.Opening o) {
        return o == null ? null : o.name();
    }

    /**
     * The tree as JSON: the position, the {@code rows} shown (those of {@code minGames} games or more;
     * "hidden_moves" says how many others there were) and the filter, as {@code GameFilter.record} gives it.
     */
    public static ObjectNode json(TreeView view, List<TreeView.Row> rows, Map<String, Object> filter, int minGames) {
        ObjectNode j = JsonFields.object();
        j.put("moves", Transcript.format(view.line().moves()));
        j.set("filter", JsonFields.valueOf(filter));
        j.put("min_games", minGames);
        j.put("hidden_moves", view.children().size() - rows.size());
        ObjectNode position = j.putObject("position");
        putStats(position, view.stats());
        position.put("name", name(view.opening()));
        position.put("to_move", view.position().isGameOver() ? null : view.position().toMove().lowerName());
        position.put("games_ended_here", view.ended());
        ArrayNode children = j.putArray("children");
        for (TreeView.Row r : rows) {
            ObjectNode c = children.addObject();
            c.put("move", r.shown());
            putStats(c, r.stats());
            c.put("name", name(r.opening()));
            ArrayNode squares = c.putArray("squares");
            r.squares().forEach(squares::add);
            c.put("share", view.stats().games() == 0 ? 0 : (double) r.stats().games() / view.stats().games());
            c.put("low_count", r.stats().games() < LOW_COUNT);
        }
        return j;
    }

    private static void putStats(ObjectNode o, Stats s) {
        JsonFields.putResults(o, s.games(), s.blackWins(), s.draws(), s.whiteWins());
        o.put("mean_disc_diff", JsonFields.round(s.meanDiscDiff(), 2));
        o.put("median_disc_diff", s.medianDiscDiff());
        o.put("black_score", JsonFields.round(s.games() == 0 ? null : s.blackScore(), 4));
        double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
        o.put("black_score_low", JsonFields.round(s.games() == 0 ? null : interval[0], 4));
        o.put("black_score_high", JsonFields.round(s.games() == 0 ? null : interval[1], 4));
        o.put("mean_theoretical_diff", JsonFields.round(s.meanTheoreticalDiff(), 2));
        o.put("first_year", s.firstYear());
        o.put("last_year", s.lastYear());
    }
}
