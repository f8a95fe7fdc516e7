package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.SolvedPositions;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * While the solver works on a game's endgame, {@code /api/endgame} answers the moves solved so far
 * ({@code complete: false}) rather than only "still solving", so that the page draws them as they
 * come. The solver is held after its first move until the test has seen that answer (no test waits
 * on the machine's speed: the server's own wait for a solve is 1 ms, so every answer before the end
 * is either a 503 or the moves so far); game 1085 ends complete with its 22 moves and the first
 * mistake at move 41, and every answer before it was the beginning of that one. The values solved
 * are kept in the database, as {@code game ID --endgame} keeps them: a second server on the file
 * answers the same moves without searching a position.
 */
class EndgameStreamingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theMovesSolvedSoFarAreAnsweredUntilTheWholeEndgameIs(@TempDir Path dir) throws Exception {
        Path db = Archive.copy(dir);
        CountDownLatch seen = new CountDownLatch(1);
        AtomicInteger solvedMoves = new AtomicInteger();
        StringWriter log = new StringWriter();
        try (WebServer server = WebServer.start(db, "127.0.0.1", 0, new PrintWriter(log), null,
                new Waits(3_600_000, 1, 3_600_000, 3_600_000))) {
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
            assertThat(answer.get("nodes").asLong()).isPositive();

            // Kept: the positions before and after each of the 22 moves (shared ones once), which a second server
            // on the file and the command read instead of searching.
            try (Database opened = Database.openExisting(db)) {
                assertThat(new SolvedPositions(opened).count()).isBetween(22L, 44L);
            }
            try (WebServer second = TestServers.start(db, new PrintWriter(log))) {
                JsonNode again = JSON.readTree(TestServers.answer(client, second.port(), "/api/endgame?game=1085").body());
                assertThat(again.get("nodes").asLong()).isZero();
                assertThat(again.get("moves")).isEqualTo(answer.get("moves"));
            }
            Cli.Run command = Cli.run("game", "1085", "--endgame", "--format", "json", "--db", db.toString());
            assertThat(command.exitCode()).as(command.err()).isZero();
            JsonNode read = JSON.readTree(command.out());
            assertThat(read.get("nodes").asLong()).isZero();
            assertThat(read.get("moves")).isEqualTo(answer.get("moves"));
        }
        assertThat(log.toString()).isEmpty();
    }
}
