package org.othellodb.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.othellodb.support.Samples;

class ResultsAndDatesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "34-30|34|null|null", "33-31|33|null|null", "20-10|null|10|null", "+4|null|4|null", "-0.000|null|0|null",
            "+0.5|null|null|1", "1-0|null|null|1", "0-1|null|null|-1", "1/2-1/2|null|null|0", "white|null|null|-1",
            "1|null|null|1", "-1|null|-1|null", "draw|null|null|0"})
    void resultSpellings(String text, Integer blackScore, Integer difference, Integer winner) {
        GameRecord.Builder b = GameRecord.builder(0, 0);
        assertThat(Results.apply(text, b)).isTrue();
        GameRecord r = b.build();
        assertThat(r.blackScore()).isEqualTo(blackScore);
        assertThat(r.discDifference()).isEqualTo(difference);
        assertThat(r.winner()).isEqualTo(winner);
        assertThat(r.resultText()).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {"*", "40-40", "+70", "f5", "maybe"})
    void notResults(String text) {
        GameRecord.Builder b = GameRecord.builder(0, 0);
        assertThat(Results.apply(text, b)).isFalse();
        GameRecord r = b.build();
        assertThat(java.util.Arrays.asList(r.blackScore(), r.discDifference(), r.winner(), r.resultText())).containsOnlyNulls();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "1977|1977|null", "1986.??.??|1986|null", "2024.05.??|2024|null", "2024.05.03|2024|2024-05-03",
            "2024/5/3|2024|2024-05-03", "2003.12.15_12:33:18.MST|2003|2003-12-15T12:33:18-07:00",
            "2000-4-16 11:13 EST|2000|2000-04-16T11:13:00-05:00", "947375357|2000|2000-01-08T23:49:17Z",
            "2021-03-04T05:06:07+09:00|2021|2021-03-04T05:06:07+09:00", "spring 1999|1999|spring 1999", "soon|null|soon"})
    void dateSpellings(String text, Integer year, String date) {
        GameDates.GameDate d = GameDates.read(text);
        assertThat(d.year()).isEqualTo(year);
        assertThat(d.date()).isEqualTo(date);
    }

    @Test
    void textIsUtf8WhenValidElseLatin1AndNeverMojibake(@TempDir Path dir) throws Exception {
        String name = "Championnat de Suède ";
        Path utf8 = Samples.write(dir, "u.txt", name.repeat(5000).getBytes(StandardCharsets.UTF_8));
        Path latin1 = Samples.write(dir, "l.txt", name.repeat(5000).getBytes(StandardCharsets.ISO_8859_1));
        // A multi-byte sequence cut at the very end makes the whole file Latin-1.
        byte[] cut = (name.repeat(5000) + "è").getBytes(StandardCharsets.UTF_8);
        Path cutFile = Samples.write(dir, "c.txt", java.util.Arrays.copyOf(cut, cut.length - 1));
        assertThat(TextFile.of(utf8).charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(TextFile.of(latin1).charset()).isEqualTo(StandardCharsets.ISO_8859_1);
        assertThat(TextFile.of(cutFile).charset()).isEqualTo(StandardCharsets.ISO_8859_1);
        for (Path p : new Path[] {utf8, latin1}) {
            try (var r = TextFile.of(p).lines()) {
                assertThat(r.readLine()).startsWith(name + name);
            }
        }
    }
}
