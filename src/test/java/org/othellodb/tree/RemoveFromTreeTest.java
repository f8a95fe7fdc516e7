package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.CliProcess;
import org.othellodb.support.Rows;
import org.othellodb.support.SingleRows;

/**
 * {@code remove} takes its games out of the opening tree in the transaction that deletes them,
 * replaying only them: every tree table is then, row for row and chunk for chunk, what a fresh
 * import of the other files writes, and a kill inside the removal leaves the whole before or the
 * whole after (the writer is stopped at a test-only pause and killed there, so that the kill lands
 * where it means to every time).
 */
class RemoveFromTreeTest {

    private static Path year(Path dir, String year) throws IOException {
        Path out = Files.createDirectories(dir.resolve("files"));
        return Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), out.resolve("WTH_" + year + ".wtb"));
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    private static Path imported(Path db, Path... files) {
        for (Path f : files) {
            ok("import", "--db", db.toString(), "--quiet", f.toString());
        }
        return db;
    }

    private static int count(Path db, String sql) {
        return Integer.parseInt(Rows.of(db, sql).get(0).replace("|", ""));
    }

    private static final String START_CHUNKS = "SELECT count(*) FROM position_games pg JOIN positions p ON p.id = pg.position_id "
            + "WHERE p.ply = 0";

    @Test
    void removingAFileLeavesTheTreeOfAFreshImportOfTheOthers(@TempDir Path dir) throws IOException {
        Path a1 = year(dir, "1990");
        Path b = year(dir, "1988"); // 1,823 games: the start position loses a chunk of 1,024
        Path a2 = year(dir, "1980");
        Path fresh = imported(dir.resolve("fresh.db"), a1, a2);
        // b between the two: its games' ids are in the middle, so the chunks before the last are cut again too.
        Path db = imported(dir.resolve("removed.db"), a1, b, a2);
        List<String> withB = TreeDump.of(db);
        int startChunks = count(db, START_CHUNKS);

        // --no-tree once left the tree counting the removed games until the next import; they leave it now, whatever the option.
        Cli.Run removed = ok("remove", "--db", db.toString(), "--no-tree", b.toString());
        assertThat(TreeDump.of(db)).isEqualTo(TreeDump.of(fresh));
        assertThat(removed.out()).as("only the removed games replayed").contains("Opening tree: 1,823 games taken out;")
                .doesNotContain("rebuilt");
        TreeSpillTest.assertChunked(db);
        assertThat(count(db, START_CHUNKS)).isLessThan(startChunks);
        assertDroppedToOneAndToNone(withB, db);
        try (Database d = Database.openExisting(db)) {
            assertThat(d.handle().createQuery("PRAGMA foreign_key_check").mapToMap().list()).isEmpty();
        }

        ok("import", "--db", db.toString(), "--quiet", b.toString());
        assertThat(TreeDump.of(db)).as("imported again: as a fresh import of the three").isEqualTo(TreeDump.of(
                imported(dir.resolve("all.db"), a1, a2, b)));
    }

    /** Some positions the removed games shared with others are now reached by one game (in single_positions), some by none. */
    private static void assertDroppedToOneAndToNone(List<String> before, Path after) {
        Set<String> kept = new HashSet<>(Rows.of(after, "SELECT player, opponent, black_to_move FROM positions"));
        Set<String> singles = new HashSet<>();
        for (String entry : SingleRows.of(after)) {
            singles.add(entry.substring(0, entry.indexOf('|') + 1));
        }
        int toOne = 0;
        int toNone = 0;
        for (String line : before.subList(1, before.indexOf("position_moves"))) {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String[] f = line.split("\\|");
            String key = f[0] + "|" + f[1] + "|" + f[2] + "|";
            if (kept.contains(key)) {
                continue;
            }
            // The table keeps a hash's top 32 bits: a position dropped to none could share them with another (about 1 in 10^5 here).
            long hash = PositionKey.hash64(Long.parseLong(f[0]), Long.parseLong(f[1]), f[2].equals("1"));
            if (singles.contains((hash >> 32) + "|")) {
                toOne++;
            } else {
                toNone++;
            }
        }
        assertThat(toOne).as("positions down to one game").isPositive();
        assertThat(toNone).as("positions down to none").isPositive();
    }

    @Test
    void aKillInsideRemoveLeavesTheWholeBeforeOrTheWholeAfter(@TempDir Path dir) throws Exception {
        Path a = year(dir, "1990");
        Path b = year(dir, "1980");
        List<String> onlyA = TreeDump.of(imported(dir.resolve("a.db"), a));
        Path ab = imported(dir.resolve("ab.db"), a, b);
        List<String> both = TreeDump.of(ab);
        int games = count(ab, "SELECT count(*) FROM games");

        Path before = Files.copy(ab, dir.resolve("before.db"));
        killAt("remove-before-commit", before, b, dir);
        assertThat(count(before, "SELECT count(*) FROM games")).isEqualTo(games);
        assertThat(TreeDump.of(before)).as("killed before the commit: all of it before").isEqualTo(both);

        Path after = Files.copy(ab, dir.resolve("after.db"));
        killAt("remove-after-commit", after, b, dir);
        assertThat(count(after, "SELECT count(*) FROM games")).isEqualTo(games - 160);
        assertThat(TreeDump.of(after)).as("killed after the commit: all of it after").isEqualTo(onlyA);
        for (Path db : List.of(before, after)) {
            assertThat(Rows.of(db, "PRAGMA integrity_check")).containsExactly("ok|");
        }
        ok("import", "--db", after.toString(), "--quiet", b.toString());
        assertThat(TreeDump.of(after)).as("the removed file imported again").isEqualTo(both);
    }

    /** Runs {@code remove} in a process of its own, stops it at {@code point} and kills it there (SIGKILL). */
    private static void killAt(String point, Path db, Path file, Path dir) throws Exception {
        CliProcess.killAt(point, dir, "remove", "--db", db.toString(), file.toString());
    }
}
