package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * A database on a read-only medium still answers queries, and writing to it fails with one line;
 * a full disk stops an import with one line naming the database, and leaves whole files only.
 * The media are real: a read-only bind mount and a small tmpfs, which need root (CI runs as root;
 * elsewhere these tests are skipped with the reason).
 */
@Tag("slow")
class ReadOnlyAndFullDiskTest {

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private static void mountOrSkip(String... mount) throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real read-only or full medium needs root");
        assumeTrue(run(mount), "mount refused here: " + String.join(" ", mount));
    }

    @Test
    void aDatabaseOnAReadOnlyMediumAnswersQueries(@TempDir Path dir) throws Exception {
        Path source = Files.createDirectories(dir.resolve("source"));
        Path copy = source.resolve("archive.db");
        Cli.Run imported = Cli.run("import", "--db", copy.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString(),
                Archive.WTHOR.resolve("WTHOR.JOU").toString(), Archive.WTHOR.resolve("WTHOR.TRN").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        byte[] before = Files.readAllBytes(copy);
        Path ro = Files.createDirectories(dir.resolve("ro"));
        mountOrSkip("mount", "--bind", "-o", "ro", source.toString(), ro.toString());
        try {
            run("mount", "-o", "remount,bind,ro", ro.toString());
            Path db = ro.resolve("archive.db");
            assertThat(Files.isWritable(db)).as("the medium is read-only").isFalse();
            for (List<String> query : List.of(List.of("tree", "f5d6"), List.of("games", "--limit", "3"), List.of("stats"),
                    List.of("lines"), List.of("game", "1"), List.of("export", "--format", "txt"),
                    // Solved, and kept nowhere: the analysis of a file that cannot be written keeps nothing.
                    List.of("game", "1", "--endgame", "--empties", "12"))) {
                String[] args = new String[query.size() + 2];
                args[0] = query.get(0);
                args[1] = "--db";
                args[2] = db.toString();
                for (int i = 1; i < query.size(); i++) {
                    args[2 + i] = query.get(i);
                }
                Cli.Run run = Cli.run(args);
                assertThat(run.exitCode()).as(String.join(" ", query) + ": " + run.err()).isZero();
                assertThat(run.out()).isNotBlank();
            }
            Cli.Run write = Cli.run("import", "--db", db.toString(), Archive.WTHOR.resolve("WTH_2020.wtb").toString());
            assertThat(write.exitCode()).isEqualTo(2);
            assertThat(write.err()).isEqualTo("othello-db: " + db + ": the database is read-only (commands that only read it work)\n");
        } finally {
            run("umount", ro.toString());
        }
        assertThat(Files.readAllBytes(copy)).as("reading changed nothing").isEqualTo(before);
    }

    @Test
    void aReadOnlyCopyWithChangesStillInItsLogIsRefusedNotMisread(@TempDir Path dir) throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path source = Files.createDirectories(dir.resolve("source"));
        Path db = work.resolve("archive.db");
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        try (Database open = Database.open(db)) {
            // Committed but not checkpointed, as a kill -9 after a commit leaves it: the change is only in the log.
            open.inWriteTransaction(() -> {
                open.setMeta("probe", "written after the last checkpoint");
                return null;
            });
            assertThat(Files.size(Path.of(db + "-wal"))).isPositive();
            Files.copy(db, source.resolve("archive.db"));
            Files.copy(Path.of(db + "-wal"), source.resolve("archive.db-wal"));
        }
        Path ro = Files.createDirectories(dir.resolve("ro"));
        mountOrSkip("mount", "--bind", "-o", "ro", source.toString(), ro.toString());
        try {
            run("mount", "-o", "remount,bind,ro", ro.toString());
            Cli.Run stats = Cli.run("stats", "--db", ro.resolve("archive.db").toString());
            assertThat(stats.exitCode()).isEqualTo(2);
            assertThat(stats.err()).contains("read-only, and its write-ahead log archive.db-wal holds changes not yet in the file")
                    .hasLineCount(1);
        } finally {
            run("umount", ro.toString());
        }
    }

    @Test
    void aFullDiskStopsTheImportWithOneLineAndWholeFiles(@TempDir Path dir) throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        mountOrSkip("mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", small.toString());
        try {
            Path db = small.resolve("full.db");
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--no-tree", Archive.WTHOR.toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
            assertThat(run.err()).startsWith("othello-db: warning: " + db + ": ").contains("free on its disk; this import may need about")
                    .contains("\nothello-db: " + db + ": the disk is full").doesNotContain("unexpected", "Exception")
                    .hasLineCount(2);
            try (Database d = Database.openExisting(db)) {
                var h = d.handle();
                assertThat(h.createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
                int games = h.createQuery("SELECT count(*) FROM games").mapTo(Integer.class).one();
                int announced = h.createQuery("SELECT coalesce(sum(games_imported), 0) FROM sources").mapTo(Integer.class).one();
                assertThat(games).as("only whole files").isEqualTo(announced).isLessThan(ARCHIVE.games());
            }
            Cli.Run export = Cli.run("export", "--db", Archive.database().toString(), "--format", "pgn",
                    "--out", small.resolve("all.pgn").toString());
            assertThat(export.exitCode()).isEqualTo(1);
            assertThat(export.err()).contains(small.resolve("all.pgn").toString(), "No space left on device").hasLineCount(1);
            assertThat(export.out()).doesNotContain("Exported");
            try (var left = Files.list(small)) {
                assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp") || n.equals("all.pgn"));
            }
        } finally {
            run("umount", small.toString());
        }
    }
}
