package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;
import org.othellodb.support.Samples;

/** The richer record wins whatever the order: a conversion imported before the WTHOR original ends as the original. */
class ImportOrderTest {

    /** Every stored game, by its names rather than ids (ids depend on the order by construction). */
    private static final String GAMES = "SELECT g.year, t.name, b.name, w.name, g.black_score, g.result, g.result_text, "
            + "g.theoretical_score, g.theoretical_depth, g.date, gm.moves_text, g.complete, s.path, g.record_index, g.line, "
            + "g.final_black, g.final_white, g.opening_line, g.match_key FROM games g JOIN game_moves gm ON gm.id = g.id JOIN sources s ON s.id = g.source_id "
            + "LEFT JOIN tournaments t ON t.id = g.tournament_id LEFT JOIN players b ON b.id = g.black_id "
            + "LEFT JOIN players w ON w.id = g.white_id ORDER BY gm.moves_text, s.path, g.record_index";
    private static final String TAGS = "SELECT gm.moves_text, g.record_index, k.key, k.value FROM game_tags k JOIN games g ON g.id = k.game_id JOIN game_moves gm ON gm.id = g.id "
            + "ORDER BY 1, 2, 3";

    private static int count(Path db, String sql) {
        try (Database d = Database.openExisting(db)) {
            return d.handle().createQuery(sql).mapTo(Integer.class).one();
        }
    }

    private static void importAll(Path db, Path... paths) {
        for (Path p : paths) {
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", p.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
    }

    @Test
    void bothOrdersGiveTheSameGames(@TempDir Path dir) throws IOException {
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        // The PGN conversion was made from the issue of 2019 that FFO re-issued in 2026.
        Files.copy(Samples.OLDER_WTHOR.resolve("WTH_2019.wtb"), wthor.resolve("WTH_2019.wtb"));
        for (String f : List.of("WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(Archive.WTHOR.resolve(f), wthor.resolve(f));
        }
        Path pgn = Files.copy(Samples.PGN.resolve("WTH_2019.pgn"), dir.resolve("WTH_2019.pgn"));
        Path originalsFirst = dir.resolve("a.db");
        Path conversionsFirst = dir.resolve("b.db");
        importAll(originalsFirst, wthor, pgn);
        importAll(conversionsFirst, pgn, wthor);

        List<String> games = Rows.of(originalsFirst, GAMES);
        assertThat(games).hasSize(count(originalsFirst, "SELECT count(*) FROM games WHERE year = 2019"));
        assertThat(Rows.of(conversionsFirst, GAMES)).isEqualTo(games);
        assertThat(Rows.of(conversionsFirst, TAGS)).isEqualTo(Rows.of(originalsFirst, TAGS));
        // The conversion lacks the theoretical score: every game has the original's.
        assertThat(count(conversionsFirst, "SELECT count(*) FROM games WHERE theoretical_score IS NULL")).isZero();
        assertThat(count(conversionsFirst, "SELECT count(*) FROM games g JOIN game_moves gm ON gm.id = g.id JOIN sources s ON s.id = g.source_id WHERE s.format <> 'wthor'"))
                .isZero();
        assertThat(count(conversionsFirst, "SELECT count(*) FROM game_merges WHERE decision = 'merged' "
                + "AND reason LIKE '%took from this record: the official record now holds the game%theoretical score%'"))
                .isEqualTo(count(conversionsFirst, "SELECT count(*) FROM game_merges WHERE decision = 'merged'")).isPositive();
        // The tree counts the theoretical scores the originals brought.
        assertThat(Rows.of(conversionsFirst, "SELECT ply, games, theoretical_sum, theoretical_games FROM positions ORDER BY player, opponent, "
                + "black_to_move")).isEqualTo(Rows.of(originalsFirst, "SELECT ply, games, theoretical_sum, theoretical_games FROM positions "
                + "ORDER BY player, opponent, black_to_move"));
    }

    @Test
    void aGameRelabelledBetweenIssuesIsTheSameGame(@TempDir Path dir) throws IOException {
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        // The PGN conversion was made from the issue of 2019 that FFO re-issued in 2026.
        Files.copy(Samples.OLDER_WTHOR.resolve("WTH_2019.wtb"), wthor.resolve("WTH_2019.wtb"));
        for (String f : List.of("WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(Archive.WTHOR.resolve(f), wthor.resolve(f));
        }
        String all = Files.readString(Samples.PGN.resolve("WTH_2019.pgn"), StandardCharsets.ISO_8859_1);
        String first = all.substring(0, all.indexOf("\n\n") + 1);
        assertThat(first).contains("[Black \"Chen Xun\"]");
        // The earlier issue named black otherwise and the tournament too; white, moves and score are the same.
        String relabelled = first.replace("[Black \"Chen Xun\"]", "[Black \"Somebody Else\"]");
        String renamedEvent = first.replace("[Black \"Chen Xun\"]", "[Black \"Another Name\"]")
                .replace("[White \"Chen Kai\"]", "[White \"Third Name\"]");
        // Two files: one file's records are each a different game, so its second record could not be this game too.
        Path pgn = Files.writeString(dir.resolve("earlier.pgn"), relabelled, StandardCharsets.ISO_8859_1);
        Path pgn2 = Files.writeString(dir.resolve("other-issue.pgn"), renamedEvent, StandardCharsets.ISO_8859_1);
        Path db = dir.resolve("t.db");
        importAll(db, wthor);
        int before = count(db, "SELECT count(*) FROM games");
        for (Path p : List.of(pgn, pgn2)) {
            Cli.Run run = Cli.run("import", "--db", db.toString(), p.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        // The first record keeps white and the tournament: the same game. The second keeps only the tournament: the same game too.
        assertThat(count(db, "SELECT count(*) FROM games")).isEqualTo(before);
        assertThat(count(db, "SELECT count(*) FROM game_merges WHERE decision = 'merged' AND reason LIKE 'relabelled: %'")).isEqualTo(2);
        assertThat(count(db, "SELECT count(*) FROM games g JOIN players p ON p.id = g.black_id WHERE p.name = 'Chen Xun' "
                + "AND g.record_index = 0")).isEqualTo(1);
    }
}
