package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.store.Database;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.support.Cli;

/**
 * Counts past 2^31 games go from the tally to SQLite and back into the reports whole: the start
 * position of three billion games is written by the tree's own writer, read by {@code tree}, and
 * shows 3,000,000,001 games with the score those counts give, not a wrapped negative int.
 */
class BillionsOfGamesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long BILLIONS = 3_000_000_000L;

    /** Three games of {@code generate --seed 7}: each reaches the start position and plays into f5's class. */
    private static final String GAMES = """
            d3c3e6e3b2f5f4d6c6a1c4e7d2g4c2c1f6g7f8b1e2f3h4g5h6h3h2d8h5b6b7f1b3g6e1b8a2d1a8b5e8h8f7d7g8g3g2b4a6c7c5a3f2h7c8h1g1a5a4a7 23-41
            d3c3c4c5e6f3d6e3b3b5g2a2e2f6a6f2c6b4g1e7g6e1f1b7d7g7h8a5e8d8f4b6b2f5a4h6c2d2b8g3g4a7b1a8h7h2h1a3h3h4g5h5c7a1d1f8g8f7c8c1 30-34
            c4c3c2b2e6c1a1c5d2e3b4a2e1e2a3a5c6c7f2f6b6f4b3a7f3g1d3e7c8b1a6d1g4h4g5g2h1d6g3f1f7h6a4g7b5b7f8f5g6e8a8g8h8d7d8h5h3h7h2b8 24-40
            """;

    /** Black won 1.6 billion, drew 0.2 billion, lost 1.2 billion, each by 2 discs more than the last (0, 2, 4...: all +2 here). */
    private static Stats billions() {
        return Stats.stored(BILLIONS, 1_600_000_000L, 200_000_000L, 1_200_000_000L, 2 * BILLIONS, BILLIONS, "2:" + BILLIONS,
                0, 0, 1977, 2025);
    }

    @Test
    void theStartPositionOfThreeBillionGamesReadsBackWhole(@TempDir Path dir) throws Exception {
        Path games = Files.writeString(dir.resolve("games.txt"), GAMES);
        Path db = dir.resolve("big.db");
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", games.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Position start = Replay.of("").finalPosition();
        PositionKey key = PositionKey.of(start);
        try (Database d = Database.open(db)) {
            TreeTables tables = new TreeTables(d);
            TreeTables.PositionRow row = tables.position(key.player(), key.opponent(), key.blackToMove()).orElseThrow();
            Map<Integer, Stats> moves = tables.moves(row.id());
            assertThat(moves).hasSize(1); // the four first moves are one by symmetry
            // The tally adds past 2^31: three billion stored games and one more, a black win by 10.
            Stats total = billions();
            total.add(1, 10, null, 2026);
            try (TreeTables.Writer writer = tables.new Writer()) {
                writer.position(row.id(), key.player(), key.opponent(), key.blackToMove(), 0, total);
                writer.move(row.id(), moves.keySet().iterator().next(), total);
            }
            Stats back = tables.position(key.player(), key.opponent(), key.blackToMove()).orElseThrow().stats();
            assertThat(back.counts()).isEqualTo(total.counts());
            assertThat(List.of(back.games(), back.blackWins(), back.draws(), back.whiteWins(), back.scoredGames()))
                    .containsExactly(BILLIONS + 1, 1_600_000_001L, 200_000_000L, 1_200_000_000L, BILLIONS + 1);
            assertThat(back.histogramText()).isEqualTo("2:3000000000 10:1");
            assertThat(tables.moves(row.id()).values().iterator().next().games()).isEqualTo(BILLIONS + 1);
        }

        Cli.Run run = Cli.run("tree", "--db", db.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode tree = JSON.readTree(run.out());
        JsonNode position = tree.get("position");
        assertThat(position.get("games").asLong()).isEqualTo(BILLIONS + 1);
        assertThat(position.get("black_wins").asLong()).isEqualTo(1_600_000_001L);
        assertThat(position.get("white_wins").asLong()).isEqualTo(1_200_000_000L);
        // (1,600,000,001 + 100,000,000) / 3,000,000,001, and the median of three billion 2s and one 10.
        assertThat(position.get("black_score").asDouble()).isEqualTo(0.5667);
        assertThat(position.get("median_disc_diff").asDouble()).isEqualTo(2.0);
        JsonNode f5 = tree.get("children").get(0);
        assertThat(f5.get("games").asLong()).isEqualTo(BILLIONS + 1);
        assertThat(f5.get("share").asDouble()).isEqualTo(1.0);

        Cli.Run csv = Cli.run("tree", "--db", db.toString(), "--format", "csv");
        assertThat(csv.exitCode()).as(csv.err()).isZero();
        assertThat(csv.out().lines().skip(1).findFirst().orElseThrow()).contains(",3000000001,1600000001,200000000,1200000000,");
    }
}
