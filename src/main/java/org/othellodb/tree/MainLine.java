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

/** Where a game left the most-played line of the tree, move by move. */
public final class MainLine {

    /**
     * The first move of the game that was not the most played move of its position.
     *
     * @param moveNumber   1-based, passes not counted
     * @param played       the game's move there
     * @param mostPlayed   the most played move there (in the game's orientation), null when no other game went there
     * @param mostPlayedGames games that played it
     */
    public record Departure(int moveNumber, int played, Integer mostPlayed, int mostPlayedGames) {
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
            int bestGames = -1;
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
