package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.ArchiveFigures;
import org.othellodb.support.Cli;

/**
 * Every command on a position takes it as MOVES, the arguments, as {@code tree f5d6} does; the older
 * {@code --position MOVES} still works (hidden from the usage line) and gives the same answer, and
 * both at once are refused.
 */
class MovesArgumentTest {

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isZero();
        return run;
    }

    @Test
    void reportTakesMovesAsTreeDoesAndKeepsPositionAsAnAlias() throws Exception {
        String db = Archive.database().toString();
        String byArgument = ok("report", "f5d6", "--limit", "3", "--format", "json", "--db", db).out();
        assertThat(byArgument).isEqualTo(ok("report", "--position", "f5d6", "--limit", "3", "--format", "json", "--db", db).out());
        assertThat(ok("report", "f5", "d6", "--limit", "3", "--format", "json", "--db", db).out()).isEqualTo(byArgument);
        // The tree's games at f5d6 and the handout's are one count.
        assertThat(new ObjectMapper().readTree(byArgument).at("/tree/position/games").asInt())
                .isEqualTo(ArchiveFigures.ARCHIVE.perpendicular().games());
        Cli.Run both = Cli.run("report", "f5d6", "--position", "f5d6", "--db", db);
        assertThat(both.exitCode()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(both.err()).contains("give the position once");
        assertThat(ok("report", "--help").out()).contains("[MOVES...]").doesNotContain("--position");
    }

    @Test
    void theRepertoireCommandsTakeMovesAfterTheName(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("archive.db");
        Files.copy(Archive.database(), db);
        String file = db.toString();
        ok("repertoire", "new", "black main", "--colour", "black", "--db", file);
        ok("repertoire", "add", "black main", "f5d6c3d3c4", "--db", file);
        ok("repertoire", "add", "black main", "f5f6e6f4", "--db", file);
        String shown = ok("repertoire", "show", "black main", "f5d6", "--format", "csv", "--db", file).out();
        assertThat(shown).contains("f5d6c3d3c4").doesNotContain("f5f6e6f4");
        assertThat(ok("repertoire", "show", "black main", "--position", "f5d6", "--format", "csv", "--db", file).out())
                .isEqualTo(shown);
        assertThat(ok("repertoire", "adopt", "black main", "f5d6c3", "--depth", "2", "--min-games", "1000", "--db", file).out())
                .contains("added from f5d6c3");
        String walk = ok("repertoire", "Tamenori Hideshi", "f5d6c3", "--as", "black", "--max-ply", "6", "--db", file).out();
        assertThat(walk).isEqualTo(ok("repertoire", "Tamenori Hideshi", "--position", "f5d6c3", "--as", "black", "--max-ply", "6",
                "--db", file).out());
    }
}
