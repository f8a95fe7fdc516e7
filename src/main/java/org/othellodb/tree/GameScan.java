package org.othellodb.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * Finds the games that reached a position the tree does not store (one reached by at most one
 * game, or any position when games are filtered and the position is not stored). The squares
 * occupied after {@code ply} moves are the four centre squares and the first {@code ply} moves,
 * so comparing them with the position's (in all 8 orientations) rules out almost every game
 * before any replay. The games of an unfiltered scan are kept in memory between queries, for each
 * connection apart: what tells whether they are still current (SQLite's data_version) only compares
 * what one connection sees, so a process with several connections (the web server) keeps one copy each.
 */
final class GameScan {

    private static final long START = Position.START.player() | Position.START.opponent();

    /** The whole database's games, and what tells whether they are still current. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Cached(long[] signature, List<TreeGame> games) {
    }

    private static final Map<Database, Cached> CACHES = new WeakHashMap<>();

    private GameScan() {
    }

    static List<GameVisit> visits(Database db, PositionKey key, int ply, GameFilter filter) {
        TreeTables tables = new TreeTables(db);
        List<TreeGame> games = filter.isEmpty() ? allGames(db, tables) : tables.games(filter);
        long occupied = key.player() | key.opponent();
        long[] images = new long[8];
        for (Symmetry s : Symmetry.values()) {
            images[s.index()] = s.apply(occupied);
        }
        List<GameVisit> out = new ArrayList<>();
        for (TreeGame g : games) {
            byte[] moves = g.moves();
            if (moves.length < ply) {
                continue;
            }
            long squares = START;
            for (int i = 0; i < ply; i++) {
                squares |= 1L << moves[i];
            }
            if (contains(images, squares)) {
                find(g, key, ply, out);
            }
        }
        return out;
    }

    private static boolean contains(long[] images, long squares) {
        for (long image : images) {
            if (image == squares) {
                return true;
            }
        }
        return false;
    }

    private static void find(TreeGame g, PositionKey key, int ply, List<GameVisit> out) {
        Replay.walk(g.moves(), (player, opponent, toMove, played, move) -> {
            if (played < ply) {
                return true;
            }
            if (played > ply) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            if (c.player() == key.player() && c.opponent() == key.opponent() && (toMove == Color.BLACK) == key.blackToMove()) {
                int next = move == Square.NONE ? GameVisit.ENDED : c.representative(c.toCanonical(move));
                out.add(new GameVisit(g.id(), ply, next, g.result(), g.blackScore(), g.theoreticalScore(),
                        g.theoreticalDepth(), g.finalEmpties(), g.year()));
                return false;
            }
            return true;
        });
    }

    private static List<TreeGame> allGames(Database db, TreeTables tables) {
        // One connection is used by one thread at a time: no other thread reloads this connection's copy meanwhile.
        long[] signature = tables.gamesSignature();
        Cached cache;
        synchronized (CACHES) {
            cache = CACHES.get(db);
        }
        if (cache == null || !java.util.Arrays.equals(cache.signature(), signature)) {
            cache = new Cached(signature, tables.games(GameFilter.NONE));
            synchronized (CACHES) {
                CACHES.put(db, cache);
            }
        }
        return cache.games();
    }
}
