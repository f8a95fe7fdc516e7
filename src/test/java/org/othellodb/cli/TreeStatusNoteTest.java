package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;

/** A tree that does not count every stored game says so on stderr, and stdout stays the report alone. */
class TreeStatusNoteTest {

    private static final String OLDER_2019 = "src/test/resources/samples/wthor-older-issues/WTH_2019.wtb";
    private static final String NEWER_2019 = "data/wthor/WTH_2019.wtb";

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    @Test
    void gamesImportedWithoutTheTreeAreNamedUntilAnImportCountsThem(@TempDir Path dir) {
        String db = dir.resolve("t.db").toString();
        ok("import", "--db", db, "--quiet", "data/wthor/WTH_1990.wtb");
        ok("import", "--db", db, "--quiet", "--no-tree", "data/wthor/WTH_1991.wtb");

        Cli.Run tree = ok("tree", "--db", db, "f5", "--format", "json");
        // 2,986 games of 1990 counted (the oracle's count for the year), 3,152 of 1991 not.
        assertThat(tree.err()).contains("the opening tree counts 2,986 of the 6,138 games (3,152 imported with --no-tree");
        assertThat(tree.out()).startsWith("{").contains("\"games\" : 2986");
        assertThat(ok("games", "--db", db, "--position", "f5d6", "--limit", "1").err()).contains("counts 2,986 of the 6,138");
        assertThat(ok("games", "--db", db, "--from", "1991", "--to", "1991", "--limit", "1").err()).as("no position: the games table answers").isEmpty();

        // The file was imported before, so it is skipped, but the tree catches up and the warning goes.
        ok("import", "--db", db, "--quiet", "data/wthor/WTH_1991.wtb");
        Cli.Run after = ok("tree", "--db", db, "f5", "--format", "json");
        assertThat(after.err()).isEmpty();
        assertThat(after.out()).contains("\"games\" : 6138");
    }

    @Test
    void aTreeAwaitingItsRebuildIsNamed(@TempDir Path dir) {
        String db = dir.resolve("t.db").toString();
        ok("import", "--db", db, "--quiet", OLDER_2019);
        ok("import", "--db", db, "--quiet", NEWER_2019);
        assertThat(ok("tree", "--db", db, "f5").err()).isEmpty();

        // Removing the newer issue gives the year back to the older one in place; --no-tree leaves the rebuild for later.
        ok("remove", "--db", db, "--no-tree", NEWER_2019);
        assertThat(ok("tree", "--db", db, "f5").err()).contains("were changed since it was built").contains("'othello-db build'");

        // The next import that writes rebuilds the tree (here the newer issue again, which takes the year back).
        ok("import", "--db", db, "--quiet", NEWER_2019);
        assertThat(ok("tree", "--db", db, "f5").err()).isEmpty();
    }
}
