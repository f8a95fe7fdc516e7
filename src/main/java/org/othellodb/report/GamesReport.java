package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.GameList;
import org.othellodb.tree.OpeningNames;

/** A page of found games ({@code games}) as a JSON document. */
public final class GamesReport {

    private GamesReport() {
    }

    /** The name of the deepest named opening the game passed through, or null. */
    public static String openingOf(byte[] moves) {
        return OpeningNames.catalogue().nameOf(Replay.of(Transcript.fromBytes(moves)));
    }

    public static ObjectNode json(GameList.Page page) {
        ObjectNode j = JsonFields.object();
        j.put("total", page.total());
        ArrayNode a = j.putArray("games");
        for (GameList.Game g : page.games()) {
            ObjectNode o = a.addObject();
            o.put("id", g.id());
            o.put("year", g.year());
            o.put("tournament", g.tournament());
            o.put("black", g.black());
            o.put("white", g.white());
            o.put("black_score", g.blackScore());
            o.put("score", g.score());
            o.put("opening", openingOf(g.moves()));
            o.put("moves", Transcript.format(Transcript.fromBytes(g.moves())));
        }
        return j;
    }
}
