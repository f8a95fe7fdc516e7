package org.othellodb.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;

/** The pieces every JSON document here is made of. */
public final class JsonFields {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonFields() {
    }

    /** Any value (a map, a list, a number, text, null) as a JSON node. */
    public static JsonNode valueOf(Object v) {
        return MAPPER.valueToTree(v);
    }

    /** Records in {@code o} the filter a report counted with ({@code "filter"}: the options given, the players resolved, a description). */
    public static void putFilter(ObjectNode o, GameFilter filter, Database db) {
        o.set("filter", valueOf(filter.record(db)));
    }

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /** The four result keys every report uses: games, black_wins, draws, white_wins. */
    public static void putResults(ObjectNode o, int games, int blackWins, int draws, int whiteWins) {
        o.put("games", games);
        o.put("black_wins", blackWins);
        o.put("draws", draws);
        o.put("white_wins", whiteWins);
    }

    /** {@code v} rounded to {@code digits} decimals; null for no value (null or NaN). */
    public static Double round(Double v, int digits) {
        if (v == null || v.isNaN()) {
            return null;
        }
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
