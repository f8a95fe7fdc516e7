package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * A disk that fills up after the import committed (while SQLite copies the log into the database)
 * is not a rollback and not a damaged database: the summary is printed with one warning, and the
 * games are there. The free space is swept so that some run fails inside the import (rolled back,
 * one line) and some at the checkpoint; a real tmpfs, which needs root (skipped elsewhere).
 */
@Tag("slow")
class FullDiskAtCheckpointTest {

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    @Test
    void aFullDiskAfterTheCommitPrintsTheSummaryAndKeepsTheGames(@TempDir Path dir) throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real full medium needs root");
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", small.toString()), "mount refused here");
        try {
            Path base = dir.resolve("base.db");
            Cli.Run first = Cli.run("import", "--db", base.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2003.wtb").toString(),
                    Archive.WTHOR.resolve("WTHOR.JOU").toString(), Archive.WTHOR.resolve("WTHOR.TRN").toString());
            assertThat(first.exitCode()).as(first.err()).isZero();
            int atCheckpoint = 0;
            int rolledBack = 0;
            for (long free = 0; free <= 6L << 20; free += 384 << 10) {
                Path db = small.resolve("full.db");
                Files.copy(base, db, StandardCopyOption.REPLACE_EXISTING);
                Path filler = small.resolve("filler");
                long room = Files.getFileStore(small).getUsableSpace() - free;
                try (RandomAccessFile f = new RandomAccessFile(filler.toFile(), "rw")) {
                    f.write(new byte[(int) Math.max(0, Math.min(room, Integer.MAX_VALUE))]);
                }
                Cli.Run run = Cli.run("import", "--db", db.toString(), Archive.WTHOR.resolve("WTH_2004.wtb").toString());
                Files.delete(filler);
                // The warning before starting (less room than the database's size again) is FreeSpaceWarningTest's.
                String err = run.err().lines().filter(l -> !l.contains("free on its disk")).map(l -> l + "\n")
                        .reduce("", String::concat);
                int games = games(db);
                if (run.exitCode() == 0) {
                    assertThat(run.out()).as("the summary").isNotBlank();
                    assertThat(err).doesNotContain("rolled back", "damaged");
                    if (err.contains("warning")) {
                        assertThat(err).containsAnyOf("-wal", "the games are stored");
                        assertThat(err.lines()).allMatch(l -> l.startsWith("othello-db: warning: " + db + ": the disk is full"));
                        atCheckpoint++;
                    }
                    assertThat(games).as("everything committed is there").isGreaterThan(games(base));
                } else {
                    assertThat(run.exitCode()).as(err).isEqualTo(1);
                    assertThat(err).containsAnyOf("the disk is full", "a full disk").hasLineCount(1);
                    assertThat(games).as("rolled back whole: " + err).isEqualTo(games(base));
                    rolledBack++;
                }
                Files.deleteIfExists(Path.of(db + "-wal"));
                Files.deleteIfExists(Path.of(db + "-shm"));
            }
            assertThat(atCheckpoint).as("some run filled the disk at the checkpoint").isPositive();
            assertThat(rolledBack).as("some run filled it during the import").isPositive();
        } finally {
            run("umount", small.toString());
        }
    }

    private static int games(Path db) {
        try (Database d = Database.openExisting(db)) {
            assertThat(d.handle().createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
            return d.handle().createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one();
        }
    }
}
