package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * The drill's routes on the games of 2021 with the tiger line as a repertoire: the next position
 * asked, an answer graded and stored (the one route that writes), the refusals. The server's other
 * routes only read ({@link ApiTest} checks the file is unchanged); this one has a database of its own.
 */
class DrillApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static HttpResponse<String> post(WebServer server, String body) throws IOException, InterruptedException {
        return TestServers.post(HTTP, server.port(), "/api/drill/answer", body);
    }

    @Test
    void thePageIsAskedTheDuePositionsInTurnAndItsAnswersAreStored(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("drill.db");
        ok("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString());
        ok("repertoire", "new", "tiger", "--colour", "black", "--db", db.toString());
        ok("repertoire", "add", "tiger", "f5d6c3d3c4f4f6f3e6e7", "--db", db.toString());
        StringWriter log = new StringWriter();
        try (WebServer server = TestServers.start(db, new PrintWriter(log))) {
            String next = "/api/drill/next?repertoire=" + URLEncoder.encode("tiger", StandardCharsets.UTF_8);
            JsonNode first = JSON.readTree(TestServers.answer(HTTP, server.port(), next).body());
            assertThat(first.get("due").asInt()).isEqualTo(5);
            assertThat(first.get("colour").asText()).isEqualTo("black");
            assertThat(first.get("prompt").get("moves").asText()).isEmpty();
            assertThat(first.get("prompt").get("new").asBoolean()).isTrue();

            HttpResponse<String> right = post(server, "{\"repertoire\": \"tiger\", \"moves\": \"\", \"move\": \"F5\"}");
            assertThat(right.statusCode()).as(right.body()).isEqualTo(200);
            JsonNode graded = JSON.readTree(right.body());
            assertThat(graded.get("right").asBoolean()).isTrue();
            assertThat(graded.get("expected").asText()).isEqualTo("f5");
            // Every game of 2021 starts with f5: the games' figure for the start's move is the year's count.
            assertThat(graded.get("games").asInt()).isEqualTo(Integer.parseInt(Rows.of(db, "SELECT count(*) FROM games").get(0)
                    .replace("|", "")));

            JsonNode second = JSON.readTree(TestServers.answer(HTTP, server.port(), next).body());
            assertThat(second.get("due").asInt()).isEqualTo(4);
            assertThat(second.get("prompt").get("moves").asText()).isEqualTo("f5d6");
            JsonNode wrong = JSON.readTree(post(server, "{\"repertoire\": \"tiger\", \"moves\": \"f5d6\", \"move\": \"e3\"}").body());
            assertThat(wrong.get("right").asBoolean()).isFalse();
            assertThat(wrong.get("expected").asText()).isEqualTo("c3");
            assertThat(Rows.of(db, "SELECT reviews, lapses FROM drill_cards ORDER BY lapses")).containsExactly("1|0|", "1|1|");

            HttpResponse<String> notAsked = post(server, "{\"repertoire\": \"tiger\", \"moves\": \"f5\", \"move\": \"d6\"}");
            assertThat(notAsked.statusCode()).isEqualTo(400);
            assertThat(JSON.readTree(notAsked.body()).get("error").asText()).isEqualTo("repertoire 'tiger' asks no move of black after f5");
            assertThat(post(server, "not json").statusCode()).isEqualTo(400);
            assertThat(TestServers.answer(HTTP, server.port(), "/api/drill/next?repertoire=none").statusCode()).isEqualTo(400);
        }
        assertThat(log.toString()).isEmpty();
    }
}
