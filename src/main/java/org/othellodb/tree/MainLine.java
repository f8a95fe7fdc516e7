package org.othellodb.tree;

import java.util.Map;
import java.util.Optional;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.store.Database;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.PositionRow;

/**
 * Where a game left the beaten track: the most-played line of the tree, move by move, and the
 * positions that at least some number of games reached (which says more: every diagonal game
 * leaves the most-played line at move 2).
 */
public final class MainLine {

    /**
     * The first move of the game that was not the most played move of its position.
     *
     * @param moveNumber   1-based, passes not counted
     * @param played       the game's move there
     * @param mostPlayed   the most played move there (in the game's orientation), null when no other game went there
     * @param mostPlayedGames games that played it
     */
    public record Departure(int moveNumber, int played, Integer mostPlayed, long mostPlayedGames) {
    }

    /**
     * The first move of the game that led from a position at least {@code minGames} games reached to one
     * fewer reached.
     *
     * @param moveNumber      1-based, passes not counted
     * @param played          the game's move there
     * @param gamesBefore     games that reached the position before it (at least minGames, unless the database
     *                        holds fewer games than that)
     * @param gamesAfter      games that reached the position after it, this one included
     * @param mostPlayed      the most played move before it (in the game's orientation), null when no stored game went on
     * @param mostPlayedGames games that played it
     */
    public record Exit(int minGames, int moveNumber, int played, long gamesBefore, long gamesAfter, Integer mostPlayed,
                       long mostPlayedGames) {
    }

    /** The game's exit from the positions at least {@code minGames} games reached; empty when it never left them. */
    public static Optional<Exit> exit(Database db, Line game, int minGames) {
        TreeTables tables = new TreeTables(db);
        long before = games(tables, game.positions()[0]);
        int moveNumber = 0;
        for (int i = 0; i < game.moves().length; i++) {
            int move = game.moves()[i];
            if (move == org.othellodb.board.Square.PASS) {
                continue;
            }
            moveNumber++;
            Position p = game.positions()[i];
            long after = games(tables, game.positions()[i + 1]);
            if (after < minGames) {
                Canonical c = p.canonical();
                PositionKey key = PositionKey.of(c, p.toMove());
                int best = -1;
                long bestGames = 0;
                Optional<PositionRow> row = tables.position(key.player(), key.opponent(), key.blackToMove());
                if (row.isPresent()) {
                    for (Map.Entry<Integer, Stats> m : tables.moves(row.get().id()).entrySet()) {
                        if (m.getValue().games() > bestGames) {
                            best = m.getKey();
                            bestGames = m.getValue().games();
                        }
                    }
                }
                return Optional.of(new Exit(minGames, moveNumber, move, before, after, best < 0 ? null : c.toOriginal(best), bestGames));
            }
            before = after;
        }
        return Optional.empty();
    }

    /** Games that reached {@code p}: the tree stores positions two or more games reached, so a missing one is this game's alone. */
    private static long games(TreeTables tables, Position p) {
        PositionKey key = PositionKey.of(p.canonical(), p.toMove());
        return tables.position(key.player(), key.opponent(), key.blackToMove()).map(r -> r.stats().games()).orElse(1L);
    }

    private MainLine() {
    }

    /** Empty when the game followed the most played move to its very end. */
    public static Optional<Departure> departure(Database db, Line game) {
        TreeTables tables = new TreeTables(db);
        int moveNumber = 0;
        for (int i = 0; i < game.moves().length; i++) {
            Position p = game.positions()[i];
            int move = game.moves()[i];
            if (move != org.othellodb.board.Square.PASS) {
                moveNumber++;
            }
            if (p.legalMoves() == 0) {
                continue; // a forced pass is no choice
            }
            Canonical c = p.canonical();
            PositionKey key = PositionKey.of(c, p.toMove());
            Optional<PositionRow> row = tables.position(key.player(), key.opponent(), key.blackToMove());
            if (row.isEmpty()) {
                return Optional.of(new Departure(moveNumber, move, null, 0));
            }
            int best = -1;
            long bestGames = -1;
            for (Map.Entry<Integer, Stats> m : tables.moves(row.get().id()).entrySet()) {
                if (m.getValue().games() > bestGames) {
                    best = m.getKey();
                    bestGames = m.getValue().games();
                }
            }
            if (c.representative(c.toCanonical(move)) != best) {
                return Optional.of(new Departure(moveNumber, move, best < 0 ? null : c.toOriginal(best), bestGames));
            }
        }
        return Optional.empty();
    }
}
