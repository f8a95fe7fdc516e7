package org.othellodb.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import org.othellodb.board.Line;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.report.BoardSvg;
import org.othellodb.report.GameReport;
import org.othellodb.report.GamesReport;
import org.othellodb.report.OpeningsReport;
import org.othellodb.report.PlayersReport;
import org.othellodb.report.PositionReport;
import org.othellodb.report.TreeReport;
import org.othellodb.store.GameFilter;
import org.othellodb.store.PlayerSearch;
import org.othellodb.tree.GameSearch;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * The routes of the JSON API. Each answers with the document the matching command prints with
 * {@code --format json}, built by the same code; parameters take the names of the command's options.
 */
final class Api {

    /** The most games one request may list, and players a name search returns. */
    static final int MAX_LIMIT = 1000;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Connections connections;

    Api(Connections connections) {
        this.connections = connections;
    }

    /** {@code /api/position?moves=}: the board, legal moves, canonical key and opening. */
    void position(Context ctx) {
        send(ctx, PositionReport.json(new Params(ctx, false, "moves").moves("moves"), OpeningNames.catalogue()));
    }

    /** {@code /api/tree?moves=&filters&min_games=&sort=}: the moves played from a position and how they scored. */
    void tree(Context ctx) {
        Params p = new Params(ctx, true, "moves", "min_games", "sort");
        Line line = p.moves("moves");
        GameFilter filter = p.filter();
        int minGames = p.integer("min_games", 1, 1, Integer.MAX_VALUE);
        TreeReport.Sort sort = p.choice("sort", TreeReport.Sort.class, TreeReport.Sort.games);
        send(ctx, connections.with(db -> {
            TreeView view = new TreeQuery(db).tree(line, filter);
            return TreeReport.json(view, TreeReport.rows(view, minGames, sort), filter.record(db), minGames);
        }));
    }

    /** {@code /api/games?position=&prefix=&filters&newest=&limit=&offset=}: games, a page at a time. */
    void games(Context ctx) {
        Params p = new Params(ctx, true, "position", "prefix", "newest", "limit", "offset");
        Line position = p.movesOrNull("position");
        Line prefix = p.movesOrNull("prefix");
        GameFilter filter = p.filter();
        boolean newest = p.flag("newest");
        int limit = p.integer("limit", 20, 0, MAX_LIMIT);
        int offset = p.integer("offset", 0, 0, Integer.MAX_VALUE);
        send(ctx, connections.with(db -> GamesReport.json(GameSearch.page(db, filter, position, prefix, newest, limit, offset),
                GameSearch.described(filter, position, prefix).record(db), OpeningNames.catalogue())));
    }

    /** Earlier games listed at a game's novelty, as {@code game} lists them by default. */
    private static final int GAME_EARLIER_LISTED = 5;

    /** {@code /api/game/{id}}: one game, with its opening and where it left the most-played line. */
    void game(Context ctx) {
        new Params(ctx, false);
        String text = ctx.pathParam("id");
        long id;
        try {
            id = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new BadInputException("'" + text + "' is not a game id (a whole number)");
        }
        send(ctx, connections.with(db -> GameReport.find(db, id, OpeningNames.catalogue())
                .orElseThrow(() -> new NotFoundResponse("no game with id " + id)).json(GAME_EARLIER_LISTED)));
    }

    /** {@code /api/openings?filters&sort=}: the named openings and how often each was reached. */
    void openings(Context ctx) {
        Params p = new Params(ctx, true, "sort");
        GameFilter filter = p.filter();
        OpeningsReport.Sort sort = p.choice("sort", OpeningsReport.Sort.class, OpeningsReport.Sort.catalogue);
        send(ctx, connections.with(db -> OpeningsReport.json(OpeningsReport.rows(db, filter, sort, OpeningNames.catalogue()),
                OpeningNames.DEFAULT, filter.record(db))));
    }

    /** {@code /api/players?q=&limit=}: players whose name contains q, most games first. */
    void players(Context ctx) {
        Params p = new Params(ctx, false, "q", "limit");
        String q = p.text("q");
        int limit = p.integer("limit", 20, 1, MAX_LIMIT);
        send(ctx, connections.with(db -> PlayersReport.json(new PlayerSearch(db).matching(q == null ? "" : q, limit))));
    }

    /** {@code /api/board.svg?moves=&view=}: a diagram of the position. */
    void board(Context ctx) {
        Params p = new Params(ctx, false, "moves", "view");
        Line line = p.moves("moves");
        ctx.contentType("image/svg+xml; charset=utf-8").result(new BoardSvg(p.view()).render(line));
    }

    static void send(Context ctx, JsonNode document) {
        try {
            ctx.contentType("application/json; charset=utf-8").result(JSON.writeValueAsString(document));
        } catch (JsonProcessingException e) {
            throw new ToolFailureException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
