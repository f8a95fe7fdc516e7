package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** Finding players and filtering by them, checked against SQL written here on the real archive. */
class PlayerSearchTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Database db;
    private static String file;

    @BeforeAll
    static void open() {
        file = Archive.database().toString();
        db = Database.openExisting(Archive.database());
    }

    @AfterAll
    static void close() {
        db.close();
    }

    private static int sql(String query, Object... args) {
        var q = db.handle().createQuery(query);
        for (int i = 0; i < args.length; i++) {
            q.bind(i, args[i]);
        }
        return q.mapTo(Integer.class).one();
    }

    private static JsonNode json(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--db", file, "--format", "json"));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    private static final String GAMES_OF = "SELECT count(*) FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = ?";

    @Test
    void aPlayerIsFoundHoweverTheNameIsTyped() throws Exception {
        for (String typed : new String[] {"Jean-François Puget", "puget", "PUGET jean francois", "Puget Jean-Francois", "jean-fr pug"}) {
            JsonNode found = json("players", typed);
            JsonNode first = found.get("players").get(0);
            assertThat(first.get("name").asText()).as(typed).isEqualTo("Puget Jean-Francois");
        }
        JsonNode puget = json("players", "Jean-François Puget").get("players").get(0);
        String name = "Puget Jean-Francois";
        assertThat(puget.get("match").asText()).isEqualTo("same words");
        assertThat(puget.get("games").asInt()).isEqualTo(sql(GAMES_OF, name)).isEqualTo(411);
        assertThat(puget.get("won").asInt()).isEqualTo(sql("SELECT count(*) FROM games g JOIN players p ON "
                + "(p.id = g.black_id AND g.result = 1) OR (p.id = g.white_id AND g.result = -1) WHERE p.name = ?", name));
        assertThat(puget.get("first_year").asInt()).isEqualTo(sql("SELECT min(year) FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = ?", name));
        assertThat(puget.get("tournaments").asInt()).isEqualTo(sql("SELECT count(DISTINCT g.tournament_id) FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = ?", name));
        double discs = db.handle().createQuery("SELECT avg(CASE WHEN g.black_id = p.id THEN g.black_score ELSE 64 - g.black_score END) "
                + "FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) WHERE p.name = ?").bind(0, name).mapTo(Double.class).one();
        assertThat(puget.get("mean_discs").asDouble()).isCloseTo(discs, org.assertj.core.data.Offset.offset(0.006));
    }

    @Test
    void closeSpellingsAreListedForTheUserToChoose() throws Exception {
        JsonNode found = json("players", "Furumoto Yuki").get("players");
        assertThat(found).hasSize(2);
        assertThat(found.get(0).get("name").asText()).isEqualTo("Furumoto Yuki");
        assertThat(found.get(0).get("match").asText()).isEqualTo("exact");
        assertThat(found.get(1).get("name").asText()).isEqualTo("Hurumoto Yuki");
        assertThat(found.get(1).get("match").asText()).isEqualTo("spelling");
        // Without TEXT: every player with games, the most games first.
        JsonNode all = json("players", "--limit", "3");
        assertThat(all.get("total").asInt()).isEqualTo(sql("SELECT count(*) FROM players p WHERE EXISTS "
                + "(SELECT 1 FROM games g WHERE p.id IN (g.black_id, g.white_id))")).isEqualTo(ARCHIVE.players());
        assertThat(all.get("players").get(0).get("games").asInt()).isEqualTo(sql("SELECT max(n) FROM (SELECT count(*) AS n "
                + "FROM games g JOIN players p ON p.id IN (g.black_id, g.white_id) GROUP BY p.id)"));
    }

    @Test
    void playerFiltersResolveNamesAndRefuseToMergeStrangers() throws Exception {
        assertThat(json("games", "--player", "hideshi tamenori", "--limit", "1").get("total").asInt())
                .isEqualTo(sql(GAMES_OF, "Tamenori Hideshi")).isEqualTo(1_338);
        // The exact name wins over the names that merely contain it.
        assertThat(json("games", "--player", "Berg Matthias", "--limit", "1").get("total").asInt())
                .isEqualTo(sql(GAMES_OF, "Berg Matthias"));
        Cli.Run berg = Cli.run("games", "--db", file, "--player", "Berg");
        assertThat(berg.exitCode()).isEqualTo(2);
        assertThat(berg.err()).startsWith("othello-db: --player 'Berg' matches 3 players: Berg Matthias (")
                .contains("van den Berg Erwin", "Berg Robert", "--player-like 'Berg'");
        assertThat(berg.out()).isEmpty();
        Cli.Run nobody = Cli.run("tree", "--db", file, "--opponent", "Zzyzx Nobody");
        assertThat(nobody.exitCode()).isEqualTo(2);
        assertThat(nobody.err()).contains("--opponent: no player matches 'Zzyzx Nobody'");
        // --player-like keeps the substring meaning, % and _ being characters.
        int containing = sql("SELECT count(*) FROM games g WHERE g.black_id IN (SELECT id FROM players WHERE instr(lower(name), 'berg') > 0) "
                + "OR g.white_id IN (SELECT id FROM players WHERE instr(lower(name), 'berg') > 0)");
        JsonNode like = json("games", "--player-like", "Berg", "--limit", "1");
        assertThat(like.get("total").asInt()).isEqualTo(containing);
        assertThat(like.get("filter").get("players")).hasSize(37);
        assertThat(sql("SELECT count(*) FROM players WHERE instr(name, '%') > 0")).isZero();
        Cli.Run percent = Cli.run("games", "--db", file, "--player-like", "%");
        assertThat(percent.exitCode()).isEqualTo(2);
        assertThat(percent.err()).contains("no player's name contains '%'");
        // One name holds an underscore: as LIKE's wildcard, _ would have matched every player.
        JsonNode underscore = json("games", "--player-like", "_", "--limit", "1");
        assertThat(underscore.get("filter").get("players").toString()).isEqualTo("[\"Oth_com (arnal)\"]");
        assertThat(underscore.get("total").asInt()).isEqualTo(sql(GAMES_OF, "Oth_com (arnal)"));
        assertThat(Cli.run("games", "--db", file, "--player", "x".repeat(201)).exitCode()).isEqualTo(2);
    }

    @Test
    void exclusionsAndXotGames() throws Exception {
        int xot = sql("SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id WHERE t.name LIKE '%(XOT)'");
        assertThat(xot).isEqualTo(ARCHIVE.xotGames());
        assertThat(json("games", "--no-xot", "--limit", "1").get("total").asInt()).isEqualTo(ARCHIVE.games() - xot);
        JsonNode tree = json("tree", "--no-xot");
        assertThat(tree.get("position").get("games").asInt()).isEqualTo(ARCHIVE.games() - xot);
        assertThat(tree.get("filter").get("no_xot").asBoolean()).isTrue();
        int internet = sql("SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id WHERE instr(lower(t.name), 'internet') > 0");
        int tamenori = sql(GAMES_OF, "Tamenori Hideshi");
        int both = sql("SELECT count(*) FROM games g JOIN tournaments t ON t.id = g.tournament_id JOIN players p ON p.id IN (g.black_id, g.white_id) "
                + "WHERE instr(lower(t.name), 'internet') > 0 AND p.name = 'Tamenori Hideshi'");
        JsonNode excluded = json("games", "--exclude-tournament", "internet", "--exclude-player", "Tamenori Hideshi", "--limit", "1");
        assertThat(excluded.get("total").asInt()).isEqualTo(ARCHIVE.games() - internet - tamenori + both);
        assertThat(excluded.get("filter").get("exclude_players").get(0).asText()).isEqualTo("Tamenori Hideshi");
    }

    @Test
    void limitZeroAndAllListEveryGame() throws Exception {
        int n = sql(GAMES_OF, "Tamenori Masaru");
        assertThat(json("games", "--player", "Tamenori Masaru", "--limit", "0").get("games")).hasSize(n);
        assertThat(json("games", "--player", "Tamenori Masaru", "--all").get("games")).hasSize(n);
        assertThat(json("games", "--player", "Tamenori Masaru", "--limit", "3").get("games")).hasSize(3);
        assertThat(Cli.run("games", "--db", file, "--limit", "-5").exitCode()).isEqualTo(2);
        Cli.Run one = Cli.run("games", "--db", file, "--player", "Hurumoto Yuki");
        assertThat(one.out()).startsWith("1 game (player 'Hurumoto Yuki')");
    }
    @Test
    void aNameThatMatchesNobodyGetsTheNearestNamesOffered() throws Exception {
        JsonNode berk = json("players", "matthias berk");
        assertThat(berk.get("total").asInt()).isZero();
        assertThat(berk.get("nearest")).extracting(JsonNode::asText).containsExactly("Berg Matthias");
        JsonNode shaman = json("players", "shaman brian");
        assertThat(shaman.get("nearest")).extracting(JsonNode::asText).contains("Shaman David").hasSizeLessThanOrEqualTo(5);
        assertThat(shaman.get("nearest").get(0).asText()).isEqualTo("Shaman David"); // 0 letters off, and the most games among such
        Cli.Run text = Cli.run("players", "matthias berk", "--db", file);
        assertThat(text.out()).contains("0 players match 'matthias berk'").contains("Did you mean: Berg Matthias?");
        Cli.Run filter = Cli.run("games", "--player", "matthias berk", "--db", file);
        assertThat(filter.exitCode()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(filter.err()).contains("no player matches 'matthias berk'; did you mean Berg Matthias?");
        assertThat(json("players", "Berg Matthias").get("nearest")).isEmpty();
    }

    @Test
    void aMistypedCommandGetsTheNearestCommandsOffered() {
        Cli.Run run = Cli.run("tre", "f5", "--db", file);
        assertThat(run.exitCode()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(run.err()).contains("Did you mean: othello-db tree");
    }
}
