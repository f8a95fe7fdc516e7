package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * {@code export --format wthor} writes its year files and name files as one set: a failure in the
 * middle (here a real full disk, a small tmpfs, which needs root; skipped elsewhere) or a kill leaves
 * the previous set whole and no temporary directory behind.
 */
class WthorExportSetTest {

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    private static Map<String, String> contents(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.list(dir)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                files.put(p.getFileName().toString(), java.util.HexFormat.of().formatHex(
                        sha256(Files.readAllBytes(p))));
            }
        }
        return files;
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return java.security.MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String[] names(Path dir) throws IOException {
        try (Stream<Path> all = Files.list(dir)) {
            return all.map(p -> p.getFileName().toString()).sorted().toArray(String[]::new);
        }
    }

    @Test
    void aFullDiskInTheMiddleOfTheSetLeavesThePreviousSetWhole(@TempDir Path dir) throws Exception {
        Path small = Files.createDirectories(dir.resolve("small"));
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a real full medium needs root");
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", small.toString()), "mount refused here");
        try {
            Path out = small.resolve("wthor");
            Cli.Run first = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor",
                    "--from", "2020", "--to", "2021", "--out", out.toString());
            assertThat(first.exitCode()).as(first.err()).isZero();
            Map<String, String> before = contents(out);
            assertThat(before).containsOnlyKeys("WTH_2020.wtb", "WTH_2021.wtb", "WTHOR.JOU", "WTHOR.TRN");
            Files.writeString(out.resolve("notes.txt"), "mine");

            // The whole archive is about 9 MB of records: it cannot fit in 3 MB.
            Cli.Run all = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor", "--out", out.toString());
            assertThat(all.exitCode()).as(all.err()).isEqualTo(1);
            assertThat(all.err()).startsWith("othello-db: cannot write " + out + ": No space left on device").hasLineCount(1);
            assertThat(all.out()).isEmpty();

            Map<String, String> expected = new TreeMap<>(before);
            expected.put("notes.txt", contents(out).get("notes.txt"));
            assertThat(contents(out)).as("the previous set, whole, and the user's file").isEqualTo(expected);
            assertThat(names(small)).as("no temporary directory left").containsExactly("wthor");

            // A set that fits replaces the old one's files and keeps the others (as an export always did).
            Cli.Run one = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor",
                    "--from", "2021", "--to", "2021", "--out", out.toString());
            assertThat(one.exitCode()).as(one.err()).isZero();
            assertThat(names(out)).containsExactlyInAnyOrder("WTH_2020.wtb", "WTH_2021.wtb", "WTHOR.JOU", "WTHOR.TRN", "notes.txt");
            assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine");
            assertThat(contents(out).get("WTH_2021.wtb")).isEqualTo(before.get("WTH_2021.wtb"));
            assertThat(names(small)).containsExactly("wthor");
        } finally {
            run("umount", small.toString());
        }
    }

    @Test
    void whatAKilledExportLeftIsCleanedUpAndAnOldSetPutAsideIsPutBack(@TempDir Path dir) throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        long dead = gone.pid();
        Path out = dir.resolve("wthor");
        Cli.Run first = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor",
                "--from", "2021", "--to", "2021", "--out", out.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        Map<String, String> old = contents(out);

        // Killed between the swap's two renames: the old set aside, the new one half-written, no destination.
        Path aside = dir.resolve(".wthor." + dead + ".1.old");
        Files.move(out, aside);
        Path half = Files.createDirectories(dir.resolve(".wthor." + dead + ".2.tmp"));
        Files.write(half.resolve("WTH_1977.wtb"), new byte[100]);

        Cli.Run again = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor",
                "--from", "2020", "--to", "2020", "--out", out.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(names(dir)).as("the staging directories of the dead process are gone").containsExactly("wthor");
        assertThat(names(out)).as("the old set was put back, then replaced; its other year carried over")
                .containsExactlyInAnyOrder("WTH_2020.wtb", "WTH_2021.wtb", "WTHOR.JOU", "WTHOR.TRN");
        assertThat(contents(out).get("WTH_2021.wtb")).isEqualTo(old.get("WTH_2021.wtb"));
    }

    @Test
    void aDestinationHoldingAFolderIsRefusedBeforeWriting(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("wthor").resolve("sub"));
        Cli.Run run = Cli.run("export", "--db", Archive.database().toString(), "--format", "wthor",
                "--out", out.getParent().toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("holds the folder sub").hasLineCount(1);
        assertThat(names(dir)).containsExactly("wthor");
        assertThat(names(out.getParent())).containsExactly("sub");
    }
}
