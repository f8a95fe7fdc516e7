package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.SourceRemoval;
import org.othellodb.store.SourceRow;
import org.othellodb.store.SourceTable;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.util.Progress;

/**
 * The 64-bit position hash only filters: with a hash so weak that every position of two years of
 * games falls on one of 64 values (and {@code single_positions} keeps 16 keys), a full build, an
 * update that replays only its new games and a removal write the tree's rows of the real hash, row
 * for row, and {@code single_positions} names each game as often (the positions it reaches alone).
 */
class HashCollisionTest {

    /** The real hash's top 4 bits and low 2: 64 values for the tens of thousands of positions. */
    private static final PositionHash WEAK = (player, opponent, black) -> PositionKey.hash64(player, opponent, black)
            & 0xF000_0000_0000_0003L;

    private static Path year(Path dir, String year) throws IOException {
        Path out = Files.createDirectories(dir.resolve(year));
        return Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), out.resolve("WTH_" + year + ".wtb"));
    }

    private static void importFiles(Path db, String... args) {
        String[] all = Stream.concat(Stream.of("import", "--db", db.toString(), "--quiet"), Stream.of(args)).toArray(String[]::new);
        Cli.Run run = Cli.run(all);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static TreeBuilder.Result weakUpdate(Path db) {
        try (Database d = Database.open(db)) {
            return new TreeBuilder(d, TreeBuilder.ALL_PLIES, TreeBuilder.DEFAULT_BUDGET_LONGS, WEAK).update(false);
        }
    }

    /** The tree's tables but single_positions, whose keys are the hash's. */
    private static List<String> rows(Path db) {
        List<String> dump = TreeDump.of(db);
        return dump.subList(0, dump.indexOf("single_positions"));
    }

    /** How many entries of single_positions name each game (by file and record). */
    private static Map<String, Integer> singlesByGame(Path db) {
        Map<String, Integer> out = new TreeMap<>();
        for (String line : TreeDump.singles(db)) {
            out.merge(line.substring(line.indexOf('|') + 1), 1, Integer::sum);
        }
        return out;
    }

    private static void assertSameTree(Path weak, Path strong) {
        List<String> expected = rows(strong);
        assertThat(expected).hasSizeGreaterThan(10_000);
        assertThat(rows(weak)).isEqualTo(expected);
        Map<String, Integer> singles = singlesByGame(strong);
        assertThat(singles.values().stream().mapToInt(Integer::intValue).sum()).isGreaterThan(10_000);
        assertThat(singlesByGame(weak)).isEqualTo(singles);
    }

    @Test
    void aWeakHashLeavesTheRowsOfTheRealOneInABuildAnUpdateAndARemoval(@TempDir Path dir) throws IOException {
        Path first = year(dir, "1990");
        Path second = year(dir, "1991");
        Path firstOnly = dir.resolve("first.db");
        importFiles(firstOnly, first.toString());
        Path both = dir.resolve("both.db");
        importFiles(both, first.toString(), second.toString());

        Path weak = dir.resolve("weak.db");
        importFiles(weak, "--no-tree", first.toString());
        assertThat(weakUpdate(weak).incremental()).isFalse();
        assertThat(TreeDump.singles(weak).stream().map(line -> line.substring(0, line.indexOf('|'))).distinct())
                .as("the weak hash's keys").hasSizeLessThanOrEqualTo(16);
        assertSameTree(weak, firstOnly);

        importFiles(weak, "--no-tree", second.toString());
        TreeBuilder.Result update = weakUpdate(weak);
        assertThat(update.incremental()).isTrue();
        assertThat(update.oldGamesReplayed()).as("every earlier game looks like a candidate").isPositive();
        assertSameTree(weak, both);

        try (Database d = Database.open(weak)) {
            d.inWriteTransaction(() -> {
                TreeRemoval removal = TreeRemoval.watch(d, WEAK).orElseThrow();
                SourceRow row = new SourceTable(d).all().stream().filter(s -> s.path().endsWith("WTH_1991.wtb")).findFirst().orElseThrow();
                new SourceRemoval(d).remove(row);
                return removal.apply(Progress.NONE);
            });
        }
        assertSameTree(weak, firstOnly);
    }
}
