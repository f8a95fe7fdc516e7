package org.othellodb.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.jspecify.annotations.Nullable;
import org.othellodb.error.ToolFailureException;

/**
 * The one Jackson mapper every document goes through, so that the CLI's {@code --format json},
 * its CSV and the web API write the same fields. Documents are records: their components become
 * fields in declaration order, named in snake case ({@code blackWins} is {@code black_wins}).
 */
public final class Json {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .build();

    private static final ObjectMapper PRETTY = MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    /** A document as a tree, for CSV (which flattens it) or to embed free-form values. */
    public static JsonNode tree(Object document) {
        return MAPPER.valueToTree(document);
    }

    /**
     * The CSV columns of a document type, as {@link #tree} would name them with nested documents
     * flattened ({@code outer_inner}): the header of a table that has no row to take it from.
     */
    public static java.util.List<String> columns(Class<?> type) {
        java.util.List<String> out = new java.util.ArrayList<>();
        columns("", MAPPER.constructType(type), out);
        return out;
    }

    private static void columns(String prefix, com.fasterxml.jackson.databind.JavaType type, java.util.List<String> out) {
        for (var p : MAPPER.getSerializationConfig().introspect(type).findProperties()) {
            String name = prefix.isEmpty() ? p.getName() : prefix + "_" + p.getName();
            com.fasterxml.jackson.databind.JavaType t = p.getPrimaryType();
            var member = p.getPrimaryMember();
            if (t.getRawClass().isRecord()) {
                boolean unwrapped = member != null && member.hasAnnotation(com.fasterxml.jackson.annotation.JsonUnwrapped.class);
                columns(unwrapped ? prefix : name, t, out);
            } else {
                out.add(name);
            }
        }
    }

    /** A document's fields by name, in order (none for null), to lay them out beside another document's. */
    @SuppressWarnings("unchecked")
    public static java.util.Map<String, Object> fields(Object document) {
        return document == null ? java.util.Map.of() : MAPPER.convertValue(document, java.util.LinkedHashMap.class);
    }

    /** A document indented for people reading a terminal ({@code --format json}). */
    public static String pretty(Object document) {
        return write(PRETTY, document);
    }

    /** A document on one line, as the web API answers. */
    public static String compact(Object document) {
        return write(MAPPER, document);
    }

    private static String write(ObjectMapper mapper, Object document) {
        try {
            return mapper.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new ToolFailureException("cannot write JSON: " + e.getMessage(), e);
        }
    }

    /** Writes a document indented, as {@code --format json} prints it. */
    public static void print(PrintWriter out, Object document) {
        out.println(pretty(document));
    }

    /** An empty object, for the benchmarks' rows of measures (free-form, not documents). */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** {@code v} rounded to {@code digits} decimals; null for no value (null or NaN). */
    public static @Nullable Double round(@Nullable Double v, int digits) {
        if (v == null || v.isNaN()) {
            return null;
        }
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
