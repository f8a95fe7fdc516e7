package org.othellodb.book;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;

/**
 * {@code book evaluate} with {@code othello-db engine} as the engine, over the NBoard protocol: a
 * book of the archive's first four moves (28 positions) valued at depth 5.
 */
class BookEvaluateTest {

    @TempDir
    static Path dir;
    static Path games;

    /** The engine's command line for /bin/sh: this test run's java and class path, search only. */
    static String engine() {
        return CliProcess.command("engine", "--no-tree", "--max-depth", "5", "--exact", "12").stream()
                .map(a -> "'" + a.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
    }

    @BeforeAll
    static void bookOfTheGames() {
        games = dir.resolve("games.txt");
        Cli.Run run = Cli.run("book", "export", "--db", Archive.database().toString(), "--format", "text", "--max-ply", "4",
                "--min-games", "200", "--out", games.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    static Cli.Run evaluate(Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("book", "evaluate", games.toString(), "--engine", engine(),
                "--depth", "5", "--out", out.toString()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void theFirstMovesCarryEngineValuesThatDifferAndTheBookPassesItsCheck() {
        Path out = dir.resolve("valued.txt");
        Cli.Run run = evaluate(out, "--jobs", "2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("positions searched", "Check: no violation");
        assertThat(Files.exists(Path.of(out + ".progress"))).as("the progress is removed once written").isFalse();
        assertThat(Cli.run("book", "check", out.toString()).exitCode()).isZero();

        Book statistics = BookFormat.read(games).book();
        Book valued = BookFormat.read(out).book();
        // After f5: the games' guarded statistics read +0 for d6 and f6; the engine tells them apart.
        BookRecord f5 = valued.find(Replay.of("f5").finalPosition());
        assertThat(f5.links().stream().map(Link::score).distinct().count()).isGreaterThan(1);
        assertThat(statistics.find(Replay.of("f5").finalPosition()).links().stream().filter(l -> l.score() == 0).count())
                .isGreaterThanOrEqualTo(2);
        // Every value is an engine value at depth 5, games counts kept.
        for (BookRecord r : valued.records()) {
            assertThat(ValueKind.of(r)).as("record %s", r).isEqualTo(ValueKind.engine);
            assertThat(r.level()).isEqualTo(5);
        }
        BookRecord start = valued.find(Position.START);
        assertThat(start.games()).isEqualTo(statistics.find(Position.START).games());
        // A deviation within 2 discs became a position of its own (the book grows past the games).
        assertThat(valued.size()).isGreaterThan(statistics.size());

        Cli.Run show = Cli.run("book", "show", out.toString(), "f5");
        assertThat(show.out()).contains("level 5: engine search, depth 5");
        assertThat(Cli.run("book", "show", games.toString(), "f5").out()).contains("level 0: statistics of games");
    }

    @Test
    void aKilledRunGoesOnWhereItStoppedAndGivesTheSameBook() throws Exception {
        Path whole = dir.resolve("whole.txt");
        assertThat(evaluate(whole, "--max-error", "-1").exitCode()).isZero();

        Path out = dir.resolve("resumed.txt");
        Path progress = Path.of(out + ".progress");
        Path log = dir.resolve("killed.log");
        Process p = CliProcess.start(log, "book", "evaluate", games.toString(), "--engine", engine(), "--depth", "5",
                "--max-error", "-1", "--out", out.toString());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (lines(progress) < 4 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly().waitFor();
        int kept = lines(progress) - 1;
        assertThat(kept).as(CliProcess.log(log)).isGreaterThanOrEqualTo(3);
        assertThat(Files.exists(out)).isFalse();

        Cli.Run resumed = evaluate(out, "--max-error", "-1");
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("more by the interrupted run");
        assertThat(Files.readString(out)).isEqualTo(Files.readString(whole).replace(whole.toString(), out.toString()));
    }

    @Test
    void anEngineThatCannotStartIsAFailureNamingIt() {
        Cli.Run run = Cli.run("book", "evaluate", games.toString(), "--engine", "/nonexistent/engine", "--depth", "2", "--out",
                dir.resolve("never.txt").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("/nonexistent/engine");
        assertThat(Files.exists(dir.resolve("never.txt"))).isFalse();
    }

    private static int lines(Path f) throws IOException {
        return Files.exists(f) ? (int) Files.readString(f).chars().filter(c -> c == '\n').count() : 0;
    }
}
