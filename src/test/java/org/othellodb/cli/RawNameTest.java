package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.CliProcess;
import org.othellodb.support.Samples;

/**
 * A file name that is not valid UTF-8 (a Latin-1 {@code café.pgn}) given on the command line. Java
 * cannot be handed such bytes from a test's own strings, so bash writes them, as a shell would.
 */
class RawNameTest {

    private static String run(Path dir, List<String> env, String script, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("env", "-i", "PATH=" + System.getenv("PATH")));
        command.addAll(env);
        command.addAll(List.of("bash", "-c", script, "bash"));
        command.addAll(List.of(args));
        Path log = dir.resolve("log");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return Files.readString(log) + "(exit " + p.exitValue() + ")";
    }

    @Test
    void aNameThatIsNotUtf8IsImported(@TempDir Path dir) throws Exception {
        Files.copy(Samples.PGN.resolve("WTH_1977.pgn"), dir.resolve("sample.pgn"));
        List<String> tool = CliProcess.command("import", "--db", "t.db");
        String out = run(dir, List.of("LC_ALL=C.UTF-8"), "name=$(printf 'caf\\xe9.pgn'); mkdir -p \"d$name\"; "
                + "cp sample.pgn \"d$name/$name\"; exec \"$@\" \"d$name/$name\"", tool.toArray(String[]::new));
        assertThat(out).contains("Files: 1 (1 imported", "Games: 12 imported").endsWith("(exit 0)");
    }

    /** Under C or POSIX, Java reads arguments as ASCII: the launcher starts it in C.UTF-8 instead. */
    @Test
    void theLauncherStartsJavaInAUtf8Locale(@TempDir Path dir) throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Files.copy(Path.of("othello-db"), home.resolve("othello-db"));
        Files.createDirectories(home.resolve("target"));
        Files.writeString(home.resolve("target/othello-db.jar"), "a jar newer than any source here: not rebuilt");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        // A java that says what it was given: the locale's character set, and the arguments.
        Files.writeString(bin.resolve("java"), "#!/bin/sh\necho \"charset=$(locale charmap) $*\" >> '" + dir.resolve("java.log") + "'\n");
        bin.resolve("java").toFile().setExecutable(true);
        String out = run(dir, List.of("LC_ALL=POSIX"), "PATH=\"$1:$PATH\" exec bash \"$2\" import x.pgn", bin.toString(),
                home.resolve("othello-db").toString());
        assertThat(out).endsWith("(exit 0)");
        List<String> calls = Files.readAllLines(dir.resolve("java.log"));
        assertThat(calls.get(calls.size() - 1)).startsWith("charset=UTF-8 ").endsWith("import x.pgn");
    }
}
