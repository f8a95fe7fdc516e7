package org.othellodb.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The server as the tests start it, and asked: on any free port, waiting for each answer as long
 * as the work takes. serve's waits ({@link Waits#SERVE}) answer 503 after a few seconds; under the load of a
 * whole build a test would take that for the answer, so no test may depend on them.
 */
final class TestServers {

    /** Longer than any test: a request waits for its connection, its solve or a shared answer. */
    static final Waits PATIENT = new Waits(3_600_000, 3_600_000, 3_600_000, 3_600_000);

    private TestServers() {
    }

    /**
     * The answer to {@code path}: after a {@code 503} (another request holds the expensive routes'
     * share, the solver's queue is full) it waits the Retry-After and asks again, as the page does.
     */
    static HttpResponse<String> answer(HttpClient client, int port, String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build();
        while (true) {
            HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            if (r.statusCode() != 503) {
                return r;
            }
            Thread.sleep(1000L * Long.parseLong(r.headers().firstValue("Retry-After").orElseThrow()));
        }
    }

    static WebServer start(Path database, PrintWriter log) {
        return start(database, log, null);
    }

    static WebServer start(Path database, PrintWriter log, BookScores book) {
        return WebServer.start(database, "127.0.0.1", 0, log, book, PATIENT);
    }

    /** Sends {@code json} to {@code path} as a POST, once (an answer that writes is not repeated on 503). */
    static HttpResponse<String> post(HttpClient client, int port, String path, String json) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** Quits the browser and stops the server of a page test, whichever of them started (none when skipped). */
    static void closeAll(org.openqa.selenium.WebDriver browser, WebServer server) {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }
}
