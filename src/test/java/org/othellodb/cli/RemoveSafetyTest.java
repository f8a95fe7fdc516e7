package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;

/**
 * {@code remove} is refused on a read-only database (a real read-only bind mount, which needs root;
 * skipped elsewhere) and, killed in the middle, leaves the file's games all there or all gone.
 */
@Tag("slow")
class RemoveSafetyTest {

    private static final String[] YEARS = {"WTH_2003.wtb", "WTH_2004.wtb", "WTHOR.JOU", "WTHOR.TRN"};

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private static Path importYears(Path db) {
        String[] args = new String[4 + YEARS.length];
        args[0] = "import";
        args[1] = "--db";
        args[2] = db.toString();
        args[3] = "--quiet";
        for (int i = 0; i < YEARS.length; i++) {
            args[4 + i] = Archive.WTHOR.resolve(YEARS[i]).toString();
        }
        Cli.Run imported = Cli.run(args);
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        return db;
    }

    @Test
    void removeIsRefusedOnAReadOnlyDatabaseAndChangesNothing(@TempDir Path dir) throws Exception {
        Path source = Files.createDirectories(dir.resolve("source"));
        Path copy = importYears(source.resolve("archive.db"));
        byte[] before = Files.readAllBytes(copy);
        Path ro = Files.createDirectories(dir.resolve("ro"));
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real read-only medium needs root");
        assumeTrue(run("mount", "--bind", "-o", "ro", source.toString(), ro.toString()), "mount refused here");
        try {
            run("mount", "-o", "remount,bind,ro", ro.toString());
            Path db = ro.resolve("archive.db");
            Cli.Run remove = Cli.run("remove", "--db", db.toString(), Archive.WTHOR.resolve("WTH_2004.wtb").toString());
            assertThat(remove.exitCode()).as(remove.err()).isEqualTo(2);
            assertThat(remove.err()).isEqualTo("othello-db: " + db + ": the database is read-only (commands that only read it work)\n");
            assertThat(remove.out()).isEmpty();
        } finally {
            run("umount", ro.toString());
        }
        assertThat(Files.readAllBytes(copy)).as("nothing changed").isEqualTo(before);
    }

    @Test
    void aKilledRemoveLeavesTheFileWhollyThereOrWhollyGone(@TempDir Path dir) throws Exception {
        Path wtb = Archive.WTHOR.resolve("WTH_2004.wtb");
        Path db = importYears(dir.resolve("before.db"));
        int[] before = counts(db);
        Path after = Files.copy(db, dir.resolve("after.db"));
        // Stopped by the test pause inside the removal's transaction, then killed: all of it there.
        CliProcess.killAt("remove-before-commit", dir, "remove", "--db", db.toString(), wtb.toString());
        assertThat(counts(db)).as("all there: the kill came before the commit").isEqualTo(before);
        // Stopped just after the commit: the file and all of its games gone.
        CliProcess.killAt("remove-after-commit", dir, "remove", "--db", after.toString(), wtb.toString());
        int[] gone = counts(after);
        assertThat(gone[0]).as("one source gone").isEqualTo(before[0] - 1);
        assertThat(gone[1]).as("all of its games gone").isEqualTo(before[1] - gamesOf(wtb));
        for (Path killed : List.of(db, after)) {
            int[] c = counts(killed);
            assertThat(c[1]).as("every stored game belongs to a stored file").isEqualTo(c[2]);
            try (Database d = Database.openExisting(killed)) {
                assertThat(d.handle().createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
            }
            // Whatever the kill left, the database still takes the next removal.
            Cli.Run again = Cli.run("remove", "--db", killed.toString(), Archive.WTHOR.resolve("WTH_2003.wtb").toString());
            assertThat(again.exitCode()).as(again.err()).isZero();
        }
    }

    private static int gamesOf(Path wtb) throws IOException {
        byte[] head = Files.readAllBytes(wtb);
        return (head[4] & 0xFF) | (head[5] & 0xFF) << 8 | (head[6] & 0xFF) << 16 | (head[7] & 0xFF) << 24;
    }

    /** Sources, games, and the games the sources announce. */
    private static int[] counts(Path db) {
        try (Database d = Database.openExisting(db)) {
            var h = d.handle();
            return new int[] {
                h.createQuery("SELECT count(*) FROM sources").mapTo(Integer.class).one(),
                h.createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one(),
                h.createQuery("SELECT coalesce(sum(games_imported), 0) FROM sources").mapTo(Integer.class).one()};
        }
    }
}
