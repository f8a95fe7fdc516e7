package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;

/** The import process is killed (SIGKILL) in the middle: no file is half imported, and importing again finishes the job. */
@Tag("slow")
class KillDuringImportTest {

    @Test
    void aKilledImportLeavesWholeFilesAndReRunningFinishes(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("killed.db");
        Process p = CliProcess.start(dir.resolve("log"), "import", "--db", db.toString(), "--quiet", Archive.WTHOR.toString());
        // Wait until some files are in, then kill while later files are being written.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && committedSources(db) < 20) {
            Thread.sleep(20);
        }
        p.destroyForcibly().waitFor();
        try (Database d = Database.openExisting(db)) {
            var h = d.handle();
            int games = h.createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one();
            int announced = h.createQuery("SELECT coalesce(sum(games_imported), 0) FROM sources").mapTo(Integer.class).one();
            assertThat(games).as("every stored game belongs to a whole file").isEqualTo(announced);
            assertThat(h.createQuery("SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = g.source_id)")
                    .mapTo(Integer.class).one()).isZero();
            assertThat(games).isLessThan(ARCHIVE.games());
        }
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

    private static int committedSources(Path db) {
        if (!db.toFile().exists()) {
            return 0;
        }
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db + "?open_mode=1");
             var st = c.createStatement();
             var rs = st.executeQuery("SELECT count(*) FROM sources")) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (java.sql.SQLException e) {
            return 0; // not created yet, or busy
        }
    }
}
