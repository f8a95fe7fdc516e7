package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.study.CoverageTest.ok;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * {@code report --opponent NAME --against REPERTOIRE} on the archive, with the repertoire of docs/repertoire.md
 * adopted from Tamenori Hideshi's games as black, against a count from the games' rows replayed here.
 */
class OpponentReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theGamesThatMetTheRepertoireAreTheOnesItsReplayFinds(@TempDir Path dir) throws Exception {
        String db = OwnRepertoireTest.archiveCopy(dir);
        ok("repertoire", "new", "white vs Tamenori", "--colour", "white", "--db", db);
        ok("repertoire", "adopt", "white vs Tamenori", "--player", "Tamenori Hideshi", "--as", "black", "--depth", "5",
                "--min-games", "20", "--db", db);
        CoverageTest.Edges rep = CoverageTest.Edges.of(db, "white vs Tamenori");

        // The second count: Tamenori Hideshi's games as black, replayed; met when white played the repertoire's move 2.
        List<String> rows = Rows.of(Path.of(db), "SELECT gm.moves_text, g.year FROM games g JOIN game_moves gm ON gm.id = g.id JOIN players p ON p.id = g.black_id "
                + "WHERE p.name = 'Tamenori Hideshi' ORDER BY g.id");
        int met = 0;
        long depths = 0;
        for (String row : rows) {
            int followed = rep.followed(row.substring(0, row.indexOf('|')));
            if (followed >= 2) {
                met++;
                depths += followed;
            }
        }

        JsonNode r = JSON.readTree(ok("report", "--opponent", "tamenori hideshi", "--against", "white vs Tamenori", "--db", db,
                "--format", "json").out());
        assertThat(r.get("opponent").asText()).isEqualTo("Tamenori Hideshi");
        assertThat(r.get("colour").asText()).isEqualTo("black");
        assertThat(r.get("games").asInt()).isEqualTo(rows.size()).isEqualTo(748);
        assertThat(r.get("met").asInt()).isEqualTo(met).isEqualTo(412);
        assertThat(r.get("mean_depth").asDouble()).isEqualTo(Math.round(100.0 * depths / met) / 100.0);
        // Every game that met the repertoire is in one line, one year, and (WTHOR scores all of them) against perfect play.
        assertThat(r.get("lines_total").asInt()).isEqualTo(r.get("lines").size());
        assertThat(sum(r.get("lines"), "games")).isEqualTo(met);
        assertThat(sum(r.get("by_year"), "games")).isEqualTo(met);
        assertThat(r.at("/total/games").asInt()).isEqualTo(met);
        assertThat(r.at("/perfect_play/games").asInt()).isBetween(1, met);
        // A deviation: Tamenori's d3 after f5d6c5f4, and everyone else's games with it there (the tree's count, less theirs).
        JsonNode d = r.get("deviations").get(0);
        assertThat(d.get("moves").asText() + " " + d.get("move").asText()).isEqualTo("f5d6c5f4 d3");
        JsonNode tree = JSON.readTree(ok("tree", "f5d6c5f4", "--db", db, "--format", "json").out());
        int d3 = 0;
        for (JsonNode c : tree.get("children")) {
            if (c.get("move").asText().equals("d3")) {
                d3 = c.get("games").asInt();
            }
        }
        assertThat(d.get("others_games").asInt()).isEqualTo(d3 - d.get("games").asInt()).isPositive();

        // What it cannot mean is refused before the database is opened.
        Cli.Run noOpponent = Cli.run("report", "--against", "white vs Tamenori", "--db", db);
        assertThat(noOpponent.exitCode()).isEqualTo(2);
        assertThat(noOpponent.err()).contains("--against REPERTOIRE needs --opponent NAME");
    }

    private static int sum(JsonNode rows, String field) {
        int n = 0;
        for (JsonNode row : rows) {
            n += row.get(field).asInt();
        }
        return n;
    }
}
