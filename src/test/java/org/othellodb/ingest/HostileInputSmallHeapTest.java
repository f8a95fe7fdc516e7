package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Samples;

/**
 * The red team's hostile inputs, all in one import run by the real command in a JVM of 512 MB heap:
 * each is named in one line with its reason, the good file beside them is imported, and nothing
 * runs out of memory. The big files are sparse or streamed, so the test needs about 500 MB of disk.
 */
@Tag("slow")
class HostileInputSmallHeapTest {

    private static final long MB = 1L << 20;

    private static void sparse(Path file, byte[] head, long length) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.write(head);
            f.setLength(length); // sparse: no disk used
        }
    }

    private static void repeated(Path file, String head, String unit, long bytes, String tail) throws IOException {
        try (Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.ISO_8859_1), 1 << 16)) {
            w.write(head);
            for (long n = 0; n < bytes; n += unit.length()) {
                w.write(unit);
            }
            w.write(tail);
        }
    }

    @Test
    void everyHostileInputIsNamedAndTheGoodFileImportedWithinHalfAGigabyteOfHeap(@TempDir Path dir) throws Exception {
        List<Path> inputs = new ArrayList<>();
        Path big = dir.resolve("big.pgn");
        sparse(big, new byte[0], 2L << 30);
        inputs.add(big);
        Path bigWtb = dir.resolve("WTH_2030.wtb");
        sparse(bigWtb, java.util.Arrays.copyOf(Files.readAllBytes(Archive.WTHOR.resolve("WTH_2021.wtb")), 16), 2L << 30);
        inputs.add(bigWtb);
        Path lying = dir.resolve("WTH_2031.wtb");
        byte[] small = java.util.Arrays.copyOf(Files.readAllBytes(Archive.WTHOR.resolve("WTH_2021.wtb")), 16 + 68);
        ByteBuffer.wrap(small).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 1_000_000_000);
        Files.write(lying, small);
        inputs.add(lying);
        Path bomb = dir.resolve("bomb.pgn.gz");
        byte[] zeros = new byte[1 << 20];
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb), 1 << 16)) {
            for (int i = 0; i < 4096; i++) { // one line of 4 GiB, about 4 MB compressed
                out.write(zeros);
            }
        }
        inputs.add(bomb);
        Path passes = dir.resolve("passes.pgn");
        repeated(passes, "[Event \"x\"]\n\n", "pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa pa\n", 100 * MB, "\n");
        inputs.add(passes);
        Path comments = dir.resolve("comments.pgn");
        repeated(comments, "[Event \"x\"]\n\n1. f5 {", "a comment that never ends a comment that never ends\n", 100 * MB, "}\n");
        inputs.add(comments);
        Path event = dir.resolve("event.pgn");
        repeated(event, "[Event \"", "E", 100 * MB, "\"]\n\n1. f5 d6 *\n");
        inputs.add(event);
        Path ggf = dir.resolve("value.ggf");
        repeated(ggf, "(;GM[Othello]C[", "a value that never ends ", 100 * MB, "];)\n");
        inputs.add(ggf);
        Path csv = dir.resolve("quote.csv");
        repeated(csv, "event,date,black,white,result,moves\nx,2020,a,b,33-31,f5d6c3\nx,2020,\"", "an unclosed quote, then lines\n",
                100 * MB, "\n");
        inputs.add(csv);
        Path good = Files.copy(Samples.GGF.resolve("nboard_test.ggf"), dir.resolve("nboard_test.ggf"));
        inputs.add(good);

        Path db = dir.resolve("t.db");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"), "org.othellodb.cli.Main",
                "import", "--db", db.toString()));
        inputs.forEach(p -> command.add(p.toString()));
        Path log = dir.resolve("import.log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(15, TimeUnit.MINUTES)).as("the import ends").isTrue();
        String out = Files.readString(log);
        assertThat(p.exitValue()).as(out).isEqualTo(3);
        assertThat(out).doesNotContain("OutOfMemoryError", "Exception", "\tat ");
        assertThat(out).contains("big.pgn", "WTH_2030.wtb", "WTH_2031.wtb", "bomb.pgn.gz", "passes.pgn", "comments.pgn",
                "event.pgn", "value.ggf", "quote.csv");
        assertThat(out).contains("passes.pgn: line 1: the game's tags and moves run past", "comments.pgn: line 1: the game's tags and moves run past",
                "value.ggf: line 1: the value of C runs past", "quote.csv", "a record runs past 4,194,304 characters inside a quoted field");
        try (Database d = Database.openExisting(db)) {
            int goodGames = d.handle().createQuery("SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id "
                    + "WHERE s.path LIKE '%nboard_test.ggf'").mapTo(Integer.class).one();
            assertThat(goodGames).isPositive();
            // The CSV's first record, before the unclosed quote, is kept.
            assertThat(d.handle().createQuery("SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id "
                    + "WHERE s.path LIKE '%quote.csv'").mapTo(Integer.class).one()).isOne();
            assertThat(d.handle().createQuery("SELECT coalesce(max(length(message)), 0) FROM import_problems").mapTo(Integer.class).one())
                    .isLessThan(10_000);
            assertThat(d.handle().createQuery("PRAGMA integrity_check").mapTo(String.class).one()).isEqualTo("ok");
        }
    }
}
