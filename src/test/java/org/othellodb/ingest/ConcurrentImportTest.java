package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.cli.Main;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.CliProcess;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** Imports that run at the same moment on one database see each other's games: nothing is stored twice, nothing crashes. */
class ConcurrentImportTest {

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    @Test
    void aSecondWriterSaysItWaitsForTheLockThenFinishes(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("locked.db");
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", Samples.GGF.resolve("nboard_test.ggf").toString())
                .exitCode()).isZero();
        StringWriter err = new StringWriter();
        int[] code = {-1};
        try (Connection holder = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = holder.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            Thread importer = new Thread(() -> code[0] = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err, true),
                    "import", "--db", db.toString(), Samples.GGF.resolve("novello_TestGames.ggf").toString()));
            importer.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!err.toString().contains("waiting for the database lock") && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(err.toString()).contains("othello-db: waiting for the database lock: another process is writing to " + db);
            assertThat(importer.isAlive()).isTrue();
            st.execute("ROLLBACK");
            importer.join(TimeUnit.SECONDS.toMillis(60));
        }
        assertThat(code[0]).as(err.toString()).isZero();
        assertThat(count(db, "SELECT count(*) FROM games")).as("12 games, one of them already in the first file").isEqualTo(12);
    }

    @Test
    @Tag("slow")
    void twoImportsAtOnceStoreEveryGameOnce(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("both.db");
        // Both start on a database that does not exist yet: both create it.
        List<Process> running = new ArrayList<>();
        running.add(CliProcess.start(dir.resolve("wthor.log"), "import", "--db", db.toString(), Archive.WTHOR.toString()));
        running.add(CliProcess.start(dir.resolve("pgn.log"), "import", "--db", db.toString(), Samples.PGN.toString()));
        for (Process p : running) {
            assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        }
        assertThat(running.get(0).exitValue()).as(CliProcess.log(dir.resolve("wthor.log"))).isZero();
        assertThat(running.get(1).exitValue()).as(CliProcess.log(dir.resolve("pgn.log"))).isZero();
        // The PGN of 2025 was converted from the issue FFO has since corrected: its 2 stale World Championship
        // transcripts (one perpendicular, one diagonal) are in no WTHOR file, so they are games of their own.
        int stale = 2;
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(ARCHIVE.games() + stale);
        assertThat(count(db, "SELECT games FROM positions WHERE ply = 0")).isEqualTo(ARCHIVE.games() + stale);
        Cli.Run tree = Cli.run("tree", "--db", db.toString(), "f5d6", "--format", "json");
        assertThat(tree.out()).contains("\"games\" : " + (ARCHIVE.perpendicular().games() + 1) + ",");
        assertThat(count(db, "SELECT count(*) FROM game_merges WHERE decision = 'merged'")).isEqualTo(19_100 - stale);

        // The same files imported twice at once: each file once, whoever gets it first.
        Path same = dir.resolve("same.db");
        List<Process> twice = List.of(
                CliProcess.start(dir.resolve("a.log"), "import", "--db", same.toString(), "--no-tree", Archive.WTHOR.toString()),
                CliProcess.start(dir.resolve("b.log"), "import", "--db", same.toString(), "--no-tree", Archive.WTHOR.toString()));
        for (Process p : twice) {
            assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        }
        assertThat(twice.get(0).exitValue()).as(CliProcess.log(dir.resolve("a.log"))).isZero();
        assertThat(twice.get(1).exitValue()).as(CliProcess.log(dir.resolve("b.log"))).isZero();
        assertThat(count(same, "SELECT count(*) FROM games")).isEqualTo(ARCHIVE.games());
        assertThat(count(same, "SELECT count(*) FROM sources")).isEqualTo(51);
        try (Database d = Database.openExisting(same)) {
            assertThat(d.handle().createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
        }
    }
}
