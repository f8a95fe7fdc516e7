package org.othellodb.tree;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Symmetry;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * Finds the games that reached a position the tree does not store (one reached by at most one
 * game, or any position when games are filtered and the position is not stored). The squares
 * occupied after {@code ply} moves are the four centre squares and the first {@code ply} moves,
 * so comparing them with the position's (in all 8 orientations) rules out almost every game
 * before any replay. The games of an unfiltered scan are kept in memory between queries.
 */
final class GameScan {

    private static final long START = Position.START.player() | Position.START.opponent();

    /**
     * The whole database's games, with what identifies that set. A process that scans again (a
     * long-lived one, the benchmark) also keeps the squares each game has filled after each move,
     * which turns a scan into one array read per game; a one-query command does not pay for it.
     */
    private static final class Cached {
        final String file;
        final long[] signature;
        final List<TreeGame> games;
        long[] filled;
        int scans;

        Cached(String file, long[] signature, List<TreeGame> games) {
            this.file = file;
            this.signature = signature;
            this.games = games;
        }

        /** Squares filled in game {@code g} after {@code ply} moves; 0 when it has fewer moves. */
        long filled(int g, int ply) {
            return filled[g * 61 + ply];
        }

        void fill() {
            filled = new long[games.size() * 61];
            for (int g = 0; g < games.size(); g++) {
                byte[] moves = games.get(g).moves();
                long squares = START;
                filled[g * 61] = squares;
                for (int i = 0; i < moves.length; i++) {
                    squares |= 1L << moves[i];
                    filled[g * 61 + i + 1] = squares;
                }
            }
        }
    }

    private static Cached cache;

    private GameScan() {
    }

    static List<GameVisit> visits(Database db, PositionKey key, int ply, GameFilter filter) {
        TreeTables tables = new TreeTables(db);
        Cached all = filter.isEmpty() ? allGames(db, tables) : null;
        List<TreeGame> games = all != null ? all.games : tables.games(filter.toSql(db.handle(), "g"));
        long occupied = key.player() | key.opponent();
        long[] images = new long[8];
        for (Symmetry s : Symmetry.values()) {
            images[s.index()] = s.apply(occupied);
        }
        List<GameVisit> out = new ArrayList<>();
        for (int gi = 0; gi < games.size(); gi++) {
            TreeGame g = games.get(gi);
            byte[] moves = g.moves();
            if (moves.length < ply) {
                continue;
            }
            long squares;
            if (all != null && all.filled != null) {
                squares = all.filled(gi, ply);
            } else {
                squares = START;
                for (int i = 0; i < ply; i++) {
                    squares |= 1L << moves[i];
                }
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
                int next = move < 0 ? GameVisit.ENDED : c.representative(c.toCanonical(move));
                out.add(new GameVisit(g.id(), ply, next, g.result(), g.blackScore(), g.theoreticalScore(),
                        g.theoreticalDepth(), g.finalEmpties(), g.year()));
                return false;
            }
            return true;
        });
    }

    private static synchronized Cached allGames(Database db, TreeTables tables) {
        long[] signature = tables.gamesSignature();
        String file = db.file().toAbsolutePath().toString();
        if (cache == null || !cache.file.equals(file) || !java.util.Arrays.equals(cache.signature, signature)) {
            cache = new Cached(file, signature, tables.games(GameFilter.NONE.toSql(db.handle(), "g")));
        }
        if (++cache.scans == 2) {
            cache.fill();
        }
        return cache;
    }
}
