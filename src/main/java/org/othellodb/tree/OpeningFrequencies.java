package org.othellodb.tree;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.PositionRow;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * How often each named opening was reached (at any move order, in any orientation), and how it
 * scored, over the games a filter selects. Named positions the tree stores are read from it; the
 * others (reached by one game at most) are looked for in a single pass over the games.
 */
public final class OpeningFrequencies {

    private final TreeTables tables;

    public OpeningFrequencies(Database db) {
        this.tables = new TreeTables(db);
    }

    /** Statistics of every opening of the catalogue, in catalogue order. */
    public Map<OpeningNames.Opening, Stats> of(OpeningNames names, GameFilter filter) {
        Map<OpeningNames.Opening, Stats> out = new LinkedHashMap<>();
        Map<PositionKey, OpeningNames.Opening> unstored = new HashMap<>();
        int deepest = 0;
        for (OpeningNames.Opening o : names.all()) {
            PositionKey k = o.key();
            Optional<PositionRow> row = tables.position(k.player(), k.opponent(), k.blackToMove());
            if (row.isEmpty()) {
                unstored.put(k, o);
                deepest = Math.max(deepest, o.ply());
                out.put(o, new Stats());
            } else if (filter.isEmpty()) {
                out.put(o, row.get().stats());
            } else {
                Stats s = new Stats();
                tables.visits(row.get().id(), filter).forEach(v -> v.countIn(s));
                out.put(o, s);
            }
        }
        if (!unstored.isEmpty()) {
            countUnstored(unstored, deepest, filter, out);
        }
        return out;
    }

    private void countUnstored(Map<PositionKey, OpeningNames.Opening> unstored, int deepest, GameFilter filter,
                               Map<OpeningNames.Opening, Stats> out) {
        List<TreeGame> games = tables.games(filter);
        for (TreeGame g : games) {
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > deepest) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                OpeningNames.Opening o = unstored.get(new PositionKey(c.player(), c.opponent(), toMove == Color.BLACK));
                if (o != null) {
                    new GameVisit(g.id(), ply, GameVisit.ENDED, g.result(), g.blackScore(), g.theoreticalScore(),
                            g.theoreticalDepth(), g.finalEmpties(), g.year()).countIn(out.get(o));
                }
                return true;
            });
        }
    }
}
