package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;

/**
 * The import process is killed (SIGKILL) in the middle of the archive, stopped by the test pause
 * inside one file's transaction or just after its commit: the file is wholly out or wholly in, no
 * file is half imported, and importing again finishes the job.
 */
@Tag("slow")
class KillDuringImportTest {

    /** A file in the middle of the archive's order: earlier files are committed when it is written. */
    private static final String FILE = "WTH_1990.wtb";

    @Test
    void killedInsideAFilesTransactionItLeavesThatFileOutAndReRunningFinishes(@TempDir Path dir) throws Exception {
        Path db = importKilledAt("import-before-commit:" + FILE, dir);
        int games = wholeFilesOnly(db);
        assertThat(sourceRows(db, FILE)).as("killed before its commit: %s is not in", FILE).isZero();
        assertThat(games).isPositive().isLessThan(ARCHIVE.games());

        Cli.Run again = Cli.run("import", "--db", db.toString(), "--quiet", Archive.WTHOR.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
        try (Database d = Database.openExisting(db)) {
            var h = d.handle();
            assertThat(h.createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one()).isEqualTo(ARCHIVE.games());
            assertThat(h.createQuery("SELECT games FROM positions WHERE ply = 0").mapTo(Integer.class).one()).isEqualTo(ARCHIVE.games());
            assertThat(h.createQuery("PRAGMA foreign_key_check").mapToMap().list()).isEmpty();
            assertThat(h.createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
        }
    }

    @Test
    void killedJustAfterAFilesCommitItKeepsThatFile(@TempDir Path dir) throws Exception {
        Path db = importKilledAt("import-after-commit:" + FILE, dir);
        int games = wholeFilesOnly(db);
        assertThat(sourceRows(db, FILE)).as("killed after its commit: %s is in", FILE).isEqualTo(1);
        assertThat(games).isLessThan(ARCHIVE.games());
    }

    /** The database of an import of the archive stopped at {@code point} and killed there. */
    private static Path importKilledAt(String point, Path dir) throws InterruptedException {
        Path db = dir.resolve("killed.db");
        CliProcess.killAt(point, dir, "import", "--db", db.toString(), "--quiet", Archive.WTHOR.toString());
        return db;
    }

    /** Checks that every stored game belongs to a whole file, and returns how many there are. */
    private static int wholeFilesOnly(Path db) {
        try (Database d = Database.openExisting(db)) {
            var h = d.handle();
            int games = h.createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one();
            int announced = h.createQuery("SELECT coalesce(sum(games_imported), 0) FROM sources").mapTo(Integer.class).one();
            assertThat(games).as("every stored game belongs to a whole file").isEqualTo(announced);
            assertThat(h.createQuery("SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = g.source_id)")
                    .mapTo(Integer.class).one()).isZero();
            assertThat(h.createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
            return games;
        }
    }

    private static int sourceRows(Path db, String file) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery("SELECT count(*) FROM sources WHERE path LIKE :p")
                    .bind("p", "%" + file).mapTo(Integer.class).one();
        }
    }
}
