package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Mounts;

/**
 * The archive imported (without the tree) onto a real tmpfs with too little room: where it stops, the
 * one line names the files kept; where only the copy at the end fails, the log left beside the
 * database is what the last files wrote, not the whole import, and every query reads it. Mounting
 * needs root (CI runs as root; elsewhere this is skipped with the reason).
 */
@Tag("slow")
class FullDiskMidImportTest {

    /** Imports the archive onto {@code small} with {@code free} bytes left on it; the filler stays until {@code after} ran. */
    private static Cli.Run importWithRoom(Path small, long free, Runnable after) throws IOException {
        Path filler = small.resolve("filler");
        long room = Files.getFileStore(small).getUsableSpace() - free;
        try (RandomAccessFile f = new RandomAccessFile(filler.toFile(), "rw")) {
            byte[] block = new byte[1 << 20];
            for (long left = room; left > 0; left -= block.length) {
                f.write(block, 0, (int) Math.min(left, block.length));
            }
        }
        try {
            Cli.Run run = Cli.run("import", "--db", small.resolve("full.db").toString(), "--no-tree", Archive.WTHOR.toString());
            after.run();
            return run;
        } finally {
            Files.delete(filler);
        }
    }

    @Test
    void aFullDiskSaysWhichFilesWereKeptAndTheLogStaysSmall(@TempDir Path dir) throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        Mounts.tmpfsOrSkip(small, "160m");
        try {
            Path db = small.resolve("full.db");
            // 20 MB: the disk fills in the middle of the archive (its games take about 26 MB since schema 9).
            Cli.Run stopped = importWithRoom(small, 20L << 20, () -> { });
            assertThat(stopped.exitCode()).as(stopped.err()).isEqualTo(1);
            String last = stopped.err().lines().reduce((a, b) -> b).orElse("");
            assertThat(last).startsWith("othello-db: " + db + ": the disk is full").contains(".wtb is not imported)",
                    "; kept whole: ", " files imported before it (WTHOR.JOU, WTHOR.TRN, WTH_1977.wtb, WTH_1978.wtb, WTH_1979.wtb and ");
            try (Database d = Database.openExisting(db)) {
                int kept = Integer.parseInt(last.replaceFirst(".*kept whole: (\\d+) files.*", "$1"));
                assertThat(d.handle().createQuery("SELECT count(*) FROM sources").mapTo(Integer.class).one()).isEqualTo(kept);
            }
            for (String suffix : new String[] {"", "-wal", "-shm"}) {
                Files.deleteIfExists(Path.of(db + suffix));
            }
            // 35 MB: every file is committed and the copy into the database at the end runs out of room
            // (measured with schema 9: 32 to 37 MB do, 30 MB fills before the last commit, 40 MB is enough).
            long[] log = {0};
            String[] stats = {""};
            Cli.Run copied = importWithRoom(small, 35L << 20, () -> {
                log[0] = Path.of(db + "-wal").toFile().length();
                Cli.Run read = Cli.run("stats", "--db", db.toString());
                stats[0] = read.exitCode() + " " + read.out() + read.err();
            });
            assertThat(copied.exitCode()).as(copied.err()).isZero();
            assertThat(copied.err()).contains("while copying the committed work into the database");
            assertThat(log[0]).as("the log holds the last files' work, not the archive's games").isLessThan(24L << 20);
            assertThat(stats[0]).as("a query on the full disk").startsWith("0 ").contains("Games: ");
        } finally {
            Mounts.unmount(small);
        }
    }
}
