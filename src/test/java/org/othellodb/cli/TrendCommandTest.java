package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * {@code trend}'s figures against an independent count: the {@code games} table read with SQL (the
 * stored reply to f5 of each game, {@code opening_line}, and the players' ids), not the tree's index.
 */
class TrendCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path db;

    @BeforeAll
    static void archive() {
        db = Archive.database();
    }

    @Test
    void eachYearsRepliesToF5AreTheGamesTableCountedByYearAndLine() throws Exception {
        JsonNode trend = json("trend", "f5", "--pool", "1");
        // year → reply → {games, black wins, draws}, from the games table alone.
        Map<Integer, Map<String, int[]>> counted = new HashMap<>();
        Map<String, String> reply = Map.of("perpendicular", "d6", "diagonal", "f6", "parallel", "f4");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db + "?open_mode=1");
             ResultSet r = c.createStatement().executeQuery("SELECT year, opening_line, count(*), sum(result = 1), "
                     + "sum(result = 0) FROM games WHERE year IS NOT NULL AND opening_line IS NOT NULL GROUP BY year, opening_line")) {
            while (r.next()) {
                counted.computeIfAbsent(r.getInt(1), y -> new HashMap<>())
                        .put(reply.get(r.getString(2)), new int[] {r.getInt(3), r.getInt(4), r.getInt(5)});
            }
        }
        assertThat(trend.get("years")).hasSize(counted.size());
        int years = 0;
        for (JsonNode y : trend.get("years")) {
            Map<String, int[]> expected = counted.get(y.get("year").asInt());
            assertThat(y.get("moves")).as("year %s", y.get("year")).hasSize(expected.size());
            for (JsonNode m : y.get("moves")) {
                int[] e = expected.get(m.get("move").asText());
                assertThat(new int[] {m.get("games").asInt(), m.get("black_wins").asInt(), m.get("draws").asInt()})
                        .as("%s in %s", m.get("move"), y.get("year")).isEqualTo(e);
            }
            years++;
        }
        assertThat(years).isGreaterThan(40);
        // With --pool 1 each year is a period of its own, and a period's shares are the year's counts.
        assertThat(trend.get("periods")).hasSize(years);
        JsonNode period = trend.get("periods").get(0);
        JsonNode first = trend.get("years").get(0);
        assertThat(period.get("from").asInt()).isEqualTo(first.get("year").asInt());
        for (JsonNode s : period.get("moves")) {
            int[] e = counted.get(first.get("year").asInt()).getOrDefault(s.get("move").asText(), new int[3]);
            assertThat(s.get("games").asInt()).isEqualTo(e[0]);
            assertThat(s.get("share").asDouble()).isEqualTo((double) e[0] / first.get("games").asInt());
            assertThat(s.get("share_low").asDouble()).isLessThanOrEqualTo(s.get("share").asDouble());
            assertThat(s.get("share_high").asDouble()).isGreaterThanOrEqualTo(s.get("share").asDouble());
        }
    }

    @Test
    void smallYearsArePooledUntilEachPeriodHasEnoughGames() throws Exception {
        JsonNode trend = json("trend", "f5d6c3d3c4", "--pool", "500");
        int total = 0;
        int previous = Integer.MIN_VALUE;
        for (JsonNode p : trend.get("periods")) {
            assertThat(p.get("games").asInt()).as("period %s–%s", p.get("from"), p.get("to")).isGreaterThanOrEqualTo(500);
            assertThat(p.get("from").asInt()).isGreaterThan(previous);
            previous = p.get("to").asInt();
            total += p.get("games").asInt();
        }
        int dated = 0;
        for (JsonNode y : trend.get("years")) {
            dated += y.get("games").asInt();
        }
        assertThat(total).isEqualTo(dated);
        // The moves followed are the tree's five most played there (every game of the archive has its year).
        JsonNode tree = json("tree", "f5d6c3d3c4");
        List<String> mostPlayed = new ArrayList<>();
        tree.get("children").forEach(c -> mostPlayed.add(c.get("move").asText()));
        List<String> top = new ArrayList<>();
        trend.get("top").forEach(m -> top.add(m.asText()));
        assertThat(top).isEqualTo(mostPlayed.subList(0, 5));
    }

    @Test
    void withAPlayerTheScoreIsThePlayersOfEitherColour() throws Exception {
        String name = "Tamenori Hideshi";
        JsonNode trend = json("trend", "--player", name, "--pool", "1");
        assertThat(trend.get("score_of").asText()).isEqualTo("player");
        // year → {games, won, drawn}: the player's, with either colour, from the games table.
        Map<Integer, int[]> counted = new HashMap<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db + "?open_mode=1");
             ResultSet r = c.createStatement().executeQuery("SELECT g.year, count(*), "
                     + "sum((g.black_id = p.id AND g.result = 1) OR (g.white_id = p.id AND g.result = -1)), sum(g.result = 0) "
                     + "FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = '" + name + "' "
                     + "AND g.year IS NOT NULL GROUP BY g.year")) {
            while (r.next()) {
                counted.put(r.getInt(1), new int[] {r.getInt(2), r.getInt(3), r.getInt(4)});
            }
        }
        assertThat(trend.get("years")).hasSize(counted.size());
        for (JsonNode y : trend.get("years")) {
            JsonNode p = y.get("player");
            assertThat(new int[] {p.get("games").asInt(), p.get("won").asInt(), p.get("drawn").asInt()}).as("%s", y.get("year"))
                    .isEqualTo(counted.get(y.get("year").asInt()));
        }
        // The text says whose score it is, and the CSV has its header and a row per period and move.
        assertThat(Cli.run("trend", "--db", db.toString(), "--player", name).out()).contains("score: the player's with the move");
        String csv = Cli.run("trend", "--db", db.toString(), "f5", "--player", name, "--as", "white", "--format", "csv").out();
        assertThat(csv.lines().findFirst().orElseThrow())
                .isEqualTo("from,to,period_games,move,games,share,share_low,share_high,score,score_low,score_high");
    }

    private static JsonNode json(String... args) throws Exception {
        String[] all = new String[args.length + 3];
        all[0] = args[0];
        all[1] = "--db";
        all[2] = db.toString();
        all[3] = "--format=json";
        System.arraycopy(args, 1, all, 4, args.length - 1);
        Cli.Run run = Cli.run(all);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }
}
