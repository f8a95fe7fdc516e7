package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.util.Progress;

/**
 * The tree's update tells its progress bar each pass with its size, and steps that add up to that
 * size: a bar that fills to its end, whatever the number of games (the bar itself is drawn only on
 * a terminal, by the command).
 */
class TreeProgressTest {

    /** What a progress bar would be told: each phase's total and the sum of its steps. */
    private static final class Told implements Progress {
        final Map<String, long[]> phases = new LinkedHashMap<>();
        private long[] current;

        @Override
        public void phase(String name, long total, String unit) {
            current = new long[] {total, 0};
            phases.put(name + " (" + unit + ")", current);
        }

        @Override
        public void step(long n) {
            current[1] += n;
        }
    }

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void aFullBuildAndAnUpdateTellEachPassWithStepsThatAddUpToIt(@TempDir Path dir) {
        Path db = dir.resolve("t.db");
        // 1977 and 1978: 159 games (the WTHOR headers' counts), then 1979 added to a built tree.
        ok("import", "--db", db.toString(), "--quiet", "--no-tree", Archive.WTHOR.resolve("WTH_1977.wtb").toString(),
                Archive.WTHOR.resolve("WTH_1978.wtb").toString());
        Told full = new Told();
        long games;
        try (Database opened = Database.open(db)) {
            games = new TreeBuilder(opened, TreeBuilder.ALL_PLIES).progress(full).update(false).gamesAdded();
        }
        assertThat(new ArrayList<>(full.phases.keySet())).containsExactly("count positions (games)",
                "collect shared positions (games)", "write positions (visits)");
        assertThat(full.phases.get("count positions (games)")).containsExactly(games, games);
        assertThat(full.phases.get("collect shared positions (games)")).containsExactly(games, games);
        long[] write = full.phases.get("write positions (visits)");
        assertThat(write[0]).isPositive();
        assertThat(write[1]).isEqualTo(write[0]);

        ok("import", "--db", db.toString(), "--quiet", "--no-tree", Archive.WTHOR.resolve("WTH_1979.wtb").toString());
        Told update = new Told();
        long added;
        try (Database opened = Database.open(db)) {
            added = new TreeBuilder(opened, TreeBuilder.ALL_PLIES).progress(update).update(false).gamesAdded();
        }
        assertThat(added).isPositive();
        List<String> names = new ArrayList<>(update.phases.keySet());
        assertThat(names).containsExactly("replay new games (games)", "write positions (visits)");
        assertThat(update.phases.get("replay new games (games)")).containsExactly(added, added);
        long[] written = update.phases.get("write positions (visits)");
        assertThat(written[1]).isEqualTo(written[0]);
    }
}
