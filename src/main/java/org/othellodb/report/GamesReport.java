package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import org.othellodb.board.Transcript;
import org.othellodb.store.GameList;
import org.othellodb.tree.OpeningNames;

/** A page of found games ({@code games}) as a JSON document: the filter, the total, and a row a game. */
public final class GamesReport {

    private GamesReport() {
    }

    /** The name of the deepest named opening the game passed through, in the catalogue's language, or null. */
    public static String openingOf(OpeningNames names, byte[] moves) {
        OpeningNames.Opening o = names.deepest(moves);
        return o == null ? null : o.name();
    }

    /** Which game: id, year, tournament, players and score, as JSON (and CSV) rows begin. */
    public static ObjectNode identity(GameList.Game g) {
        ObjectNode o = Json.object();
        o.put("id", g.id());
        o.put("year", g.year());
        o.put("tournament", g.tournament());
        o.put("black", g.black());
        o.put("white", g.white());
        o.put("black_score", g.blackScore());
        o.put("score", g.score());
        return o;
    }

    /** A game as a row of JSON (and CSV): its identity, opening and moves. */
    public static ObjectNode row(GameList.Game g, OpeningNames names) {
        ObjectNode o = identity(g);
        o.put("opening", openingOf(names, g.moves()));
        o.put("moves", Transcript.format(Transcript.fromBytes(g.moves())));
        return o;
    }

    /** {@code filter}: the filter as {@code GameFilter.record} gives it. */
    public static ObjectNode json(GameList.Page page, Map<String, Object> filter, OpeningNames names) {
        ObjectNode j = Json.object();
        j.set("filter", Json.tree(filter));
        j.put("total", page.total());
        ArrayNode a = j.putArray("games");
        page.games().forEach(g -> a.add(row(g, names)));
        return j;
    }
}
