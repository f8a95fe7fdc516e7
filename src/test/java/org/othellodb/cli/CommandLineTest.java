package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellodb.support.Cli;

class CommandLineTest {

    @ParameterizedTest
    @ValueSource(strings = {"build", "import", "stats", "position", "tree", "lines", "openings", "games", "game", "export",
            "book", "serve", "completion", "players", "player", "repertoire", "novelties", "transpositions", "book export",
            "book info", "book show", "book check"})
    void everyCommandHasHelp(String command) {
        java.io.PrintStream systemErr = System.err;
        java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
        Cli.Run run;
        try {
            // picocli reports badly formatted descriptions straight to System.err.
            System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(command.split(" ")));
            args.add("--help");
            run = Cli.run(args.toArray(String[]::new));
        } finally {
            System.setErr(systemErr);
        }
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8)).as("help text warnings").isEmpty();
        assertThat(run.out()).startsWith("Usage: othello-db " + command);
    }

    @Test
    void topLevelHelpListsCommandsAndExitCodes() {
        Cli.Run run = Cli.run("--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("build", "import", "stats", "position", "book", "Exit codes:", "3   finished");
        assertThat(Cli.run("--version").out()).startsWith("othello-db ");
    }

    @Test
    void unknownOptionsAreBadUsage() {
        Cli.Run run = Cli.run("position", "--frobnicate");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Unknown option: '--frobnicate'");
    }

    @Test
    void playerAndPlayerLikeAreOneChoiceThatPicocliChecks() {
        // Refused while parsing, before any database is opened: the database named does not exist.
        Cli.Run both = Cli.run("tree", "--db", "target/no-such-dir/none.db", "--player", "Tamenori Hideshi", "--player-like", "tamen");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("--player=NAME, --player-like=TEXT are mutually exclusive");
        assertThat(Cli.run("tree", "--help").out()).contains("[--player=NAME |", "--player-like=TEXT]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"player", "repertoire", "players"})
    void commandsNamingTheirPlayerHaveNoPlayerFilter(String command) {
        assertThat(Cli.run(command, "--help").out()).doesNotContainPattern("(?m)^\\s+--player(-like)?=")
                .containsPattern("(?m)^\\s+--opponent=");
        Cli.Run run = Cli.run(command, "Tamenori Hideshi", "--player-like", "tamen");
        assertThat(run.exitCode()).isEqualTo(2);
        // "Unknown options: '--player-like', 'tamen'", or (repertoire, whose MOVES take 'tamen') "Unknown option: '--player-like'".
        assertThat(run.err()).containsPattern("Unknown options?: '--player-like'");
    }

    @Test
    void positionShowsBoardMovesKeyAndLine() {
        Cli.Run run = Cli.run("position", "--ascii", "f5d6c3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains(
                "    a b c d e f g h\n",
                "  3 . . X * . * . .\n",
                "  5 . . . O X X * .\n",
                "Black X 5   White O 2   Empty 57",
                "To move: white (O), legal moves: d3 f3 f4 g5",
                "Opening line: perpendicular");
    }

    @Test
    void mirroredInputsHaveTheSameCanonicalKey() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode a = json.readTree(Cli.run("position", "--format", "json", "f5d6").out());
        JsonNode b = json.readTree(Cli.run("position", "--format", "json", "E6 F4").out());
        JsonNode c = json.readTree(Cli.run("position", "--format", "json", "c4", "e3").out());
        assertThat(a.get("canonical_key").asText()).isEqualTo(b.get("canonical_key").asText())
                .isEqualTo(c.get("canonical_key").asText());
        assertThat(c.get("moves_from_f5").asText()).isEqualTo("f5d6");
        assertThat(a.get("legal_moves")).hasSize(5);
        assertThat(a.get("opening_line").asText()).isEqualTo("perpendicular");
    }

    @Test
    void illegalMovesExitWithTwoNamingTheFirstBadMove() {
        Cli.Run run = Cli.run("position", "f5d6f5c3");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("othello-db: move 'f5' at ply 3 is not legal here "
                + "(f5 is occupied; black can play c3 c4 c5 c6 c7)\n");
        assertThat(Cli.run("position", "f5x9").err()).contains("move 'x9' at ply 2 is not a square");
    }

    @Test
    void aFinishedGameShowsItsScore() {
        Cli.Run run = Cli.run("position", "--ascii", "f5f4c3c6c5d6f3c4c7");
        assertThat(run.out()).contains("Game over: 13-0 (WTHOR score 64-0)");
    }

    @Test
    void statsWithoutADatabaseIsBadInput() {
        Cli.Run run = Cli.run("stats", "--db", "target/no-such-dir/none.db");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("no such database");
    }
}
