package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class LinesAndOpeningsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode run(String... args) throws Exception {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void linesAgreeWithStatsAndAddUpByYear() throws Exception {
        String db = Archive.database().toString();
        JsonNode lines = run("lines", "--db", db, "--format", "json", "--by-year");
        JsonNode stats = run("stats", "--db", db, "--format", "json");
        for (String line : new String[] {"parallel", "diagonal", "perpendicular"}) {
            JsonNode l = lines.get("lines").get(line);
            assertThat(l.get("games")).isEqualTo(stats.get("lines").get(line).get("games"));
            assertThat(l.get("black_wins")).isEqualTo(stats.get("lines").get(line).get("black_wins"));
            int sumOverYears = 0;
            for (JsonNode year : lines.get("by_year")) {
                sumOverYears += year.has(line) ? year.get(line).get("games").asInt() : 0;
            }
            assertThat(sumOverYears).as(line).isEqualTo(l.get("games").asInt());
        }
        assertThat(lines.get("by_year").get("1977").get("perpendicular").get("games").asInt()).isPositive();
        assertThat(lines.get("openings").get(0).get("name").asText()).isEqualTo("Tiger");
        assertThat(lines.get("openings").get(0).get("games").asInt()).isEqualTo(ARCHIVE.tiger().games());
    }

    @Test
    void openingFrequenciesAgreeWithPositionSearch() throws Exception {
        String db = Archive.database().toString();
        JsonNode openings = run("openings", "--db", db, "--format", "json").get("openings");
        // English names: the Western lists' positions (the Japanese list names 363 - 90 + the shared ones; see ConsistencyTest).
        assertThat(openings).hasSizeLessThan(363).isNotEmpty();
        int checked = 0;
        for (JsonNode o : openings) {
            String name = o.get("name").asText();
            if (name.equals("Tiger") || name.equals("Rose-Bill") || name.equals("Parallel Opening") || name.equals("Cow")) {
                JsonNode found = run("games", "--db", db, "--format", "json", "--limit", "1", "--position", o.get("moves").asText());
                assertThat(o.get("games").asInt()).as(name).isEqualTo(found.get("total").asInt()).isPositive();
                checked++;
            }
        }
        assertThat(checked).isEqualTo(4);
        JsonNode tiger = null;
        for (JsonNode o : openings) {
            if (o.get("name").asText().equals("Tiger")) {
                tiger = o;
            }
        }
        assertThat(tiger.get("other_names").toString()).contains("虎定石");
        // --limit keeps the first openings of the order asked for
        JsonNode byGames = run("openings", "--db", db, "--format", "json", "--sort", "games").get("openings");
        JsonNode three = run("openings", "--db", db, "--format", "json", "--sort", "games", "--limit", "3").get("openings");
        assertThat(three).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(three.get(i)).isEqualTo(byGames.get(i));
        }
        assertThat(three.get(0).get("name").asText()).isEqualTo("Perpendicular Opening");
    }
}
