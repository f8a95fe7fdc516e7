package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.store.TreeTables;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * A schema 7 database kept {@code single_positions} as rows (hash, game): the upgrade to schema 8
 * drops them for the packed table, empty and marked incomplete, the tree's positions untouched; the
 * next import with new games builds the tree again and writes the rows of a fresh import.
 */
class SinglePositionsUpgradeTest {

    private static Path year(Path dir, String year) throws IOException {
        Path out = Files.createDirectories(dir.resolve(year));
        return Files.copy(Archive.WTHOR.resolve("WTH_" + year + ".wtb"), out.resolve("WTH_" + year + ".wtb"));
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return run;
    }

    /** Turns a database of this version back into schema 7's form of single_positions. */
    private static void toSchemaSeven(Path file) {
        try (Database db = Database.open(file)) {
            db.handle().createScript("DROP TABLE single_positions; "
                    + "CREATE TABLE single_positions (hash INTEGER PRIMARY KEY, game_id INTEGER NOT NULL); "
                    + "INSERT INTO single_positions VALUES (-5, 1), (7, 2); "
                    + "DELETE FROM meta WHERE key = 'tree_single_bucket_bits'").execute();
            db.setMeta("schema_version", "7");
        }
    }

    @Test
    void aSchemaSevenTreeIsUpgradedThenBuiltAgainAtItsNextImport(@TempDir Path dir) throws IOException {
        Path first = year(dir, "1981");
        Path second = year(dir, "1982");
        Path db = dir.resolve("old.db");
        ok("import", "--db", db.toString(), "--quiet", first.toString());
        String positions = "SELECT count(*), sum(games) FROM positions";
        var before = Rows.of(db, positions);
        toSchemaSeven(db);

        try (Database d = Database.open(db)) {
            assertThat(d.meta("schema_version")).contains(Integer.toString(Database.SCHEMA_VERSION));
            assertThat(Rows.of(d, "SELECT name FROM pragma_table_info('single_positions') ORDER BY cid"))
                    .containsExactly("bucket|", "entries|");
            assertThat(Rows.of(d, "SELECT count(*) FROM single_positions")).containsExactly("0|");
            assertThat(d.meta("tree_single_positions")).isEmpty();
            assertThat(new TreeTables(d).singlePositionsComplete()).isFalse();
        }
        assertThat(Rows.of(db, positions)).as("the tree stays until the next import").isEqualTo(before);
        ok("import", "--db", db.toString(), "--quiet", first.toString());
        assertThat(Rows.of(db, "SELECT count(*) FROM single_positions")).as("no new game: nothing built").containsExactly("0|");

        Cli.Run next = ok("import", "--db", db.toString(), second.toString());
        assertThat(next.out()).contains("(rebuilt)");
        Path fresh = dir.resolve("fresh.db");
        ok("import", "--db", fresh.toString(), "--quiet", first.toString(), second.toString());
        assertThat(TreeDump.of(db)).isEqualTo(TreeDump.of(fresh));
        try (Database d = Database.open(db)) {
            assertThat(new TreeBuilder(d, TreeBuilder.ALL_PLIES).readsEveryGame(false)).isFalse();
        }
    }
}
