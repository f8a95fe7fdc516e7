package org.othellodb.format.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.support.Samples;

class PgnReaderTest {

    /** The first game of the 1977 file, as the converter wrote it: paired moves, passes not marked. */
    private static final String FIRST_1977 = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1"
            + "a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1";

    @Test
    void theRealFileGivesTagsMovesAndScoresAndTheReplayFindsThePasses() {
        List<ReadItem> items = Samples.read(Samples.PGN.resolve("WTH_1977.pgn"));
        assertThat(items).hasSize(12).allMatch(i -> i instanceof GameRecord);
        GameRecord g = (GameRecord) items.get(0);
        assertThat(g.line()).isEqualTo(1);
        assertThat(g.tournament()).isEqualTo("World Championship - 1977");
        assertThat(g.year()).isEqualTo(1977);
        assertThat(g.date()).isNull();
        assertThat(g.black()).isEqualTo("Inoue Hiroshi");
        assertThat(g.white()).isEqualTo("Heiberg Thomas");
        assertThat(g.blackScore()).isEqualTo(34);
        assertThat(g.resultText()).isEqualTo("34-30");
        assertThat(g.tags()).isEmpty();
        assertThat(Transcript.format(g.moves())).isEqualTo(FIRST_1977);
        // "27. H7 A7" and "29. G1 G2": two pairs hold two moves of the same colour; the replay puts the passes in.
        Line line = Replay.of(g.moves());
        assertThat(line.complete()).isTrue();
        assertThat(line.moves()[53]).isEqualTo(Square.PASS);
        assertThat(line.moves()[57]).isEqualTo(Square.PASS);
        assertThat(items.get(1).line()).isEqualTo(37);
    }

    @Test
    void unescapedQuotesInsideATagValueAreKeptWhole() {
        // A real game of the 1988 file: the converter did not escape the quotes of "Coq".
        List<ReadItem> items = Samples.read(Samples.PGN.resolve("WTH_1988.pgn"));
        List<GameRecord> coq = Samples.games(items).stream().filter(g -> g.tournament().contains("Coq")).toList();
        assertThat(coq).hasSize(24).allMatch(g -> g.tournament().equals("Parties du \"Coq\" - 1988"));
        assertThat(Samples.problems(items)).isEmpty();
    }

    @Test
    void anyLayoutOfNumberedMovesReadsTheSame(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String tags = "[Event \"All Japan Championships - 2024\"]\n[Site \"PlayOK\"]\n[Date \"2024.05.03\"]\n"
                + "[Black \"Urano Kento\"]\n[White \"Ohno Tomohiro\"]\n[Result \"33-31\"]\n[BlackElo \"2100\"]\n";
        String paired = tags + "\n1. F5 D6\n2. C3 D3\n3. C4\n\n";
        String oneLine = tags + "1. f5 d6 2. c3 d3 3. c4 33-31\n";
        String glued = tags + "1.f5 d6 {a comment} 2.c3 (2.c5) d3 $1 3.c4!\n";
        for (String text : List.of(paired, oneLine, glued)) {
            List<ReadItem> items = Samples.read(Samples.write(dir, "game.pgn", text));
            assertThat(items).as(text).hasSize(1);
            GameRecord g = (GameRecord) items.get(0);
            assertThat(Transcript.format(g.moves())).as(text).isEqualTo("f5d6c3d3c4");
            assertThat(g.tournament()).isEqualTo("All Japan Championships - 2024");
            assertThat(g.date()).isEqualTo("2024-05-03");
            assertThat(g.year()).isEqualTo(2024);
            assertThat(g.blackScore()).isEqualTo(33);
            assertThat(g.tags()).containsExactly(java.util.Map.entry("Site", "PlayOK"), java.util.Map.entry("BlackElo", "2100"));
        }
    }

    @Test
    void gamesWithoutBlankLinesBetweenThemAreSeparatedByTheirTags(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String text = "[Black \"A\"]\n[White \"B\"]\n[Result \"1-0\"]\n1. f5 d6\n"
                + "[Black \"C\"]\n[White \"D\"]\n[Result \"0-1\"]\n1. e6 f4\n2. pass\n";
        List<GameRecord> games = Samples.games(Samples.read(Samples.write(dir, "two.pgn", text)));
        assertThat(games).extracting(GameRecord::black).containsExactly("A", "C");
        assertThat(games).extracting(GameRecord::winner).containsExactly(1, -1);
        assertThat(games).extracting(GameRecord::line).containsExactly(1, 5);
        assertThat(games.get(1).moves()).containsExactly(Square.parse("e6"), Square.parse("f4"), Square.PASS);
    }

    @Test
    void aBadMoveIsAProblemWithItsLineAndTheNextGameStillReads(@TempDir Path dir) {
        String text = "[Black \"A\"]\n[White \"B\"]\n\n1. f5 d6\n2. c3 x9\n\n[Black \"C\"]\n[White \"D\"]\n\n1. f5 f6\n";
        List<ReadItem> items = Samples.read(Samples.write(dir, "bad.pgn", text));
        assertThat(items.get(0)).isInstanceOf(RecordProblem.class);
        RecordProblem p = (RecordProblem) items.get(0);
        assertThat(p.reasonCode()).isEqualTo("bad_move_text");
        assertThat(p.line()).isEqualTo(5);
        assertThat(p.message()).contains("'x9'");
        assertThat(items.get(1)).isInstanceOf(GameRecord.class);
        assertThat(((GameRecord) items.get(1)).black()).isEqualTo("C");
    }

    @Test
    void latin1BytesAreReadAsLatin1AndDatesThatAreNotFullAreKeptAsWritten(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String text = "[Event \"Prétendants (France) - 1986\"]\n[Date \"1986.??.??\"]\n[Black \"Lévy\"]\n[White \"?\"]\n"
                + "[Result \"*\"]\n1. f5 d6\n";
        Path file = Samples.write(dir, "latin1.pgn", text.getBytes(StandardCharsets.ISO_8859_1));
        GameRecord g = Samples.games(Samples.read(file)).get(0);
        assertThat(g.tournament()).isEqualTo("Prétendants (France) - 1986");
        assertThat(g.black()).isEqualTo("Lévy");
        assertThat(g.white()).isNull();
        assertThat(g.year()).isEqualTo(1986);
        assertThat(g.date()).isNull();
        assertThat(g.tags()).containsEntry("Date", "1986.??.??");
        assertThat(g.blackScore()).isNull();
        assertThat(g.winner()).isNull();
        try (var reader = new PgnFormat().open(file)) {
            assertThat(reader.fileNote()).contains("Latin-1");
        }
    }

    @Test
    void aGameFromASetUpPositionIsNotStandardOthello(@TempDir Path dir) {
        String text = "[Black \"A\"]\n[White \"B\"]\n[FEN \"8/8/8/3pP3/3Pp3/8/8/8 b\"]\n\n1. f5 d6\n";
        List<ReadItem> items = Samples.read(Samples.write(dir, "fen.pgn", text));
        assertThat(items).singleElement().isInstanceOfSatisfying(RecordProblem.class,
                p -> assertThat(p.reasonCode()).isEqualTo("non_standard_start"));
    }

    @Test
    void aClosingBraceOrParenthesisThatClosesNothingIsABadTokenAndTheNextGameReads(@TempDir Path dir) {
        @SuppressWarnings("StringConcatToTextBlock") // expected lines built beside the lines they check
        String text = "[Event \"x\"]\n[Result \"33-31\"]\n1. f5 d6 } 2. c3\n\n"
                + "[Event \"y\"]\n[Result \"33-31\"]\n1. f5 d6 ) 2. c3\n\n"
                + "[Event \"z\"]\n[Result \"33-31\"]\n1. f5 d6 (2. c5) {c3 is best} 2. c3\n";
        Path file = Samples.write(dir, "brace.pgn", text);
        // It once looped for ever on the stray brace, holding the import's write lock: a hang fails here instead.
        List<ReadItem> items = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Samples.read(file));
        assertThat(items).hasSize(3);
        assertThat(items.subList(0, 2)).allSatisfy(item -> assertThat(item).isInstanceOfSatisfying(RecordProblem.class,
                p -> assertThat(p.reasonCode()).isEqualTo("bad_move_text")));
        assertThat(((RecordProblem) items.get(0)).message()).isEqualTo("'}' is not a move, a move number or a result");
        assertThat(((RecordProblem) items.get(1)).line()).isEqualTo(7);
        assertThat(Transcript.format(((GameRecord) items.get(2)).moves())).isEqualTo("f5d6c3");
    }
}
