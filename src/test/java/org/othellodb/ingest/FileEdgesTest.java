package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** Files at the edges of what an import meets: huge, empty, linked in loops, named through {@code ..}. */
class FileEdgesTest {

    /** A sparse file: {@code size} bytes on the file system's word, {@code head} at its start, the rest never written. */
    private static Path sparse(Path file, byte[] head, long size) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.write(head);
            f.setLength(size);
        }
        return file;
    }

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.jdbi().withHandle(h -> h.createQuery(sql).mapTo(Integer.class).one());
        }
    }

    @Test
    void aHugeFileItsHeaderRefusesIsRefusedWithoutReadingIt(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        byte[] wthor = Files.readAllBytes(Archive.WTHOR.resolve("WTH_1977.wtb"));
        byte[] header = java.util.Arrays.copyOf(wthor, 16);
        byte[] names = Files.readAllBytes(Archive.WTHOR.resolve("WTHOR.JOU"));
        // 4 TB each, and holes: hashing them reads 8 TB (hours on any disk; 228 s for 68 GB was measured),
        // refusing them reads 16 bytes. The bound only keeps a broken build from hanging the test run.
        sparse(games.resolve("WTH_1977.wtb"), header, 4L << 40);
        sparse(games.resolve("WTHOR.JOU"), java.util.Arrays.copyOf(names, 16), 4L << 40);
        Path db = dir.resolve("t.db");
        Cli.Run run = assertTimeoutPreemptively(Duration.ofMinutes(3), () -> Cli.run("import", "--db", db.toString(), games.toString()));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("rejected " + games.resolve("WTH_1977.wtb") + ": wrong size: 4398046511104 bytes, "
                + "but the header announces 12 games (832 bytes)", "rejected " + games.resolve("WTHOR.JOU") + ": size 4398046511104");
    }

    @Test
    void aFileWithNoGameAndNoProblemIsReportedNotImported(@TempDir Path dir) throws Exception {
        Path nul = sparse(dir.resolve("zeros.ggf"), new byte[0], 1 << 20);
        Path empty = Files.createFile(dir.resolve("empty.pgn"));
        Path good = Samples.PGN.resolve("WTH_1977.pgn");
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), nul.toString(), empty.toString(), good.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("rejected " + nul + ": no game and no record found in it",
                "rejected " + empty + ": no game and no record found in it");
        assertThat(run.out()).contains("Files: 3 (1 imported, 0 unchanged since imported, 2 rejected, 0 name files)");
        assertThat(count(db, "SELECT count(*) FROM sources")).isEqualTo(1);
        assertThat(count(db, "SELECT count(*) FROM import_problems WHERE reason = 'no_games'")).isEqualTo(2);
        Cli.Run again = Cli.run("import", "--db", db.toString(), empty.toString());
        assertThat(again.err()).as("reported again, not \"unchanged\"").contains("rejected " + empty);
    }

    @Test
    void linksToAnAncestorAndChainsOfLinksAreLoops(@TempDir Path dir) throws Exception {
        Files.copy(Samples.PGN.resolve("WTH_1978.pgn"), dir.resolve("outside.pgn"));
        Path games = Files.createDirectories(dir.resolve("games"));
        Files.copy(Archive.WTHOR.resolve("WTH_1977.wtb"), games.resolve("WTH_1977.wtb"));
        Files.createSymbolicLink(games.resolve("up"), Path.of(".."));
        Files.createSymbolicLink(games.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(games.resolve("b"), Path.of("a"));
        Files.createSymbolicLink(games.resolve("gone"), Path.of("nowhere"));
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), games.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(3);
        assertThat(run.err()).contains("rejected " + games.resolve("up") + ": a symbolic link that loops back to a directory it is in",
                "rejected " + games.resolve("a") + ": a symbolic link that loops", "rejected " + games.resolve("b") + ": a symbolic link that loops",
                "rejected " + games.resolve("gone") + ": a symbolic link to nothing");
        assertThat(run.err()).doesNotContain("rejected " + games.resolve("a") + ": a symbolic link to nothing");
        assertThat(run.out()).as("the parent directory was not imported through up").contains("Games: 12 imported");
    }

    @Test
    void sourcePathsAreStoredNormalisedAndTheSameFileIsStillFoundUnchanged(@TempDir Path dir) throws Exception {
        Path mine = Files.createDirectories(dir.resolve("mygames"));
        Files.createDirectories(dir.resolve("work"));
        Files.copy(Samples.PGN.resolve("WTH_1977.pgn"), mine.resolve("club.pgn"));
        Path db = dir.resolve("t.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), dir.resolve("work/../mygames/club.pgn").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        try (Database d = Database.openExisting(db)) {
            List<String> paths = d.jdbi().withHandle(h -> h.createQuery("SELECT path FROM sources").mapTo(String.class).list());
            assertThat(paths).containsExactly(mine.resolve("club.pgn").toAbsolutePath().toString());
        }
        Cli.Run again = Cli.run("import", "--db", db.toString(), mine.resolve("club.pgn").toString());
        assertThat(again.out()).contains("1 unchanged since imported");
        Cli.Run removed = Cli.run("remove", "--db", db.toString(), dir.resolve("work/../mygames/club.pgn").toString());
        assertThat(removed.exitCode()).as(removed.err()).isZero();
    }
}
