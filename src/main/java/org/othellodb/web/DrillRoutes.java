package org.othellodb.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.error.BadInputException;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.study.Drill;
import org.othellodb.study.Repertoires;

/**
 * The drill's routes for the page. {@code GET /api/drill/next?repertoire=NAME[&opponent=NAME][&seed=N]}:
 * the next due position (null when none is due) and the count due; {@code POST /api/drill/answer} with
 * {@code {"repertoire", "moves", "move"}}: the answer graded and stored. The server keeps no session:
 * the page asks a missed position again itself (the answer says {@code right: false}), and counts
 * the session's summary from the answers.
 */
final class DrillRoutes {

    /** Longer than any answer's JSON: a repertoire name, a line of 60 moves and a move. */
    private static final int MAX_BODY = 4096;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Connections connections;

    DrillRoutes(Connections connections) {
        this.connections = connections;
    }

    /** {@code GET /api/repertoires}: the user's repertoires to drill, as {@code repertoire list --format json}. */
    void repertoires(Context ctx) {
        new Params(ctx, false);
        Api.send(ctx, connections.with(db -> Map.of("repertoires", OwnRepertoireReport.Summary.all(new Repertoires(db)))));
    }

    void next(Context ctx) {
        Params p = new Params(ctx, false, "repertoire", "opponent", "seed");
        String name = required(p.text("repertoire"), "repertoire");
        String opponent = p.text("opponent");
        int seed = p.integer("seed", 0, 0, Integer.MAX_VALUE);
        Api.send(ctx, connections.with(db -> {
            Repertoires.Stored stored = new Repertoires(db).get(name);
            Drill drill = drill(db, stored, opponent, seed == 0 ? new Random() : new Random(seed));
            Drill.Prompt prompt = drill.next();
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("repertoire", stored.row().name());
            out.put("colour", stored.row().colour().lowerName());
            out.put("due", drill.summary().dueAtStart());
            out.put("prompt", prompt == null ? null : new java.util.TreeMap<>(Map.of("moves", prompt.line().typed(), "new", prompt.isNew())));
            return out;
        }));
    }

    void answer(Context ctx) {
        JsonNode body = body(ctx);
        String name = required(text(body, "repertoire"), "repertoire");
        String moves = text(body, "moves");
        String move = required(text(body, "move"), "move");
        Line line = Replay.of(moves == null ? "" : moves);
        // The one write of the server: its read-only connections cannot, so the answer opens the file for it.
        if (!java.nio.file.Files.exists(connections.file())) {
            throw new BadInputException(connections.file() + ": the database is gone");
        }
        try (Database db = Database.open(connections.file())) {
            Repertoires.Stored stored = new Repertoires(db).get(name);
            Drill drill = drill(db, stored, null, new Random());
            Drill.Outcome o = drill.answer(drill.prompt(line), move);
            Api.send(ctx, o);
        }
    }

    private static Drill drill(Database db, Repertoires.Stored stored, String opponent, Random random) {
        GameFilter filter = opponent == null ? GameFilter.NONE
                : GameFilter.builder().player(opponent).as(stored.row().colour().opponent()).build().resolved(db);
        return new Drill(db, stored, filter, opponent != null, Clock.systemUTC(), random);
    }

    private static JsonNode body(Context ctx) {
        String text = ctx.body();
        if (text.length() > MAX_BODY) {
            throw new BadInputException("the answer's JSON is " + text.length() + " characters; at most " + MAX_BODY);
        }
        try {
            JsonNode node = JSON.readTree(text);
            if (node == null || !node.isObject()) {
                throw new BadInputException("the answer is a JSON object: {\"repertoire\": ..., \"moves\": ..., \"move\": ...}");
            }
            return node;
        } catch (IOException e) {
            throw new BadInputException("the answer is not JSON: " + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }

    private static String text(JsonNode body, String field) {
        JsonNode v = body.get(field);
        return v == null || !v.isTextual() || v.asText().isBlank() ? null : v.asText().strip();
    }

    private static String required(String value, String name) {
        if (value == null) {
            throw new BadInputException(name + ": missing");
        }
        return value;
    }
}
