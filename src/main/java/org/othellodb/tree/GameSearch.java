package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.othellodb.board.Line;
import org.othellodb.board.Openings;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * The search of the {@code games} command and of the web explorer: the games a filter selects,
 * optionally only those that reached a position (at any move order, in any orientation) and those
 * that began with some moves (both turned to start with f5), a page at a time.
 */
public final class GameSearch {

    private GameSearch() {
    }

    /**
     * One page of the games {@code filter} keeps, newest or oldest first.
     *
     * @param position null, or the games must have reached the position after it
     * @param prefix   null, or the games must have begun with its moves
     */
    public static GameList.Page page(Database db, GameFilter filter, Line position, Line prefix, boolean newest,
                                     int limit, int offset) {
        if (position != null && prefix == null) {
            PositionKey key = PositionKey.of(position.finalPosition());
            Optional<TreeTables.PositionRow> row = new TreeTables(db).position(key.player(), key.opponent(), key.blackToMove());
            if (row.isPresent()) {
                return new GameList(db).pageAtPosition(filter, row.get().id(), newest, limit, offset);
            }
        }
        Set<Long> among = null;
        if (position != null) {
            among = new HashSet<>(new TreeQuery(db).gameIds(position, filter));
        }
        if (prefix != null) {
            Set<Long> starting = startingWith(db, filter, Openings.normalise(prefix.boardMoves()));
            if (among == null) {
                among = starting;
            } else {
                among.retainAll(starting);
            }
        }
        return new GameList(db).page(filter, among, newest, limit, offset);
    }

    /**
     * When games are asked by first moves alone ({@code prefix}, no {@code position}) and no game {@code filter} keeps
     * began with them in that order ({@code found} is empty): how many reached the position after them by other
     * orders or in another orientation (f5f6e6d6 is f5f6e6f4 mirrored). Null otherwise, or when none reached it
     * either. A search by first moves is otherwise answered "no games" where the tree shows hundreds.
     */
    public static Integer otherOrders(Database db, GameFilter filter, Line position, Line prefix, GameList.Page found) {
        if (prefix == null || position != null || found.total() > 0) {
            return null;
        }
        int reaching = page(db, filter, prefix, null, false, 0, 0).total();
        return reaching == 0 ? null : reaching;
    }

    /**
     * {@code filter} with a description of {@code position} and {@code prefix}, for the reports of a
     * {@link #page}: they say what was asked without building the list of games.
     */
    public static GameFilter described(GameFilter filter, Line position, Line prefix) {
        List<String> parts = new ArrayList<>();
        if (position != null) {
            parts.add("position after " + position.typed());
        }
        if (prefix != null) {
            parts.add("starting " + Transcript.format(Openings.normalise(prefix.boardMoves())));
        }
        return parts.isEmpty() ? filter : filter.within(new GameFilter.Scope(String.join(", ", parts), List.of()));
    }

    /** The games {@code filter} selects whose first moves, turned to start with f5, are {@code f5Prefix}; in id order. */
    public static Set<Long> startingWith(Database db, GameFilter filter, int[] f5Prefix) {
        Set<Long> out = new java.util.LinkedHashSet<>();
        for (TreeGame g : new TreeTables(db).games(filter)) {
            int[] moves = Transcript.fromBytes(g.moves());
            if (moves.length >= f5Prefix.length
                    && Arrays.equals(Openings.normalise(Arrays.copyOf(moves, f5Prefix.length)), f5Prefix)) {
                out.add(g.id());
            }
        }
        return out;
    }
}
