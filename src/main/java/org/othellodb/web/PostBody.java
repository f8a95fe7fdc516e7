package org.othellodb.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.file.Files;
import java.util.function.Function;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;

/**
 * The JSON object a POST route is sent, checked, and the write it asks for: the server's connections
 * only read, so a write opens the database file for itself, as the command line does.
 */
final class PostBody {

    /** Longer than any object the page sends: a repertoire's name, a line of 60 moves and a move. */
    private static final int MAX_BODY = 4096;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode node;

    /** The body of {@code ctx}; {@code shape} names its fields, for the refusal of one that is not an object. */
    PostBody(Context ctx, String shape) {
        String text = ctx.body();
        if (text.length() > MAX_BODY) {
            throw new BadInputException("the request's JSON is " + text.length() + " characters; at most " + MAX_BODY);
        }
        try {
            JsonNode read = JSON.readTree(text);
            if (read == null || !read.isObject()) {
                throw new BadInputException("the request is a JSON object: " + shape);
            }
            this.node = read;
        } catch (IOException e) {
            throw new BadInputException("the request is not JSON: " + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }

    /** A text field, or null when it is missing, not text or blank. */
    String text(String field) {
        JsonNode v = node.get(field);
        return v == null || !v.isTextual() || v.asText().isBlank() ? null : v.asText().strip();
    }

    /** A text field that must be given. */
    String required(String field) {
        String v = text(field);
        if (v == null) {
            throw new BadInputException(field + ": missing");
        }
        return v;
    }

    /** A true/false field, false when missing. */
    boolean flag(String field) {
        JsonNode v = node.get(field);
        return v != null && v.asBoolean(false);
    }

    /** Runs {@code write} on the served file opened for writing. */
    static <T> T write(Connections connections, Function<Database, T> write) {
        if (!Files.exists(connections.file())) {
            throw new BadInputException(connections.file() + ": the database is gone");
        }
        try (Database db = Database.open(connections.file())) {
            return write.apply(db);
        }
    }
}
