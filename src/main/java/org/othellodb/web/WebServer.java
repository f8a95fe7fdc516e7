package org.othellodb.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import io.javalin.util.JavalinBindException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.othellodb.error.AmbiguousNameException;
import org.othellodb.error.BadInputException;
import org.othellodb.error.OthelloDbException;

/**
 * The web explorer: one page (HTML, JavaScript and CSS shipped in the jar, nothing fetched from
 * elsewhere) and the JSON API under {@code /api}, served by Javalin on Jetty. It only reads the
 * database. Every API answer carries a {@code Server-Timing} header with the time the server spent
 * on it. Failures are answered with {@code {"error": "..."}} and a status: 400 for bad input, 403 for
 * a request addressed to another host name, 404 for what does not exist, 503 (with Retry-After)
 * when busy, 500 for the rest; never with a stack trace, even from Jetty itself.
 */
public final class WebServer implements AutoCloseable {

    /** Connections to the database: a few suffice, requests hold one for milliseconds. */
    private static final int CONNECTIONS = Math.max(2, Math.min(8, 2 * Runtime.getRuntime().availableProcessors()));

    private static final String STARTED = "othellodb.started";

    private final Connections connections;
    private final ExpensiveAnswers expensive;
    private final Solving solving;
    private final Api api;
    private final Javalin app;

    private WebServer(Connections connections, ExpensiveAnswers expensive, Solving solving, Api api, Javalin app) {
        this.api = api;
        this.connections = connections;
        this.expensive = expensive;
        this.solving = solving;
        this.app = app;
    }

    /**
     * Serves {@code database} on {@code host}:{@code port} (port 0: any free port). Failures of
     * requests are reported on {@code log}, one line each.
     */
    public static WebServer start(Path database, String host, int port, PrintWriter log) {
        return start(database, host, port, log, null);
    }

    /** The same, with an engine book's scores beside the tree ({@code book} null: none). */
    public static WebServer start(Path database, String host, int port, PrintWriter log, BookScores book) {
        return start(database, host, port, log, book, Waits.SERVE);
    }

    /** The same, with other waits than {@code serve}'s (a test server waits for every answer). */
    static WebServer start(Path database, String host, int port, PrintWriter log, BookScores book, Waits waits) {
        Connections connections = new Connections(database, CONNECTIONS, waits.connectionMillis());
        Solving solving = new Solving(waits.solveMillis());
        ExpensiveAnswers expensive = new ExpensiveAnswers(connections, Math.max(1, CONNECTIONS / 4), waits.sharedMillis(),
                waits.turnMillis());
        Api api = new Api(connections, expensive, solving, book);
        DrillRoutes drill = new DrillRoutes(connections);
        RepertoireRoutes repertoires = new RepertoireRoutes(connections, expensive);
        NewsRoute news = new NewsRoute(connections);
        HostGuard hosts = new HostGuard(host);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jetty.host = host;
            config.jetty.port = port;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/org/othellodb/web/page";
                files.location = Location.CLASSPATH;
            });
            config.routes.before(ctx -> guard(ctx, hosts));
            config.routes.before("/api/*", ctx -> ctx.attribute(STARTED, System.nanoTime()));
            config.routes.get("/api/filters", api::filters);
            config.routes.get("/api/position", api::position);
            config.routes.get("/api/tree", api::tree);
            config.routes.get("/api/tree/status", api::treeStatus);
            config.routes.get("/api/games", api::games);
            config.routes.get("/api/game/{id}", api::game);
            config.routes.get("/api/openings", api::openings);
            config.routes.get("/api/players", api::players);
            config.routes.get("/api/sources", api::sources);
            config.routes.get("/api/problems", api::problems);
            config.routes.get("/api/board.svg", api::board);
            config.routes.get("/api/diagram.svg", api::diagram);
            config.routes.get("/api/player", api::player);
            config.routes.get("/api/repertoire", api::repertoire);
            config.routes.get("/api/transpositions", api::transpositions);
            config.routes.get("/api/perfect", api::perfect);
            config.routes.get("/api/endgame", api::endgame);
            config.routes.get("/api/trend", api::trend);
            config.routes.get("/api/report", api::report);
            config.routes.get("/api/repertoires", drill::repertoires);
            config.routes.get("/api/drill/next", drill::next);
            config.routes.post("/api/drill/answer", drill::answer);
            config.routes.get("/api/repertoires/at", repertoires::at);
            config.routes.get("/api/repertoires/coverage", repertoires::coverage);
            config.routes.post("/api/repertoires", repertoires::create);
            config.routes.post("/api/repertoires/add", repertoires::add);
            config.routes.post("/api/repertoires/remove", repertoires::remove);
            config.routes.get("/api/news", news::news);
            config.routes.get("/handout", api::handout);
            // Browsers ask for /favicon.ico on pages that name no icon (the handout, printed from report).
            config.routes.get("/favicon.ico", ctx -> ctx.redirect("/favicon.svg", HttpStatus.MOVED_PERMANENTLY));
            config.routes.after("/api/*", WebServer::timing);
            config.routes.exception(AmbiguousNameException.class, (e, ctx) -> {
                ctx.status(400);
                Api.send(ctx, new Ambiguous(e.getMessage(), e.option().replaceFirst("^--", "").replace('-', '_'), e.names()));
            });
            config.routes.exception(OthelloDbException.class, (e, ctx) -> fail(ctx, e.isBadInput() ? 400 : 500, e.getMessage()));
            config.routes.exception(ServerBusyException.class, (e, ctx) -> {
                ctx.header("Retry-After", String.valueOf(e.retryAfterSeconds()));
                fail(ctx, 503, e.getMessage());
            });
            config.routes.exception(HttpResponseException.class, (e, ctx) -> fail(ctx, e.getStatus(), e.getMessage()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                log.println("othello-db serve: " + ctx.method() + " " + ctx.path() + " failed: " + e);
                log.flush();
                fail(ctx, 500, "internal error (" + e.getClass().getSimpleName() + "); the server's output has the details");
            });
        });
        try {
            app.start();
        } catch (JavalinBindException e) {
            connections.close();
            solving.close();
            throw new BadInputException("cannot listen on " + host + ":" + port + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            connections.close();
            solving.close();
            throw e;
        }
        return new WebServer(connections, expensive, solving, api, app);
    }

    /** For tests: {@code hook} runs on the solver's thread after each move an endgame analysis solves. */
    void whileEndgameSolves(Runnable hook) {
        api.whileEndgameSolves(hook);
    }

    /**
     * The routes the server answers, as "METHOD /path" (the filters before and after them left
     * out), read from Javalin's own router: the route table test checks every one has its row.
     */
    java.util.List<String> routes() {
        return app.unsafe.internalRouter.allHttpHandlers().stream().map(e -> e.endpoint)
                .filter(e -> e.method.isHttpMethod()).map(e -> e.method.name() + " " + e.path).sorted().toList();
    }

    /** For tests: {@code hook} runs inside each expensive request's work, holding its permit and its connection. */
    void whileExpensiveWorkHolds(Runnable hook) {
        expensive.whileHolding(hook);
    }

    /** For tests: how many expensive requests wait for their turn now. */
    int expensiveWaiting() {
        return expensive.waiting();
    }

    /** Protective headers on every answer, and only requests addressed to this server (see {@link HostGuard}). */
    private static void guard(Context ctx, HostGuard hosts) {
        SecurityHeaders.ALL.forEach(ctx::header);
        if (!hosts.allows(ctx.header("Host"))) {
            throw new ForbiddenResponse("this server answers only requests addressed to its own name or address, "
                    + "not to '" + ctx.header("Host") + "'");
        }
    }

    private static void fail(Context ctx, int status, String message) {
        ctx.status(status);
        Api.send(ctx, new Failure(message));
    }

    private static void timing(Context ctx) {
        Long started = ctx.attribute(STARTED);
        if (started != null) {
            ctx.header("Server-Timing", String.format(Locale.ROOT, "app;dur=%.2f", (System.nanoTime() - started) / 1e6));
        }
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        solving.close();
        connections.close();
    }

    /** The document of a refused or failed request. */
    record Failure(String error) {
    }

    /**
     * A name that matches several players: the refusal, with the filter's parameter and the names it
     * matches (the most games first), which the page offers as links.
     */
    record Ambiguous(String error, String parameter, java.util.List<String> matches) {
    }
}
