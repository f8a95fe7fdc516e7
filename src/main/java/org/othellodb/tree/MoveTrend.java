package org.othellodb.tree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;

/**
 * The moves played from a position year by year (the trend players ask for): for each year, the
 * games that reached the position and the tree of that year's games, the moves merged and shown as
 * the tree shows them. Games without a year are left out. With a player filter each year also has
 * the player's side of its counts, as {@link PlayerSide} gives it for the whole tree.
 */
public final class MoveTrend {

    /**
     * One year: the tree of its games at the position.
     *
     * @param side the player's won, drawn and lost games, by move; null without a player filter
     */
    public record Year(int year, TreeView tree, PlayerSide side) {
    }

    private MoveTrend() {
    }

    public static List<Year> of(TreeQuery query, Line line, GameFilter filter, OpeningNames names) {
        Map<Integer, TreeView> years = trees(query, line, filter, names);
        Map<Integer, PlayerSide> sides = new HashMap<>();
        if (filter.player() != null && filter.as() != null) {
            years.forEach((year, tree) -> sides.put(year, PlayerSide.side(tree, filter.as())));
        } else if (filter.player() != null) {
            // Either colour: the games as black from black's side, as white from white's, added year by year.
            for (Color colour : Color.values()) {
                trees(query, line, filter.toBuilder().as(colour).build(), names).forEach((year, tree) ->
                        sides.merge(year, PlayerSide.side(tree, colour), PlayerSide::plus));
            }
        }
        List<Year> out = new ArrayList<>();
        years.forEach((year, tree) -> out.add(new Year(year, tree,
                filter.player() == null ? null : sides.getOrDefault(year, new PlayerSide(PlayerSide.NONE, Map.of())))));
        return out;
    }

    /** Each year's tree of the position, the years in order. */
    private static Map<Integer, TreeView> trees(TreeQuery query, Line line, GameFilter filter, OpeningNames names) {
        Map<Integer, Stats> totals = new TreeMap<>();
        Map<Integer, Map<Integer, Stats>> byMove = new HashMap<>();
        for (GameVisit v : query.visits(line, filter)) {
            if (v.year() == null) {
                continue;
            }
            v.countIn(totals.computeIfAbsent(v.year(), y -> new Stats()));
            if (v.nextMove() != GameVisit.ENDED) {
                v.countIn(byMove.computeIfAbsent(v.year(), y -> new TreeMap<>()).computeIfAbsent(v.nextMove(), m -> new Stats()));
            }
        }
        Map<Integer, TreeView> out = new TreeMap<>();
        totals.forEach((year, total) -> out.put(year, TreeQuery.view(line, total, byMove.getOrDefault(year, Map.of()), names, true)));
        return out;
    }
}
