package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.format.Splitting;
import org.othellodb.format.text.TextFormat;

/** A file of move strings cut into parts at lines: each line in exactly one part, in order, whatever the cut. */
class GameFilesPartsTest {

    @TempDir
    Path dir;

    @Test
    void everyCutGivesEachLineOnceInOrder() throws Exception {
        String text = "f5d6c3 34-30\n\nf5f6\r\n# a comment\nd3c3c4 +2\ne6f4e3f6d3\nc4e3";
        Path file = Files.writeString(dir.resolve("games.txt"), text);
        FileSystem local = FileSystem.getLocal(new Configuration());
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file.toUri());
        Splitting atLines = new TextFormat().splitting().orElseThrow();
        for (int size = 1; size <= text.length() + 1; size++) {
            ByteArrayOutputStream joined = new ByteArrayOutputStream();
            for (long start = 0; start < text.length(); start += size) {
                try (FSDataInputStream in = local.open(path)) {
                    Splitting.Bytes bytes = GameFiles.bytes(in, text.length());
                    ByteArrayOutputStream part = new ByteArrayOutputStream();
                    GameFiles.copyPart(bytes, atLines, start, Math.min(text.length(), start + size), part);
                    String lines = part.toString(StandardCharsets.ISO_8859_1);
                    // A part holds whole lines only: it starts where a line starts.
                    assertThat(start == 0 || lines.isEmpty() || text.charAt((int) start - 1) == '\n'
                            || text.indexOf(lines, (int) start) >= 0).as("part at %d of %d bytes", start, size).isTrue();
                    joined.write(part.toByteArray());
                }
            }
            assertThat(joined.toString(StandardCharsets.ISO_8859_1)).as("parts of %d bytes", size).isEqualTo(text);
        }
    }

    @Test
    void onlyFilesLargerThanAPartAreCut() throws Exception {
        Path moves = Files.writeString(dir.resolve("moves.txt"), "f5d6c3d3c4 33-31\n".repeat(200));
        Path csv = Files.writeString(dir.resolve("games.csv"), "event,date,black,white,result,moves\n"
                + ",,,,33-31,f5d6c3d3c4\n".repeat(200));
        List<GameFiles.Part> parts = GameFiles.parts(List.of(moves.toUri().toString(), csv.toUri().toString()),
                new Configuration(), 1_000);
        // 3,400 bytes of move strings (lines of 17): 4 parts of 1,000 bytes at most; the CSV (4,236 bytes) 5.
        assertThat(parts).extracting(p -> p.file() + " " + p.format() + " " + p.start() + "-" + p.end())
                .containsExactly("0 text 0-1000", "0 text 1000-2000", "0 text 2000-3000", "0 text 3000-3400",
                        "1 csv 0-1000", "1 csv 1000-2000", "1 csv 2000-3000", "1 csv 3000-4000", "1 csv 4000-4236");
        assertThat(GameFiles.parts(List.of(csv.toUri().toString()), new Configuration(), 4_236)).extracting(GameFiles.Part::whole)
                .containsExactly(true);
        // The second part's lines are those that begin at bytes 1,003 (the 60th line) to 1,989 (the 118th).
        assertThat(GameFiles.read(parts.get(1), new Configuration()).games()).hasSize(59);
    }
}
