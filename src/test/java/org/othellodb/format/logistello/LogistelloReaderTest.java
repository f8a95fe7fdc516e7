package org.othellodb.format.logistello;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.support.Samples;

class LogistelloReaderTest {

    @Test
    void theCompressedCollectionIsRecognisedAndStreamsEveryGame() {
        assertThat(Formats.detect(Samples.LOGISTELLO)).get().extracting(f -> f.name()).isEqualTo("logistello");
        int games = 0;
        int withPass = 0;
        int startD3 = 0;
        int rawDiffersFromWthorRule = 0;
        try (GameReader r = new LogistelloFormat().open(Samples.LOGISTELLO)) {
            assertThat(r.fileNote()).isEqualTo("gzip, UTF-8");
            while (r.hasNext()) {
                GameRecord g = (GameRecord) r.next();
                games++;
                startD3 += g.moves()[0] == Square.parse("d3") ? 1 : 0;
                boolean pass = false;
                for (int m : g.moves()) {
                    pass |= m == Square.PASS;
                }
                withPass += pass ? 1 : 0;
                Line line = Replay.of(g.moves());
                assertThat(line.finalScore().rawDifference()).as("line " + g.line()).isEqualTo(g.discDifference());
                rawDiffersFromWthorRule += 2 * line.finalScore().wthorBlackScore() - 64 != g.discDifference() ? 1 : 0;
                assertThat(g.line()).isEqualTo(games);
            }
        }
        assertThat(games).isEqualTo(121_123);
        assertThat(startD3).isEqualTo(121_123);
        assertThat(withPass).isEqualTo(44_896);
        assertThat(rawDiffersFromWthorRule).isEqualTo(1_477);
    }

    @Test
    void passesAreRepeatedSignsAndTheScoreIsKeptAsWritten(@TempDir Path dir) throws IOException {
        String firstLines = firstLines(3);
        List<ReadItem> items = Samples.read(Samples.write(dir, "three.gam", firstLines));
        GameRecord second = (GameRecord) items.get(1);
        // "... +a2-b1-g1+h1: +00 10": white plays b1 and g1 in a row, so black passed between them.
        int[] m = second.moves();
        assertThat(Transcript.format(new int[] {m[m.length - 4], m[m.length - 2], m[m.length - 1]})).isEqualTo("b1g1h1");
        assertThat(m[m.length - 3]).isEqualTo(Square.PASS);
        assertThat(second.discDifference()).isZero();
        assertThat(second.resultText()).isEqualTo("+00");
        assertThat(((GameRecord) items.get(0)).resultText()).isEqualTo("-04");
        assertThat(((GameRecord) items.get(0)).discDifference()).isEqualTo(-4);
    }

    @Test
    void aBadMoveTokenIsAProblemWithItsLine(@TempDir Path dir) throws IOException {
        String text = firstLines(1) + "+d3-c3+z9: +00 10\n" + firstLines(1);
        List<ReadItem> items = Samples.read(Samples.write(dir, "bad.gam", text));
        assertThat(items).hasSize(3);
        RecordProblem p = (RecordProblem) items.get(1);
        assertThat(p.reasonCode()).isEqualTo("bad_square");
        assertThat(p.line()).isEqualTo(2);
        assertThat(p.message()).contains("'+z9' at column 7");
    }

    private static String firstLines(int n) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Samples.LOGISTELLO))) {
            String text = new String(in.readNBytes(200_000), java.nio.charset.StandardCharsets.US_ASCII);
            return String.join("\n", text.lines().limit(n).toList()) + "\n";
        }
    }

    @Test
    void aGzipFileIsRecognisedByItsBytesWhateverItsName(@TempDir Path dir) throws IOException {
        Path renamed = dir.resolve("collection.dat");
        Files.copy(Samples.LOGISTELLO, renamed);
        assertThat(Formats.detect(renamed)).get().extracting(f -> f.name()).isEqualTo("logistello");
        Path plain = Samples.write(dir, "games", firstLines(2));
        assertThat(Formats.detect(plain)).get().extracting(f -> f.name()).isEqualTo("logistello");
    }

    @Test
    void aCutShortGzipFileIsRefusedWholeBeforeAnyGameIsRead(@TempDir Path dir) throws IOException {
        byte[] whole = Files.readAllBytes(Samples.LOGISTELLO);
        Path cut = Samples.write(dir, "logbook.gam.gz", java.util.Arrays.copyOf(whole, whole.length / 2));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new LogistelloFormat().open(cut))
                .isInstanceOf(org.othellodb.format.StructuralException.class)
                .hasMessageContaining("gzip data is damaged or cut short");
    }
}
