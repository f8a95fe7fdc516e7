package org.othellodb.format.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Transcript;
import org.othellodb.format.registry.Formats;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.StructuralException;
import org.othellodb.support.Samples;

class CsvReaderTest {

    @Test
    void theEothelloDumpIsRecognisedByItsHeaderAndGivesTheMeasuredResults() {
        assertThat(Formats.detect(Samples.EOTHELLO)).get().extracting(f -> f.name()).isEqualTo("csv");
        List<ReadItem> items = Samples.read(Samples.EOTHELLO);
        List<GameRecord> games = Samples.games(items);
        assertThat(games).hasSize(25_657);
        assertThat(games).filteredOn(g -> g.winner() == 1).hasSize(12_375);
        assertThat(games).filteredOn(g -> g.winner() == 0).hasSize(701);
        assertThat(games).filteredOn(g -> g.winner() == -1).hasSize(12_581);
        GameRecord first = games.get(0);
        assertThat(first.line()).isEqualTo(2);
        assertThat(first.tags()).containsExactly(java.util.Map.entry("eOthello_game_id", "1056798"));
        assertThat(Transcript.format(first.moves())).startsWith("f5d6c4d3e6f4");
        assertThat(first.black()).isNull();
        assertThat(first.year()).isNull();
        assertThat(games.get(games.size() - 1).line()).isEqualTo(25_658);
    }

    @Test
    void anyLayoutReadsThroughAColumnMapping(@TempDir Path dir) {
        // A BOM, CRLF, quoted fields with commas and a line break, and a column the mapping does not use.
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String text = "\uFEFFround,Black Player,White Player,Score,Played,Tournament,Game\r\n"
                + "1,\"Tamenori, Hideshi\",Murakami Takeshi,36-28,2009-08-01,\"World\r\nChampionship\",f5d6c3d3c4\r\n"
                + "2,A,B,draw,2009,Open,\"f5,f6,e6\"\r\n";
        Path file = Samples.write(dir, "other.csv", text);
        ReadOptions columns = ReadOptions.columns("moves=Game,black=black player,white=3,result=Score,date=Played,event=Tournament");
        List<ReadItem> items = Samples.read(file, columns);
        List<GameRecord> games = Samples.games(items);
        assertThat(games).hasSize(2);
        GameRecord g = games.get(0);
        assertThat(g.black()).isEqualTo("Tamenori, Hideshi");
        assertThat(g.white()).isEqualTo("Murakami Takeshi");
        assertThat(g.blackScore()).isEqualTo(36);
        assertThat(g.date()).isEqualTo("2009-08-01");
        assertThat(g.year()).isEqualTo(2009);
        assertThat(g.tournament()).isEqualTo("World\r\nChampionship");
        assertThat(g.tags()).containsExactly(java.util.Map.entry("round", "1"));
        assertThat(g.line()).isEqualTo(2);
        assertThat(games.get(1).line()).isEqualTo(4);
        assertThat(games.get(1).winner()).isZero();
        assertThat(Transcript.format(games.get(1).moves())).isEqualTo("f5f6e6");
    }

    @Test
    void aCsvOfNoKnownLayoutIsRefusedUnlessColumnsAreGiven(@TempDir Path dir) {
        Path file = Samples.write(dir, "x.csv", "a,b\n1,2\n");
        assertThatThrownBy(() -> Samples.read(file)).isInstanceOf(StructuralException.class)
                .hasMessageContaining("no known layout (header: a,b)").hasMessageContaining("--columns");
        assertThatThrownBy(() -> Samples.read(file, ReadOptions.columns("moves=c"))).isInstanceOf(StructuralException.class)
                .hasMessageContaining("no column 'c' for moves");
    }

    @Test
    void badRecordsAreProblemsWithTheirLines(@TempDir Path dir) {
        String text = "eOthello_game_id,winner,game_moves\n1,1,f5d6\n2,maybe,f5d6\n3,1,f5zz\n4,-1,f5f6\n";
        List<ReadItem> items = Samples.read(Samples.write(dir, "e.csv", text.getBytes(StandardCharsets.UTF_8)));
        assertThat(items).hasSize(4);
        assertThat(Samples.problems(items)).extracting(RecordProblem::reasonCode, RecordProblem::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("bad_result", 3), org.assertj.core.groups.Tuple.tuple("bad_square", 4));
    }
}
