package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * Every route the server registers, each with its row: a request, what it answers with, and the
 * command that prints the same (or none: the page's own panels). The routes come from Javalin's
 * router ({@link WebServer#routes}), so a route added without a row fails here; each row is asked
 * once over HTTP against the archive's database and must answer 200 with its content type, and
 * where a command prints the same document, the same document.
 */
class RouteTableTest {

    /**
     * A row: the request to make, its content type, the command printing the same (null: none), the
     * status it answers with, and for a POST its JSON body (null: a GET).
     */
    record Row(String request, String type, List<String> command, int status, String body) {
        Row(String request, String type, List<String> command) {
            this(request, type, command, 200, null);
        }
    }

    /** The route → command table (the commands without --db and --format, which the test adds). */
    static final Map<String, Row> TABLE = table();

    private static Map<String, Row> table() {
        String json = "application/json";
        Map<String, Row> t = new LinkedHashMap<>();
        t.put("GET /api/position", new Row("/api/position?moves=f5d6c3", json, List.of("position", "f5d6c3")));
        t.put("GET /api/tree", new Row("/api/tree?moves=f5d6", json, List.of("tree", "f5d6")));
        t.put("GET /api/games", new Row("/api/games?position=f5d6c3d3c4&limit=5", json,
                List.of("games", "--position", "f5d6c3d3c4", "--limit", "5")));
        t.put("GET /api/game/{id}", new Row("/api/game/4243", json, List.of("game", "4243")));
        t.put("GET /api/openings", new Row("/api/openings?sort=games", json, List.of("openings", "--sort", "games")));
        t.put("GET /api/players", new Row("/api/players?q=tamenori", json, null));
        t.put("GET /api/sources", new Row("/api/sources", json, List.of("sources")));
        t.put("GET /api/problems", new Row("/api/problems?limit=5", json, List.of("problems", "--limit", "5")));
        t.put("GET /api/board.svg", new Row("/api/board.svg?moves=f5", "image/svg+xml", List.of("position", "f5")));
        t.put("GET /api/diagram.svg", new Row("/api/diagram.svg?moves=f5d6&game=4243", "image/svg+xml", null));
        t.put("GET /api/player", new Row("/api/player?player=Tamenori%20Hideshi&from=2009&to=2009", json,
                List.of("player", "Tamenori Hideshi", "--from", "2009", "--to", "2009")));
        t.put("GET /api/repertoire", new Row("/api/repertoire?player=Tamenori%20Hideshi&as=black&position=f5d6c3&max_ply=7&min_games=20",
                json, List.of("repertoire", "Tamenori Hideshi", "--as", "black", "--position", "f5d6c3", "--max-ply", "7",
                        "--min-games", "20")));
        t.put("GET /api/transpositions", new Row("/api/transpositions?moves=f5f6e6f4e3c5c4&min_games=10", json,
                List.of("transpositions", "f5f6e6f4e3c5c4", "--min-games", "10")));
        // The moves are filled in when asked: game 1085 up to 14 empty squares, solved at once.
        t.put("GET /api/perfect", new Row("/api/perfect?moves=", json, null));
        t.put("GET /api/endgame", new Row("/api/endgame?game=1085&from_empties=10", json, null));
        t.put("GET /api/trend", new Row("/api/trend?moves=f5d6c3d3c4", json, null));
        t.put("GET /api/report", new Row("/api/report?opponent=Tamenori%20Hideshi&against=white", json,
                List.of("report", "--opponent", "Tamenori Hideshi", "--against", "white")));
        t.put("GET /api/filters", new Row("/api/filters", json, null));
        // The page's banner when the tree is behind the games (the commands warn on stderr): TreeStatusApiTest.
        t.put("GET /api/tree/status", new Row("/api/tree/status", json, null));
        // The same document as repertoire list --format json (whose --db follows the subcommand): DrillPageBrowserTest compares.
        t.put("GET /api/repertoires", new Row("/api/repertoires", json, null));
        t.put("GET /api/drill/next", new Row("/api/drill/next?repertoire=white", json, null));
        // The table's server must leave its file as it was (ApiTest.stop), so the drill's answer is one it refuses
        // without writing: white answers after black's move, not at the start. DrillApiTest stores real answers.
        t.put("POST /api/drill/answer", new Row("/api/drill/answer", json, null, 400,
                "{\"repertoire\": \"white\", \"moves\": \"\", \"move\": \"f5\"}"));
        t.put("GET /api/repertoires/at", new Row("/api/repertoires/at?repertoire=white&moves=f5d6c3", json, null));
        // The edits the table can make without writing: refusals. RepertoireEditBrowserTest makes real ones.
        t.put("POST /api/repertoires", new Row("/api/repertoires", json, null, 400, "{\"name\": \"x\", \"colour\": \"green\"}"));
        // White plays d6 after f5 in it: f6 there is a conflict, which the page offers to replace.
        t.put("POST /api/repertoires/add", new Row("/api/repertoires/add", json, null, 409,
                "{\"repertoire\": \"white\", \"moves\": \"f5f6\"}"));
        t.put("POST /api/repertoires/remove", new Row("/api/repertoires/remove", json, null, 400,
                "{\"repertoire\": \"white\", \"moves\": \"f5f6\"}"));
        // The same document as repertoire coverage --format json: RepertoireEditBrowserTest compares.
        t.put("GET /api/repertoires/coverage", new Row("/api/repertoires/coverage?repertoire=white&from=2010&min_games=5", json,
                null));
        t.put("GET /api/news", new Row("/api/news?since=2000-01-01", json, List.of("news", "--since", "2000-01-01")));
        // Browsers ask every page for /favicon.ico: it sends them to the page's icon.
        t.put("GET /favicon.ico", new Row("/favicon.ico", "", null, 301, null));
        t.put("GET /handout", new Row("/handout?moves=f5d6c3&limit=2", "text/html", null));
        return t;
    }

    private static StringWriter log;
    private static WebServer server;

    /** A copy of the archive's database with one repertoire of the user's, which {@code /api/report} needs. */
    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        log = new StringWriter();
        Path db = Archive.copy(dir);
        ApiTest.keepEndgameOf1085(db);
        for (List<String> args : List.of(List.of("repertoire", "new", "white", "--colour", "white"),
                List.of("repertoire", "add", "white", "f5d6c3d3c4"), List.of("repertoire", "add", "white", "f5d6c5f4e3"))) {
            List<String> all = new java.util.ArrayList<>(args);
            all.addAll(List.of("--db", db.toString()));
            Cli.Run run = Cli.run(all.toArray(String[]::new));
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        ApiTest.startWith(db, null, log);
        server = ApiTest.server();
    }

    @AfterAll
    static void stop() {
        ApiTest.stop();
    }

    @Test
    void everyRegisteredRouteHasARowAndEveryRowARoute() {
        assertThat(server.routes()).as("routes registered by WebServer; add a row to RouteTableTest.TABLE for a new one")
                .containsExactlyInAnyOrderElementsOf(TABLE.keySet());
    }

    @Test
    void everyRowAnswersOverHttpAsItsCommandPrints() throws Exception {
        for (Map.Entry<String, Row> e : TABLE.entrySet()) {
            Row row = e.getValue();
            String request = e.getKey().equals("GET /api/perfect") ? "/api/perfect?moves=" + game1085At14() : row.request();
            ApiTest.Answer answer = row.body() == null ? ApiTest.get(request) : ApiTest.post(request, row.body());
            assertThat(answer.status()).as("%s: %s", request, answer.body()).isEqualTo(row.status());
            assertThat(answer.type()).as(request).startsWith(row.type());
            if (row.command() == null) {
                continue;
            }
            if (row.type().equals("image/svg+xml")) {
                List<String> args = new java.util.ArrayList<>(row.command());
                args.addAll(1, List.of("--format", "svg"));
                Cli.Run run = Cli.run(args.toArray(String[]::new));
                assertThat(run.exitCode()).as(run.err()).isZero();
                assertThat(answer.body()).as(request).isEqualTo(run.out());
                continue;
            }
            String command = row.command().get(0);
            JsonNode printed = ApiTest.cli(command, row.command().subList(1, row.command().size()).toArray(String[]::new));
            // The page names source files without the user's folders (ServerGuardTest): compared so.
            assertThat(fileNamesOnly(answer.json())).as(request).isEqualTo(fileNamesOnly(printed));
        }
    }

    /** The document with every text value that names a file cut to the file's name, as the page shows it. */
    private static JsonNode fileNamesOnly(JsonNode node) {
        if (node instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            o.fieldNames().forEachRemaining(name -> o.set(name, fileNamesOnly(o.get(name))));
        } else if (node instanceof com.fasterxml.jackson.databind.node.ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                a.set(i, fileNamesOnly(a.get(i)));
            }
        } else if (node.isTextual() && node.asText().contains("/")) {
            return com.fasterxml.jackson.databind.node.TextNode.valueOf(org.othellodb.report.FileNames.nameOnly(node.asText()));
        }
        return node;
    }

    /** Game 1085's moves up to 14 empty squares (46 moves, no passes in it). */
    private static String game1085At14() throws Exception {
        String moves = ApiTest.get("/api/game/1085").json().get("moves").asText();
        return moves.substring(0, 2 * 46);
    }
}
