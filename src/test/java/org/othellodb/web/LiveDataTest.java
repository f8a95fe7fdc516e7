package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * The server keeps answering correctly while another process imports into its database: no
 * failure, no torn or damaged read, and once the import committed the same counts as the command
 * line, without a restart.
 */
class LiveDataTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    /** One answer seen during the import. */
    record Seen(String path, int status, String body) {
    }

    @Test
    void answersStayRightWhileAnImportCommitsAndShowTheNewGamesAfterwards() throws Exception {
        Path db = dir.resolve("live.db");
        Files.copy(Archive.database(), db);
        // 400 eOthello games: enough to change the counts of the first moves, quick to import.
        Path games = dir.resolve("eothello-part.csv");
        Files.write(games, Files.readAllLines(Samples.EOTHELLO, StandardCharsets.UTF_8).subList(0, 401));

        StringWriter log = new StringWriter();
        List<String> paths = List.of("/api/tree?moves=f5d6", "/api/games?position=f5d6&limit=1", "/api/players?q=tamenori",
                "/api/openings?sort=games");
        try (WebServer server = TestServers.start(db, new PrintWriter(log))) {
            List<JsonNode> before = new ArrayList<>();
            for (String p : paths) {
                before.add(JSON.readTree(get(server, p).body()));
            }
            ConcurrentLinkedQueue<Seen> seen = new ConcurrentLinkedQueue<>();
            AtomicBoolean importing = new AtomicBoolean(true);
            ExecutorService clients = Executors.newFixedThreadPool(4);
            List<Future<?>> running = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                String path = paths.get(c);
                running.add(clients.submit(() -> {
                    while (importing.get()) {
                        HttpResponse<String> r = get(server, path);
                        seen.add(new Seen(path, r.statusCode(), r.body()));
                        Thread.sleep(20); // load, but leave the import some of the two cores
                    }
                    return null;
                }));
            }
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", games.toString());
            importing.set(false);
            for (Future<?> f : running) {
                f.get();
            }
            clients.shutdown();
            assertThat(run.exitCode()).as(run.err()).isZero();

            List<JsonNode> after = new ArrayList<>();
            for (String p : paths) {
                after.add(JSON.readTree(get(server, p).body()));
            }
            // Every answer during the import was whole: the one before or the one after it.
            assertThat(seen).isNotEmpty();
            for (Seen s : seen) {
                assertThat(s.status()).as(s.path() + ": " + s.body()).isEqualTo(200);
                int i = paths.indexOf(s.path());
                assertThat(List.of(before.get(i), after.get(i))).as(s.path()).contains(JSON.readTree(s.body()));
            }
            // Afterwards the server says what the command line says, without a restart.
            assertThat(after.get(0)).isEqualTo(cli("tree", "--db", db.toString(), "f5d6"));
            assertThat(after.get(0).at("/position/games").asInt()).isGreaterThan(before.get(0).at("/position/games").asInt());
            // (the command line's --limit 0 lists every game; the count is what compares)
            assertThat(after.get(1).get("total")).isEqualTo(cli("games", "--db", db.toString(), "--position", "f5d6").get("total"));
            assertThat(after.get(3)).isEqualTo(cli("openings", "--db", db.toString(), "--sort", "games"));
            assertThat(after.get(3)).isNotEqualTo(before.get(3));
        }
        assertThat(log.toString()).as("failures the server logged").isEmpty();
    }

    private static HttpResponse<String> get(WebServer server, String path) throws Exception {
        return TestServers.answer(HTTP, server.port(), path);
    }

    private static JsonNode cli(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--format", "json"));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }
}
