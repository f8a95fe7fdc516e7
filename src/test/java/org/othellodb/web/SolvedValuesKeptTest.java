package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.report.EndgameReport;
import org.othellodb.store.Database;
import org.othellodb.store.SolvedPositions;
import org.othellodb.study.Repertoires;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * The server keeps the values its endgame analysis solved in the database without counting its own
 * commit as a change of the games (the kept answers of the expensive routes stay valid), while another
 * process's commit still counts. The values are those of game 1 of 1990 from 12 empties on, solved
 * here; the connections read back what was kept.
 */
class SolvedValuesKeptTest {

    @Test
    void theServersOwnKeepingIsNoChangeButAnotherProcesssCommitIs(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("1990.db");
        ok("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1990.wtb").toString());
        Line line = Replay.of(new ObjectMapper().readTree(ok("game", "1", "--format", "json", "--db", db.toString()))
                .get("moves").asText());
        EndgameSolver solver = new EndgameSolver(16);
        Map<Position, EndgameSolver.Solution> solved = new HashMap<>();
        EndgameReport.positions(line, 12).forEach(p -> solved.put(p, solver.solve(p)));
        assertThat(solved).hasSizeGreaterThanOrEqualTo(12);

        try (Connections connections = new Connections(db, 2, 3_600_000)) {
            long before = connections.generation();
            connections.keepSolved(solved);
            assertThat(connections.generation()).as("the server's own keeping").isEqualTo(before);
            Map<Position, EndgameSolver.Solution> kept = connections.with(d -> new SolvedPositions(d).known(solved.keySet()));
            assertThat(kept.keySet()).isEqualTo(solved.keySet());
            kept.forEach((p, s) -> {
                assertThat(s.score()).isEqualTo(solved.get(p).score());
                assertThat(s.bestMove()).isEqualTo(solved.get(p).bestMove());
            });

            try (Database other = Database.open(db)) {
                new Repertoires(other).create("another process's", Color.BLACK);
            }
            assertThat(connections.generation()).as("another process's commit").isNotEqualTo(before);
        }
    }

    private static String ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run.out();
    }
}
