package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class WthorImportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode stats(Path db) throws IOException {
        Cli.Run run = Cli.run("stats", "--db", db.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void theWholeArchiveGivesTheMeasuredFigures() throws IOException {
        JsonNode s = stats(Archive.database());
        assertThat(s.get("games").asInt()).isEqualTo(ARCHIVE.games());
        assertThat(s.get("complete").asInt()).isEqualTo(ARCHIVE.complete());
        assertThat(s.get("stopped_early").asInt()).isEqualTo(ARCHIVE.stoppedEarly());
        assertThat(s.get("black_wins").asInt() + s.get("draws").asInt() + s.get("white_wins").asInt()).isEqualTo(ARCHIVE.games());
        assertLine(s, "parallel", ARCHIVE.parallel().games(), ARCHIVE.parallel().black(), ARCHIVE.parallel().draws(), ARCHIVE.parallel().white());
        assertLine(s, "diagonal", ARCHIVE.diagonal().games(), ARCHIVE.diagonal().black(), ARCHIVE.diagonal().draws(), ARCHIVE.diagonal().white());
        assertLine(s, "perpendicular", ARCHIVE.perpendicular().games(), ARCHIVE.perpendicular().black(), ARCHIVE.perpendicular().draws(), ARCHIVE.perpendicular().white());
        JsonNode sources = s.get("sources");
        int games = 0;
        int wtb = 0;
        for (JsonNode src : sources) {
            games += src.get("games").asInt();
            assertThat(src.get("rejected").asInt()).isZero();
            wtb += src.get("format").asText().equals("wthor") ? 1 : 0;
        }
        assertThat(wtb).isEqualTo(49);
        assertThat(games).isEqualTo(ARCHIVE.games());
        assertThat(s.get("import_problems").asInt()).isZero();
    }

    private static void assertLine(JsonNode s, String line, int games, int black, int draws, int white) {
        JsonNode l = s.get("lines").get(line);
        assertThat(l.get("games").asInt()).as(line).isEqualTo(games);
        assertThat(l.get("black_wins").asInt()).as(line).isEqualTo(black);
        assertThat(l.get("draws").asInt()).as(line).isEqualTo(draws);
        assertThat(l.get("white_wins").asInt()).as(line).isEqualTo(white);
    }

    @Test
    void namesAreLatin1AndTheSeventeenRepeatedMoveListsStayDistinct() {
        try (Database db = Database.openExisting(Archive.database())) {
            var h = db.handle();
            assertThat(h.createQuery("SELECT count(*) FROM tournaments WHERE name = 'Championnat de Suède'")
                    .mapTo(Integer.class).one()).isEqualTo(1);
            // 31 records in 14 groups share a move list with another record of their year: 17 repeats.
            int repeats = h.createQuery("SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM games "
                    + "GROUP BY year, moves HAVING n > 1)").mapTo(Integer.class).one();
            assertThat(repeats).isEqualTo(17);
            assertThat(h.createQuery("SELECT count(*) FROM games WHERE theoretical_depth <> 24").mapTo(Integer.class).one()).isZero();
        }
    }

    @Test
    void importingAgainChangesNothing(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("again.db");
        Path wthor = dir.resolve("wthor");
        Files.createDirectories(wthor);
        for (String f : new String[] {"WTH_1985.wtb", "WTH_1986.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(f), wthor.resolve(f));
        }
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", wthor.toString()).exitCode()).isZero();
        String before = stats(db).toString();
        Map<String, Integer> rows = rowCounts(db);
        Cli.Run again = Cli.run("import", "--db", db.toString(), "--json", wthor.toString());
        assertThat(again.exitCode()).isZero();
        JsonNode summary = JSON.readTree(again.out());
        assertThat(summary.get("imported").asInt()).isZero();
        for (JsonNode f : summary.get("files")) {
            assertThat(f.get("status").asText()).isEqualTo("unchanged");
        }
        assertThat(stats(db).toString()).isEqualTo(before);
        assertThat(rowCounts(db)).isEqualTo(rows);
        assertThat(rows.get("games")).isEqualTo(954 + 1440);
    }

    static Map<String, Integer> rowCounts(Path file) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        try (Database db = Database.openExisting(file)) {
            for (String table : new String[] {"sources", "players", "tournaments", "games", "game_tags", "import_problems",
                    "positions", "position_moves", "game_positions"}) {
                counts.put(table, db.handle().createQuery("SELECT count(*) FROM " + table).mapTo(Integer.class).one());
            }
        }
        return counts;
    }
}
