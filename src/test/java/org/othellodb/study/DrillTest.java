package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;
import org.othellodb.support.Rows;

/**
 * The drill in a terminal: {@code othello-db drill} run in a pseudo-terminal (util-linux's
 * {@code script}) on the games of 2021 with the tiger line as a repertoire, answers typed in, then
 * the state it saved read back, and a second session that resumes where the first stopped.
 */
class DrillTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Black's moves of the line are f5, c3, c4, f6 and e6: five positions to answer. */
    private static final String TIGER = "f5d6c3d3c4f4f6f3e6e7";

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    private static String database(Path dir) {
        String db = dir.resolve("drill.db").toString();
        ok("import", "--db", db, "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString());
        ok("repertoire", "new", "tiger", "--colour", "black", "--db", db);
        ok("repertoire", "add", "tiger", TIGER, "--db", db);
        return db;
    }

    /** Runs the drill in a pseudo-terminal with {@code typed} as the keyboard; returns what the terminal showed. */
    private static String inTerminal(Path dir, String db, String typed) throws IOException, InterruptedException {
        String command = CliProcess.command("drill", "tiger", "--db", db, "--seed", "1", "--ascii").stream()
                .map(a -> "'" + a.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
        Path input = dir.resolve("typed.txt");
        Files.writeString(input, typed);
        Path shown = dir.resolve("terminal.txt");
        Process p = new ProcessBuilder("script", "-q", "-e", "-c", command, "/dev/null").redirectInput(input.toFile())
                .redirectErrorStream(true).redirectOutput(shown.toFile()).start();
        assertThat(p.waitFor()).as(Files.readString(shown)).isZero();
        return Files.readString(shown, StandardCharsets.UTF_8).replace("\r\n", "\n");
    }

    @Test
    void aSessionInATerminalSavesEachAnswerAndTheNextResumes(@TempDir Path dir) throws IOException, InterruptedException {
        String db = database(dir);
        assertThat(JSON.readTree(ok("drill", "tiger", "--due", "--format", "json", "--db", db).out()).get("due")).hasSize(5);

        String first = inTerminal(dir, db, "f5\nc3\nb4\nc4\nf6\nq\n");
        assertThat(first).contains("Drill 'tiger': you play black; 5 positions due", "After f5d6, black to move (new):",
                "No: the repertoire plays c4", "Right: f6",
                "Session: 5 positions due at the start, 5 asked, 4 right, 4 learned, retention 75%.");
        // The wrong answer is asked again at once; q at the last position leaves it unanswered.
        assertThat(first).contains("After f5d6c3d3, black to move:\n", "  3 . . X O . O . .").doesNotContain("Right: e6");

        List<String> cards = Rows.of(Path.of(db), "SELECT ply, reviews, lapses FROM drill_cards c JOIN repertoire_moves m "
                + "USING (repertoire_id, player, opponent, black_to_move) ORDER BY ply");
        assertThat(cards).containsExactly("0|1|0|", "2|1|0|", "4|2|1|", "6|1|0|");
        try (Database d = Database.openExisting(Path.of(db))) {
            for (String due : d.handle().createQuery("SELECT due_at FROM drill_cards").mapTo(String.class).list()) {
                assertThat(Instant.parse(due)).isAfter(Instant.now());
            }
        }
        JsonNode due = JSON.readTree(ok("drill", "tiger", "--due", "--format", "json", "--db", db).out()).get("due");
        assertThat(due).hasSize(1);
        assertThat(due.get(0).get("line").asText()).isEqualTo("f5d6c3d3c4f4f6f3");
        assertThat(due.get(0).get("move").asText()).isEqualTo("e6");

        String second = inTerminal(dir, db, "e6\n");
        assertThat(second).contains("1 position due", "After f5d6c3d3c4f4f6f3, black to move (new):", "Right: e6",
                "Nothing more is due in 'tiger'.", "Session: 1 position due at the start, 1 asked, 1 right, 1 learned, retention 100%.");
        assertThat(Rows.of(Path.of(db), "SELECT count(*) FROM drill_cards")).containsExactly("5|");
        assertThat(ok("drill", "tiger", "--due", "--db", db).out()).isEqualTo("Repertoire 'tiger' (black): 0 positions due now\n");
    }

    @Test
    void aSchemaSixDatabaseGetsTheTablesOfTheDrillAndTheNews(@TempDir Path dir) {
        Path file = dir.resolve("six.db");
        try (Database db = Database.open(file)) {
            db.handle().execute("DROP TABLE drill_cards");
            db.handle().execute("DROP TABLE watched_players");
            db.handle().execute("DROP TABLE news");
            db.setMeta("schema_version", "6");
        }
        try (Database db = Database.open(file)) {
            assertThat(db.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
        }
        assertThat(Rows.of(file, "SELECT name FROM sqlite_master WHERE name IN ('drill_cards', 'watched_players', 'news', "
                + "'news_imported') ORDER BY name")).containsExactly("drill_cards|", "news|", "news_imported|", "watched_players|");
        ok("watch", "Somebody", "--db", file.toString());
        assertThat(ok("watch", "--list", "--db", file.toString()).out()).isEqualTo("Somebody\n");
    }
}
