package org.othellodb.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.othellodb.error.ToolFailureException;
import org.othellodb.report.JsonFields;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;

/** JSON output, through Jackson. */
final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    /** Any value as a JSON node (numbers, text, null). */
    static com.fasterxml.jackson.databind.JsonNode value(Object v) {
        return MAPPER.valueToTree(v);
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** The four result keys every report uses: games, black_wins, draws, white_wins. */
    static void putResults(ObjectNode o, int games, int blackWins, int draws, int whiteWins) {
        JsonFields.putResults(o, games, blackWins, draws, whiteWins);
    }

    /** Records in {@code o} the filter a report counted with ({@code "filter"}: the options given, the players resolved, a description). */
    static void putFilter(ObjectNode o, GameFilter filter, Database db) {
        JsonFields.putFilter(o, filter, db);
    }

    static void print(PrintWriter out, Object value) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new ToolFailureException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
