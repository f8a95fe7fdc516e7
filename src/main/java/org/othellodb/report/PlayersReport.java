package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.othellodb.store.PlayerSearch;

/** Players found by name, as a JSON document. */
public final class PlayersReport {

    private PlayersReport() {
    }

    public static ArrayNode json(List<PlayerSearch.Match> players) {
        ArrayNode a = Json.array();
        for (PlayerSearch.Match m : players) {
            ObjectNode o = a.addObject();
            o.put("name", m.name());
            o.put("games", m.games());
        }
        return a;
    }
}
