package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellodb.support.Archive;
import org.othellodb.support.CliProcess;

/**
 * Output that cannot be written is a failure, not a success: with the standard output on a full
 * device, every command stops with exit 1 and one line naming the stream. A reader that stops
 * reading a pipe ({@code | head}) ends the command quietly.
 */
@Tag("slow")
class OutputFailureTest {

    private static final File FULL = new File("/dev/full");

    private record Ran(int code, String err) {
    }

    private static Ran toFullDevice(Path dir, String... args) throws Exception {
        Path err = dir.resolve("err.log");
        Process p = new ProcessBuilder(CliProcess.command(args)).redirectOutput(FULL).redirectError(err.toFile()).start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return new Ran(p.exitValue(), Files.readString(err));
    }

    @ParameterizedTest
    @ValueSource(strings = {"games --limit 5", "games --limit 0 --format csv", "tree f5d6", "tree f5d6 --format json",
            "stats", "export --format pgn", "export --format txt --player-like Tamenori", "lines", "openings", "game 1",
            "position f5d6c3"})
    void aFullStandardOutputIsAFailure(String command, @TempDir Path dir) throws Exception {
        String[] args = (command + " --db " + Archive.database()).split(" ");
        if (command.startsWith("position")) {
            args = command.split(" ");
        }
        Ran ran = toFullDevice(dir, args);
        assertThat(ran.code()).as(ran.err()).isEqualTo(1);
        assertThat(ran.err()).isEqualTo("othello-db: cannot write to the standard output: No space left on device\n");
    }

    @Test
    void bookShowToAFullDeviceFails(@TempDir Path dir) throws Exception {
        Ran ran = toFullDevice(dir, "book", "show", "src/test/resources/books/edax44_sample_book.dat", "f5");
        assertThat(ran.code()).isEqualTo(1);
        assertThat(ran.err()).contains("No space left on device").doesNotContain("Exception");
    }

    @Test
    void aReaderThatStopsReadingEndsTheCommandQuietly(@TempDir Path dir) throws Exception {
        Path err = dir.resolve("err.log");
        Process p = new ProcessBuilder(CliProcess.command("games", "--db", Archive.database().toString(), "--limit", "0",
                "--format", "csv")).redirectError(err.toFile()).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(r.readLine()).startsWith("id,year,tournament");
        }
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(Files.readString(err)).isEmpty();
    }
}
