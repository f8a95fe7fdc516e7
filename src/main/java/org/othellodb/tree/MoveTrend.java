package org.othellodb.tree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.board.Line;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;

/**
 * The moves played from a position year by year (the trend players ask for): for each year, the
 * games that reached the position and the tree of that year's games, the moves merged and shown as
 * the tree shows them. Games without a year are left out.
 */
public final class MoveTrend {

    /** One year: the tree of its games at the position. */
    public record Year(int year, TreeView tree) {
    }

    private MoveTrend() {
    }

    public static List<Year> of(TreeQuery query, Line line, GameFilter filter, OpeningNames names) {
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
        List<Year> out = new ArrayList<>();
        totals.forEach((year, total) -> out.add(new Year(year,
                TreeQuery.view(line, total, byMove.getOrDefault(year, Map.of()), names, true))));
        return out;
    }
}
