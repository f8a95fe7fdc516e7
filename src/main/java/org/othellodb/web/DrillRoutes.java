package org.othellodb.web;

import io.javalin.http.Context;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.query.GameFilter;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
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
        PostBody body = new PostBody(ctx, "{\"repertoire\": ..., \"moves\": ..., \"move\": ...}");
        String name = body.required("repertoire");
        String moves = body.text("moves");
        String move = body.required("move");
        Line line = Replay.of(moves == null ? "" : moves);
        Api.send(ctx, PostBody.write(connections, db -> {
            Repertoires.Stored stored = new Repertoires(db).get(name);
            Drill drill = drill(db, stored, null, new Random());
            return drill.answer(drill.prompt(line), move);
        }));
    }

    private static Drill drill(Database db, Repertoires.Stored stored, String opponent, Random random) {
        GameFilter filter = opponent == null ? GameFilter.NONE
                : GameFilter.builder().player(opponent).as(stored.row().colour().opponent()).build().resolved(db);
        return new Drill(db, stored, filter, opponent != null, Clock.systemUTC(), random);
    }

    private static String required(String value, String name) {
        if (value == null) {
            throw new BadInputException(name + ": missing");
        }
        return value;
    }
}
