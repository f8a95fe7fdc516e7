package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * Every report, over a player with no game in one colour (and over a filter that selects no game at
 * all), prints figures or dashes, never NaN or Infinity; its JSON stays JSON.
 */
class NoDivisionByZeroTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A player with games as black and none as white in the archive. */
    private static String onlyBlack() {
        try (Database db = Database.openExisting(Archive.database())) {
            return db.handle().createQuery("SELECT p.name FROM players p WHERE EXISTS (SELECT 1 FROM games g WHERE g.black_id = p.id) "
                    + "AND NOT EXISTS (SELECT 1 FROM games g WHERE g.white_id = p.id) ORDER BY "
                    + "(SELECT count(*) FROM games g WHERE g.black_id = p.id) DESC, p.name LIMIT 1").mapTo(String.class).one();
        }
    }

    @Test
    void noReportDividesByZero() throws Exception {
        String db = Archive.database().toString();
        String player = onlyBlack();
        List<List<String>> reports = new ArrayList<>();
        for (String colour : new String[] {"white", "black"}) {
            reports.add(List.of("player", player, "--as", colour));
            reports.add(List.of("player", "Tastet Marc", "--as", colour));
            reports.add(List.of("repertoire", player, "--as", colour));
            for (String command : new String[] {"tree", "lines", "openings", "games", "novelties", "players"}) {
                reports.add(List.of(command, "--player", player, "--as", colour));
            }
            reports.add(List.of("transpositions", "f5d6c3d3c4", "--player", player, "--as", colour));
        }
        reports.add(List.of("player", player, "--from", "1977", "--to", "1977"));
        reports.add(List.of("tree", "--player", player, "--from", "1977", "--to", "1977"));
        reports.add(List.of("lines", "--player", player, "--from", "1977", "--to", "1977"));
        reports.add(List.of("stats", "--from", "1900", "--to", "1901"));
        int runs = 0;
        for (List<String> report : reports) {
            for (String format : new String[] {"text", "json", "csv"}) {
                List<String> args = new ArrayList<>(report);
                args.addAll(List.of("--db", db, "--format", format));
                Cli.Run run = Cli.run(args.toArray(String[]::new));
                String where = String.join(" ", args);
                if (run.exitCode() == 2 && run.err().contains("Unknown option")) {
                    continue; // a command without that option has nothing to sweep here
                }
                assertThat(run.exitCode()).as(where + "\n" + run.err()).isIn(0, 2);
                assertThat(run.out() + run.err()).as(where).doesNotContain("NaN").doesNotContain("Infinity");
                if (format.equals("json") && run.exitCode() == 0) {
                    JSON.readTree(run.out()); // valid JSON
                }
                runs++;
            }
        }
        assertThat(runs).isGreaterThan(60);
    }
}
