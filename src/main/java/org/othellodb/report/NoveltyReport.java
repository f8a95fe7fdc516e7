package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.store.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.tree.Novelties;

/** A game's novelty (the first move no earlier game had played in that position) as JSON, for {@code game} and {@code novelties}. */
public final class NoveltyReport {

    private NoveltyReport() {
    }

    /** The game as the novelty search takes it. */
    public static Novelties.Game game(GameList.Game g) {
        return new Novelties.Game(g.id(), g.year(), g.date(), g.moves(), GameFilter.isXot(g.tournament()));
    }

    /**
     * The novelty as JSON under "novelty" (null when there is none, with the reason under
     * "no_novelty"), with at most {@code listed} of the earlier games, the newest first.
     */
    public static void put(ObjectNode o, Novelties.Result r, int listed) {
        Novelties.Novelty n = r.novelty();
        if (n == null) {
            o.putNull("novelty");
            o.put("no_novelty", r.none());
            return;
        }
        ObjectNode j = o.putObject("novelty");
        j.put("move_number", n.moveNumber());
        j.put("move", Square.name(n.move()));
        j.put("moves_before", Transcript.format(n.before().boardMoves()));
        j.put("earlier_games", n.earlierGames());
        ArrayNode moves = j.putArray("earlier_moves");
        for (Novelties.EarlierMove m : n.earlierMoves()) {
            moves.addObject().put("move", m.square() == null ? "(ended)" : Square.name(m.square())).put("games", m.games());
        }
        ArrayNode games = j.putArray("earlier_games_listed");
        for (Novelties.EarlierGame e : n.earlier().subList(0, Math.min(listed, n.earlier().size()))) {
            games.addObject().put("id", e.id()).put("year", e.year()).put("played", e.square() == null ? "(ended)" : Square.name(e.square()));
        }
        j.put("in_xot_opening", n.inXotOpening());
    }
}
