package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.SolvedPositions;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * {@code game ID --endgame}: game 1085 of the archive (Tamenori Hideshi 29-35 Taniguchi Ryoichi),
 * whose endgame the page's panel shows from 22 empties: perfect play gives black +12 there, and
 * black's c7 at move 41 is the first mistake (b3 kept +12). Each value is checked against the
 * {@code solve} command, a second, independent search; the second run reads every value from the
 * database's cache instead of searching again.
 */
class GameEndgameTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    @Test
    void eachMovesLossIsSolvedOnceAndKeptForTheNextRun(@TempDir Path dir) throws Exception {
        String db = Archive.copy(dir).toString();
        JsonNode first = JSON.readTree(ok("game", "1085", "--endgame", "--format", "json", "--db", db).out());
        JsonNode moves = first.get("moves");
        assertThat(moves).hasSize(22);
        assertThat(first.get("complete").asBoolean()).isTrue();
        assertThat(first.get("black_disc_diff_at_start").asInt()).isEqualTo(12);
        assertThat(first.at("/first_mistake/move_number").asInt()).isEqualTo(41);
        assertThat(first.at("/first_mistake/move").asText()).isEqualTo("c7");
        assertThat(first.at("/first_mistake/best_move").asText()).isEqualTo("b3");
        assertThat(moves.get(21).get("black_disc_diff_after").asInt()).isEqualTo(29 - 35);
        assertThat(first.get("nodes").asLong()).isPositive();

        // solve, on its own, agrees on the value before the first mistake and after it.
        String transcript = JSON.readTree(ok("game", "1085", "--format", "json", "--db", db).out()).get("moves").asText();
        String before = transcript.substring(0, 2 * 40); // two characters a move, no pass in this game
        String after = transcript.substring(0, 2 * 41);
        assertThat(after.substring(80)).isEqualTo("c7");
        assertThat(JSON.readTree(ok("solve", "--format", "json", before).out()).get("black_disc_diff").asInt()).isEqualTo(12);
        assertThat(JSON.readTree(ok("solve", "--format", "json", after).out()).get("black_disc_diff").asInt())
                .isEqualTo(moves.get(2).get("black_disc_diff_after").asInt()).isEqualTo(2);

        long kept;
        try (Database opened = Database.openExisting(Path.of(db))) {
            kept = new SolvedPositions(opened).count();
        }
        assertThat(kept).isBetween(22L, 44L); // the positions before and after each of the 22 moves, shared ones once

        JsonNode again = JSON.readTree(ok("game", "1085", "--endgame", "--format", "json", "--db", db).out());
        assertThat(again.get("nodes").asLong()).isZero();
        assertThat(again.get("moves")).isEqualTo(moves);

        String text = ok("game", "1085", "--endgame", "--db", db).out();
        assertThat(text).contains("Perfect play at 22 empties: black +12; discs lost: black 44, white 26.")
                .contains("First mistake: move 41, c7 by black (10 discs lost; b3 kept +12).")
                .contains("Every value was kept from an earlier analysis.");
        assertThat(text.lines().filter(l -> l.startsWith(">")).toList()).singleElement().asString().contains(" 41 ", " c7 ", " b3 ");
        String csv = ok("game", "1085", "--endgame", "--format", "csv", "--db", db).out();
        assertThat(csv.lines().findFirst().orElseThrow())
                .isEqualTo("move_number,empties,player,move,best,best_move,played,loss,black_disc_diff_after");
        assertThat(csv.lines().count()).isEqualTo(23);

        JsonNode fromTwelve = JSON.readTree(ok("game", "1085", "--endgame", "--empties", "12", "--format", "json", "--db", db).out());
        assertThat(fromTwelve.get("moves")).hasSize(12);
        assertThat(fromTwelve.get("moves").get(0)).isEqualTo(moves.get(10)); // move 49, at 12 empties
        assertThat(fromTwelve.get("nodes").asLong()).isZero();
    }

    /**
     * Where game 1085 left the beaten track: its 16th move, g6, went from a position 203 games reached
     * to one 9 reached, and out of a book of the player's games; tree and book show, asked on their
     * own, give the same counts on either side of the move.
     */
    @Test
    void theGameSaysWhereItLeftThePositionsOfTenGamesAndTheBook(@TempDir Path dir) throws Exception {
        String db = Archive.database().toString();
        Path book = dir.resolve("tamenori.dat");
        ok("book", "export", "--db", db, "--player", "Tamenori Hideshi", "--max-ply", "20", "--min-games", "2", "--out", book.toString());
        String text = ok("game", "1085", "--book", book.toString(), "--db", db).out();
        assertThat(text).contains("Left the positions of 10 games or more at move 16 with g6: 9 games reached the position after it, "
                + "203 the one before; most played there: d6 (187 games)")
                .contains("Left the book " + book + " at move 16 with g6");
        JsonNode left = JSON.readTree(ok("game", "1085", "--format", "json", "--db", db).out()).get("left_common_positions");
        assertThat(left.get("min_games").asInt()).isEqualTo(10);
        assertThat(left.get("move_number").asInt()).isEqualTo(16);
        String fifteen = "f5f6e6f4e3c5c4e7b5e2f2d2f3g4g5";
        String sixteen = fifteen + "g6";
        assertThat(JSON.readTree(ok("tree", fifteen, "--format", "json", "--db", db).out()).at("/position/games").asInt())
                .isEqualTo(left.get("games_before").asInt()).isEqualTo(203);
        assertThat(JSON.readTree(ok("tree", sixteen, "--format", "json", "--db", db).out()).at("/position/games").asInt())
                .isEqualTo(left.get("games_after").asInt()).isEqualTo(9);
        assertThat(JSON.readTree(ok("book", "show", book.toString(), fifteen, "--format", "json").out()).get("in_book").asBoolean()).isTrue();
        assertThat(JSON.readTree(ok("book", "show", book.toString(), sixteen, "--format", "json").out()).get("in_book").asBoolean()).isFalse();
        // With --min-games 200 the game leaves earlier, still at a position at least 200 games reached.
        JsonNode wide = JSON.readTree(ok("game", "1085", "--min-games", "200", "--format", "json", "--db", db).out())
                .get("left_common_positions");
        assertThat(wide.get("move_number").asInt()).isLessThanOrEqualTo(16);
        assertThat(wide.get("games_before").asInt()).isGreaterThanOrEqualTo(200);
        assertThat(wide.get("games_after").asInt()).isLessThan(200);
    }

    @Test
    void theEndgameOptionsAreChecked() {
        String db = Archive.database().toString();
        Cli.Run svg = Cli.run("game", "1085", "--endgame", "--format", "svg", "--db", db);
        assertThat(svg.exitCode()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(svg.err()).contains("--endgame prints text, json or csv");
        Cli.Run deep = Cli.run("game", "1085", "--endgame", "--empties", "30", "--db", db);
        assertThat(deep.exitCode()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(deep.err()).contains("--empties");
    }
}
