package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.othellodb.board.Line;
import org.othellodb.board.Transcript;
import org.othellodb.error.ToolFailureException;
import org.othellodb.web.WebServer;

/**
 * The bench of {@code serve}: the server on a free port of 127.0.0.1 over the database, then warm
 * tree requests (timed at the server, from its Server-Timing header, and at the client), then many
 * clients asking for what the page asks for, at once, each for a bounded time and count.
 */
final class ServeBench {

    /** The most requests one client makes in the load test, whatever the time allows. */
    private static final int MAX_REQUESTS_PER_CLIENT = 200_000;

    private final PrintWriter out;
    private final Path database;
    private final List<Line> positions;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    ServeBench(PrintWriter out, Path database, List<Line> positions) {
        this.out = out;
        this.database = database;
        this.positions = positions;
    }

    /**
     * Runs the bench; with {@code importDuring}, the server reads a copy of the database into which
     * that file is imported (by this process, as another {@code import} would) while the clients ask,
     * so that the figures include the server keeping up with another writer. The user's database is
     * never written.
     */
    void run(int clients, int seconds, Path importDuring) {
        StringWriter failures = new StringWriter();
        Path served = database;
        Path scratch = null;
        try {
            if (importDuring != null) {
                scratch = java.nio.file.Files.createTempDirectory("othello-db-serve-bench");
                served = scratch.resolve("served.db");
                java.nio.file.Files.copy(database, served);
            }
            try (WebServer server = WebServer.start(served, "127.0.0.1", 0, new PrintWriter(failures))) {
                String base = "http://127.0.0.1:" + server.port();
                warmTrees(base);
                clicks(base);
                Thread importer = importDuring == null ? null : importer(served, importDuring);
                load(base, clients, seconds);
                if (importer != null) {
                    importer.join();
                }
            }
        } catch (IOException e) {
            throw new ToolFailureException("cannot copy the database for the serve bench: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("the serve bench was interrupted", e);
        } finally {
            if (scratch != null) {
                for (String suffix : new String[] {"", "-wal", "-shm"}) {
                    scratch.resolve("served.db" + suffix).toFile().delete();
                }
                scratch.toFile().delete();
            }
        }
        if (!failures.toString().isEmpty()) {
            out.print("  the server reported: " + failures);
        }
    }

    /** An import into the served copy, started now, reporting how it went when done. */
    private Thread importer(Path served, Path file) {
        Thread t = new Thread(() -> {
            long start = System.nanoTime();
            StringWriter text = new StringWriter();
            int code = Main.run(new PrintWriter(text), new PrintWriter(text), "import", "--db", served.toString(), "--quiet",
                    file.toString());
            synchronized (out) {
                out.printf("  during the load: import of %s, exit %d, %.1f s%s%n", file.getFileName(), code,
                        (System.nanoTime() - start) / 1e9, code == 0 ? "" : ": " + text.toString().strip());
            }
        }, "serve bench import");
        t.start();
        return t;
    }

    /**
     * What a click on the board waits for before the tree shows: the diagram, the position and the
     * tree, asked for at once as the page asks for them, until the last answer is in.
     */
    private void clicks(String base) {
        double[] ms = new double[positions.size()];
        for (int i = 0; i < ms.length; i++) {
            String moves = moves(positions.get(i));
            long start = System.nanoTime();
            List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> all = new ArrayList<>();
            for (String path : new String[] {"/api/board.svg?moves=", "/api/position?moves=", "/api/tree?moves="}) {
                all.add(http.sendAsync(HttpRequest.newBuilder(URI.create(base + path + moves)).build(),
                        HttpResponse.BodyHandlers.ofString()));
            }
            java.util.concurrent.CompletableFuture.allOf(all.toArray(java.util.concurrent.CompletableFuture[]::new)).join();
            ms[i] = (System.nanoTime() - start) / 1e6;
        }
        out.printf("serve: a click until the tree can show (board, position and tree at once), %d positions: %s%n", ms.length,
                BenchCommand.summary(ms));
    }

    private void warmTrees(String base) {
        for (Line line : positions) {
            send(base + "/api/tree?moves=" + moves(line));
        }
        double[] server = new double[positions.size()];
        double[] client = new double[positions.size()];
        for (int i = 0; i < server.length; i++) {
            long start = System.nanoTime();
            HttpResponse<String> r = send(base + "/api/tree?moves=" + moves(positions.get(i)));
            client[i] = (System.nanoTime() - start) / 1e6;
            server[i] = serverMillis(r);
        }
        out.printf("serve: tree over HTTP, warm, %d positions: at the server %s%n", server.length, BenchCommand.summary(server));
        out.printf("  round trip at the client: %s%n", BenchCommand.summary(client));
    }

    /** Clients asking, in turn, for what a click on the page asks for: board, position, tree, games; now and then a name. */
    private void load(String base, int clients, int seconds) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<ClientResult>> results = new ArrayList<>();
        long start = System.nanoTime();
        for (int c = 0; c < clients; c++) {
            Random random = new Random(c);
            results.add(pool.submit(() -> client(base, random, deadline)));
        }
        Map<String, List<Double>> byRoute = new TreeMap<>();
        int errors = 0;
        int busy = 0;
        String firstError = null;
        try {
            for (Future<ClientResult> f : results) {
                ClientResult r = f.get();
                r.millis().forEach((route, ms) -> byRoute.computeIfAbsent(route, k -> new ArrayList<>()).addAll(ms));
                errors += r.errors();
                busy += r.busy();
                firstError = firstError != null ? firstError : r.firstError();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("the serve load test was interrupted", e);
        } catch (ExecutionException e) {
            throw new ToolFailureException("a client of the serve load test failed: " + e.getCause(), e);
        } finally {
            pool.shutdownNow();
        }
        double wall = (System.nanoTime() - start) / 1e9;
        double[] ms = byRoute.values().stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
        out.printf("serve: %d clients for %.1f s: %,d requests, %d errors, %,d turned away (503, Retry-After), %,.0f requests/s; "
                + "latency %s%n", clients, wall, ms.length, errors, busy, ms.length / wall,
                ms.length == 0 ? "-" : BenchCommand.summary(ms));
        if (busy > 0) {
            out.println("  (turned away: the routes that read much of the archive, here the players' name search, run a "
                    + "quarter of the connections at most; the page asks again after Retry-After: docs/serve.md)");
        }
        byRoute.forEach((route, times) -> out.printf("  %-16s %,7d requests: %s%n", route, times.size(),
                BenchCommand.summary(times.stream().mapToDouble(Double::doubleValue).toArray())));
        if (firstError != null) {
            out.println("  first error: " + firstError);
        }
    }

    /**
     * One client's latencies by route, its errors, and the requests the server turned away as busy (503 with
     * Retry-After: what the server answers by design beyond its cap of expensive requests, not a failure).
     */
    private record ClientResult(Map<String, List<Double>> millis, int errors, int busy, String firstError) {
    }

    private ClientResult client(String base, Random random, long deadline) {
        Map<String, List<Double>> millis = new HashMap<>();
        int errors = 0;
        int busy = 0;
        String firstError = null;
        for (int n = 0; n < MAX_REQUESTS_PER_CLIENT && System.nanoTime() < deadline; n++) {
            String moves = moves(positions.get(random.nextInt(positions.size())));
            String path = switch (n % 9) {
                case 0, 4 -> "/api/board.svg?moves=" + moves;
                case 1, 5 -> "/api/position?moves=" + moves;
                case 2, 6 -> "/api/tree?moves=" + moves;
                case 3, 7 -> "/api/games?newest=true&limit=20&position=" + moves;
                default -> "/api/players?limit=12&q=" + (char) ('a' + random.nextInt(26)) + (char) ('a' + random.nextInt(26));
            };
            long start = System.nanoTime();
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 503 && r.headers().firstValue("Retry-After").isPresent()) {
                    busy++;
                } else if (r.statusCode() != 200) {
                    errors++;
                    firstError = firstError != null ? firstError : path + ": HTTP " + r.statusCode() + " " + r.body();
                }
            } catch (IOException e) {
                errors++;
                firstError = firstError != null ? firstError : path + ": " + e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            millis.computeIfAbsent(path.substring(0, path.indexOf('?')), k -> new ArrayList<>())
                    .add((System.nanoTime() - start) / 1e6);
        }
        return new ClientResult(millis, errors, busy, firstError);
    }

    private HttpResponse<String> send(String url) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new ToolFailureException(url + ": HTTP " + r.statusCode() + " " + r.body());
            }
            return r;
        } catch (IOException e) {
            throw new ToolFailureException(url + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted", e);
        }
    }

    private static double serverMillis(HttpResponse<String> r) {
        String timing = r.headers().firstValue("Server-Timing")
                .orElseThrow(() -> new ToolFailureException("no Server-Timing header"));
        return Double.parseDouble(timing.substring(timing.indexOf("dur=") + 4));
    }

    private static String moves(Line line) {
        return Transcript.format(line.moves());
    }
}
