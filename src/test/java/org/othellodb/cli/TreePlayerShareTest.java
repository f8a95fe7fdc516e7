package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringReader;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * {@code tree --player X} without {@code --as}: each game counted from the player's side, whatever
 * colour the player had. The figures were counted with sqlite3 over the games table of the archive
 * (Tamenori Hideshi's games beginning f5d6, a win being result > 0 as black or < 0 as white).
 */
class TreePlayerShareTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PLAYER = "Tamenori Hideshi";

    private static Cli.Run tree(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("tree", "--db", Archive.database().toString(), "f5d6",
                "--player", PLAYER));
        args.addAll(List.of(more));
        Cli.Run run = Cli.run(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    @Test
    void thePlayersShareOverBothColoursInTextJsonAndCsv() throws Exception {
        // sqlite3: 831 games, the player won 563, drew 31, lost 237; after c3 700 (463/25/212), c5 96 (73/6/17).
        String text = tree().out();
        assertThat(text).contains("831 games").contains("Tamenori Hideshi (either colour) scores 69.6% (66.4–72.6%)");
        assertThat(text).contains("player%").contains("player% = Tamenori Hideshi's score share, either colour");
        assertThat(text.lines().filter(l -> l.startsWith("  c3 ")).findFirst().orElseThrow())
                .contains("  51.1%").contains("  67.9%");
        assertThat(text.lines().filter(l -> l.startsWith("  c5 ")).findFirst().orElseThrow()).contains("  79.2%");

        JsonNode json = JSON.readTree(tree("--format", "json").out());
        assertThat(json.at("/position/games").asInt()).isEqualTo(831);
        assertThat(json.at("/position/player_score").asDouble()).isCloseTo((563 + 0.5 * 31) / 831, within(0.00005));
        JsonNode c3 = json.get("children").get(0);
        assertThat(c3.get("move").asText()).isEqualTo("c3");
        assertThat(c3.get("player_score").asDouble()).isCloseTo((463 + 0.5 * 25) / 700, within(0.00005));
        assertThat(c3.get("player_score_low").asDouble()).isLessThan(c3.get("player_score").asDouble());
        assertThat(c3.get("player_score_high").asDouble()).isGreaterThan(c3.get("player_score").asDouble());

        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(tree("--format", "csv").out())).getRecords();
        assertThat(rows.get(1).get("move")).isEqualTo("c5");
        assertThat(Double.parseDouble(rows.get(1).get("player_score"))).isCloseTo((73 + 0.5 * 6) / 96, within(0.00005));
    }

    @Test
    void withAColourThePlayersShareIsThatColours() throws Exception {
        JsonNode json = JSON.readTree(tree("--as", "white", "--format", "json").out());
        JsonNode p = json.get("position");
        assertThat(p.get("player_score").asDouble())
                .isCloseTo((p.get("white_wins").asInt() + 0.5 * p.get("draws").asInt()) / p.get("games").asInt(), within(0.00005));
        // Without a player there is no player's column.
        Cli.Run all = Cli.run("tree", "--db", Archive.database().toString(), "f5d6", "--format", "json");
        assertThat(JSON.readTree(all.out()).get("position").has("player_score")).isFalse();
        assertThat(Cli.run("tree", "--db", Archive.database().toString(), "f5d6").out()).doesNotContain("player%");
    }
}
