package org.othellodb.format.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.support.Samples;

class TextReaderTest {

    @Test
    void theRealMoveStringsFileReadsOneGameALineWithCrlfAndNoFinalNewline() {
        assertThat(Formats.detect(Samples.MOVESTRINGS)).get().extracting(f -> f.name()).isEqualTo("text");
        List<ReadItem> items = Samples.read(Samples.MOVESTRINGS);
        assertThat(items).hasSize(11_833).allMatch(i -> i instanceof GameRecord);
        GameRecord first = (GameRecord) items.get(0);
        assertThat(Transcript.format(first.moves())).isEqualTo("c3c4e3c2b3d2e1d1c1f4d6e6g4b2f6d7c8e7d8");
        assertThat(first.line()).isEqualTo(1);
        GameRecord last = (GameRecord) items.get(items.size() - 1);
        assertThat(last.line()).isEqualTo(11_833);
        assertThat(last.moves()).hasSize(19);
        assertThat(last.recordIndex()).isEqualTo(11_832);
    }

    @Test
    void resultsPassesSeparatorsAndCommentsAreUnderstood(@TempDir Path dir) {
        String text = "# games\r\nf5d6c3d3c4 34-30\r\n\r\nF5 D6 C3, d3 +4\r\nf5 f6 e6 f4 pa\r\nf5d6 black\r\nf5f4 --";
        List<GameRecord> games = Samples.games(Samples.read(Samples.write(dir, "games.txt", text)));
        assertThat(games).extracting(GameRecord::line).containsExactly(2, 4, 5, 6, 7);
        assertThat(games.get(0).blackScore()).isEqualTo(34);
        assertThat(Transcript.format(games.get(1).moves())).isEqualTo("f5d6c3d3");
        assertThat(games.get(1).discDifference()).isEqualTo(4);
        assertThat(games.get(2).moves()).endsWith(Square.PASS);
        assertThat(games.get(3).winner()).isEqualTo(1);
        assertThat(games.get(4).moves()).containsExactly(Square.parse("f5"), Square.parse("f4"), Square.PASS);
        assertThat(games.get(4).resultText()).isNull();
    }

    @Test
    void aTokenThatIsNotASquareIsAProblemOnItsLine(@TempDir Path dir) {
        List<ReadItem> items = Samples.read(Samples.write(dir, "bad.txt", "f5d6c3\nf5d6x9c3\n"));
        assertThat(Samples.problems(items)).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(2);
            assertThat(p.reasonCode()).isEqualTo("bad_square");
            assertThat(p.message()).isEqualTo("move 'x9' at ply 3 is not a square (squares are a1..h8)");
        });
    }
}
