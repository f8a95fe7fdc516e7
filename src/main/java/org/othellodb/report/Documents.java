package org.othellodb.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

/** Typed documents (records) as JSON: field names in snake_case, as every report writes them. */
public final class Documents {

    private static final ObjectMapper MAPPER = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    private Documents() {
    }

    public static JsonNode json(Object document) {
        return MAPPER.valueToTree(document);
    }
}
