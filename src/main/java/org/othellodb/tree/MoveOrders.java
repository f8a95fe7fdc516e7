package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * The move orders by which games reached a position: each game's moves up to the position, turned
 * into the orientation of the moves asked about (when the position has a symmetry of its own,
 * mirror-image orders are one order, written as the first of them in alphabetical order).
 */
public final class MoveOrders {

    /** One move order (in the orientation asked about) and the games that followed it. */
    public record Order(String moves, Stats stats) {
    }

    /** The position, every game that reached it, and their move orders, the most played first. */
    public record Result(Line line, Stats total, List<Order> orders) {
    }

    private MoveOrders() {
    }

    public static Result of(Database db, Line line, GameFilter filter) {
        Position target = line.finalPosition();
        int ply = target.movesPlayed();
        List<Long> ids = new TreeQuery(db).gameIds(line, filter);
        List<TreeGame> games = new TreeTables(db).games(ids);
        Stats total = new Stats();
        Map<String, Stats> byOrder = new LinkedHashMap<>();
        for (TreeGame g : games) {
            int[] moves = Transcript.fromBytes(Arrays.copyOf(g.moves(), ply));
            String order = order(moves, target);
            GameVisit visit = new GameVisit(g.id(), ply, GameVisit.ENDED, g.result(), g.blackScore(), null, null,
                    g.finalEmpties(), g.year());
            visit.countIn(total);
            visit.countIn(byOrder.computeIfAbsent(order, o -> new Stats()));
        }
        List<Order> orders = new ArrayList<>();
        byOrder.forEach((moves, stats) -> orders.add(new Order(moves, stats)));
        orders.sort(Comparator.comparingLong((Order o) -> -o.stats().games()).thenComparing(Order::moves));
        return new Result(line, total, orders);
    }

    /** The moves, turned so that they lead to {@code target} itself; the first in alphabetical order when several turns do. */
    static String order(int[] moves, Position target) {
        Position reached = Replay.of(moves).finalPosition();
        String best = null;
        for (Symmetry s : Symmetry.values()) {
            if (s.apply(reached).equals(target)) {
                String turned = Transcript.format(s.apply(moves));
                if (best == null || turned.compareTo(best) < 0) {
                    best = turned;
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("a game of the position's index does not reach it: " + Transcript.format(moves));
        }
        return best;
    }
}
