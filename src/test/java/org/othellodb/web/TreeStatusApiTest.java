package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;

/**
 * {@code GET /api/tree/status}: the page's banner when the opening tree does not count every stored
 * game, the figures the commands' warning gives on stderr (cli/TreeStatusNoteTest).
 */
class TreeStatusApiTest {

    private static JsonNode status(Path db) throws Exception {
        StringWriter log = new StringWriter();
        WebServer server = TestServers.start(db, new PrintWriter(log));
        try {
            HttpResponse<String> r = TestServers.answer(HttpClient.newHttpClient(), server.port(), "/api/tree/status");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            return new ObjectMapper().readTree(r.body());
        } finally {
            server.close();
            assertThat(log.toString()).isEmpty();
        }
    }

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void aYearImportedWithoutTheTreeIsCountedOut(@TempDir Path dir) throws Exception {
        Path current = dir.resolve("current.db");
        ok("import", "--db", current.toString(), "--quiet", "data/wthor/WTH_1990.wtb");
        JsonNode all = status(current);
        // 2,986 games of 1990 (the oracle's count), every one counted.
        assertThat(all.get("counted_games").asLong()).isEqualTo(2986);
        assertThat(all.get("stored_games").asLong()).isEqualTo(2986);
        assertThat(all.get("current").asBoolean()).isTrue();
        assertThat(all.get("rebuild_pending").asBoolean()).isFalse();

        Path behind = dir.resolve("behind.db");
        ok("import", "--db", behind.toString(), "--quiet", "data/wthor/WTH_1990.wtb");
        ok("import", "--db", behind.toString(), "--quiet", "--no-tree", "data/wthor/WTH_1991.wtb");
        JsonNode some = status(behind);
        // 3,152 games of 1991 stored but not counted, as `tree` warns.
        assertThat(some.get("counted_games").asLong()).isEqualTo(2986);
        assertThat(some.get("stored_games").asLong()).isEqualTo(6138);
        assertThat(some.get("current").asBoolean()).isFalse();
        assertThat(some.get("rebuild_pending").asBoolean()).isFalse();
    }
}
