package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * An import needs about the database's size again free (its write-ahead log is copied at the end):
 * on a disk with less room it says so in one line before starting. A real small tmpfs, which needs
 * root (skipped elsewhere).
 */
@Tag("slow")
class FreeSpaceWarningTest {

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    @Test
    void anImportOnADiskWithLessRoomThanTheDatabaseSaysSoFirst(@TempDir Path dir) throws Exception {
        Path base = dir.resolve("base.db");
        Cli.Run first = Cli.run("import", "--db", base.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2003.wtb").toString(),
                Archive.WTHOR.resolve("WTHOR.JOU").toString(), Archive.WTHOR.resolve("WTHOR.TRN").toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        long size = Files.size(base);
        Path small = Files.createDirectories(dir.resolve("small"));
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real small medium needs root");
        // Room for the database and a little more, not for its size again.
        long mount = size + size / 4 + (1 << 20);
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=" + mount, "tmpfs", small.toString()), "mount refused here");
        try {
            Path db = small.resolve("short.db");
            Files.copy(base, db);
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2004.wtb").toString());
            assertThat(run.err()).startsWith("othello-db: warning: " + db + ": ")
                    .contains(" MB free on its disk; this import may need about ");
            assertThat(run.err().lines().filter(l -> l.contains("free on its disk"))).hasSize(1);

            Path roomy = dir.resolve("roomy.db");
            Files.copy(base, roomy);
            Cli.Run plenty = Cli.run("import", "--db", roomy.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2004.wtb").toString());
            assertThat(plenty.exitCode()).as(plenty.err()).isZero();
            assertThat(plenty.err()).doesNotContain("free on its disk");
        } finally {
            run("umount", small.toString());
        }
    }
}
