package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.web.ApiTest.cli;
import static org.othellodb.web.ApiTest.get;
import static org.othellodb.web.ApiTest.q;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The routes of the explorer's panels (player, repertoire, move orders, perfect play, endgame
 * analysis, engine book) answer the documents of the matching commands, and the solver's figures
 * agree with the games' own ends and with WTHOR's perfect-play scores.
 */
class PanelsApiTest {

    @TempDir
    static Path dir;
    private static Path book;
    private static StringWriter log;

    @BeforeAll
    static void start() throws java.io.IOException {
        Path db = Archive.copy(dir);
        ApiTest.keepEndgameOf1085(db);
        // A small book of one player's games (statistics of games): the tree's rows get its scores.
        book = dir.resolve("tamenori.dat");
        Cli.Run run = Cli.run("book", "export", "--db", db.toString(), "--player", "Tamenori Hideshi", "--max-ply", "6",
                "--min-games", "2", "--out", book.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        log = new StringWriter();
        // ApiTest's helpers talk to ApiTest's server: start it here with the book the CLI's serve --book reads.
        ApiTest.startWith(db, book, log);
    }

    @AfterAll
    static void stop() {
        ApiTest.stop();
    }

    @Test
    void playerRepertoireAndMoveOrdersAreTheCommandsDocuments() throws Exception {
        assertThat(get("/api/player?player=" + q("hideshi tamenori") + "&from=2009&to=2009").json())
                .isEqualTo(cli("player", "hideshi tamenori", "--from", "2009", "--to", "2009"));
        assertThat(get("/api/player?player=" + q("Tamenori Hideshi") + "&as=white&limit=0").json())
                .isEqualTo(cli("player", "Tamenori Hideshi", "--as", "white", "--limit", "0"));
        JsonNode rep = get("/api/repertoire?player=" + q("Tamenori Hideshi") + "&as=black&position=f5d6c3&max_ply=7&min_games=20").json();
        assertThat(rep).isEqualTo(cli("repertoire", "Tamenori Hideshi", "--as", "black", "--position", "f5d6c3", "--max-ply", "7",
                "--min-games", "20"));
        assertThat(rep.at("/root/games").asInt()).isEqualTo(381);
        assertThat(get("/api/transpositions?moves=f5f6e6f4e3c5c4&min_games=10").json())
                .isEqualTo(cli("transpositions", "f5f6e6f4e3c5c4", "--min-games", "10"));

        assertThat(get("/api/player?from=2009").status()).isEqualTo(400);
        assertThat(get("/api/repertoire?player=" + q("Tamenori Hideshi")).json().get("error").asText())
                .contains("one player's with one colour");
        assertThat(get("/api/repertoire?player=" + q("Tamenori Hideshi") + "&as=black&position=f5d6c3&max_ply=3").status())
                .isEqualTo(400);
    }

    @Test
    void theTreeCarriesTheEngineBooksScoresAsTreeBookDoes() throws Exception {
        JsonNode served = get("/api/tree?moves=f5d6c3").json();
        assertThat(served).isEqualTo(cli("tree", "f5d6c3", "--book", book.toString()));
        assertThat(served.at("/position/book_value_kind").asText()).isEqualTo("games");
        assertThat(served.at("/children/0/book_score").isInt()).isTrue();
    }

    @Test
    void perfectPlayIsTheSolversAndAGamesEndgameAddsUp() throws Exception {
        // Game 1085 (1984): WTHOR gives 34 discs for black with perfect play from 24 empties; it ended 29-35.
        JsonNode game = get("/api/game/1085").json();
        String moves = game.get("moves").asText();
        String at18 = moves.substring(0, 2 * 42);
        JsonNode perfect = get("/api/perfect?moves=" + at18).json();
        Cli.Run solve = Cli.run("solve", "--all", "--format", "json", at18);
        assertThat(solve.exitCode()).as(solve.err()).isZero();
        JsonNode solved = new com.fasterxml.jackson.databind.ObjectMapper().readTree(solve.out());
        assertThat(perfect.get("black_disc_diff").asInt()).isEqualTo(solved.get("black_disc_diff").asInt()).isEqualTo(16);
        assertThat(perfect.get("moves_scored")).hasSize(solved.get("moves_scored").size());
        for (int i = 0; i < perfect.get("moves_scored").size(); i++) {
            // solve scores from the side to move's view (black here), the page's route in black's.
            assertThat(perfect.at("/moves_scored/" + i + "/black_disc_diff").asInt())
                    .isEqualTo(solved.at("/moves_scored/" + i + "/score").asInt());
        }
        assertThat(get("/api/perfect?moves=f5d6").json().get("error").asText()).contains("58 empty squares");

        JsonNode end = get("/api/endgame?game=1085").json();
        JsonNode list = end.get("moves");
        assertThat(list).hasSize(22);
        assertThat(list.get(0).get("empties").asInt()).isEqualTo(22);
        assertThat(end.get("nodes").asLong()).as("every value read from what game 1085 --endgame kept").isZero();
        int lossBlack = 0;
        int lossWhite = 0;
        for (int i = 0; i < list.size(); i++) {
            JsonNode m = list.get(i);
            assertThat(m.get("loss").asInt()).isEqualTo(m.get("best").asInt() - m.get("played").asInt()).isNotNegative();
            if (i + 1 < list.size()) {
                // After a move, perfect play gives the same to black as the best of the next position.
                JsonNode next = list.get(i + 1);
                int nextBlack = next.get("player").asText().equals("black") ? next.get("best").asInt() : -next.get("best").asInt();
                assertThat(m.get("black_disc_diff_after").asInt()).isEqualTo(nextBlack);
            }
            if (m.get("player").asText().equals("black")) {
                lossBlack += m.get("loss").asInt();
            } else {
                lossWhite += m.get("loss").asInt();
            }
        }
        // After the last move, the game's end: 29-35.
        assertThat(list.get(list.size() - 1).get("black_disc_diff_after").asInt()).isEqualTo(29 - 35);
        assertThat(end.get("black_loss").asInt()).isEqualTo(lossBlack);
        assertThat(end.get("white_loss").asInt()).isEqualTo(lossWhite);
        assertThat(end.get("black_disc_diff_at_start").asInt() - lossBlack + lossWhite).isEqualTo(29 - 35);
        assertThat(end.at("/first_mistake/move_number").asInt()).isEqualTo(41);
        assertThat(Replay.of(moves).finalPosition().empties()).isZero();
    }

    @Test
    void theTrendCountsEachYearsGamesAsTheTreeOfThatYear() throws Exception {
        JsonNode trend = get("/api/trend?moves=f5d6c3d3c4&player=" + q("Tamenori Hideshi")).json();
        int games = 0;
        for (JsonNode y : trend.get("years")) {
            games += y.get("games").asInt();
        }
        // Every game of the player is dated (WTHOR): the years add up to the tree's count.
        assertThat(games).isEqualTo(cli("tree", "f5d6c3d3c4", "--player", "Tamenori Hideshi").at("/position/games").asInt());
        JsonNode y2009 = null;
        for (JsonNode y : trend.get("years")) {
            if (y.get("year").asInt() == 2009) {
                y2009 = y;
            }
        }
        JsonNode tree = cli("tree", "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--from", "2009", "--to", "2009");
        assertThat(y2009.get("games").asInt()).isEqualTo(tree.at("/position/games").asInt());
        for (int i = 0; i < tree.get("children").size(); i++) {
            JsonNode c = tree.get("children").get(i);
            JsonNode m = y2009.get("moves").get(i);
            assertThat(m.get("move").asText()).isEqualTo(c.get("move").asText());
            assertThat(m.get("games").asInt()).isEqualTo(c.get("games").asInt());
            assertThat(m.get("black_wins").asInt()).isEqualTo(c.get("black_wins").asInt());
        }
    }
}
