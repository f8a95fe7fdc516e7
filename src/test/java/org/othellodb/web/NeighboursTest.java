package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;
import org.othellodb.support.Samples;

/**
 * A serving process and its neighbours on the same file: imports, the {@code sqlite3} shell (which
 * deletes the write-ahead log and its index when it closes last), a rebuilt database put in the
 * file's place, the log deleted by hand. After each, every answer of the server is what the
 * command line says, without a restart. The server runs as a process of its own, as {@code serve}
 * does: SQLite shares what a process has open of a file between its connections, so a command run
 * inside the server's process would read what the server reads, stale or not.
 */
class NeighboursTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Path SQLITE3 = Path.of("/usr/bin/sqlite3");
    private static final Pattern ADDRESS = Pattern.compile("at http://127\\.0\\.0\\.1:(\\d+)/");

    @TempDir
    Path dir;

    @Test
    void everyAnswerIsTheCommandLinesAfterImportsTheSqliteShellAndAReplacedFile() throws Exception {
        assumeTrue(Files.isExecutable(SQLITE3), "needs the sqlite3 shell (apt-get install sqlite3)");
        Path db = dir.resolve("othello.db");
        Cli.Run built = Cli.run("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2020.wtb").toString(),
                Archive.WTHOR.resolve("WTHOR.JOU").toString(), Archive.WTHOR.resolve("WTHOR.TRN").toString());
        assertThat(built.exitCode()).as(built.err()).isZero();
        Path log = dir.resolve("serve.log");
        Process server = CliProcess.start(log, "serve", "--db", db.toString(), "--port", "0");
        try {
            int port = port(server, log);
            agree(port, db, "at the start");

            importPart(db, 1);
            agree(port, db, "after an import");
            Process shell = new ProcessBuilder(SQLITE3.toString(), db.toString(), "select count(*) from games")
                    .redirectErrorStream(true).start();
            String counted = new String(shell.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertThat(shell.waitFor()).as(counted).isZero();
            assertThat(counted).isEqualTo(cli(db, "games", "--limit", "0").get("total").asText());
            agree(port, db, "after the sqlite3 shell");
            importPart(db, 2);
            agree(port, db, "after the sqlite3 shell and another import");

            // A database rebuilt elsewhere and moved into the file's place.
            Path rebuilt = dir.resolve("rebuilt.db");
            Files.copy(db, rebuilt);
            importPart(rebuilt, 3);
            Files.move(rebuilt, db, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            agree(port, db, "after the file was replaced");

            // The log and its index deleted by hand, then an import.
            Files.deleteIfExists(Path.of(db + "-wal"));
            Files.deleteIfExists(Path.of(db + "-shm"));
            importPart(db, 4);
            agree(port, db, "after the log was deleted and another import");
        } finally {
            server.destroy();
            server.waitFor();
        }
        assertThat(CliProcess.log(log)).as("what the server printed").doesNotContain("failed");
    }

    /** Imports the {@code part}th 50 games of the eOthello sample. */
    private void importPart(Path db, int part) throws Exception {
        List<String> lines = Files.readAllLines(Samples.EOTHELLO, StandardCharsets.UTF_8);
        List<String> slice = new ArrayList<>(List.of(lines.get(0)));
        slice.addAll(lines.subList(1 + 50 * (part - 1), 1 + 50 * part));
        Path games = Files.write(dir.resolve("part-" + part + ".csv"), slice);
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", games.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    /** The server's answers equal the command line's. */
    private static void agree(int port, Path db, String when) throws Exception {
        assertThat(get(port, "/api/games?limit=1").get("total")).as("games " + when)
                .isEqualTo(cli(db, "games", "--limit", "0").get("total"));
        assertThat(get(port, "/api/tree?moves=f5d6")).as("tree " + when).isEqualTo(cli(db, "tree", "f5d6"));
        assertThat(get(port, "/api/tree")).as("tree of the start " + when).isEqualTo(cli(db, "tree"));
        assertThat(get(port, "/api/openings?sort=games")).as("openings " + when)
                .isEqualTo(cli(db, "openings", "--sort", "games"));
    }

    private static JsonNode get(int port, String path) throws Exception {
        HttpResponse<String> r = TestServers.answer(HTTP, port, path);
        assertThat(r.statusCode()).as(path + ": " + r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    private static JsonNode cli(Path db, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--db", db.toString(), "--format", "json"));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    /** The port the serving process listens on, once it says so (it takes as long as the machine needs to start it). */
    private static int port(Process server, Path log) throws Exception {
        while (true) {
            Matcher m = ADDRESS.matcher(CliProcess.log(log));
            if (m.find()) {
                return Integer.parseInt(m.group(1));
            }
            assertThat(server.isAlive()).as("the server stopped: " + CliProcess.log(log)).isTrue();
            Thread.sleep(50);
        }
    }
}
