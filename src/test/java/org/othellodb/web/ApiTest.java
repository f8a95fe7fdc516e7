package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.FilterParameters;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** The JSON API over plain HTTP, against the archive: the same documents as the command line's --format json. */
class ApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static Path db;
    private static String digestBefore;
    private static StringWriter log;
    private static WebServer server;

    @BeforeAll
    static void start() {
        startWith(Archive.database(), null, new StringWriter());
    }

    /** Starts the server the helpers talk to; with {@code book}, as {@code serve --book} does (PanelsApiTest). */
    static void startWith(Path database, Path book, StringWriter failures) {
        db = database;
        digestBefore = sha256(db);
        log = failures;
        server = TestServers.start(db, new PrintWriter(log), book == null ? null : org.othellodb.cli.ServeBook.read(book));
    }

    /**
     * Keeps game 1085's endgame values in {@code db} (a copy of the archive) by the command, as a
     * user may have before serving: the server's endgame route (from 22 empties or fewer) then reads
     * them, solves nothing and so keeps nothing, and the file stays byte for byte what it was.
     */
    static void keepEndgameOf1085(Path db) {
        org.othellodb.support.Cli.Run run = org.othellodb.support.Cli.run("game", "1085", "--endgame", "--db", db.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    /** The server the helpers talk to (RouteTableTest asks it too). */
    static WebServer server() {
        return server;
    }

    @AfterAll
    static void stop() {
        server.close();
        // The server writes only what it is asked to keep or solved anew: with neither, the file is byte for byte what it was.
        assertThat(sha256(db)).isEqualTo(digestBefore);
        assertThat(log.toString()).as("failures the server logged").isEmpty();
    }

    /** A response: status, content type, body. */
    record Answer(int status, String type, String body, HttpResponse<String> raw) {
        JsonNode json() throws IOException {
            return JSON.readTree(body);
        }
    }

    static Answer get(String pathAndQuery) throws IOException, InterruptedException {
        HttpResponse<String> r = TestServers.answer(HTTP, server.port(), pathAndQuery);
        return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body(), r);
    }

    static Answer post(String path, String json) throws IOException, InterruptedException {
        HttpResponse<String> r = TestServers.post(HTTP, server.port(), path, json);
        return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body(), r);
    }

    /** What {@code othello-db COMMAND ARGS --format json} prints, against the archive. */
    static JsonNode cli(String command, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of(command, "--format", "json"));
        if (!command.equals("position")) {
            all.addAll(List.of("--db", db.toString()));
        }
        all.addAll(List.of(args));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    static String q(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    @Test
    void theDrillOfARepertoireTheArchiveDoesNotHaveIsRefusedNamingTheWayToMakeOne() throws Exception {
        Answer a = get("/api/drill/next?repertoire=mine");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.json().get("error").asText()).isEqualTo("no repertoire 'mine'; make one with: othello-db repertoire new NAME "
                + "--colour black|white");
        assertThat(get("/api/drill/next").json().get("error").asText()).isEqualTo("repertoire: missing");
    }

    @Test
    void everyRouteAnswersWhatTheMatchingCommandPrints() throws Exception {
        Answer tree = get("/api/tree?moves=f5d6");
        assertThat(tree.status()).isEqualTo(200);
        assertThat(tree.type()).startsWith("application/json");
        assertThat(tree.json()).isEqualTo(cli("tree", "f5d6"));
        // The figures the README shows for f5d6.
        assertThat(tree.json().at("/position/games").asInt()).isEqualTo(ARCHIVE.perpendicular().games());
        assertThat(tree.json().at("/children/0/move").asText()).isEqualTo("c3");
        assertThat(tree.json().at("/children/0/games").asInt()).isEqualTo(ARCHIVE.f5d6c3().games());

        assertThat(get("/api/tree?moves=f5d6c3d3c4&player=" + q("Tamenori Hideshi") + "&as=black&min_games=5&sort=score").json())
                .isEqualTo(cli("tree", "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as", "black", "--min-games", "5",
                        "--sort", "score"));
        assertThat(get("/api/position?moves=f5d6c3").json()).isEqualTo(cli("position", "f5d6c3"));
        assertThat(get("/api/games?position=f5d6c3d3c4&player=" + q("Tamenori Hideshi") + "&newest=true&limit=5").json())
                .isEqualTo(cli("games", "--position", "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--newest", "--limit", "5"));
        assertThat(get("/api/games?prefix=e6f4&from=1990&to=1995&limit=3").json())
                .isEqualTo(cli("games", "--prefix", "e6f4", "--from", "1990", "--to", "1995", "--limit", "3"));
        // First moves no game played in that order (f5f6e6d6 is f5f6e6f4 mirrored): the page says how many reached them otherwise.
        JsonNode otherOrder = get("/api/games?prefix=f5f6e6d6").json();
        assertThat(otherOrder).isEqualTo(cli("games", "--prefix", "f5f6e6d6"));
        assertThat(otherOrder.get("total").asInt()).isZero();
        assertThat(otherOrder.get("other_orders").asInt()).isPositive()
                .isEqualTo(get("/api/games?position=f5f6e6d6").json().get("total").asInt());
        // The page names the source file without the user's folders (ServerGuardTest); all else is the command's.
        assertThat(get("/api/game/4243").json()).isEqualTo(Api.withoutFolders(cli("game", "4243")));
        assertThat(get("/api/openings?tournament=" + q("World Championship") + "&sort=games").json())
                .isEqualTo(cli("openings", "--tournament", "World Championship", "--sort", "games"));
    }

    @Test
    void gamesArePagedWithOffsetAndLimit() throws Exception {
        JsonNode ten = get("/api/games?position=f5d6c3&newest=true&limit=10").json();
        JsonNode later = get("/api/games?position=f5d6c3&newest=true&limit=4&offset=6").json();
        assertThat(later.get("total")).isEqualTo(ten.get("total"));
        for (int i = 0; i < 4; i++) {
            assertThat(later.at("/games/" + i)).isEqualTo(ten.at("/games/" + (i + 6)));
        }
        assertThat(ten.at("/games/0/year").asInt()).isEqualTo(2025);
    }

    @Test
    void thePlayerPickerFindsPlayersByPartOfTheirNameMostGamesFirst() throws Exception {
        JsonNode players = get("/api/players?q=tamenori").json();
        // 1,348 games for 'Tamenori' in all (games --player Tamenori): 1,338 for Hideshi, 10 for Masaru.
        assertThat(players).hasSize(2);
        assertThat(players.at("/0/name").asText()).isEqualTo("Tamenori Hideshi");
        assertThat(players.at("/0/games").asInt()).isEqualTo(1_338);
        assertThat(players.at("/1/games").asInt()).isEqualTo(10);
        assertThat(cli("games", "--player-like", "Tamenori", "--limit", "0").get("total").asInt()).isEqualTo(1_348);
        assertThat(get("/api/players?q=" + q("100%_")).json()).isEmpty();
        assertThat(get("/api/players?limit=3").json()).hasSize(3);
    }

    @Test
    void limitZeroIsRefusedRatherThanAnsweredWithNoRowWhereTheCommandLineListsThemAll() throws Exception {
        // It answered the total and no row: the command line's --limit 0 lists every row, more than an answer holds.
        for (String route : List.of("/api/games", "/api/problems", "/api/players")) {
            assertError(route + "?limit=0", 400, "limit: 0 would mean every row, as --limit 0 does on the command line, "
                    + "but an answer holds at most " + Api.MAX_LIMIT + " rows; give 1 to " + Api.MAX_LIMIT);
        }
        assertError("/api/games?limit=000", 400, "limit: 0 would mean every row");
        // The largest page is the command line's first rows, and its total every game.
        long games;
        try (Database d = Database.openExisting(Archive.database())) {
            games = d.handle().createQuery("SELECT count(*) FROM games").mapTo(Long.class).one();
        }
        JsonNode page = get("/api/games?limit=" + Api.MAX_LIMIT).json();
        assertThat(page.get("total").asLong()).isEqualTo(games);
        assertThat(page.get("games")).hasSize(Api.MAX_LIMIT);
        assertThat(page).isEqualTo(cli("games", "--limit", String.valueOf(Api.MAX_LIMIT)));
    }

    @Test
    void theBoardDiagramIsTheSvgOfPositionFormatSvg() throws Exception {
        Answer svg = get("/api/board.svg?moves=f5");
        assertThat(svg.status()).isEqualTo(200);
        assertThat(svg.type()).startsWith("image/svg+xml");
        Cli.Run cli = Cli.run("position", "--format", "svg", "f5");
        assertThat(cli.exitCode()).isZero();
        assertThat(svg.body()).isEqualTo(cli.out()).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"");
        assertThat(count(svg.body(), "data-square=")).isEqualTo(64);
        // White's three replies to f5, and the discs: four black, one white.
        assertThat(count(svg.body(), "class=\"square legal\"")).isEqualTo(3);
        assertThat(svg.body()).contains("class=\"square legal\" data-square=\"d6\"", "data-square=\"f4\"", "data-square=\"f6\"");
        assertThat(count(svg.body(), "class=\"disc black\"")).isEqualTo(4);
        assertThat(count(svg.body(), "class=\"disc white\"")).isEqualTo(1);
        // Turned a quarter clockwise, a1 is drawn at the top right.
        String turned = get("/api/board.svg?moves=f5&view=6").body();
        assertThat(turned).contains("data-square=\"a1\" x=\"304\" y=\"24\"");
        assertThat(svg.body()).contains("data-square=\"a1\" x=\"24\" y=\"24\"");
    }

    @Test
    void whereTheSideToMoveMustPassTheBoardOffersTheOtherSidesMoves() throws Exception {
        Line beforePass = null;
        try (Database archive = Database.openExisting(db)) {
            for (byte[] moves : archive.handle().createQuery("SELECT moves FROM games ORDER BY id").mapTo(byte[].class).list()) {
                Line game = Replay.of(Transcript.fromBytes(moves));
                int pass = java.util.Arrays.stream(game.moves()).boxed().toList().indexOf(Square.PASS);
                if (pass > 0 && pass < game.moves().length - 1) {
                    beforePass = Replay.of(java.util.Arrays.copyOf(game.moves(), pass));
                    break;
                }
            }
        }
        assertThat(beforePass).as("a game of the archive with a pass before its end").isNotNull();
        Position p = beforePass.finalPosition();
        assertThat(p.mustPass()).isTrue();
        String svg = get("/api/board.svg?moves=" + Transcript.format(beforePass.moves())).body();
        assertThat(count(svg, "class=\"square legal\"")).isEqualTo(Long.bitCount(p.pass().legalMoves())).isPositive();
        for (int square : Square.list(p.pass().legalMoves())) {
            assertThat(svg).contains("class=\"square legal\" data-square=\"" + Square.name(square) + "\"");
        }
    }

    @Test
    void badInputIsA400WithAnErrorAndNoStackTrace() throws Exception {
        assertError("/api/tree?moves=f5d6f5c3", 400,
                "move 'f5' at ply 3 is not legal here (f5 is occupied; black can play c3 c4 c5 c6 c7)");
        assertError("/api/position?moves=z9", 400, "move 'z9' at ply 1 is not a square (squares are a1..h8)");
        assertError("/api/tree?player=" + q("Nobody Atall"), 400, "no player matches 'Nobody Atall'");
        // A name of several players: the refusal names them, and lists them for the page to offer as links.
        Answer ambiguous = get("/api/tree?player=Tamenori");
        assertThat(ambiguous.status()).isEqualTo(400);
        assertThat(ambiguous.json().get("error").asText()).contains("--player 'Tamenori' matches 2 players: "
                + "Tamenori Hideshi (1,338 games), Tamenori Masaru (10 games)");
        assertThat(ambiguous.json().get("parameter").asText()).isEqualTo("player");
        assertThat(ambiguous.json().get("matches")).extracting(JsonNode::asText).containsExactly("Tamenori Hideshi", "Tamenori Masaru");
        assertError("/api/tree?as=black", 400, "as needs player");
        assertError("/api/tree?as=green&player=" + q("Tamenori Hideshi"), 400, "as: 'green' is not one of black, white");
        assertError("/api/games?from=1999&to=1990", 400, "from 1999 is after to 1990");
        assertError("/api/games?from=12345", 400, "from: 12345 is not between 0 and 9999");
        assertError("/api/tree?player=" + q("Tamenori Hideshi") + "&player_like=Tamenori", 400,
                "player and player_like: give one of them");
        assertError("/api/tree?no_xot=perhaps", 400, "no_xot: 'perhaps' is not true or false");
        assertError("/api/games?from=nineteen", 400, "from: 'nineteen' is not a whole number");
        assertError("/api/games?limit=-1", 400, "limit: -1 is not between 1 and 1000");
        assertError("/api/games?newest=perhaps", 400, "newest: 'perhaps' is not true or false");
        assertError("/api/tree?sort=luck", 400, "sort: 'luck' is not one of games, score");
        assertError("/api/board.svg?view=9", 400, "view: 9 is not between 0 and 7");
        assertError("/api/game/abc", 400, "'abc' is not a game id (a whole number)");
        assertError("/api/players?q=" + "x".repeat(201), 400, "q: 201 characters; at most 200");
    }

    @Test
    void everyFilterOfTheCommandLineIsAParameterAndNoOtherParameterIsIgnored() throws Exception {
        assertThat(get("/api/tree?moves=f5d6&player_like=Tamenori&exclude_tournament=Japan&exclude_tournament=" + q("World")
                + "&no_xot=true&opponent_like=Murakami").json())
                .isEqualTo(cli("tree", "f5d6", "--player-like", "Tamenori", "--exclude-tournament", "Japan",
                        "--exclude-tournament", "World", "--no-xot", "--opponent-like", "Murakami"));
        assertThat(get("/api/games?exclude_player=" + q("Tamenori Hideshi") + "&from=2009&to=2009&limit=3").json())
                .isEqualTo(cli("games", "--exclude-player", "Tamenori Hideshi", "--from", "2009", "--to", "2009", "--limit", "3"));
        assertError("/api/tree?moves=f5&palyer=Tamenori", 400,
                "palyer: no such parameter; this route takes as, exclude_player, exclude_tournament, from, min_games, moves, "
                        + "no_xot, opponent, opponent_like, player, player_like, sort, source, to, tournament");
        assertError("/api/position?moves=f5&player=Tamenori", 400, "player: no such parameter; this route takes moves");
        // A name to leave out that matches nothing is a typo: refused as the command line refuses it, not every game.
        assertError("/api/games?exclude_tournament=Nonexistant", 400, "exclude-tournament: no tournament's name contains 'Nonexistant'");
        assertError("/api/game/4243?x=1", 400, "x: no such parameter (this route takes none)");
    }

    @Test
    void aParameterGivenTwiceIsRefusedAndListsOfExclusionsAreBounded() throws Exception {
        // Not the first value silently, nor each value multiplied into the query.
        assertError("/api/tree?moves=f5&moves=f5d6", 400, "moves: given 2 times; give it once");
        assertError("/api/games?limit=1&limit=1000", 400, "limit: given 2 times; give it once");
        assertError("/api/games?offset=0&offset=90000", 400, "offset: given 2 times; give it once");
        assertError("/api/openings?from=1990&from=1991&from=1992", 400, "from: given 3 times; give it once");
        assertError("/api/players?q=a&q=b", 400, "q: given 2 times; give it once");
        StringBuilder tournaments = new StringBuilder("/api/tree?moves=f5");
        StringBuilder players = new StringBuilder("/api/games?limit=1");
        List<String> options = new ArrayList<>(List.of("f5"));
        // Words of real tournaments' names: one that matches no tournament is refused (a typo), not ignored.
        List<String> words = List.of("Internet", "World", "EGP", "Championnat", "Kanto", "Diverses", "Campionati", "Meijin",
                "British", "Japan");
        assertThat(words).hasSize(Params.MAX_REPEATS);
        for (String word : words) {
            tournaments.append("&exclude_tournament=").append(word);
            players.append("&exclude_player=").append(q("Tamenori Hideshi"));
            options.addAll(List.of("--exclude-tournament", word));
        }
        // Up to the bound, the list is the command line's.
        assertThat(get(tournaments.toString()).json()).isEqualTo(cli("tree", options.toArray(String[]::new)));
        assertError(tournaments + "&exclude_tournament=more", 400,
                "exclude_tournament: given " + (Params.MAX_REPEATS + 1) + " times; at most " + Params.MAX_REPEATS);
        assertError(players + "&exclude_player=" + q("Tamenori Hideshi"), 400,
                "exclude_player: given " + (Params.MAX_REPEATS + 1) + " times; at most " + Params.MAX_REPEATS);
    }

    @Test
    void whatDoesNotExistIsA404WithAnError() throws Exception {
        assertError("/api/game/999999999", 404, "no game with id 999999999");
        assertError("/api/nothing", 404, "/api/nothing");
        assertThat(get("/nothing.html").status()).isEqualTo(404);
    }

    @Test
    void apiAnswersSayHowLongTheServerTookAndThePageIsServed() throws Exception {
        Answer tree = get("/api/tree?moves=f5");
        assertThat(tree.raw().headers().firstValue("Server-Timing").orElseThrow()).matches("app;dur=\\d+\\.\\d\\d");
        Answer page = get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.type()).startsWith("text/html");
        assertThat(page.body()).contains("<script type=\"module\" src=\"/app.js\"", "<link rel=\"stylesheet\" href=\"/app.css\"")
                .doesNotContain("http://", "https://");
        List<String> assets = new ArrayList<>(List.of("/app.css", "/data.css"));
        assets.addAll(PageModules.reachableFrom("/app.js", "/data.js"));
        // Every module of the page directory is loaded by a page: none is left behind after a change.
        assertThat(assets).containsAll(PageModules.shipped());
        for (String asset : assets) {
            Answer a = get(asset);
            assertThat(a.status()).as(asset).isEqualTo(200);
            if (asset.endsWith(".js")) {
                // A module script is run only when served as JavaScript (the HTML standard's module rule).
                assertThat(a.type()).as(asset).matches("(text|application)/javascript.*");
            }
            // The SVG namespace names elements the page draws (charts); it is an identifier, never fetched.
            assertThat(a.body().replace("'http://www.w3.org/2000/svg'", "")).as("nothing fetched from elsewhere")
                    .doesNotContain("http://", "https://", "@import");
            // Each file has its own validator: a browser asks again for each one and gets 304 while it is unchanged.
            String etag = a.raw().headers().firstValue("ETag").orElseThrow(() -> new AssertionError(asset + " has no ETag"));
            HttpResponse<String> again = HTTP.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + asset)).header("If-None-Match", etag).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(again.statusCode()).as(asset + " asked again with its ETag").isEqualTo(304);
        }
    }

    @Test
    void theFiltersRouteListsEveryFilterTheOtherRoutesAccept() throws Exception {
        JsonNode filters = get("/api/filters").json().get("filters");
        List<String> listed = new ArrayList<>();
        filters.forEach(f -> listed.add(f.get("parameter").asText()));
        assertThat(listed).isEqualTo(FilterParameters.ALL.stream().map(FilterParameters.Filter::parameter).toList());
        for (JsonNode f : filters) {
            // Each one is taken by the tree route: a filter the list names is never refused as unknown.
            String value = switch (f.get("kind").asText()) {
                case "colour" -> f.get("values").get(0).asText();
                case "flag" -> "true";
                case "year" -> "1990";
                default -> "x";
            };
            Answer a = get("/api/tree?" + f.get("parameter").asText() + "=" + value);
            assertThat(a.body()).as(f.toString()).doesNotContain("no such parameter");
            assertThat(f.get("label").asText()).as(f.toString()).isNotBlank();
        }
    }

    @Test
    void serveRefusesAMissingDatabaseAndAPortInUseWithOneLine() {
        Cli.Run missing = Cli.run("serve", "--db", "target/no-such.db", "--port", "0");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).startsWith("othello-db: target/no-such.db: no such database");
        Cli.Run taken = Cli.run("serve", "--db", db.toString(), "--port", String.valueOf(server.port()));
        assertThat(taken.exitCode()).isEqualTo(2);
        assertThat(taken.err()).startsWith("othello-db: cannot listen on 127.0.0.1:" + server.port() + ": ")
                .hasLineCount(1);
    }

    private static void assertError(String path, int status, String message) throws Exception {
        Answer a = get(path);
        assertThat(a.status()).as(path).isEqualTo(status);
        assertThat(a.type()).as(path).startsWith("application/json");
        JsonNode error = a.json();
        assertThat(error.size()).as(a.body()).isEqualTo(1);
        assertThat(error.get("error").asText()).as(path).contains(message);
        assertThat(a.body()).doesNotContain("Exception", "\tat ", "org.othellodb.");
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
