package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** Move orders against a replay here of every game's first moves. */
class TranspositionsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Move order (in the orientation of {@code moves}, the smallest text where several turns fit) → games, black wins. */
    private static Map<String, int[]> replayed(String moves) {
        Position target = Replay.of(moves).finalPosition();
        int ply = target.movesPlayed();
        Map<String, int[]> out = new HashMap<>();
        try (Database db = Database.openExisting(Archive.database())) {
            db.handle().createQuery("SELECT moves, result FROM games").map((rs, ctx) -> {
                byte[] m = rs.getBytes(1);
                if (m.length >= ply) {
                    int[] first = Transcript.fromBytes(Arrays.copyOf(m, ply));
                    Position reached = Replay.of(first).finalPosition();
                    String best = null;
                    for (Symmetry s : Symmetry.values()) {
                        if (s.apply(reached).equals(target)) {
                            String turned = Transcript.format(s.apply(first));
                            best = best == null || turned.compareTo(best) < 0 ? turned : best;
                        }
                    }
                    if (best != null) {
                        int[] c = out.computeIfAbsent(best, k -> new int[2]);
                        c[0]++;
                        c[1] += rs.getInt(2) == 1 ? 1 : 0;
                    }
                }
                return 0;
            }).forEach(x -> { });
        }
        return out;
    }

    @Test
    void everyMoveOrderWithItsGamesAndResults() throws Exception {
        for (String moves : List.of("f5d6c3d3c4", "e6f4c3c4d3", "f5f6e6f4e3c5c4")) {
            Map<String, int[]> expected = replayed(moves);
            Cli.Run run = Cli.run("transpositions", "--db", Archive.database().toString(), "--format", "json", moves);
            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode j = JSON.readTree(run.out());
            assertThat(j.get("move_orders")).as(moves).hasSize(expected.size());
            int total = 0;
            for (JsonNode o : j.get("move_orders")) {
                int[] e = expected.get(o.get("moves").asText());
                assertThat(e).as(o.get("moves").asText()).isNotNull();
                assertThat(o.get("games").asInt()).isEqualTo(e[0]);
                assertThat(o.get("black_wins").asInt()).isEqualTo(e[1]);
                total += e[0];
            }
            assertThat(j.get("games").asInt()).isEqualTo(total);
        }
        Map<String, int[]> tiger = replayed("f5d6c3d3c4");
        assertThat(tiger.get("f5d6c3d3c4")[0]).isEqualTo(ARCHIVE.tiger().f5d6c3d3c4());
        assertThat(tiger.get("f5d6c4d3c3")[0]).isEqualTo(ARCHIVE.tiger().f5d6c4d3c3());
        JsonNode hidden = JSON.readTree(Cli.run("transpositions", "--db", Archive.database().toString(), "--format", "json",
                "--min-games", "10000", "f5d6c3d3c4").out());
        assertThat(hidden.get("move_orders")).hasSize(1);
        assertThat(hidden.get("hidden_orders").asInt()).isEqualTo(1);
    }
}
