package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** Exports never write over the database they read, nor over a file of another kind unless --force. */
class DestinationTest {

    @TempDir
    static Path dir;
    static Path db;

    @BeforeAll
    static void smallDatabase() {
        db = dir.resolve("games.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", Samples.GGF.resolve("novello_TestGames.ggf").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void theDatabaseIsNeverADestination() throws IOException {
        byte[] before = Files.readAllBytes(db);
        Path link = Files.createSymbolicLink(dir.resolve("link.db"), db);
        Path hard = Files.createLink(dir.resolve("hard.db"), db);
        for (String[] args : new String[][] {
                {"export", "--db", db.toString(), "--format", "pgn", "--out", db.toString()},
                {"export", "--db", db.toString(), "--format", "csv", "--out", link.toString(), "--force"},
                {"export", "--db", db.toString(), "--format", "txt", "--out", hard.toString()},
                {"export", "--db", db.toString(), "--format", "ggf", "--out", dir.resolve(".").resolve("games.db").toString()},
                {"book", "export", "--db", db.toString(), "--format", "edax", "--min-games", "1", "--out", db.toString()},
                {"book", "export", "--db", db.toString(), "--format", "text", "--min-games", "1", "--out", link.toString(),
                        "--force"}}) {
            Cli.Run run = Cli.run(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).contains("is the database this command reads");
        }
        assertThat(Files.readAllBytes(db)).isEqualTo(before);
    }

    @Test
    void anExistingFileOfAnotherKindNeedsForce() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "my notes on the Tiger\n");
        Cli.Run refused = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", notes.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains(notes + " exists and is not pgn games; give another file, or --force");
        assertThat(Files.readString(notes)).isEqualTo("my notes on the Tiger\n");
        Cli.Run book = Cli.run("book", "export", "--db", db.toString(), "--format", "egaroucid", "--min-games", "1",
                "--out", notes.toString());
        assertThat(book.exitCode()).isEqualTo(2);
        assertThat(Files.readString(notes)).isEqualTo("my notes on the Tiger\n");

        Cli.Run forced = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", notes.toString(), "--force");
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(Files.readString(notes)).startsWith("[Event ");
    }

    @Test
    void aFileOfTheSameKindIsReplacedWithoutForce() throws IOException {
        Path pgn = dir.resolve("again.pgn");
        for (int i = 0; i < 2; i++) {
            Cli.Run run = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", pgn.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        Path book = dir.resolve("again.dat");
        for (int i = 0; i < 2; i++) {
            Cli.Run run = Cli.run("book", "export", "--db", db.toString(), "--format", "edax", "--min-games", "1",
                    "--out", book.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        Path wrongBook = dir.resolve("wrong.egbk3");
        Files.copy(book, wrongBook);
        Cli.Run run = Cli.run("book", "export", "--db", db.toString(), "--format", "egaroucid", "--min-games", "1",
                "--out", wrongBook.toString());
        assertThat(run.exitCode()).as("an Edax book is not an Egaroucid one").isEqualTo(2);
    }

    @Test
    void aWthorExportReplacesOnlyWthorFiles() throws IOException {
        Path out = Files.createDirectories(dir.resolve("wthor"));
        Files.writeString(out.resolve("WTHOR.JOU"), "not a name file");
        Cli.Run refused = Cli.run("export", "--db", db.toString(), "--format", "wthor", "--out", out.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("WTHOR.JOU exists and is not a WTHOR file");
        Files.delete(out.resolve("WTHOR.JOU"));
        Cli.Run first = Cli.run("export", "--db", db.toString(), "--format", "wthor", "--out", out.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        Cli.Run again = Cli.run("export", "--db", db.toString(), "--format", "wthor", "--out", out.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
    }

    @Test
    void staleTemporaryFilesOfAKilledWriterAreRemoved() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path target = dir.resolve("stale.pgn");
        Path stale = Files.writeString(dir.resolve(".stale.pgn." + gone.pid() + ".123.tmp"), "half a file");
        Path alive = Files.writeString(dir.resolve(".stale.pgn." + ProcessHandle.current().pid() + ".456.tmp"), "in progress");
        Cli.Run run = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", target.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(stale).doesNotExist();
        assertThat(alive).exists();
    }
}
