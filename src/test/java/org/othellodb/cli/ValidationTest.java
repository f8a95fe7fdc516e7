package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** Bad options and hostile input get a clear refusal (exit 2) or a named problem, never a stack trace, a hang or a silent surprise. */
class ValidationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "games --db DB --limit -5|--limit must be 0 (all) or more, not -5",
            "lines --db DB --top -3|--limit must be at least 0, not -3",
            "lines --db DB --limit -2|--limit must be at least 0, not -2",
            "player --db DB Tamenori --limit -1|--limit must be at least 0, not -1",
            "players --db DB --limit -4|--limit must be 0 (all) or more, not -4",
            "novelties --db DB --limit -1|--limit must be 0 (all) or more, not -1",
            "tree --db DB f5 --min-games 0|--min-games must be at least 1, not 0",
            "book check --limit -1 src/test/resources/books/edax44_sample_book.dat|--limit must be at least 0, not -1"})
    void negativeCountsAreRefused(String command, String message) {
        Cli.Run run = Cli.run(command.replace("DB", Archive.database().toString()).split(" "));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("othello-db: " + message + "\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void theBenchmarkRefusesAnImpossiblePerftDepth() {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = BenchMain.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err), "--only", "perft", "--perft-depth", "30");
        assertThat(code).as(err.toString()).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("othello-db: --perft-depth must be 1..14, not 30\n");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aNegativeTreeBoundIsRefusedBeforeAnythingIsImported(@TempDir Path dir) {
        Path db = dir.resolve("m.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--max-ply", "-1", Samples.GGF.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--max-ply must be 0..60, not -1");
        assertThat(db).doesNotExist();
        Cli.Run build = Cli.run("build", "--db", db.toString(), "--max-ply", "61");
        assertThat(build.exitCode()).isEqualTo(2);
        assertThat(db).doesNotExist();
    }

    @Test
    void percentAndUnderscoreInNamesAreCharactersNotWildcards() {
        Cli.Run percent = Cli.run("games", "--db", Archive.database().toString(), "--player", "%");
        assertThat(percent.exitCode()).isEqualTo(2);
        assertThat(percent.err()).contains("no player matches '%'");
        Cli.Run underscore = Cli.run("games", "--db", Archive.database().toString(), "--tournament", "_", "--format", "csv");
        assertThat(underscore.exitCode()).as("no tournament name holds '_'").isEqualTo(2);
        assertThat(underscore.err()).contains("no tournament's name contains '_'");
        // One player's name holds an underscore; it is found as text, not as "any one character".
        Cli.Run one = Cli.run("games", "--db", Archive.database().toString(), "--player-like", "_", "--limit", "0", "--format", "json");
        assertThat(one.exitCode()).as(one.err()).isZero();
        assertThat(one.out()).contains("\"players\" : [ \"Oth_com (arnal)\" ]");
    }

    @Test
    void aHugePatternIsRefusedWithAMessage() {
        String huge = "x".repeat(50_000);
        Cli.Run run = Cli.run("games", "--db", Archive.database().toString(), "--tournament", huge);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("othello-db: --tournament: 50000 characters; at most 200\n");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aFifoIsRefusedByNameInsteadOfWaitingForever(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("games.pgn");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        Path db = dir.resolve("f.db");
        Cli.Run explicit = Cli.run("import", "--db", db.toString(), fifo.toString());
        assertThat(explicit.exitCode()).isEqualTo(3);
        assertThat(explicit.err()).contains("rejected " + fifo + ": not a regular file");
        // In a directory, it is not a game file at all: the real files beside it are imported.
        Files.copy(Samples.GGF.resolve("novello_TestGames.ggf"), dir.resolve("novello.ggf"));
        Cli.Run inDir = Cli.run("import", "--db", db.toString(), "--json", dir.toString());
        assertThat(inDir.exitCode()).as(inDir.err()).isZero();
        assertThat(inDir.out()).contains("\"imported\" : 12");
    }

    @Test
    void controlCharactersFromFilesAreShownEscaped(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        Path pgn = Samples.write(dir, "esc.pgn", "[Event \"Evil\u001b]0;pwned\u0007 Open\"]\n[Date \"2001\"]\n"
                + "[Black \"Mallory\u001b[2J\"]\n[White \"Alice\"]\n[Result \"33-31\"]\n\n1. f5 d6 2. c3 d3\n\n"
                + "[Event \"x\"]\n[Result \"33-31\"]\n\n1. f5 \u001b[31mzz\n\n");
        Path db = dir.resolve("esc.db");
        Cli.Run imported = Cli.run("import", "--db", db.toString(), pgn.toString());
        assertThat(imported.exitCode()).isEqualTo(3);
        assertThat(imported.err()).doesNotContain("\u001b").contains("\\x1b[31mzz");
        Cli.Run games = Cli.run("games", "--db", db.toString());
        assertThat(games.out()).doesNotContain("\u001b", "\u0007").contains("Mallory\\x1b[2J", "Evil\\x1b]0;pwned\\x07 Open");
        // JSON carries the name exactly, escaped the JSON way.
        Cli.Run json = Cli.run("games", "--db", db.toString(), "--format", "json");
        assertThat(json.out()).doesNotContain("\u001b").contains("Mallory\\u001B[2J");
    }

    @Test
    void aBooksPathThatIsAFileIsRefusedBeforeTheImport(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path db = dir.resolve("b.db");
        Cli.Run run = Cli.run("build", "--db", db.toString(), "--books", file.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(file + " is a file");
        assertThat(db).doesNotExist();
        assertThat(Files.readString(file)).isEqualTo("mine");
    }

    @Test
    void queriesOpenTheDatabaseReadOnly() {
        try (Database db = Database.openExisting(Archive.database())) {
            assertThat(db.isReadOnly()).isTrue();
            assertThat(org.assertj.core.api.Assertions.catchThrowable(
                    () -> db.handle().execute("DELETE FROM import_problems"))).hasMessageContaining("readonly");
        }
    }
}
