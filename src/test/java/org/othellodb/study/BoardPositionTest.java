package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.othellodb.board.BoardText;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** A position typed as a board (item 6 of issue 29): the same answers as the moves that lead to it. */
class BoardPositionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The board after f5d6c3, as Edax writes it (a1 to h8, then the side to move). */
    static final String F5D6C3 = "------------------X--------XX------OXX-----O-------------------- O";

    private static JsonNode json(String... args) throws Exception {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void aBoardIsReadAsEdaxAndNboardWriteIt() {
        Position after = Replay.of("f5d6c3").finalPosition();
        assertThat(BoardText.format(after)).isEqualTo(F5D6C3);
        assertThat(BoardText.parse(F5D6C3)).isEqualTo(after);
        // NBoard's * for black, an OBF line with its best moves after the ';', the rows spaced out.
        assertThat(BoardText.parse(F5D6C3.replace('X', '*') + ";  d3:+1; f4:+0")).isEqualTo(after);
        assertThat(Replay.of(F5D6C3.replaceAll("(.{8})", "$1 ")).finalPosition()).isEqualTo(after);
        Line line = Replay.of(F5D6C3);
        assertThat(line.fromStart()).isFalse();
        assertThat(line.typed()).isEqualTo("board " + F5D6C3);
        assertThat(Replay.of("f5d6c3").typed()).isEqualTo("f5d6c3");
    }

    @Test
    void anImpossibleBoardIsRefusedSayingWhy() {
        assertThatThrownBy(() -> Replay.of(F5D6C3.substring(1))).hasMessageStartingWith("not a board: it has 64 characters, not 64 squares and the side to move");
        assertThatThrownBy(() -> Replay.of(F5D6C3.replaceFirst("-", "Z"))).hasMessageStartingWith("not a board: 'Z' at a1 is not X, *, O, - or .");
        assertThatThrownBy(() -> Replay.of(F5D6C3.replace(" O", " Q"))).hasMessageContaining("the side to move, after the 64 squares, is 'Q'");
        assertThatThrownBy(() -> Replay.of(F5D6C3.replace(" O", ""))).hasMessageContaining("it has 64 characters");
        String emptyCentre = F5D6C3.substring(0, 27) + "-" + F5D6C3.substring(28);
        assertThatThrownBy(() -> Replay.of(emptyCentre)).hasMessageContaining("d4 is empty");
        Cli.Run run = Cli.run("tree", "--db", Archive.database().toString(), F5D6C3 + "X");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("othello-db: not a board: it has 66 characters");
    }

    @Test
    void theBoardAfterF5d6c3GivesTheTreeOfTheMoves() throws Exception {
        String db = Archive.database().toString();
        JsonNode moves = json("tree", "f5d6c3", "--db", db, "--format", "json");
        // The board as two words, as a shell passes it unquoted.
        JsonNode board = json("tree", F5D6C3.substring(0, 64), "O", "--db", db, "--format", "json");
        assertThat(board.get("moves").asText()).isEqualTo("board " + F5D6C3);
        assertThat(board.get("position").get("games").asInt()).isEqualTo(moves.get("position").get("games").asInt()).isPositive();
        assertThat(strip(board.get("children"))).isEqualTo(strip(moves.get("children")));
        assertThat(Cli.run("tree", "--db", db, "--player", "Tamenori Hideshi", F5D6C3).out())
                .startsWith("board " + F5D6C3);
        // Position search: the same games.
        JsonNode games = json("games", "--position", F5D6C3, "--db", db, "--format", "json", "--limit", "1");
        JsonNode byMoves = json("games", "--position", "f5d6c3", "--db", db, "--format", "json", "--limit", "1");
        assertThat(games.get("total").asInt()).isEqualTo(byMoves.get("total").asInt()).isEqualTo(moves.get("position").get("games").asInt());
    }

    @Test
    void boardsOfARealGameGiveTheTreeRowsOfItsMoves() throws Exception {
        String db = Archive.database().toString();
        // The archive's first game of 60 moves, at three depths: its board as BoardText writes it, and its moves.
        String moves = org.othellodb.support.Rows.of(Archive.database(),
                "SELECT moves_text FROM game_list WHERE move_count = 60 ORDER BY id LIMIT 1").get(0).replace("|", "");
        for (int ply : new int[] {6, 8, 10}) {
            String prefix = moves.substring(0, 2 * ply);
            String board = BoardText.format(Replay.of(prefix).finalPosition());
            JsonNode byMoves = json("tree", prefix, "--db", db, "--format", "json");
            JsonNode byBoard = json("tree", board, "--db", db, "--format", "json");
            assertThat(byBoard.get("position").get("games").asInt()).as(prefix)
                    .isEqualTo(byMoves.get("position").get("games").asInt()).isPositive();
            assertThat(strip(byBoard.get("children"))).as(prefix).isEqualTo(strip(byMoves.get("children")));
            assertThat(json("games", "--position", board, "--db", db, "--format", "json", "--limit", "1").get("total").asInt())
                    .isEqualTo(byMoves.get("position").get("games").asInt());
        }
    }

    /** The rows without the names of the openings, which a board (no moves to name them by) may not have. */
    private static JsonNode strip(JsonNode children) {
        for (JsonNode c : children) {
            ((ObjectNode) c).remove("name");
        }
        return children;
    }
}
