package org.othellodb.web;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.error.BadInputException;
import org.othellodb.report.BoardSvg;
import org.othellodb.report.Documents;
import org.othellodb.report.EndgameReport;
import org.othellodb.report.GameReport;
import org.othellodb.report.GamesReport;
import org.othellodb.report.Json;
import org.othellodb.report.OpeningsReport;
import org.othellodb.report.PlayersReport;
import org.othellodb.report.PositionReport;
import org.othellodb.report.ProblemsReport;
import org.othellodb.report.SourcesReport;
import org.othellodb.report.TreeReport;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.store.PlayerSearch;
import org.othellodb.store.ProblemTable;
import org.othellodb.store.SourceTable;
import org.othellodb.store.TreeStatus;
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
    private final Solving solving;
    /** The endgame analyses under way: the moves solved so far, by the key of their answer. */
    private final Map<String, EndgameReport> endgamesSolving = new ConcurrentHashMap<>();
    /** For tests: runs on the solver's thread after each move of an endgame is solved. */
    private volatile Runnable endgameHolding = () -> { };
    private final BookScores book;

    Api(Connections connections, ExpensiveAnswers expensive, Solving solving, BookScores book) {
        this.connections = connections;
        this.expensive = expensive;
        this.solving = solving;
        this.book = book;
    }

    /** {@code /api/filters}: the game filters the other routes accept, for the page's form. */
    void filters(Context ctx) {
        new Params(ctx, false);
        send(ctx, FilterList.ALL);
    }

    /**
     * {@code /api/tree/status}: how many stored games the opening tree counts, so that the page can
     * say when its figures leave some out (an {@code import --no-tree}), as the commands do on stderr.
     */
    void treeStatus(Context ctx) {
        new Params(ctx, false);
        send(ctx, connections.with(db -> {
            TreeStatus status = TreeStatus.of(db);
            return Map.of("counted_games", status.countedGames(), "stored_games", status.storedGames(),
                    "rebuild_pending", status.rebuildPending(), "current", status.current());
        }));
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
            TreeQuery query = new TreeQuery(db);
            TreeView view = query.tree(line, filter);
            java.util.List<TreeView.Row> rows = TreeReport.rows(view, minGames, sort);
            // With a player, the player's share as tree --player gives it (either colour: counted from the player's side).
            org.othellodb.tree.PlayerSide side = org.othellodb.tree.PlayerSide.of(query, view, filter);
            if (book == null) {
                return TreeReport.of(view, rows, filter.record(db), minGames).withPlayer(side);
            }
            BookScores.Values v = book.at(view.position());
            return TreeReport.of(view, rows, filter.record(db), minGames, v.blackValue(), v.kind(), v.blackScore()).withPlayer(side);
        }));
    }

    /** {@code /api/player?player=&filters&limit=}: one player's results, as {@code player NAME --format json}. */
    void player(Context ctx) {
        Params p = new Params(ctx, true, "limit");
        GameFilter filter = p.filter();
        int limit = p.integer("limit", 10, 0, MAX_LIMIT);
        if (filter.player() == null) {
            throw new BadInputException("player: give the player to report on");
        }
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> {
            org.othellodb.store.Players.Resolved who = org.othellodb.store.Players.of(db)
                    .resolve(db, "player", filter.player(), filter.playerLike());
            GameFilter resolved = filter.resolved(db);
            org.othellodb.tree.PlayerReport report = org.othellodb.tree.PlayerReport.of(
                    new org.othellodb.store.PlayerGames(db).of(who.ids(), resolved), OpeningNames.catalogue());
            return Json.tree(org.othellodb.report.PlayerDocument.of(who.names(), who.ids(), resolved.record(db), report,
                    org.othellodb.report.PlayerDocument.similar(db, who), limit));
        }));
    }

    /**
     * {@code /api/repertoire?player=&as=&filters&position=&max_ply=&min_games=}: a player's repertoire
     * with one colour from a position, as {@code repertoire NAME MOVES --as COLOUR --format json}.
     */
    void repertoire(Context ctx) {
        Params p = new Params(ctx, true, "position", "max_ply", "min_games");
        GameFilter filter = p.filter();
        Line from = p.moves("position");
        int maxPly = p.integer("max_ply", Math.max(10, from.boardMoves().length + 4), 1, 60);
        int minGames = p.integer("min_games", 5, 1, Integer.MAX_VALUE);
        if (filter.player() == null || filter.as() == null) {
            throw new BadInputException("player and as: a repertoire is one player's with one colour");
        }
        if (from.boardMoves().length >= maxPly) {
            throw new BadInputException("max_ply: " + maxPly + " does not go deeper than the position's "
                    + from.boardMoves().length + " moves");
        }
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> {
            org.othellodb.store.Players.Resolved who = org.othellodb.store.Players.of(db)
                    .resolve(db, "player", filter.player(), filter.playerLike());
            GameFilter resolved = filter.resolved(db);
            TreeQuery all = new TreeQuery(db, OpeningNames.catalogue());
            java.util.List<org.othellodb.store.TreeTables.TreeGame> games = new org.othellodb.store.TreeTables(db).games(resolved);
            org.othellodb.tree.Repertoire.Node root = org.othellodb.tree.Repertoire.build(games, filter.as(), from, maxPly,
                    minGames, OpeningNames.catalogue(), l -> all.tree(l, GameFilter.NONE));
            if (root == null) {
                throw new BadInputException("fewer than " + minGames + " of the player's " + games.size()
                        + " games (" + resolved.describe() + ") reached this position");
            }
            return Json.tree(org.othellodb.report.RepertoireReport.of(String.join(" / ", who.names()), filter.as(), maxPly,
                    minGames, resolved.record(db), games.size(), root, null));
        }));
    }

    /** {@code /api/transpositions?moves=&filters&min_games=}: the move orders that reached a position, as {@code transpositions}. */
    void transpositions(Context ctx) {
        Params p = new Params(ctx, true, "moves", "min_games");
        Line line = p.moves("moves");
        GameFilter filter = p.filter();
        int minGames = p.integer("min_games", 1, 1, Integer.MAX_VALUE);
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> {
            GameFilter resolved = filter.resolved(db);
            org.othellodb.tree.MoveOrders.Result result = org.othellodb.tree.MoveOrders.of(db, line, resolved);
            java.util.List<org.othellodb.tree.MoveOrders.Order> shown = result.orders().stream()
                    .filter(o -> o.stats().games() >= minGames).toList();
            OpeningNames.Opening opening = OpeningNames.catalogue().deepest(line.positions());
            return Json.tree(org.othellodb.report.MoveOrdersReport.of(org.othellodb.board.Transcript.format(line.boardMoves()),
                    opening == null ? null : opening.name(), resolved.record(db), result, shown, minGames));
        }));
    }

    /**
     * {@code /api/trend?moves=&filters&pool=}: each move's games and results by year at the position,
     * and the most played moves' shares and scores in periods of {@code pool} games (the page's chart),
     * as {@code trend MOVES --format json}.
     */
    void trend(Context ctx) {
        Params p = new Params(ctx, true, "moves", "pool");
        Line line = p.moves("moves");
        GameFilter filter = p.filter();
        int pool = p.integer("pool", org.othellodb.report.TrendReport.POOL, 1, Integer.MAX_VALUE);
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(), db -> {
            GameFilter resolved = filter.resolved(db);
            return Json.tree(org.othellodb.report.TrendReport.of(line, resolved.record(db),
                    org.othellodb.tree.MoveTrend.of(new TreeQuery(db, OpeningNames.catalogue()), line, resolved,
                            OpeningNames.catalogue()), pool));
        }));
    }

    /** Positions with more empties are not solved for the page: each more takes about twice as long. */
    static final int PERFECT_MAX_EMPTIES = 20;

    /** {@code /api/perfect?moves=}: the exact value of the position and of each legal move, for few enough empties. */
    void perfect(Context ctx) {
        Params p = new Params(ctx, false, "moves");
        Line line = p.moves("moves");
        int empties = line.finalPosition().empties();
        if (empties > PERFECT_MAX_EMPTIES) {
            throw new BadInputException("moves: " + empties + " empty squares; positions of at most " + PERFECT_MAX_EMPTIES
                    + " are solved here");
        }
        String key = "perfect " + org.othellodb.board.Transcript.format(line.boardMoves());
        send(ctx, solving.answer(key, solver -> org.othellodb.report.PerfectPlayReport.of(line, solver)));
    }

    /** For tests: {@code hook} runs on the solver's thread after each move an endgame analysis solves. */
    void whileEndgameSolves(Runnable hook) {
        this.endgameHolding = hook;
    }

    /** {@code /api/endgame?game=&from_empties=}: a game's moves against perfect play from some empties on. */
    void endgame(Context ctx) {
        Params p = new Params(ctx, false, "game", "from_empties");
        long id = gameId("game: ", p.text("game"));
        int from = p.integer("from_empties", 22, 1, EndgameReport.MAX_EMPTIES);
        Line line = gameReport(id).line();
        // Values kept by game ID --endgame or an earlier request are read first; the rest is solved, then kept (on the
        // solver's thread, so that no request waits for the write) as the command keeps them.
        Map<Position, EndgameSolver.Solution> known = connections.with(db -> EndgameReport.kept(db, line, from));
        String key = "endgame " + id + " " + from;
        try {
            send(ctx, solving.answer(key, solver -> {
                EndgameReport done = EndgameReport.solvingOnce(id, line, from, solver, known,
                        partial -> {
                            endgamesSolving.put(key, partial);
                            endgameHolding.run();
                        }, connections::keepSolved);
                endgamesSolving.remove(key);
                return done;
            }));
        } catch (ServerBusyException e) {
            // While the solver works, the moves solved so far (complete: false): the page draws them and asks again.
            EndgameReport partial = endgamesSolving.get(key);
            if (partial == null) {
                throw e;
            }
            send(ctx, partial);
        }
    }

    /** A game id as the request gives it; {@code where} starts a refusal ({@code "game: "} for a parameter, empty for the path). */
    private static long gameId(String where, String text) {
        if (text == null) {
            throw new BadInputException(where + "give a game id");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new BadInputException(where + "'" + text + "' is not a game id (a whole number)");
        }
    }

    /** The game with this id, or a 404 naming it. */
    private GameReport gameReport(long id) {
        return connections.with(db -> GameReport.find(db, id, OpeningNames.catalogue())
                .orElseThrow(() -> new NotFoundResponse("no game with id " + id)));
    }

    /** {@code /api/games?position=&prefix=&filters&newest=&limit=&offset=}: games, a page at a time. */
    void games(Context ctx) {
        Params p = new Params(ctx, true, "position", "prefix", "newest", "limit", "offset");
        Line position = p.movesOrNull("position");
        Line prefix = p.movesOrNull("prefix");
        GameFilter filter = p.filter();
        boolean newest = p.flag("newest");
        int limit = p.limit(20, MAX_LIMIT);
        int offset = p.integer("offset", 0, 0, Integer.MAX_VALUE);
        java.util.function.Function<org.othellodb.store.Database, com.fasterxml.jackson.databind.JsonNode> page = db -> Json.tree(
                gamesPage(db, filter, position, prefix, newest, limit, offset));
        // A page far down the list reads every game before it, and first moves are matched against every game.
        boolean expensivePage = prefix != null || (long) offset + limit > QUICK_ROWS;
        send(ctx, expensivePage ? expensive.answer(ctx.path() + "?" + ctx.queryString(), page) : connections.with(page));
    }

    /** A page of games; one asked by first moves that no game played in that order says how many reached them otherwise. */
    private static GamesReport gamesPage(org.othellodb.store.Database db, GameFilter filter, Line position, Line prefix, boolean newest,
            int limit, int offset) {
        GameList.Page found = GameSearch.page(db, filter, position, prefix, newest, limit, offset);
        return GamesReport.of(found, GameSearch.described(filter, position, prefix).record(db), OpeningNames.catalogue())
                .withOtherOrders(GameSearch.otherOrders(db, filter, position, prefix, found));
    }

    /** A page of games that ends within this many rows is quick to read; one further down is an expensive request. */
    static final int QUICK_ROWS = MAX_LIMIT;

    /** Earlier games listed at a game's novelty, as {@code game} lists them by default. */
    private static final int GAME_EARLIER_LISTED = 5;

    /** {@code /api/game/{id}}: one game, with its opening and where it left the most-played line. */
    void game(Context ctx) {
        new Params(ctx, false);
        long id = gameId("", ctx.pathParam("id"));
        send(ctx, withoutFolders(Json.tree(gameReport(id).document(GAME_EARLIER_LISTED))));
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
        int limit = p.limit(20, MAX_LIMIT);
        // Close spellings are looked for among every player: a short text matches thousands.
        send(ctx, expensive.answer(ctx.path() + "?" + ctx.queryString(),
                db -> Json.tree(PlayersReport.of(new PlayerSearch(db).matching(q == null ? "" : q, limit)))));
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
        int limit = p.limit(100, MAX_LIMIT);
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
            caption.addAll(org.othellodb.report.Diagram.about(gameReport(gameId("game: ", game)).game()));
        }
        caption.add(org.othellodb.report.Diagram.played(line.moves()));
        ctx.header("Content-Disposition", "attachment; filename=\"othello-" + (line.moves().length == 0 ? "start"
                : org.othellodb.board.Transcript.format(line.moves())) + ".svg\"");
        ctx.contentType("image/svg+xml; charset=utf-8").result(org.othellodb.report.Diagram.render(line, view, !noDots, caption));
    }

    /**
     * {@code /handout?moves=&filters&min_games=&limit=}: the printable handout of a position, the page
     * {@code report MOVES --format html} writes, under its own content security policy
     * (its style sheet is inline; it runs no script and loads nothing).
     */
    void handout(Context ctx) {
        Params p = new Params(ctx, true, "moves", "min_games", "limit", "against");
        GameFilter filter = p.filter();
        String against = p.text("against");
        if (against != null) {
            String page = connections.with(db -> org.othellodb.report.OpponentHtml.render(opponentReport(db, filter, against)));
            ctx.header("Content-Security-Policy", SecurityHeaders.HANDOUT_POLICY);
            ctx.contentType("text/html; charset=utf-8").result(page);
            return;
        }
        Line line = p.moves("moves");
        int minGames = p.integer("min_games", 1, 1, Integer.MAX_VALUE);
        int limit = p.integer("limit", 10, 0, org.othellodb.report.Handout.MAX_GAMES);
        String page = connections.with(db -> org.othellodb.report.HandoutHtml.render(org.othellodb.report.Handout.of(db, line,
                filter.resolved(db), minGames, limit, OpeningNames.catalogue(), connections.file().toString(),
                java.time.LocalDate.now(java.time.ZoneOffset.UTC))));
        ctx.header("Content-Security-Policy", SecurityHeaders.HANDOUT_POLICY);
        ctx.contentType("text/html; charset=utf-8").result(page);
    }

    /**
     * {@code /api/report?opponent=&against=&filters}: preparing for an opponent with a repertoire of one's own,
     * the document of {@code report --opponent NAME --against REPERTOIRE --format json}; {@code /handout} with
     * the same parameters is its printable page.
     */
    void report(Context ctx) {
        Params p = new Params(ctx, true, "against");
        GameFilter filter = p.filter();
        String against = p.text("against");
        if (against == null) {
            throw new org.othellodb.error.BadInputException("against: the name of one of your repertoires is needed");
        }
        send(ctx, connections.with(db -> opponentReport(db, filter, against)));
    }

    private org.othellodb.report.OpponentReport opponentReport(org.othellodb.store.Database db, GameFilter filter, String against) {
        return org.othellodb.report.OpponentReport.against(db, filter.resolved(db), against, OpeningNames.catalogue(),
                connections.file().toString(), java.time.LocalDate.now(java.time.ZoneOffset.UTC));
    }

    static void send(Context ctx, Object document) {
        ctx.contentType("application/json; charset=utf-8").result(Json.compact(document));
    }
}
