package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's build as people see it: the first run says what Maven is about to do and shows
 * Maven's steps and a count of its downloads as they come, not one line for minutes; a rebuild says
 * so; a failed build shows the end of the log and exits 1. Maven and Java are stand-ins on the PATH
 * that print what the real ones print in batch mode (the lines the launcher picks out), so the test
 * reads the launcher's own words without building anything.
 */
class LauncherBuildTest {

    /** Runs the launcher copied into {@code dir/home}, with the stand-ins of {@code dir/bin} first on the PATH; stderr and stdout. */
    private static String launch(Path dir, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("env", "-i", "PATH=" + dir.resolve("bin") + ":" + System.getenv("PATH"),
                "HOME=" + dir, "bash", dir.resolve("home/othello-db").toString()));
        command.addAll(List.of(args));
        Path log = dir.resolve("out.log");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int exit = p.waitFor();
        return Files.readString(log) + "(exit " + exit + ")";
    }

    private static void script(Path file, String body) throws Exception {
        Files.writeString(file, "#!/bin/sh\n" + body);
        assertThat(file.toFile().setExecutable(true)).isTrue();
    }

    @Test
    @SuppressWarnings("StringConcatToTextBlock") // the expected lines are built beside the script lines that print them
    void theFirstBuildSaysWhatMavenDoesAndShowsItsSteps(@TempDir Path dir) throws Exception {
        // A checkout that was never built: the launcher, a pom, sources, no target/.
        Path home = Files.createDirectories(dir.resolve("home/src/main")).getParent().getParent();
        Files.copy(Path.of("othello-db"), home.resolve("othello-db"));
        Files.writeString(home.resolve("pom.xml"), "<project/>");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        script(bin.resolve("java"), "exit 0\n");
        // Maven in batch mode: 120 downloads, then two of its steps; it makes the jar.
        script(bin.resolve("mvn"), "echo '[INFO] Scanning for projects...'\n"
                + "i=0; while [ $i -lt 120 ]; do i=$((i+1)); echo \"Downloading from central: https://repo/a$i.jar\"; "
                + "echo \"Downloaded from central: https://repo/a$i.jar (2 kB at 9 kB/s)\"; done\n"
                + "echo '[INFO] --- compiler:3.14.0:compile (default-compile) @ othello-db ---'\n"
                + "echo '[INFO] --- shade:3.6.0:shade (default) @ othello-db ---'\n"
                + "echo '[INFO] BUILD SUCCESS'\n"
                + "mkdir -p target && echo jar > target/othello-db.jar\n");

        String first = launch(dir, "position", "f5");
        assertThat(first).contains("othello-db: building othello-db with Maven (first run: downloads about 100 MB")
                .contains("  maven: downloaded 50 files so far\n  maven: downloaded 100 files so far\n")
                .contains("  maven: compiler:3.14.0:compile (default-compile) @ othello-db\n"
                        + "  maven: shade:3.6.0:shade (default) @ othello-db\n  maven: downloaded 120 files\n")
                .contains("othello-db: built target/othello-db.jar (Maven's whole log: target/build.log)")
                .doesNotContain("Downloaded from").endsWith("(exit 0)");
        assertThat(Files.readString(home.resolve("target/build.log"))).contains("Downloaded from central: https://repo/a120.jar",
                "BUILD SUCCESS");

        // A source newer than the jar: a rebuild, said as one.
        Files.writeString(home.resolve("src/main/New.java"), "class New {}");
        assertThat(home.resolve("src/main/New.java").toFile().setLastModified(System.currentTimeMillis() + 60_000)).isTrue();
        assertThat(launch(dir, "position", "f5")).contains("othello-db: the sources changed; rebuilding othello-db with Maven")
                .doesNotContain("first run").endsWith("(exit 0)");

        // A build that fails: the end of Maven's log, and exit 1 (the pipe to the progress lines keeps Maven's failure).
        Files.writeString(home.resolve("src/main/Newer.java"), "class Newer {}");
        assertThat(home.resolve("src/main/Newer.java").toFile().setLastModified(System.currentTimeMillis() + 120_000)).isTrue();
        script(bin.resolve("mvn"), "echo '[ERROR] COMPILATION ERROR : New.java:[1,1] nothing here'\nexit 1\n");
        assertThat(launch(dir, "position", "f5")).contains("[ERROR] COMPILATION ERROR : New.java:[1,1] nothing here")
                .contains("othello-db: the build failed; the whole log is in target/build.log").endsWith("(exit 1)");
    }
}
