package org.othellodb.tree;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/** How many distinct positions, up to symmetry, the games reach right after a number of moves. */
public final class PositionCounts {

    private PositionCounts() {
    }

    /** For each ply asked, the distinct positions after exactly that many moves (before any pass that follows). */
    public static Map<Integer, Integer> distinctAfter(Database db, GameFilter filter, int... plies) {
        List<TreeGame> games = new TreeTables(db).games(filter);
        Map<Integer, Set<PositionKey>> seen = new LinkedHashMap<>();
        int deepest = 0;
        for (int ply : plies) {
            seen.put(ply, new HashSet<>());
            deepest = Math.max(deepest, ply);
        }
        int last = deepest;
        for (TreeGame g : games) {
            int[] previousPly = {-1};
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > last) {
                    return false;
                }
                Set<PositionKey> keys = seen.get(ply);
                if (keys != null && ply != previousPly[0]) {
                    Canonical c = Canonical.of(player, opponent);
                    keys.add(new PositionKey(c.player(), c.opponent(), toMove == Color.BLACK));
                }
                previousPly[0] = ply;
                return true;
            });
        }
        Map<Integer, Integer> out = new LinkedHashMap<>();
        seen.forEach((ply, keys) -> out.put(ply, keys.size()));
        return out;
    }
}
