package org.othellodb.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.ArchiveFigures;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;
import org.othellodb.support.Samples;

/**
 * FFO's February 2026 re-issues of 2021 and 2025 against the issues they replace (13 and 8 games
 * relabelled, 2 stale transcripts of 2025 corrected): whatever the order of the imports, the newest
 * issue decides, and removing it gives back what the older one alone gives.
 */
class WthorIssueOrderTest {

    /** Every stored game by what it is, not by ids (those depend on the order by construction). */
    static final String GAMES = "SELECT g.year, t.wthor_id, b.wthor_id, w.wthor_id, g.black_score, g.result, g.result_text, "
            + "g.theoretical_score, g.theoretical_depth, g.date, gm.moves_text, g.complete, g.final_black, g.final_white, "
            + "g.final_empties, g.opening_line, g.match_key, s.path, g.record_index, g.line FROM games g "
            + "JOIN game_moves gm ON gm.id = g.id JOIN sources s ON s.id = g.source_id LEFT JOIN tournaments t ON t.id = g.tournament_id "
            + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id ORDER BY gm.moves_text, s.path, g.record_index";
    /** The opening tree: every stored position with its counts, and the size of the position index. */
    static final String TREE = "SELECT player, opponent, black_to_move, ply, games, black_wins, draws, white_wins, disc_diff_sum, "
            + "scored_games, disc_diff_hist, theoretical_sum, theoretical_games, first_year, last_year, "
            + "(SELECT sum(entries) FROM position_games) FROM positions ORDER BY player, opponent, black_to_move";
    private static final List<String> YEARS = List.of("WTH_2021.wtb", "WTH_2025.wtb");

    @TempDir
    static Path dir;
    private static Path older;
    private static Path newer;

    @BeforeAll
    static void issues() throws IOException {
        older = Files.createDirectories(dir.resolve("older"));
        newer = Files.createDirectories(dir.resolve("newer"));
        for (String year : YEARS) {
            Files.copy(Samples.OLDER_WTHOR.resolve(year), older.resolve(year));
            Files.copy(Archive.WTHOR.resolve(year), newer.resolve(year));
        }
        for (Path d : List.of(older, newer)) {
            Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), d.resolve("WTHOR.JOU"));
            Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), d.resolve("WTHOR.TRN"));
        }
    }

    private static Path imported(String name, Path... dirs) {
        Path db = dir.resolve(name + ".db");
        for (Path d : dirs) {
            Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", d.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        return db;
    }

    private static void removeNewer(Path db) {
        Cli.Run run = Cli.run("remove", "--db", db.toString(), newer.resolve(YEARS.get(0)).toString(),
                newer.resolve(YEARS.get(1)).toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("The previous WTHOR issue of 2025", "holds the year's games again: 2,010 games");
    }

    private static void assertSameGamesAndTree(Path db, Path expected) {
        assertThat(Rows.of(db, GAMES)).isEqualTo(Rows.of(expected, GAMES));
        assertThat(Rows.of(db, TREE)).isEqualTo(Rows.of(expected, TREE));
    }

    @Test
    void everyOrderGivesWhatTheNewestIssueAloneGives() {
        Path newest = imported("newest", newer);
        assertThat(Rows.of(newest, "SELECT year, count(*) FROM games GROUP BY year")).containsExactly("2021|680|", "2025|2920|");
        assertSameGamesAndTree(imported("older-then-newer", older, newer), newest);
        assertSameGamesAndTree(imported("newer-then-older", newer, older), newest);
        // The 2 stale transcripts of 2025 are gone, and their moves left the tree: no game of the older issue alone
        // is missing from the newest but them.
        Path oldest = imported("older", older);
        List<String> olderMoves = Rows.of(oldest, "SELECT moves_text FROM game_moves ORDER BY 1");
        olderMoves.removeAll(Rows.of(newest, "SELECT moves_text FROM game_moves"));
        assertThat(olderMoves).hasSize(2);
    }

    @Test
    void anOlderIssueAfterANewerOneChangesNothingAndSaysSo() {
        Path db = imported("newer-first", newer);
        List<String> before = Rows.of(db, GAMES);
        Cli.Run run = Cli.run("import", "--db", db.toString(), older.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("WTH_2025.wtb: an older issue of 2025 (2025-11-27) than the one stored (2026-02-24",
                "its records are kept aside and change no game");
        assertThat(run.out()).contains("Games: 0 imported", "0 corrected");
        assertThat(Rows.of(db, GAMES)).isEqualTo(before);
    }

    @Test
    void removingTheNewestIssueGivesBackWhatTheOlderOneAloneGives() {
        Path olderAlone = imported("older-alone", older);
        Path olderThenNewer = imported("older-newer-removed", older, newer);
        removeNewer(olderThenNewer);
        assertSameGamesAndTree(olderThenNewer, olderAlone);
        Path newerThenOlder = imported("newer-older-removed", newer, older);
        removeNewer(newerThenOlder);
        assertSameGamesAndTree(newerThenOlder, olderAlone);
    }

    @Test
    @Tag("slow")
    void theOlderIssuesThenTheArchiveGiveTheArchive() throws IOException {
        // A database of the archive as shipped before FFO's 2026 re-issues, brought up to date by importing data/wthor.
        Path allOlder = Files.createDirectories(dir.resolve("all-older"));
        try (var files = Files.list(Samples.OLDER_WTHOR)) {
            for (Path f : files.toList()) {
                Files.copy(f, allOlder.resolve(f.getFileName()));
            }
        }
        Files.copy(Archive.WTHOR.resolve("WTHOR.JOU"), allOlder.resolve("WTHOR.JOU"));
        Files.copy(Archive.WTHOR.resolve("WTHOR.TRN"), allOlder.resolve("WTHOR.TRN"));
        Path db = imported("archive-after-older", allOlder, Archive.WTHOR);
        assertThat(Rows.of(db, "SELECT count(*) FROM games")).containsExactly(ArchiveFigures.ARCHIVE.games() + "|");
        assertSameGamesAndTree(db, Archive.database());
    }
}
