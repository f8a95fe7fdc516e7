package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;

/**
 * While the solver works on a game's endgame, {@code /api/endgame} answers the moves solved so far
 * ({@code complete: false}) rather than only "still solving", so that the page draws them as they
 * come. The solver is held after its first move until the test has seen that answer (no test waits
 * on the machine's speed: the server's own wait for a solve is 1 ms, so every answer before the end
 * is either a 503 or the moves so far); game 1085 ends complete with its 22 moves and the first
 * mistake at move 41, and every answer before it was the beginning of that one.
 */
class EndgameStreamingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theMovesSolvedSoFarAreAnsweredUntilTheWholeEndgameIs() throws Exception {
        CountDownLatch seen = new CountDownLatch(1);
        AtomicInteger solvedMoves = new AtomicInteger();
        StringWriter log = new StringWriter();
        try (WebServer server = WebServer.start(Archive.database(), "127.0.0.1", 0, new PrintWriter(log), null,
                new Waits(3_600_000, 1, 3_600_000))) {
            server.whileEndgameSolves(() -> {
                if (solvedMoves.incrementAndGet() == 1) {
                    try {
                        seen.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            HttpClient client = HttpClient.newHttpClient();
            JsonNode first = JSON.readTree(TestServers.answer(client, server.port(), "/api/endgame?game=1085").body());
            assertThat(first.get("complete").asBoolean()).isFalse();
            assertThat(first.get("moves")).hasSize(1);
            assertThat(first.at("/moves/0/move_number").asInt()).isEqualTo(39);
            assertThat(first.at("/moves/0/best").asInt()).isEqualTo(12);
            seen.countDown();

            JsonNode answer = first;
            int partials = 1;
            while (!answer.get("complete").asBoolean()) {
                answer = JSON.readTree(TestServers.answer(client, server.port(), "/api/endgame?game=1085").body());
                JsonNode moves = answer.get("moves");
                for (int i = 0; i < first.get("moves").size(); i++) {
                    assertThat(moves.get(i)).isEqualTo(first.get("moves").get(i));
                }
                partials++;
            }
            assertThat(partials).isGreaterThanOrEqualTo(2);
            assertThat(answer.get("moves")).hasSize(22);
            assertThat(answer.at("/first_mistake/move_number").asInt()).isEqualTo(41);
            assertThat(answer.get("black_disc_diff_at_start").asInt()).isEqualTo(12);
            assertThat(solvedMoves.get()).isEqualTo(22);
        }
    }
}
