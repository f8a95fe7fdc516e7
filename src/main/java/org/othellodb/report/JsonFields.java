package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The pieces every JSON document here is made of. */
public final class JsonFields {

    private JsonFields() {
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
