package org.othellodb.web;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import org.othellodb.board.Line;
import org.othellodb.error.BadInputException;
import org.othellodb.report.BoardSvg;
import org.othellodb.report.Documents;
import org.othellodb.report.GameReport;
import org.othellodb.report.GamesReport;
import org.othellodb.report.Json;
import org.othellodb.report.OpeningsReport;
import org.othellodb.report.PlayersReport;
import org.othellodb.report.PositionReport;
import org.othellodb.report.ProblemsReport;
import org.othellodb.report.SourcesReport;
import org.othellodb.report.TreeReport;
import org.othellodb.store.GameFilter;
import org.othellodb.store.PlayerSearch;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceTable;
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

    private final Connections connections;
    private final ExpensiveAnswers expensive;

    Api(Connections connections, ExpensiveAnswers expensive) {
        this.connections = connections;
        this.expensive = expensive;
    }

    /** {@code /api/position?moves=}: the board, legal moves, canonical key and opening. */
    void position(Context ctx) {
        send(ctx, PositionReport.of(new Params(ctx, false, "moves").moves("moves"), OpeningNames.catalogue()));
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
            return TreeReport.of(view, TreeReport.rows(view, minGames, sort), filter.record(db), minGames);
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
        send(ctx, connections.with(db -> GamesReport.of(GameSearch.page(db, filter, position, prefix, newest, limit, offset),
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
        send(ctx, withoutFolders(Json.tree(connections.with(db -> GameReport.find(db, id, OpeningNames.catalogue())
                .orElseThrow(() -> new NotFoundResponse("no game with id " + id)).document(GAME_EARLIER_LISTED)))));
    }

    /**
     * The document with the source file's name only: the folders of the user's files are nobody's
     * business on a page others may see (the command line shows the whole path to its user).
     */
    static com.fasterxml.jackson.databind.JsonNode withoutFolders(com.fasterxml.jackson.databind.JsonNode game) {
        com.fasterxml.jackson.databind.JsonNode source = game.get("source");
        if (source != null && source.isTextual() && game instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            String path = source.asText();
            o.put("source", org.othellodb.report.FileNames.nameOnly(path));
        }
        return game;
    }

    /** {@code /api/openings?filters&sort=}: the named openings and how often each was reached. */
    void openings(Context ctx) {
        Params p = new Params(ctx, true, "sort");
        GameFilter filter = p.filter();
        OpeningsReport.Sort sort = p.choice("sort", OpeningsReport.Sort.class, OpeningsReport.Sort.catalogue);
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> Json.tree(OpeningsReport.of(
                OpeningsReport.rows(db, filter, sort, OpeningNames.catalogue()), OpeningNames.DEFAULT, filter.record(db)))));
    }

    /** {@code /api/players?q=&limit=}: players whose name contains q, most games first. */
    void players(Context ctx) {
        Params p = new Params(ctx, false, "q", "limit");
        String q = p.text("q");
        int limit = p.integer("limit", 20, 1, MAX_LIMIT);
        send(ctx, connections.with(db -> PlayersReport.of(new PlayerSearch(db).matching(q == null ? "" : q, limit))));
    }

    /** {@code /api/sources}: the imported files (read-only), as {@code othello-db sources --format json}. */
    void sources(Context ctx) {
        new Params(ctx, false);
        send(ctx, connections.with(db -> Documents.json(SourcesReport.of(new SourceTable(db).summaries()).withFileNamesOnly())));
    }

    /** {@code /api/problems?reason=&limit=}: import problems (read-only), as {@code othello-db problems --format json}. */
    void problems(Context ctx) {
        Params p = new Params(ctx, false, "reason", "limit");
        String reason = p.text("reason");
        int limit = p.integer("limit", 100, 0, MAX_LIMIT);
        send(ctx, connections.with(db -> {
            ProblemTable problems = new ProblemTable(db);
            return Documents.json(ProblemsReport.of(null, reason, problems.countsByReason(null), problems.list(null, reason, limit))
                    .withFileNamesOnly());
        }));
    }

    /** {@code /api/board.svg?moves=&view=}: a diagram of the position. */
    void board(Context ctx) {
        Params p = new Params(ctx, false, "moves", "view");
        Line line = p.moves("moves");
        ctx.contentType("image/svg+xml; charset=utf-8").result(new BoardSvg(p.view()).render(line));
    }

    /** Answers with a document, written by the mapper the CLI's {@code --format json} uses. */
    /**
     * {@code /api/diagram.svg?moves=&view=&no_dots=&game=}: the board as a diagram to download, with
     * a caption (the game's players and result when {@code game} is given, then the moves).
     */
    void diagram(Context ctx) {
        Params p = new Params(ctx, false, "moves", "view", "no_dots", "game");
        Line line = p.moves("moves");
        org.othellodb.board.Symmetry view = p.view();
        boolean noDots = p.flag("no_dots");
        String game = p.text("game");
        java.util.List<String> caption = new java.util.ArrayList<>();
        if (game != null) {
            long id;
            try {
                id = Long.parseLong(game);
            } catch (NumberFormatException e) {
                throw new BadInputException("game: '" + game + "' is not a game id (a whole number)");
            }
            caption.addAll(connections.with(db -> GameReport.find(db, id, OpeningNames.catalogue())
                    .map(r -> org.othellodb.report.Diagram.about(r.game()))
                    .orElseThrow(() -> new NotFoundResponse("no game with id " + id))));
        }
        caption.add(org.othellodb.report.Diagram.played(line.moves()));
        ctx.header("Content-Disposition", "attachment; filename=\"othello-" + (line.moves().length == 0 ? "start"
                : org.othellodb.board.Transcript.format(line.moves())) + ".svg\"");
        ctx.contentType("image/svg+xml; charset=utf-8").result(org.othellodb.report.Diagram.render(line, view, !noDots, caption));
    }

    static void send(Context ctx, Object document) {
        ctx.contentType("application/json; charset=utf-8").result(Json.compact(document));
    }
}
