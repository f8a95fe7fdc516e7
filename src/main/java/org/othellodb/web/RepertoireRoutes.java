package org.othellodb.web;

import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.error.BadInputException;
import org.othellodb.query.GameFilter;
import org.othellodb.report.CoverageReport;
import org.othellodb.report.Json;
import org.othellodb.report.OwnRepertoireReport;
import org.othellodb.study.MoveValues;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.RepertoireConflictException;
import org.othellodb.study.Repertoires;

/**
 * Editing the user's repertoires on the page, through the store the {@code repertoire} commands use:
 * {@code POST /api/repertoires} makes one ({@code {"name", "colour"}}, as {@code repertoire new});
 * {@code POST /api/repertoires/add} adds a line ({@code {"repertoire", "moves", "replace"}}, as
 * {@code repertoire add}); {@code POST /api/repertoires/remove} takes out a line's last move and what
 * only it reached. Their {@code moves} are read as the commands read theirs ({@link Replay#line}):
 * moves from the start, or a board and then moves. Each answers the document {@code --format json} prints for the command. A line
 * that plays another move than the repertoire's for its colour is answered 409 (the page asks
 * whether to replace it). {@code GET /api/repertoires/at?repertoire=NAME&moves=M}: the repertoires
 * and, for the one named, what it holds at the position.
 */
final class RepertoireRoutes {

    private final Connections connections;
    private final ExpensiveAnswers expensive;

    RepertoireRoutes(Connections connections, ExpensiveAnswers expensive) {
        this.connections = connections;
        this.expensive = expensive;
    }

    /**
     * {@code GET /api/repertoires/coverage?repertoire=NAME[&min_games=N][&limit=N][&filters]}: the
     * document {@code repertoire coverage --format json} prints, with the solver's values (the page
     * names no book). Every filtered game is followed, so it is one of the expensive answers.
     */
    void coverage(Context ctx) {
        Params p = new Params(ctx, true, "repertoire", "min_games", "limit");
        String name = p.text("repertoire");
        if (name == null) {
            throw new BadInputException("repertoire: missing");
        }
        int minGames = p.integer("min_games", 1, 1, Integer.MAX_VALUE);
        int limit = p.integer("limit", 10, 0, Integer.MAX_VALUE);
        GameFilter filter = p.filter();
        Api.send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> Json.tree(
                CoverageReport.of(db, name, filter.resolved(db), MoveValues.solved(), minGames, limit, "solver"))));
    }

    void create(Context ctx) {
        PostBody body = new PostBody(ctx, "{\"name\": ..., \"colour\": \"black\" or \"white\"}");
        String name = body.required("name");
        Color colour = colour(body.required("colour"));
        Api.send(ctx, PostBody.write(connections, db -> change("new", new Repertoires(db).create(name, colour),
                new OwnRepertoire.Change(0, 0))));
    }

    void add(Context ctx) {
        PostBody body = new PostBody(ctx, "{\"repertoire\": ..., \"moves\": ..., \"replace\": false}");
        String name = body.required("repertoire");
        Line line = Replay.line(body.required("moves"));
        boolean replace = body.flag("replace");
        try {
            Api.send(ctx, PostBody.write(connections, db -> change("add", new Repertoires(db).change(name, r -> r.add(line, replace)))));
        } catch (RepertoireConflictException e) {
            ctx.status(409);
            Api.send(ctx, new Conflict(e.getMessage(), true));
        }
    }

    void remove(Context ctx) {
        PostBody body = new PostBody(ctx, "{\"repertoire\": ..., \"moves\": ...}");
        String name = body.required("repertoire");
        Line line = Replay.line(body.required("moves"));
        Api.send(ctx, PostBody.write(connections, db -> change("remove", new Repertoires(db).change(name, r -> r.remove(line)))));
    }

    void at(Context ctx) {
        Params p = new Params(ctx, false, "repertoire", "moves");
        String name = p.text("repertoire");
        Line line = p.moves("moves");
        Api.send(ctx, connections.with(db -> {
            Repertoires store = new Repertoires(db);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("repertoires", OwnRepertoireReport.Summary.all(store));
            out.put("moves", line.typed());
            out.put("at", name == null ? null : at(store.get(name), line.finalPosition()));
            return out;
        }));
    }

    /**
     * What a repertoire holds at a position: whether its moves reach it, whether its colour is to
     * move there, and its moves there (the chosen move, or the prepared replies).
     */
    record At(OwnRepertoireReport.Summary repertoire, boolean reaches, boolean mineToMove, List<String> held) {
    }

    private static At at(Repertoires.Stored s, Position p) {
        OwnRepertoire r = s.repertoire();
        return new At(OwnRepertoireReport.Summary.of(s.row(), r), r.reaches(p), p.toMove() == r.colour(), r.movesAt(p));
    }

    /** A line refused for playing another move than the repertoire's: {@code replace} says it may be sent again with it. */
    record Conflict(String error, boolean replace) {
    }

    private static OwnRepertoireReport.Change change(String action, Repertoires.Changed<OwnRepertoire.Change> done) {
        return change(action, done.after(), done.result());
    }

    private static OwnRepertoireReport.Change change(String action, Repertoires.Stored after, OwnRepertoire.Change done) {
        return new OwnRepertoireReport.Change(action, OwnRepertoireReport.Summary.of(after.row(), after.repertoire()),
                done.added(), done.dropped(), null, null);
    }

    private static Color colour(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "black" -> Color.BLACK;
            case "white" -> Color.WHITE;
            default -> throw new BadInputException("colour: '" + text + "' is not black or white");
        };
    }
}
