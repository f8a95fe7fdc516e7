package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.BoardText;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The routes that edit a repertoire, on the games of 1990: each answers what its command prints
 * with --format json (a repertoire made on the page and one made by the commands, with the same
 * lines, give the same documents but for the name and the time made), a replacement is answered
 * 409 until it is asked for, and a move taken out goes with what only it reached.
 */
class RepertoireRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    void thePagesEditsAreTheCommands(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("routes.db");
        cli("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1990.wtb").toString());
        StringWriter log = new StringWriter();
        try (WebServer server = TestServers.start(db, new PrintWriter(log))) {
            JsonNode made = post(server, "/api/repertoires", "{\"name\": \"web\", \"colour\": \"White\"}", 200);
            assertThat(withoutNameAndTime(made)).isEqualTo(withoutNameAndTime(
                    cli("repertoire", "new", "cli", "--colour", "white", "--format", "json", "--db", db.toString())));
            for (String line : new String[] {"f5d6c3d3c4", "f5d6c5f4"}) {
                JsonNode added = post(server, "/api/repertoires/add", "{\"repertoire\": \"web\", \"moves\": \"" + line + "\"}", 200);
                assertThat(withoutNameAndTime(added)).isEqualTo(withoutNameAndTime(
                        cli("repertoire", "add", "cli", line, "--format", "json", "--db", db.toString())));
            }

            // White plays d6 after f5: f4 there is refused, and taken with replace (d6 and the 5 moves after it go, f4 comes).
            JsonNode refused = post(server, "/api/repertoires/add", "{\"repertoire\": \"web\", \"moves\": \"f5f4\"}", 409);
            assertThat(refused.get("error").asText()).startsWith("the line f5f4 at move 2 (after f5) plays f4 where repertoire 'web' plays d6");
            assertThat(refused.get("replace").asBoolean()).isTrue();
            JsonNode replaced = post(server, "/api/repertoires/add",
                    "{\"repertoire\": \"web\", \"moves\": \"f5f4\", \"replace\": true}", 200);
            assertThat(replaced.get("added").asInt()).isEqualTo(1);
            assertThat(replaced.get("dropped").asInt()).isEqualTo(6);
            assertThat(replaced.get("repertoire").get("moves").asInt()).isEqualTo(2);

            JsonNode at = JSON.readTree(TestServers.answer(HTTP, server.port(), "/api/repertoires/at?repertoire=web&moves=f5").body());
            assertThat(at.get("at").get("held").toString()).isEqualTo("[\"f4\"]");
            assertThat(at.get("at").get("mine_to_move").asBoolean()).isTrue();
            assertThat(at.get("repertoires")).hasSize(2);

            // f5 taken out: white's f4 after it goes too.
            JsonNode removed = post(server, "/api/repertoires/remove", "{\"repertoire\": \"web\", \"moves\": \"f5\"}", 200);
            assertThat(removed.get("dropped").asInt()).isEqualTo(2);
            assertThat(removed.get("repertoire").get("moves").asInt()).isZero();
            JsonNode notHeld = post(server, "/api/repertoires/remove", "{\"repertoire\": \"web\", \"moves\": \"f5\"}", 400);
            assertThat(notHeld.get("error").asText()).isEqualTo("the line f5 at move 1: repertoire 'web' does not hold f5 there");
            post(server, "/api/repertoires", "{\"name\": \"cli\", \"colour\": \"black\"}", 400);
        }
        assertThat(log.toString()).isEmpty();
        assertThat(cli("repertoire", "show", "web", "--format", "json", "--db", db.toString()).get("variations")).isEmpty();
    }

    /**
     * A board and then moves (the board after f5d6c3, white to move, then d3 c4), as the page may send
     * and as {@code repertoire add} and {@code remove} take them: the same text does the same in both,
     * and a board that is none, or a removal from a board, is refused by both with the same reason.
     */
    @Test
    void aBoardThenMovesIsReadAsTheCommandsReadIt(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("boards.db");
        cli("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1990.wtb").toString());
        String board = BoardText.format(Replay.of("f5d6c3").finalPosition());
        assertThat(board).isEqualTo("------------------X--------XX------OXX-----O-------------------- O");
        StringWriter log = new StringWriter();
        try (WebServer server = TestServers.start(db, new PrintWriter(log))) {
            post(server, "/api/repertoires", "{\"name\": \"web\", \"colour\": \"white\"}", 200);
            cli("repertoire", "new", "cli", "--colour", "white", "--format", "json", "--db", db.toString());
            post(server, "/api/repertoires/add", "{\"repertoire\": \"web\", \"moves\": \"f5d6c3\"}", 200);
            cli("repertoire", "add", "cli", "f5d6c3", "--format", "json", "--db", db.toString());

            JsonNode added = post(server, "/api/repertoires/add", "{\"repertoire\": \"web\", \"moves\": \"" + board + " d3 c4\"}", 200);
            assertThat(added.get("added").asInt()).isEqualTo(2);
            assertThat(withoutNameAndTime(added)).isEqualTo(withoutNameAndTime(
                    cli("repertoire", "add", "cli", board, "d3", "c4", "--format", "json", "--db", db.toString())));
            JsonNode variations = cli("repertoire", "show", "web", "--format", "json", "--db", db.toString()).get("variations");
            assertThat(variations.toString()).contains("\"f5d6c3d3c4\"");
            assertThat(variations).isEqualTo(cli("repertoire", "show", "cli", "--format", "json", "--db", db.toString()).get("variations"));

            String notABoard = board.substring(1) + " d3";
            JsonNode refused = post(server, "/api/repertoires/add", "{\"repertoire\": \"web\", \"moves\": \"" + notABoard + "\"}", 400);
            assertThat(refused.get("error").asText()).startsWith("not a board: it has 64 characters, not 64 squares and the side to move");
            Cli.Run command = Cli.run("repertoire", "add", "cli", board.substring(1), "d3", "--db", db.toString());
            assertThat(command.exitCode()).isNotZero();
            assertThat(command.err()).contains(refused.get("error").asText());

            // Taking out goes along the repertoire's moves from the start: a board is read, then refused by both alike.
            JsonNode fromBoard = post(server, "/api/repertoires/remove", "{\"repertoire\": \"web\", \"moves\": \"" + board + " d3 c4\"}", 400);
            assertThat(fromBoard.get("error").asText()).isEqualTo("give the moves from the start to the move to take out of repertoire 'web'");
            Cli.Run remove = Cli.run("repertoire", "remove", "cli", board, "d3", "c4", "--db", db.toString());
            assertThat(remove.exitCode()).isNotZero();
            assertThat(remove.err()).contains("give the moves from the start to the move to take out of repertoire 'cli'");
        }
        assertThat(log.toString()).isEmpty();
    }

    private static JsonNode post(WebServer server, String path, String body, int status) throws IOException, InterruptedException {
        HttpResponse<String> r = TestServers.post(HTTP, server.port(), path, body);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        return JSON.readTree(r.body());
    }

    private static JsonNode withoutNameAndTime(JsonNode change) {
        ObjectNode copy = change.deepCopy();
        ((ObjectNode) copy.get("repertoire")).remove(java.util.List.of("name", "created_at"));
        return copy;
    }

    private static JsonNode cli(String... args) throws IOException {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run.out().isEmpty() ? JSON.nullNode() : JSON.readTree(run.out());
    }
}
