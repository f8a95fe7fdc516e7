package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;
import org.othellodb.support.SingleRows;

/**
 * The tree written from sorted runs on disk is the same whatever the memory budget (a budget of a
 * few hundred records spills hundreds of runs) and whether the games come in one import or in
 * three (an update replays only its new games: it adds them to stored positions, finds the
 * positions they share with one earlier game in single_positions, and keeps that table as a full
 * build writes it), compared row by row by position key (ids depend on the order of imports).
 */
class TreeSpillTest {

    private static final String POSITIONS = "SELECT player, opponent, black_to_move, ply, games, black_wins, draws, white_wins, "
            + "disc_diff_sum, scored_games, disc_diff_hist, theoretical_sum, theoretical_games, first_year, last_year "
            + "FROM positions ORDER BY player, opponent, black_to_move";
    private static final String MOVES = "SELECT p.player, p.opponent, p.black_to_move, m.move, m.games, m.black_wins, m.draws, "
            + "m.white_wins, m.disc_diff_sum, m.disc_diff_hist, m.theoretical_sum, m.first_year, m.last_year "
            + "FROM position_moves m JOIN positions p ON p.id = m.position_id ORDER BY 1, 2, 3, 4";
    private static final String INDEX = "SELECT p.player, p.opponent, p.black_to_move, pg.first_game, pg.entries, pg.games "
            + "FROM position_games pg JOIN positions p ON p.id = pg.position_id ORDER BY 1, 2, 3, 4";

    private static Path years(Path dir, String name, String... years) throws IOException {
        Path out = Files.createDirectories(dir.resolve(name));
        for (String y : years) {
            Files.copy(Archive.WTHOR.resolve("WTH_" + y + ".wtb"), out.resolve("WTH_" + y + ".wtb"));
        }
        return out;
    }

    private static void importFiles(Path db, String... args) {
        String[] all = Stream.concat(Stream.of("import", "--db", db.toString(), "--quiet"), Stream.of(args)).toArray(String[]::new);
        Cli.Run run = Cli.run(all);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static TreeBuilder.Result update(Path db, int budgetLongs) {
        try (Database d = Database.open(db)) {
            return new TreeBuilder(d, TreeBuilder.ALL_PLIES, budgetLongs).update(false);
        }
    }

    /** Every table of the tree, row by row, as in {@code whole}. */
    private static void assertSameTree(Path steps, Path whole) {
        List<String> positions = Rows.of(whole, POSITIONS);
        assertThat(positions).hasSizeGreaterThan(1000);
        assertThat(Rows.of(steps, POSITIONS)).isEqualTo(positions);
        assertThat(Rows.of(steps, MOVES)).isEqualTo(Rows.of(whole, MOVES));
        assertThat(Rows.of(steps, INDEX)).isEqualTo(Rows.of(whole, INDEX));
        assertChunked(whole);
        List<String> singles = SingleRows.of(whole);
        assertThat(singles).hasSizeGreaterThan(10_000);
        assertThat(SingleRows.of(steps)).isEqualTo(singles);
        assertThat(Rows.of(steps, "SELECT value FROM meta WHERE key = 'tree_single_positions'"))
                .isEqualTo(Rows.of(steps, "SELECT value FROM meta WHERE key = 'tree_last_game'"));
    }

    /**
     * Each position's games are cut into chunks of 1024 in game order, every one but the last full, and
     * together they are the games the position counts, in increasing game id; the start position's games
     * need several chunks.
     */
    static void assertChunked(Path db) {
        assertThat(Rows.of(db, "SELECT count(*) FROM position_games WHERE entries <> json_array_length(games) "
                + "OR first_game <> json_extract(games, '$[0]') >> 7 OR entries > 1024")).containsExactly("0|");
        assertThat(Rows.of(db, "SELECT count(*) FROM position_games pg WHERE entries <> 1024 "
                + "AND first_game < (SELECT max(first_game) FROM position_games WHERE position_id = pg.position_id)")).containsExactly("0|");
        assertThat(Rows.of(db, "SELECT count(*) FROM positions p WHERE games <> "
                + "(SELECT sum(entries) FROM position_games WHERE position_id = p.id)")).containsExactly("0|");
        assertThat(Rows.of(db, "SELECT count(*) FROM position_games a JOIN position_games b ON b.position_id = a.position_id "
                + "AND b.first_game = (SELECT min(first_game) FROM position_games WHERE position_id = a.position_id "
                + "AND first_game > a.first_game) WHERE json_extract(a.games, '$[#-1]') >> 7 >= b.first_game")).containsExactly("0|");
        assertThat(Rows.of(db, "SELECT max(n) > 1 FROM (SELECT count(*) AS n FROM position_games GROUP BY position_id)"))
                .containsExactly("1|");
    }

    @Test
    void aSmallBudgetAndAnUpdateInThreeStepsWriteTheRowsOfOneBuild(@TempDir Path dir) throws IOException {
        Path first = years(dir, "first", "1990", "1991");
        Path second = years(dir, "second", "1992");
        Path third = years(dir, "third", "1993");

        Path whole = dir.resolve("whole.db");
        importFiles(whole, first.toString(), second.toString(), third.toString());

        Path steps = dir.resolve("steps.db");
        importFiles(steps, "--no-tree", first.toString());
        TreeBuilder.Result one = update(steps, 400);
        assertThat(one.incremental()).isFalse();
        long added = one.positionsAdded();
        for (Path next : List.of(second, third)) {
            importFiles(steps, "--no-tree", next.toString());
            TreeBuilder.Result step = update(steps, 400);
            assertThat(step.rebuilt()).isFalse();
            assertThat(step.incremental()).as("only the new games replayed").isTrue();
            assertThat(step.positionsUpdated()).isPositive();
            assertThat(step.positionsAdded()).isPositive();
            // An earlier game is read only where a new game joined it at a position it had alone.
            assertThat(step.oldGamesReplayed()).isPositive().isLessThan(one.gamesAdded());
            added += step.positionsAdded();
        }
        assertThat(added).isEqualTo(Rows.of(whole, POSITIONS).size());
        assertSameTree(steps, whole);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("scratch folders are deleted")
                    .noneMatch(n -> n.contains("othello-db-tree"));
        }
    }

    /**
     * A sort that may merge only 8 runs at once merges its hundreds of runs in levels (runs into
     * runs on disk) and writes the rows of the build with the default budget and fan-in, first in full
     * then as an update.
     */
    @Test
    void eightRunsOpenAtOnceWriteTheRowsOfTheDefaultBuild(@TempDir Path dir) throws IOException {
        Path first = years(dir, "first", "1990", "1991");
        Path second = years(dir, "second", "1992");
        Path whole = dir.resolve("whole.db");
        importFiles(whole, first.toString(), second.toString());

        Path small = dir.resolve("small.db");
        for (Path next : List.of(first, second)) {
            importFiles(small, "--no-tree", next.toString());
            try (Database d = Database.open(small)) {
                assertThat(new TreeBuilder(d, TreeBuilder.ALL_PLIES, 400).fanIn(8).update(false).gamesAdded()).isPositive();
            }
        }
        assertSameTree(small, whole);
    }

    @Test
    void aTreeBuiltBeforeSinglePositionsGetsThemAtItsNextUpdateThenUpdatesIncrementally(@TempDir Path dir) throws IOException {
        Path first = years(dir, "first", "1990");
        Path second = years(dir, "second", "1991");
        Path third = years(dir, "third", "1992");
        Path whole = dir.resolve("whole.db");
        importFiles(whole, first.toString(), second.toString(), third.toString());

        Path steps = dir.resolve("steps.db");
        importFiles(steps, first.toString());
        try (Database d = Database.open(steps)) { // as a database upgraded from schema 7, or written by the Spark job
            d.handle().execute("DELETE FROM single_positions");
            d.handle().execute("DELETE FROM meta WHERE key = 'tree_single_positions'");
        }
        Cli.Run migrated = Cli.run("import", "--db", steps.toString(), second.toString());
        assertThat(migrated.exitCode()).as(migrated.err()).isZero();
        assertThat(migrated.err().lines().filter(l -> l.contains("single_positions")))
                .containsExactly("othello-db: this tree has no single_positions (built by an earlier version, or by the Spark "
                        + "job): this update builds the tree again to make it; later imports replay only their new games");
        assertThat(migrated.out()).contains("positions added", "(rebuilt)");
        try (Database d = Database.open(steps)) {
            assertThat(new TreeBuilder(d, TreeBuilder.ALL_PLIES).readsEveryGame(false)).isFalse();
        }
        importFiles(steps, "--no-tree", third.toString());
        TreeBuilder.Result next = update(steps, 400);
        assertThat(next.incremental()).isTrue();
        assertSameTree(steps, whole);
    }

    @Test
    void importingTheSameFilesAgainChangesNothing(@TempDir Path dir) throws IOException {
        Path first = years(dir, "first", "1990");
        Path db = dir.resolve("again.db");
        importFiles(db, first.toString());
        List<String> singles = SingleRows.of(db);
        List<String> positions = Rows.of(db, POSITIONS);
        importFiles(db, first.toString());
        assertThat(SingleRows.of(db)).isEqualTo(singles);
        assertThat(Rows.of(db, POSITIONS)).isEqualTo(positions);
    }
}
