package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;
import org.othellodb.support.Samples;
import org.othellodb.support.SingleRows;

/** What an import did can be seen (sources, problems) and undone (remove), and importing again restores it exactly. */
class SourcesProblemsRemoveTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The database's content, ids of games and sources included, times of import left out; the tree by canonical board. */
    private static final String[] CONTENT = {
        "SELECT * FROM games ORDER BY id",
        "SELECT * FROM game_tags ORDER BY game_id, key",
        "SELECT id, source_id, record_index, line, game_id, decision, new_game_id, reason FROM game_merges ORDER BY id",
        "SELECT source_id, path, record_index, line, reason, message FROM import_problems ORDER BY source_id, record_index, line",
        "SELECT id, path, format, size, sha256, file_date, note, games_read, games_imported, games_duplicate, games_updated, "
                + "games_rejected FROM sources ORDER BY id",
        "SELECT player, opponent, black_to_move, ply, games, black_wins, draws, white_wins, disc_diff_sum, scored_games, "
                + "disc_diff_hist, theoretical_sum, theoretical_games, first_year, last_year FROM positions ORDER BY player, opponent, "
                + "black_to_move",
        "SELECT p.player, p.opponent, p.black_to_move, m.move, m.games, m.black_wins, m.draws, m.white_wins, m.disc_diff_sum, "
                + "m.disc_diff_hist, m.theoretical_sum, m.first_year, m.last_year FROM position_moves m JOIN positions p ON p.id = "
                + "m.position_id ORDER BY p.player, p.opponent, p.black_to_move, m.move",
        "SELECT p.player, p.opponent, p.black_to_move, g.first_game, g.entries, g.games FROM position_games g JOIN positions p "
                + "ON p.id = g.position_id ORDER BY p.player, p.opponent, p.black_to_move, g.first_game"};

    private static List<String> content(Path db) {
        List<String> out = new ArrayList<>();
        try (Database d = Database.openExisting(db)) {
            for (String sql : CONTENT) {
                out.add("-- " + sql);
                out.addAll(Rows.of(d, sql));
            }
            out.add("-- single_positions");
            out.addAll(SingleRows.of(d));
        }
        return out;
    }

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(String.join(" ", args) + "\n" + run.err()).isZero();
        return run;
    }

    /** WTHOR 2019 with its name files, the 2019 PGN conversion (merged into it) and the GGF samples (one rejected record). */
    private static Path database(Path dir) throws IOException {
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        for (String f : List.of("WTH_2019.wtb", "WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(Archive.WTHOR.resolve(f), wthor.resolve(f));
        }
        Path db = dir.resolve("t.db");
        ok("import", "--db", db.toString(), "--quiet", wthor.toString());
        ok("import", "--db", db.toString(), "--quiet", Samples.PGN.resolve("WTH_2019.pgn").toString());
        Cli.Run ggf = Cli.run("import", "--db", db.toString(), "--quiet", Samples.GGF.toString());
        assertThat(ggf.exitCode()).isEqualTo(3);
        return db;
    }

    @Test
    void sourcesAndProblemsListWhatTheImportsDid(@TempDir Path dir) throws IOException {
        Path db = database(dir);
        JsonNode sources = JSON.readTree(ok("sources", "--db", db.toString(), "--format", "json").out());
        assertThat(sources.get("total").asInt()).isEqualTo(count(db, "SELECT count(*) FROM sources"));
        JsonNode players = sources.get("sources").get(0);
        assertThat(players.get("format").asText()).isEqualTo("wthor-players");
        assertThat(players.get("read").asInt()).isEqualTo(4_448); // a name file's records are its names
        JsonNode wtb = sources.get("sources").get(2);
        assertThat(wtb.get("path").asText()).endsWith("WTH_2019.wtb");
        assertThat(wtb.get("games_held").asInt()).isEqualTo(wtb.get("imported").asInt())
                .isEqualTo(count(db, "SELECT count(*) FROM games WHERE year = 2019"));
        JsonNode pgn = sources.get("sources").get(3);
        assertThat(pgn.get("duplicates").asInt()).isEqualTo(pgn.get("read").asInt()).isPositive();
        assertThat(pgn.get("games_held").asInt()).isZero();
        String text = ok("sources", "--db", db.toString()).out();
        assertThat(text).startsWith(sources.get("total").asInt() + " files imported").contains("WTH_2019.wtb", "wthor-players");
        assertThat(ok("sources", "--db", db.toString(), "--format", "csv").out().lines()).hasSize(sources.get("total").asInt() + 1);

        int problems = count(db, "SELECT count(*) FROM import_problems");
        assertThat(problems).isPositive();
        JsonNode all = JSON.readTree(ok("problems", "--db", db.toString(), "--format", "json").out());
        assertThat(all.get("total").asInt()).isEqualTo(problems);
        JsonNode first = all.get("problems").get(0);
        String reason = first.get("reason").asText();
        String file = first.get("path").asText();
        JsonNode one = JSON.readTree(ok("problems", "--db", db.toString(), "--format", "json", "--reason", reason, "--source",
                Path.of(file).getFileName().toString()).out());
        assertThat(one.get("problems")).allMatch(p -> p.get("reason").asText().equals(reason) && p.get("path").asText().equals(file));
        assertThat(ok("problems", "--db", db.toString()).out()).startsWith(problems + " problem").contains(file + ": ");
        assertThat(ok("problems", "--db", db.toString(), "--format", "csv").out().lines().findFirst().orElseThrow())
                .startsWith("id,source_id,path,record,line,reason,message");
        Cli.Run unknown = Cli.run("problems", "--db", db.toString(), "--source", "nothing-like-this.pgn");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("no imported file has this id, SHA-256 or path");
    }

    @Test
    void removeAndImportAgainRestoresTheDatabaseExactly(@TempDir Path dir) throws IOException {
        Path db = database(dir);
        List<String> before = content(db);
        String ggf = Samples.GGF.resolve("novello_TestGames.ggf").toAbsolutePath().toString();
        int ggfGames = count(db, "SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id WHERE s.path = '" + ggf + "'");
        assertThat(ggfGames).isPositive();

        Cli.Run removed = ok("remove", "--db", db.toString(), ggf);
        assertThat(removed.out()).contains("Removed #", "novello_TestGames.ggf: " + Text.count(ggfGames, "game") + " deleted",
                "Opening tree: " + Text.count(ggfGames, "game") + " taken out;");
        assertThat(count(db, "SELECT count(*) FROM sources WHERE path = '" + ggf + "'")).isZero();
        assertThat(count(db, "SELECT games FROM positions WHERE ply = 0")).isEqualTo(count(db, "SELECT count(*) FROM games"));
        ok("import", "--db", db.toString(), "--quiet", ggf);
        assertThat(content(db)).isEqualTo(before);

        // A file whose games another file also holds: the games stay, held by that file.
        String sha = JSON.readTree(ok("sources", "--db", db.toString(), "--format", "json").out()).get("sources").get(2)
                .get("sha256").asText();
        int games = count(db, "SELECT count(*) FROM games");
        int wthorGames = count(db, "SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id WHERE s.format = 'wthor'");
        int heldByPgn = count(db, "SELECT count(DISTINCT m.game_id) FROM game_merges m JOIN sources s ON s.id = m.source_id "
                + "WHERE s.format = 'pgn' AND m.decision = 'merged'");
        assertThat(heldByPgn).isPositive();
        Cli.Run wthor = ok("remove", "--db", db.toString(), sha.substring(0, 12));
        assertThat(wthor.out()).contains("WTH_2019.wtb: " + Text.count(wthorGames - heldByPgn, "game") + " deleted, "
                + Text.count(heldByPgn, "game") + " kept");
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(games - wthorGames + heldByPgn);
        assertThat(count(db, "SELECT count(*) FROM games g JOIN sources s ON s.id = g.source_id WHERE s.format = 'pgn'")).isPositive();
    }

    @Test
    void removeIsRefusedWithoutADatabaseOrAFile(@TempDir Path dir) throws IOException {
        Cli.Run missing = Cli.run("remove", "--db", dir.resolve("none.db").toString(), "1");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(dir.resolve("none.db")).doesNotExist();
        Path db = dir.resolve("g.db");
        Cli.run("import", "--db", db.toString(), "--quiet", Samples.GGF.resolve("nboard_test.ggf").toString());
        assertThat(db).exists();
        List<String> before = content(db);
        Cli.Run unknown = Cli.run("remove", "--db", db.toString(), "1", "99");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(content(db)).as("nothing removed when one SOURCE is unknown").isEqualTo(before);
    }
}
