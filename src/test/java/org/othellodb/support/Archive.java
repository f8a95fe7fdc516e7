package org.othellodb.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The shipped WTHOR archive imported once per test run into target/test-archive.db, for the tests
 * that only read it. Tests that write make their own databases. The slow tests run in two JVMs at
 * once, each with its own file (the system property {@code othellodb.testArchive}, which the pom
 * sets to a name with failsafe's fork number), since each JVM imports it again.
 */
public final class Archive {

    public static final Path WTHOR = Path.of("data", "wthor");
    private static Path built;

    private Archive() {
    }

    public static synchronized Path database() {
        if (built == null) {
            try {
                Path db = Path.of("target", System.getProperty("othellodb.testArchive", "test-archive.db"));
                Files.createDirectories(db.getParent());
                for (String suffix : new String[] {"", "-wal", "-shm"}) {
                    Files.deleteIfExists(Path.of(db + suffix));
                }
                Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", WTHOR.toString());
                assertThat(run.exitCode()).as(run.err()).isZero();
                built = db;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return built;
    }

    /**
     * A copy of the archive's database in {@code dir}, for a test that writes (an endgame analysis,
     * the command's or the page's, keeps its solved values in the database, which the other tests share).
     * The copy holds no solved values, whatever a test before kept in the shared file: the archive as imported.
     */
    public static Path copy(Path dir) throws IOException {
        Path copy = dir.resolve("archive-copy.db");
        Cli.Run run = Cli.run("stats", "--db", database().toString()); // a reader's close checkpoints what a writer left in the log
        assertThat(run.exitCode()).as(run.err()).isZero();
        Files.copy(database(), copy);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + copy);
             java.sql.Statement st = c.createStatement()) {
            st.executeUpdate("DROP TABLE IF EXISTS solved_positions");
        } catch (java.sql.SQLException e) {
            throw new IOException(copy + ": " + e.getMessage(), e);
        }
        return copy;
    }
}
