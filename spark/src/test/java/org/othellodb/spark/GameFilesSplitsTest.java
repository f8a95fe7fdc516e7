package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.format.BoundedStreams;
import org.othellodb.format.registry.Formats;

/**
 * A file of each format that can be cut, read in parts cut at every byte and in parts of a few sizes:
 * the parts' games and rejected records, joined in order, are those of the file read whole. The files
 * are real records (spark/src/test/resources/splits: WTHOR's 1977 games, the first games of the PGN
 * conversion of 1977, GGF games from nboard and novello, the first eOthello games), each with one bad
 * record, laid out with what each format allows between records (PGN with and without blank lines, a
 * % line, CRLF; a GGF block over two lines, GGS's counts; CSV in CRLF).
 */
class GameFilesSplitsTest {

    private static final Configuration CONF = new Configuration();

    @TempDir
    Path dir;

    /** What each range of a file read as a part gave. */
    private final java.util.Map<String, GameFiles.Read> partsRead = new java.util.HashMap<>();

    @Test
    void wthorIsReadByRangesOfRecords() throws Exception {
        byte[] year = Files.readAllBytes(resource("WTH_1977.wtb"));
        year[16 + 68 * 5 + 8 + 10] = 99; // the 6th game's 11th move: no square
        Path file = Files.write(dir.resolve("WTH_1977.wtb"), year);
        GameFiles.Read whole = everyCutAsWhole(file, "wthor");
        assertThat(whole.games()).hasSize(11);
        assertThat(whole.rejected()).isEqualTo(1);
    }

    /**
     * PGN is cut where a game certainly begins; GGF where a line opens a block after one closed one
     * (nboard's 4×4 game and its game with komi are records with a reason, the move z9 a third); CSV
     * at lines, each part read after the header.
     */
    @ParameterizedTest
    @CsvSource({"games.pgn, pgn, 3, 1", "games.ggf, ggf, 2, 3", "games.csv, csv, 14, 1"})
    void textFormatsAreCutAtRecordsAndReadAsWhole(String sample, String format, int games, int rejected) throws Exception {
        GameFiles.Read whole = everyCutAsWhole(resource(sample), format);
        assertThat(whole.games()).hasSize(games);
        assertThat(whole.rejected()).isEqualTo(rejected);
    }

    @Test
    void aCutInsideACsvQuotedFieldStopsThePartBeforeIt() throws Exception {
        String text = "event,date,black,white,result,moves\n\"Cup\n2,1,x\",,,,33-31,f5d6c3d3c4\nOpen,,,,31-33,f5f4e3f6d3\n";
        Path file = Files.writeString(dir.resolve("quoted.csv"), text);
        GameFiles.Read whole = GameFiles.read(new GameFiles.Part(0, file.toUri().toString(), null, 0, Files.size(file)), CONF);
        assertThat(whole.games()).hasSize(2);
        int inside = text.indexOf("2,1,x");
        for (int cut = 1; cut < text.length(); cut++) {
            List<GameFiles.Part> parts = parts(file, "csv", List.of(0L, (long) cut, (long) text.length()));
            if (cut > text.indexOf('"') && cut <= inside) {
                // The line "2,1,x..." begins inside the quoted field: the first part ends inside it.
                assertThatThrownBy(() -> GameFiles.read(parts.get(0), CONF)).as("cut at %d", cut)
                        .isInstanceOf(GameFiles.CutInsideRecord.class).hasMessageContaining("byte " + inside);
            } else {
                assertSame(whole, readAll(parts), "cut at " + cut);
            }
        }
    }

    @Test
    void aGgfValueThatLooksLikeABlockBoundaryStopsThePartBeforeIt() throws Exception {
        String game = "(;GM[Othello]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
                + "B[f5]W[d6]RE[+2]";
        String text = game + ";)\n" + game + "C[ends ;)\n(; and more];)\n" + game + ";)\n";
        Path file = Files.writeString(dir.resolve("comment.ggf"), text);
        GameFiles.Read whole = GameFiles.read(new GameFiles.Part(0, file.toUri().toString(), null, 0, Files.size(file)), CONF);
        assertThat(whole.games()).hasSize(3);
        int inValue = text.indexOf("(; and");
        for (int cut = 1; cut < text.length(); cut++) {
            List<GameFiles.Part> parts = parts(file, "ggf", List.of(0L, (long) cut, (long) text.length()));
            if (cut <= text.indexOf('\n') + 1) {
                // Read from the second line, "(; and more" looks like a block's start after a line that closed one.
                assertThatThrownBy(() -> GameFiles.read(parts.get(0), CONF)).as("cut at %d", cut)
                        .isInstanceOf(GameFiles.CutInsideRecord.class).hasMessageContaining("byte " + inValue);
            } else {
                assertSame(whole, readAll(parts), "cut at " + cut);
            }
        }
    }

    /**
     * The files of the tests above changed at random (seeded): a few of the bytes each format's syntax
     * turns on inserted, or bytes deleted, and cut at random. A PGN or move-strings file read in parts
     * always gives what it gives whole; a GGF or CSV file the same, or the part before a cut says that
     * it ended inside a record. (The mutations keep the files UTF-8, as a part is read as its own bytes say.)
     */
    @Test
    void changedFilesCutAtRandomReadAsWhole() throws Exception {
        String[] tokens = {"\n", "\r\n", "\r", "\n\n", "[", "[Event \"x\"]\n", "% c\n", " ", "\t", "(;", ";)", ";)\n(;",
            "]", "\\", "\"", ",", "1 ", "f5d6\n", "\u00e9", "\u2028"};
        int cutFiles = 0;
        for (String name : List.of("games.pgn", "games.ggf", "games.csv")) {
            byte[] original = Files.readAllBytes(resource(name));
            String format = name.substring(name.indexOf('.') + 1);
            for (int seed = 0; seed < 20; seed++) {
                java.util.Random random = new java.util.Random(seed);
                java.io.ByteArrayOutputStream changed = new java.io.ByteArrayOutputStream();
                changed.write(original);
                for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
                    byte[] now = changed.toByteArray();
                    int at = random.nextInt(now.length);
                    changed.reset();
                    changed.write(now, 0, at);
                    if (random.nextBoolean()) {
                        changed.write(tokens[random.nextInt(tokens.length)].getBytes(java.nio.charset.StandardCharsets.UTF_8));
                        changed.write(now, at, now.length - at);
                    } else {
                        int deleted = Math.min(now.length - at, 1 + random.nextInt(20));
                        changed.write(now, at + deleted, now.length - at - deleted);
                    }
                }
                Path file = Files.write(dir.resolve(seed + "-" + name), changed.toByteArray());
                long length = Files.size(file);
                if (GameFiles.parts(List.of(file.toUri().toString()), CONF, length - 1).get(0).whole()) {
                    continue; // no longer a file the job cuts (a CSV header changed)
                }
                cutFiles++;
                GameFiles.Read whole = GameFiles.read(new GameFiles.Part(0, file.toUri().toString(), null, 0, length), CONF);
                for (int i = 0; i < 6; i++) {
                    List<Long> cuts = new ArrayList<>(List.of(0L));
                    long size = i < 4 ? length : 5 + random.nextInt(300);
                    for (long at = i < 4 ? 1 + random.nextInt((int) length - 1) : size; at < length; at += size) {
                        cuts.add(at);
                    }
                    cuts.add(length);
                    String what = file.getFileName() + " cut at " + cuts;
                    try {
                        assertSame(whole, readAll(parts(file, format, cuts)), what);
                    } catch (GameFiles.CutInsideRecord e) {
                        assertThat(format).as(what).isIn("ggf", "csv");
                    }
                }
            }
        }
        assertThat(cutFiles).as("changed files still cut").isGreaterThan(50);
    }

    /**
     * A line longer than a reader keeps is cut there and the rest skipped up to a line feed, over
     * carriage returns: the lines it hides are no part's start.
     */
    @Test
    void theLinesALongLineHidesBeginNoPart() throws Exception {
        String text = "f5d6c3 33-31\r" + "f5".repeat(BoundedStreams.MAX_LINE / 2 + 5) + "\rf5d6c3d3 33-31\rf5f6e6f4 33-31\n"
                + "f5d6c3d3c4 33-31\n";
        Path file = Files.writeString(dir.resolve("long.txt"), text);
        GameFiles.Read whole = GameFiles.read(new GameFiles.Part(0, file.toUri().toString(), null, 0, text.length()), CONF);
        // The first line and the last; the long line's first MAX_LINE characters are a record with too many moves.
        assertThat(whole.games()).hasSize(2);
        assertThat(whole.rejected()).isEqualTo(1);
        for (String at : List.of("f5f5", "\rf5d6c3d3", "f5d6c3d3 ", "f5f6e6f4", "\nf5d6c3d3c4", "f5d6c3d3c4")) {
            long cut = text.indexOf(at) + 1L;
            assertSame(whole, readAll(parts(file, "text", List.of(0L, cut, (long) text.length()))), "cut at " + at);
        }
    }

    @Test
    void compressedSmallAndUnknownCsvFilesAreReadWhole() throws Exception {
        Path pgn = resource("games.pgn");
        Path gz = dir.resolve("games.pgn.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(Files.readAllBytes(pgn));
        }
        List<GameFiles.Part> parts = GameFiles.parts(List.of(pgn.toUri().toString(), gz.toUri().toString()), CONF, 500);
        assertThat(parts).extracting(p -> p.file() + " " + p.format()).containsExactly("0 pgn", "0 pgn", "0 pgn", "0 pgn",
                "1 null");
        assertThat(GameFiles.parts(List.of(pgn.toUri().toString()), CONF, 1692)).extracting(GameFiles.Part::whole)
                .containsExactly(true);
        // A CSV of no known layout: import refuses it without --columns, and so the job, once.
        Path csv = Files.writeString(dir.resolve("other.csv"), "id,moves\n" + "1,f5d6c3d3c4\n".repeat(100));
        assertThat(GameFiles.parts(List.of(csv.toUri().toString()), CONF, 500)).extracting(GameFiles.Part::whole)
                .containsExactly(true);
    }

    /**
     * Reads {@code file} whole, then cut once at every byte, and in parts of 3, 7, 68 and 500 bytes: each
     * time the same games and rejected records. Returns the whole file's.
     */
    private GameFiles.Read everyCutAsWhole(Path file, String format) throws Exception {
        long length = Files.size(file);
        assertThat(GameFiles.parts(List.of(file.toUri().toString()), CONF, length - 1)).extracting(GameFiles.Part::format)
                .as("the file's format, found as the job finds it").containsOnly(format);
        GameFiles.Read whole = GameFiles.read(new GameFiles.Part(0, file.toUri().toString(), null, 0, length), CONF);
        assertThat(whole.failed()).isFalse();
        for (long cut = 1; cut < length; cut++) {
            assertSame(whole, readAll(parts(file, format, List.of(0L, cut, length))), "cut at " + cut);
        }
        for (long size : new long[] {3, 7, 68, 500}) {
            List<Long> cuts = new ArrayList<>();
            for (long at = 0; at < length; at += size) {
                cuts.add(at);
            }
            cuts.add(length);
            assertSame(whole, readAll(parts(file, format, cuts)), "parts of " + size + " bytes");
        }
        return whole;
    }

    private static List<GameFiles.Part> parts(Path file, String format, List<Long> cuts) {
        List<GameFiles.Part> parts = new ArrayList<>();
        for (int i = 0; i + 1 < cuts.size(); i++) {
            parts.add(new GameFiles.Part(0, file.toUri().toString(), format, cuts.get(i), cuts.get(i + 1)));
        }
        return parts;
    }

    /**
     * The parts' games and rejected records, in order. A part is read once for each range of bytes its task reads
     * ({@link GameFiles#range}: the cuts between two records' starts give the same), so that cutting at every
     * byte reads each distinct part once.
     */
    private GameFiles.Read readAll(List<GameFiles.Part> parts) throws Exception {
        List<GameFiles.Game> games = new ArrayList<>();
        int rejected = 0;
        for (GameFiles.Part part : parts) {
            org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(part.path());
            long[] range;
            try (var in = path.getFileSystem(CONF).open(path)) {
                range = GameFiles.range(GameFiles.bytes(in, path.getFileSystem(CONF).getFileStatus(path).getLen()),
                        Formats.byName(part.format()).splitting().orElseThrow(), part.start(), part.end());
            }
            GameFiles.Read read = partsRead.get(part.path() + " " + range[0] + "-" + range[1]);
            if (read == null) {
                read = GameFiles.read(part, CONF);
                partsRead.put(part.path() + " " + range[0] + "-" + range[1], read);
            }
            assertThat(read.failed()).as("part %d-%d: %s", part.start(), part.end(), read.skipped()).isFalse();
            games.addAll(read.games());
            rejected += read.rejected();
        }
        return new GameFiles.Read(games, rejected, null, false);
    }

    private static void assertSame(GameFiles.Read whole, GameFiles.Read parts, String what) {
        assertThat(parts.games().stream().map(GameFilesSplitsTest::describe).toList()).as(what)
                .isEqualTo(whole.games().stream().map(GameFilesSplitsTest::describe).toList());
        assertThat(parts.rejected()).as(what).isEqualTo(whole.rejected());
    }

    private static String describe(GameFiles.Game g) {
        return Arrays.toString(g.moves()) + " " + g.result() + " " + g.blackScore() + " " + g.theoreticalScore() + " "
                + g.theoreticalDepth() + " " + g.finalEmpties() + " " + g.year();
    }

    private static Path resource(String name) throws Exception {
        return Path.of(GameFilesSplitsTest.class.getResource("/splits/" + name).toURI());
    }
}
