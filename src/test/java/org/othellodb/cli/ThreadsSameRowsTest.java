package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.store.Database;
import org.othellodb.support.Archive;
import org.othellodb.support.ArchiveFigures;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * {@code --threads 1} (everything on one thread) and the default (reading, replay and sorting on
 * the other core while one thread writes) write the same database: every table, row for row.
 */
class ThreadsSameRowsTest {

    /** Columns that hold the time of the run, which two runs cannot share. */
    private static final List<String> CLOCK_COLUMNS = List.of("imported_at");

    @TempDir
    Path dir;

    /** Four real years: the first three a full build, the last an update of the tree (the incremental path). */
    @Test
    void fourYearsImportedInTwoStepsGiveTheSameRowsOnOneThreadAsOnTwo() throws IOException {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        Files.createDirectories(first);
        Files.createDirectories(second);
        for (String name : List.of("WTHOR.JOU", "WTHOR.TRN", "WTH_1988.wtb", "WTH_1989.wtb", "WTH_1990.wtb")) {
            Files.copy(Archive.WTHOR.resolve(name), first.resolve(name));
        }
        Files.copy(Archive.WTHOR.resolve("WTH_1991.wtb"), second.resolve("WTH_1991.wtb"));
        Path one = dir.resolve("one.db");
        Path two = dir.resolve("two.db");
        for (Path input : List.of(first, second)) {
            imported(one, "--threads", "1", input.toString());
            imported(two, input.toString());
        }
        assertThat(Rows.of(one, "SELECT count(*) FROM positions")).doesNotContain("0|");
        assertSameTables(one, two);
    }

    /** The whole archive with its tree, as {@code build} makes it. */
    @Test
    @Tag("slow")
    void theArchiveGivesTheSameRowsOnOneThreadAsOnTwo() {
        Path one = dir.resolve("one.db");
        Path two = dir.resolve("two.db");
        imported(one, "--threads", "1", Archive.WTHOR.toString());
        imported(two, "--threads", "2", Archive.WTHOR.toString());
        assertThat(Rows.of(one, "SELECT count(*) FROM games")).containsExactly(ArchiveFigures.ARCHIVE.games() + "|");
        assertSameTables(one, two);
    }

    private static void imported(Path db, String... args) {
        List<String> all = new ArrayList<>(List.of("import", "--db", db.toString(), "--quiet"));
        all.addAll(List.of(args));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static void assertSameTables(Path one, Path two) {
        List<String> tables = Rows.of(one, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
        assertThat(Rows.of(two, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).isEqualTo(tables);
        assertThat(tables).contains("games|", "positions|", "position_moves|", "position_games|", "single_positions|");
        for (String row : tables) {
            String table = row.substring(0, row.length() - 1);
            String select = select(one, table);
            List<String> expected = Rows.of(one, select);
            assertThat(Rows.of(two, select)).as(table).isEqualTo(expected);
        }
    }

    /** Every column but the clock's, the rows in the order of all of them (rowid or not, a total order). */
    private static String select(Path db, String table) {
        try (Database d = Database.openExisting(db)) {
            List<String> columns = d.handle().createQuery("SELECT name FROM pragma_table_info(:t)").bind("t", table)
                    .mapTo(String.class).list().stream().filter(c -> !CLOCK_COLUMNS.contains(c)).toList();
            String order = IntStream.rangeClosed(1, columns.size()).mapToObj(Integer::toString).collect(Collectors.joining(", "));
            return "SELECT " + columns.stream().map(c -> "\"" + c + "\"").collect(Collectors.joining(", ")) + " FROM \"" + table
                    + "\" ORDER BY " + order;
        }
    }
}
