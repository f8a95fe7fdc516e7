package org.othellodb.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.launcher.JavaModuleOptions;

/**
 * A Spark standalone cluster on 127.0.0.1, in processes of its own: a master and workers started
 * as the distribution's {@code sbin/} scripts start them (Spark's {@code Master} and {@code Worker}
 * classes), from a Spark home whose {@code jars/} the build fills with the module's own Spark
 * ({@code target/spark-home}, see the pom), so nothing is downloaded. Ports are chosen when it
 * starts; every process it started, executors included, is killed by {@link #close()}.
 */
final class StandaloneCluster implements AutoCloseable {

    /** How long to wait for a process that should come up: a hang, not slowness (as the web tests' patience). */
    static final Duration PATIENCE = Duration.ofMinutes(10);

    private final Path home;
    private final Path logs;
    private final List<Process> processes = new ArrayList<>();
    private final List<Path> processLogs = new ArrayList<>();
    private final int masterPort;
    private final int masterUiPort;

    private StandaloneCluster(Path home, Path logs) throws IOException {
        this.home = home;
        this.logs = logs;
        this.masterPort = freePort();
        this.masterUiPort = freePort();
    }

    /** Starts a master and {@code workers} workers of one core and {@code memory} each, and waits until all are alive. */
    static StandaloneCluster start(Path home, Path logs, int workers, String memory) throws Exception {
        if (!Files.isDirectory(home.resolve("jars"))) {
            throw new IllegalStateException(home.resolve("jars") + " does not exist: build the module first (mvn package)");
        }
        Files.createDirectories(logs);
        StandaloneCluster cluster = new StandaloneCluster(home, logs);
        try {
            cluster.launch("master", "256m", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                    "--port", Integer.toString(cluster.masterPort), "--webui-port", Integer.toString(cluster.masterUiPort));
            for (int i = 1; i <= workers; i++) {
                Path work = logs.resolve("worker-" + i);
                Files.createDirectories(work);
                cluster.launch("worker-" + i, "256m", "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                        "--port", Integer.toString(freePort()), "--webui-port", Integer.toString(freePort()),
                        "--cores", "1", "--memory", memory, "--work-dir", work.toString(), cluster.url());
            }
            cluster.awaitAliveWorkers(workers);
            return cluster;
        } catch (Exception | Error e) {
            cluster.close();
            throw e;
        }
    }

    /** The master's address for {@code spark-submit --master}. */
    String url() {
        return "spark://127.0.0.1:" + masterPort;
    }

    /** The master's state as its web UI serves it in JSON (workers, running and completed applications). */
    JsonNode state() throws IOException, InterruptedException {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + masterUiPort + "/json/")).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("the master's /json/ answered " + response.statusCode());
        }
        return new ObjectMapper().readTree(response.body());
    }

    /**
     * Runs a class in a new JVM on the Spark home's jars, as {@code spark-class} would (Java 17's
     * {@code --add-opens} options included), its output in {@code NAME.log}; killed by {@link #close()}.
     */
    Process launch(String name, String heap, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap));
        command.addAll(Arrays.asList(JavaModuleOptions.defaultModuleOptions().split(" ")));
        command.addAll(List.of("-cp", home.resolve("jars") + "/*", mainClass));
        command.addAll(Arrays.asList(args));
        Path log = logs.resolve(name + ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        // A worker builds its executors' command from the Spark home (its jars/); Scala's version would
        // otherwise be guessed from a source checkout's build folders.
        builder.environment().put("SPARK_HOME", home.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.12");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        builder.environment().remove("SPARK_CONF_DIR");
        Process p = builder.start();
        processes.add(p);
        processLogs.add(log);
        return p;
    }

    /** Waits for a process {@link #launch} started to end, for up to the patience: its exit code. */
    int await(Process p) throws Exception {
        if (!p.waitFor(PATIENCE.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new IllegalStateException("still running after " + PATIENCE + ": see " + processLogs.get(processes.indexOf(p)));
        }
        return p.exitValue();
    }

    private void awaitAliveWorkers(int workers) throws Exception {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        String last = "no answer yet";
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < processes.size(); i++) {
                if (!processes.get(i).isAlive()) {
                    throw new IllegalStateException("a cluster process ended (exit " + processes.get(i).exitValue() + "): see "
                            + processLogs.get(i));
                }
            }
            try {
                int alive = 0;
                for (JsonNode w : state().path("workers")) {
                    alive += "ALIVE".equals(w.path("state").asText()) ? 1 : 0;
                }
                if (alive == workers) {
                    return;
                }
                last = alive + " of " + workers + " workers alive";
            } catch (IOException e) {
                last = e.toString(); // the master's web UI is not listening yet
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the cluster did not come up within " + PATIENCE + " (" + last + "): see the logs in " + logs);
    }

    /** Kills what it started, the last started first, each process's children (executors) before it. */
    @Override
    public void close() {
        for (int i = processes.size() - 1; i >= 0; i--) {
            Process p = processes.get(i);
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        for (Process p : processes) {
            try {
                p.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
