package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.tree.OpeningNames;

/** The player report's figures against SQL written here and a replay of the player's games. */
class PlayerReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NAME = "Tamenori Hideshi";
    private static Database db;
    private static JsonNode report;

    /** The player's games, from the player's side: outcome (1/0/-1), discs, and the columns the report groups by. */
    private static final String GAMES = "SELECT g.id, g.year, g.black_id = p.id AS black, "
            + "CASE WHEN g.black_id = p.id THEN g.result ELSE -g.result END AS outcome, "
            + "CASE WHEN g.black_id = p.id THEN g.black_score ELSE 64 - g.black_score END AS discs, "
            + "CASE WHEN g.black_id = p.id THEN g.theoretical_score ELSE 64 - g.theoretical_score END AS perfect, "
            + "g.final_empties <= g.theoretical_depth AS solved, g.opening_line, o.name AS opponent, g.moves "
            + "FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) "
            + "LEFT JOIN players o ON o.id = (CASE WHEN g.black_id = p.id THEN g.white_id ELSE g.black_id END) "
            + "WHERE p.name = '" + NAME + "'";

    @BeforeAll
    static void run() throws Exception {
        db = Database.openExisting(Archive.database());
        Cli.Run run = Cli.run("player", "--db", Archive.database().toString(), "--format", "json", "--top", "0", NAME);
        assertThat(run.exitCode()).as(run.err()).isZero();
        report = JSON.readTree(run.out());
    }

    @AfterAll
    static void close() {
        db.close();
    }

    private static List<Map<String, Object>> games() {
        return db.handle().createQuery(GAMES).mapToMap().list();
    }

    private static int i(Object o) {
        return ((Number) o).intValue();
    }

    /** games, won, drawn, lost, sum of discs for some rows. */
    private static int[] tally(List<Map<String, Object>> rows) {
        int[] t = new int[5];
        for (Map<String, Object> r : rows) {
            t[0]++;
            t[2 - i(r.get("outcome"))]++;
            t[4] += i(r.get("discs"));
        }
        return t;
    }

    private static void assertTally(JsonNode row, int[] t) {
        assertThat(row.get("games").asInt()).isEqualTo(t[0]);
        assertThat(row.get("won").asInt()).isEqualTo(t[1]);
        assertThat(row.get("drawn").asInt()).isEqualTo(t[2]);
        assertThat(row.get("lost").asInt()).isEqualTo(t[3]);
        assertThat(row.get("mean_discs").asDouble()).isCloseTo((double) t[4] / t[0], org.assertj.core.data.Offset.offset(0.006));
        assertThat(row.get("score").asDouble()).isCloseTo((t[1] + 0.5 * t[2]) / t[0], org.assertj.core.data.Offset.offset(0.0001));
    }

    @Test
    void totalsColoursYearsAndLines() {
        List<Map<String, Object>> all = games();
        assertThat(all).hasSize(1_338);
        assertTally(report.get("total"), tally(all));
        for (JsonNode c : report.get("by_colour")) {
            boolean black = c.get("colour").asText().equals("black");
            assertTally(c, tally(all.stream().filter(r -> i(r.get("black")) == (black ? 1 : 0)).toList()));
        }
        assertThat(report.get("by_year")).hasSize((int) all.stream().map(r -> r.get("year")).distinct().count());
        for (JsonNode y : report.get("by_year")) {
            assertTally(y, tally(all.stream().filter(r -> i(r.get("year")) == y.get("year").asInt()).toList()));
        }
        int lineGames = 0;
        for (JsonNode l : report.get("by_line")) {
            boolean black = l.get("colour").asText().equals("black");
            List<Map<String, Object>> rows = all.stream().filter(r -> l.get("line").asText().equals(r.get("opening_line"))
                    && i(r.get("black")) == (black ? 1 : 0)).toList();
            assertTally(l, tally(rows));
            lineGames += rows.size();
        }
        assertThat(lineGames).isEqualTo(all.size());
    }

    /** The lines from f4 to d6, black before white, whichever the player met first (Berg's first parallel game was as white). */
    @Test
    void linesComeInAFixedOrder() throws Exception {
        for (String player : List.of(NAME, "Berg Matthias")) {
            Cli.Run run = Cli.run("player", "--db", Archive.database().toString(), "--format", "json", player);
            assertThat(run.exitCode()).as(run.err()).isZero();
            List<String> order = new java.util.ArrayList<>();
            JSON.readTree(run.out()).get("by_line").forEach(l -> order.add(l.get("line").asText() + " " + l.get("colour").asText()));
            assertThat(order).as(player).containsExactly("parallel black", "parallel white", "diagonal black", "diagonal white",
                    "perpendicular black", "perpendicular white");
        }
    }

    @Test
    void opponentsAndNamedOpeningsByReplay() {
        List<Map<String, Object>> all = games();
        Map<String, Integer> opponents = new HashMap<>();
        all.forEach(r -> opponents.merge((String) r.get("opponent"), 1, Integer::sum));
        assertThat(report.get("opponents")).hasSize(opponents.size());
        for (JsonNode o : report.get("opponents")) {
            assertThat(o.get("games").asInt()).as(o.get("opponent").asText()).isEqualTo(opponents.get(o.get("opponent").asText()));
        }
        assertThat(report.get("opponents").get(0).get("opponent").asText()).isEqualTo("Seeley Ben");
        // Each game's named opening by a full replay: the deepest named position of its line.
        Map<String, Integer> openings = new HashMap<>();
        for (Map<String, Object> r : all) {
            String name = OpeningNames.catalogue().nameOf(Replay.of(Transcript.fromBytes((byte[]) r.get("moves"))));
            openings.merge((name == null ? "" : name) + (i(r.get("black")) == 1 ? " black" : " white"), 1, Integer::sum);
        }
        assertThat(report.get("openings")).hasSize(openings.size());
        for (JsonNode o : report.get("openings")) {
            String key = (o.get("opening").isNull() ? "" : o.get("opening").asText()) + " " + o.get("colour").asText();
            assertThat(o.get("games").asInt()).as(key).isEqualTo(openings.get(key));
        }
    }

    @Test
    void perfectPlayAgainstTheFinalScore() {
        List<Map<String, Object>> solved = games().stream().filter(r -> i(r.get("solved")) == 1).toList();
        JsonNode p = report.get("perfect_play");
        assertThat(p.get("games").asInt()).isEqualTo(solved.size());
        long lost = solved.stream().mapToLong(r -> i(r.get("perfect")) - i(r.get("discs"))).sum();
        assertThat(p.get("mean_discs_lost").asDouble()).isCloseTo((double) lost / solved.size(), org.assertj.core.data.Offset.offset(0.006));
        assertThat(p.get("games_worse").asInt()).isEqualTo((int) solved.stream().filter(r -> i(r.get("perfect")) > i(r.get("discs"))).count());
        assertThat(p.get("perfect_won_final_lost").asInt()).isEqualTo((int) solved.stream()
                .filter(r -> i(r.get("perfect")) > 32 && i(r.get("outcome")) < 0).count());
        assertThat(p.get("perfect_lost_final_won").asInt()).isEqualTo((int) solved.stream()
                .filter(r -> i(r.get("perfect")) < 32 && i(r.get("outcome")) > 0).count());
    }

    @Test
    void theTextReportAndFilters() {
        Cli.Run text = Cli.run("player", "--db", Archive.database().toString(), "hideshi tamenori", "--from", "2009", "--to", "2009");
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).startsWith("Tamenori Hideshi: 528 games in 2009, ")
                .contains("By colour", "By year", "Named openings", "Opponents", "Against perfect play");
        Cli.Run ambiguous = Cli.run("player", "--db", Archive.database().toString(), "Tamenori");
        assertThat(ambiguous.exitCode()).isEqualTo(2);
        assertThat(ambiguous.err()).contains("NAME 'Tamenori' matches 2 players: Tamenori Hideshi (1,338 games), Tamenori Masaru");
        Cli.Run similar = Cli.run("player", "--db", Archive.database().toString(), "Furumoto Yuki");
        assertThat(similar.out()).contains("Similar names, perhaps the same person: Hurumoto Yuki (1 game)");
    }
}
