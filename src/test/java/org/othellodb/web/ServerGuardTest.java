package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.web.ApiTest.q;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * What the red team found, each closed: requests addressed to another site (DNS rebinding), the
 * protective headers, the user's folders in a game, Jetty's own error pages, and the expensive
 * routes starving the quick ones.
 */
class ServerGuardTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static Path db;
    private static StringWriter log;
    private static WebServer server;

    @BeforeAll
    static void start() {
        db = Archive.database();
        log = new StringWriter();
        server = TestServers.start(db, new PrintWriter(log));
    }

    @AfterAll
    static void stop() {
        server.close();
        assertThat(log.toString()).as("failures the server logged").isEmpty();
    }

    /** A raw HTTP/1.1 exchange, so that the Host header and malformed requests can be sent as a browser never would. */
    record Raw(int status, String head, String body) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String header(String name) {
            for (String line : head.split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT) + ":")) {
                    return line.substring(name.length() + 1).strip();
                }
            }
            return null;
        }

        JsonNode json() throws IOException {
            return JSON.readTree(body);
        }
    }

    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    static Raw raw(String requestLine, String host, String... headers) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            StringBuilder request = new StringBuilder(requestLine).append("\r\n");
            if (host != null) {
                request.append("Host: ").append(host).append("\r\n");
            }
            for (String h : headers) {
                request.append(h).append("\r\n");
            }
            request.append("Connection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int split = text.indexOf("\r\n\r\n");
            String head = text.substring(0, split);
            String body = text.substring(split + 4);
            if ("chunked".equalsIgnoreCase(new Raw(0, head, "").header("Transfer-Encoding"))) {
                body = unchunk(body);
            }
            return new Raw(Integer.parseInt(head.split(" ")[1]), head, body);
        }
    }

    private static String unchunk(String chunked) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int eol = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, eol).strip(), 16);
            if (size == 0) {
                return out.toString();
            }
            out.append(chunked, eol + 2, eol + 2 + size);
            at = eol + 2 + size + 2;
        }
    }

    @Test
    void onlyRequestsAddressedToThisServerAreAnswered() throws Exception {
        String port = ":" + server.port();
        for (String host : new String[] {"127.0.0.1" + port, "localhost" + port, "LOCALHOST", "[::1]" + port}) {
            assertThat(raw("GET /api/position?moves=f5 HTTP/1.1", host).status()).as(host).isEqualTo(200);
        }
        // A page at rebind.example whose name now points at 127.0.0.1 reads nothing: neither the API nor the page.
        for (String path : new String[] {"/api/tree?moves=f5", "/", "/app.js"}) {
            Raw refused = raw("GET " + path + " HTTP/1.1", "rebind.example" + port);
            assertThat(refused.status()).as(path).isEqualTo(403);
            assertThat(refused.header("Content-Type")).startsWith("application/json");
            assertThat(refused.json().get("error").asText())
                    .isEqualTo("this server answers only requests addressed to its own name or address, not to 'rebind.example"
                            + port + "'");
        }
    }

    @Test
    void everyAnswerForbidsFramingAndTypeGuessing() throws Exception {
        for (String path : new String[] {"/", "/app.js", "/api/tree?moves=f5", "/api/board.svg?moves=f5", "/api/game/abc",
                "/nothing"}) {
            Raw r = raw("GET " + path + " HTTP/1.1", "127.0.0.1");
            assertThat(r.header("X-Content-Type-Options")).as(path).isEqualTo("nosniff");
            assertThat(r.header("Content-Security-Policy")).as(path).contains("frame-ancestors 'none'", "default-src 'self'")
                    .doesNotContain("unsafe");
            assertThat(r.header("X-Frame-Options")).as(path).isEqualTo("DENY");
        }
    }

    @Test
    void aGameNamesItsSourceFileWithoutTheUsersFolders() throws Exception {
        JsonNode cli = JSON.readTree(Cli.run("game", "--db", db.toString(), "--format", "json", "4243").out());
        assertThat(cli.get("source").asText()).contains("/");
        JsonNode served = JSON.readTree(raw("GET /api/game/4243 HTTP/1.1", "localhost").body());
        String file = cli.get("source").asText().substring(cli.get("source").asText().lastIndexOf('/') + 1);
        assertThat(file).matches("WTH_\\d{4}\\.wtb");
        assertThat(served.get("source").asText()).isEqualTo(file);
        ((com.fasterxml.jackson.databind.node.ObjectNode) cli).put("source", file);
        assertThat(served).isEqualTo(cli);
    }

    @Test
    void errorsJettyAnswersItselfAreJsonToo() throws Exception {
        Raw badPath = raw("GET /api/%zz HTTP/1.1", "localhost");
        assertThat(badPath.status()).isEqualTo(400);
        assertThat(badPath.header("Content-Type")).startsWith("application/json");
        assertThat(badPath.json().has("error")).isTrue();
        assertThat(badPath.body()).doesNotContain("<html", "Exception");

        Raw hugeHeader = raw("GET /api/tree HTTP/1.1", "localhost", "X-Padding: " + "x".repeat(20_000));
        assertThat(hugeHeader.status()).isEqualTo(431);
        assertThat(hugeHeader.header("Content-Type")).startsWith("application/json");
        assertThat(hugeHeader.json().has("error")).isTrue();

        Raw badMethod = raw("BREW /api/tree HTTP/1.1", "localhost");
        assertThat(badMethod.status()).isBetween(400, 499);
        assertThat(badMethod.header("Content-Type")).startsWith("application/json");
    }

    @Test
    void manyExpensiveRequestsAtOnceNeverStarveTheQuickRoutes() throws Exception {
        // 40 different counts of the named openings, 100 far pages of games, name searches and panels
        // at once, each held inside its work (with its connection) until released, so that what they
        // take does not depend on how fast the machine is: the quick routes answer meanwhile, and
        // rightly; of the expensive requests beyond the few run at once, a few wait for their turn
        // (no longer than a test takes here) and the others are refused with 503 and Retry-After;
        // none fails.
        List<String> expensive = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            expensive.add("/api/openings?sort=games&from=" + (1977 + i / 2) + "&to=" + (2010 - i % 2));
        }
        for (int i = 0; i < 100; i++) {
            expensive.add("/api/games?offset=" + (90_000 + i));
        }
        expensive.addAll(List.of("/api/games?prefix=f5d6c3", "/api/players?q=a", "/api/trend?moves=f5",
                "/api/transpositions?moves=f5d6c3d3c4", "/api/player?player=" + q("Tamenori Hideshi")));
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger held = new AtomicInteger();
        server.whileExpensiveWorkHolds(() -> {
            held.incrementAndGet();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        List<CompletableFuture<HttpResponse<String>>> asked = new ArrayList<>();
        int heldBeforeRelease;
        try {
            for (String path : expensive) {
                asked.add(HTTP.sendAsync(request(path), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)));
            }
            while (held.get() + server.expensiveWaiting() + asked.stream().filter(CompletableFuture::isDone).count()
                    < asked.size()) {
                Thread.sleep(10); // until each is held in its work, waits for its turn, or is answered
            }
            assertThat(held.get()).as("expensive requests computed at once").isBetween(1, 2);
            assertThat(server.expensiveWaiting()).as("requests waiting for their turn").isEqualTo(ExpensiveAnswers.MOST_WAITING);
            HttpResponse<String> tree = get("/api/tree?moves=f5d6");
            assertThat(tree.statusCode()).as(tree.body()).isEqualTo(200);
            assertThat(JSON.readTree(tree.body()))
                    .isEqualTo(JSON.readTree(Cli.run("tree", "f5d6", "--db", db.toString(), "--format", "json").out()));
            assertThat(get("/api/games?position=f5d6&limit=20").statusCode()).isEqualTo(200);
            assertThat(get("/api/position?moves=f5d6").statusCode()).isEqualTo(200);
        } finally {
            heldBeforeRelease = held.get();
            release.countDown();
            server.whileExpensiveWorkHolds(() -> { });
        }
        int answered = 0;
        for (CompletableFuture<HttpResponse<String>> f : asked) {
            HttpResponse<String> r = f.get();
            assertThat(r.statusCode()).as(r.body()).isIn(200, 503);
            if (r.statusCode() == 200) {
                answered++;
            } else {
                assertThat(r.headers().firstValue("Retry-After")).hasValue("2");
                assertThat(JSON.readTree(r.body()).get("error").asText()).startsWith("the server is busy");
            }
        }
        // Those held, then those that waited for their turn, are answered; the others were sent back.
        assertThat(answered).as("the requests held or waiting, and no other").isEqualTo(heldBeforeRelease + ExpensiveAnswers.MOST_WAITING);
        // A far page continues the pages before it.
        JsonNode page = JSON.readTree(get("/api/games?offset=90000&limit=1").body());
        JsonNode before = JSON.readTree(get("/api/games?offset=89001&limit=1000").body());
        assertThat(page.at("/games/0")).isEqualTo(before.at("/games/999"));
        // The same expensive request from 30 clients at once is computed once and answers all of them.
        ExecutorService same = Executors.newFixedThreadPool(30);
        try {
            List<Future<HttpResponse<String>>> all = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                all.add(same.submit(() -> get("/api/openings?sort=games&from=1990&to=2010")));
            }
            JsonNode expected = JSON.readTree(Cli.run("openings", "--db", db.toString(), "--format", "json", "--sort", "games",
                    "--from", "1990", "--to", "2010").out());
            for (Future<HttpResponse<String>> f : all) {
                assertThat(f.get().statusCode()).isEqualTo(200);
                assertThat(JSON.readTree(f.get().body())).isEqualTo(expected);
            }
        } finally {
            same.shutdown();
        }
    }

    private static HttpRequest request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build();
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
