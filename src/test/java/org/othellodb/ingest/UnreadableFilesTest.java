package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Samples;

/**
 * A file or directory the user may not read is refused by name and the rest of the directory is
 * imported. Permissions mean nothing to root, so as root the tool runs as the user nobody; it runs
 * from the packaged jar, which is why this is a slow test (failsafe runs after the package phase).
 */
@Tag("slow")
class UnreadableFilesTest {

    @Test
    void anUnreadableFileOrDirectoryIsNamedAndTheRestIsImported(@TempDir Path dir) throws Exception {
        Path jar = Path.of("target", "othello-db.jar").toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar), "the packaged jar is built before the slow tests");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path games = Files.createDirectories(dir.resolve("games"));
        Files.copy(Archive.WTHOR.resolve("WTH_1977.wtb"), games.resolve("WTH_1977.wtb"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), games.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), games.resolve("WTHOR.TRN"));
        Path secret = Files.copy(Samples.GGF.resolve("novello_TestGames.ggf"), games.resolve("secret.ggf"));
        Path closed = Files.createDirectories(games.resolve("closed"));
        Files.copy(Samples.PGN.resolve("WTH_1978.pgn"), closed.resolve("WTH_1978.pgn"));
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("---------"));
        for (Path p : List.of(games, games.resolve("WTH_1977.wtb"), games.resolve("WTHOR.JOU"), games.resolve("WTHOR.TRN"))) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxrwxrwx" : "rw-rw-rw-"));
        }
        Path db = dir.resolve("u.db");
        List<String> command = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) {
            command.addAll(List.of("runuser", "-u", "nobody", "--"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "import", "--db", db.toString(), games.toString()));
        Path log = dir.resolve("log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        String out = Files.readString(log);
        assertThat(p.exitValue()).as(out).isEqualTo(3);
        assertThat(out).contains("rejected " + secret + ": cannot be read: permission denied",
                "rejected " + closed + ": cannot be read: permission denied", "Games: 12 imported");
    }
}
