package org.othellodb.format.ggf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.support.Samples;

class GgfReaderTest {

    @Test
    void theFourByFourAndTheRandomStartAreRejectedWithTheirReasonAndTheStandardGameIsRead() {
        List<ReadItem> items = Samples.read(Samples.GGF.resolve("nboard_test2.ggf"));
        assertThat(items).hasSize(3);
        RecordProblem small = (RecordProblem) items.get(0);
        assertThat(small.reasonCode()).isEqualTo("board_size");
        assertThat(small.line()).isEqualTo(1);
        assertThat(small.message()).contains("TY[4]", "board size 4×4");
        RecordProblem random = (RecordProblem) items.get(1);
        assertThat(random.reasonCode()).isEqualTo("non_standard_start");
        assertThat(random.line()).isEqualTo(2);
        assertThat(random.message()).contains("TY[8kr20]", "random start with 20 discs", "komi");
        GameRecord g = (GameRecord) items.get(2);
        assertThat(g.black()).isEqualTo("Saio1200");
        assertThat(g.white()).isEqualTo("Saio3000");
        assertThat(g.year()).isEqualTo(1999);
        assertThat(g.date()).isEqualTo("1999-10-22T15:45:37Z"); // DT[940607137], Unix seconds
        assertThat(g.discDifference()).isZero();
        assertThat(g.resultText()).isEqualTo("+0.000");
        assertThat(g.tags()).containsEntry("Site", "GGS/os").containsEntry("BlackElo", "2196.37")
                .containsEntry("WhiteElo", "2200.35").containsEntry("TimeControl", "05:00//02:00");
        assertThat(g.moves()).hasSize(60);
    }

    @Test
    void passesInEverySpellingAndSquaresInEitherCase() {
        List<GameRecord> games = Samples.games(Samples.read(Samples.GGF.resolve("novello_TestGames.ggf")));
        assertThat(games).hasSize(12);
        assertThat(games).extracting(GameRecord::line).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        assertThat(games.get(0).date()).isEqualTo("2003-12-15T12:33:18-07:00"); // DT[2003.12.15_12:33:18.MST]
        // Game 2: B[pass]; game 4: W[pass]; game 9: B[PA//0.38] and upper-case squares (B[F5//2.64]).
        assertThat(games.get(2).moves()[58]).isEqualTo(Square.PASS);
        assertThat(games.get(4).moves()[59]).isEqualTo(Square.PASS);
        GameRecord cruel = games.get(9);
        assertThat(cruel.black()).isEqualTo("cruel+");
        assertThat(cruel.moves()[0]).isEqualTo(Square.parse("f5"));
        assertThat(cruel.moves()[58]).isEqualTo(Square.PASS);
        for (GameRecord g : games) {
            // The explicit passes are exactly where the rules need them: each game replays to its end.
            assertThat(Replay.of(g.moves()).complete()).as("game " + g.recordIndex()).isTrue();
        }
        assertThat(games).filteredOn(g -> g.discDifference() == 2).hasSize(1);
    }

    @Test
    void synchroKomiAndOtherStartsAreEachRefusedWithTheirCode(@TempDir Path dir) throws Exception {
        String real = Files.readString(Samples.GGF.resolve("nboard_test.ggf")).strip();
        String synchro = real.replace("TY[8]", "TY[s8]");
        String komi = real.replace("TY[8]", "TY[8]KM[-2]");
        String anti = real.replace("TY[8]", "TY[8a]");
        String otherStart = real.replace("---O*--- ---*O---", "---*O--- ---O*---");
        String tenByTen = real.replace("TY[8]", "TY[10]");
        String text = String.join("\n", real, synchro, komi, anti, otherStart, tenByTen) + "\n";
        List<ReadItem> items = Samples.read(Samples.write(dir, "variants.ggf", text));
        assertThat(items.get(0)).isInstanceOf(GameRecord.class);
        assertThat(Samples.problems(items)).extracting(RecordProblem::reasonCode)
                .containsExactly("synchro", "komi", "anti", "non_standard_start", "board_size");
        assertThat(Samples.problems(items)).extracting(RecordProblem::line).containsExactly(2, 3, 4, 5, 6);
    }

    @Test
    void aBadSquareOrAnUnclosedBlockIsAProblemAndReadingGoesOn(@TempDir Path dir) throws Exception {
        String real = Files.readString(Samples.GGF.resolve("nboard_test.ggf")).strip();
        String text = real.replace("W[c5//0.01]", "W[z9//0.01]") + "\n" + real + "\n" + real.replace(";)", "") + "\n";
        List<ReadItem> items = Samples.read(Samples.write(dir, "bad.ggf", text));
        assertThat(items).hasSize(3);
        assertThat(((RecordProblem) items.get(0)).reasonCode()).isEqualTo("bad_square");
        assertThat(((RecordProblem) items.get(0)).message()).contains("W[z9//0.01]");
        assertThat(items.get(1)).isInstanceOf(GameRecord.class);
        assertThat(((RecordProblem) items.get(2)).reasonCode()).isEqualTo("truncated");
    }

    @Test
    void resultsWithASuffixAndOtherDateSpellingsAreRead(@TempDir Path dir) throws Exception {
        String real = Files.readString(Samples.GGF.resolve("nboard_test.ggf")).strip();
        String resigned = real.replace("RE[+0.000]", "RE[-40.00:r]").replace("DT[2003.12.15_12:33:18.MST]", "DT[2000-4-16 11:13 EST]");
        GameRecord g = Samples.games(Samples.read(Samples.write(dir, "r.ggf", resigned + "\n"))).get(0);
        assertThat(g.discDifference()).isEqualTo(-40);
        assertThat(g.resultText()).isEqualTo("-40.00:r");
        assertThat(g.date()).isEqualTo("2000-04-16T11:13:00-05:00");
        assertThat(g.year()).isEqualTo(2000);
    }

    @Test
    void everyLayoutOfTheStandardStartIsAcceptedAndAnotherBoardIsNamedByItsDifferences(@TempDir Path dir) throws Exception {
        String rows = "-------- -------- -------- ---O*--- ---*O--- -------- -------- --------";
        String[] standard = {"8 " + rows + " *", "8 " + rows.replace(" ", "") + " *", "8\n" + rows.replace(" ", "\n") + "\n*",
                "08  " + rows.replace(" ", "   ") + "*", "8 " + rows.replace('O', 'o') + " *"};
        StringBuilder file = new StringBuilder();
        for (String bo : standard) {
            file.append("(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]BO[").append(bo).append("]B[f5]W[d6]B[c3];)\n");
        }
        String moved = rows.replace("---O*--- ---*O---", "---**--- ---*O---");
        file.append("(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]BO[8 ").append(moved).append(" O]B[f5];)\n");
        file.append("(;GM[Othello]PB[a]PW[b]TY[8]RE[+2]BO[8 ").append(rows, 0, 30).append(" *]B[f5];)\n");
        Path ggf = Files.writeString(dir.resolve("layouts.ggf"), file);
        List<ReadItem> items = Samples.read(ggf);
        assertThat(items).hasSize(standard.length + 2);
        for (int i = 0; i < standard.length; i++) {
            assertThat(items.get(i)).as(standard[i]).isInstanceOf(GameRecord.class);
        }
        RecordProblem other = (RecordProblem) items.get(standard.length);
        assertThat(other.reasonCode()).isEqualTo("non_standard_start");
        assertThat(other.message()).contains("BO is not the standard start: d4 black (the start has white), "
                + "white to move (black moves first)");
        RecordProblem short_ = (RecordProblem) items.get(standard.length + 1);
        assertThat(short_.message()).contains("BO has 27 squares where an 8×8 board has 64");
    }
}
