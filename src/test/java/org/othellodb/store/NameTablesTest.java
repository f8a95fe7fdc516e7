package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a name from a text source finds its row: by its spelling up to case and spacing, or as a former WTHOR spelling. */
class NameTablesTest {

    private static List<String> players(Database db) {
        // The transaction's own connection: the rows are not committed yet.
        return db.handle().createQuery("SELECT id || ' ' || name || ' ' || coalesce(wthor_id, '-') FROM players ORDER BY id")
                .mapTo(String.class).list();
    }

    @Test
    void spellingsThatDifferInCaseAndSpacingAreOnePlayerEveryTime(@TempDir Path dir) {
        try (Database db = Database.open(dir.resolve("t.db"))) {
            db.inWriteTransaction(() -> {
                NameTables names = new NameTables(db);
                Long id = names.named(NameTables.Kind.PLAYERS, "Inoue Hiroshi");
                assertThat(id).isNotNull();
                // Each asked twice: the second answer comes from the spellings already seen.
                for (String spelling : List.of("Inoue Hiroshi", "  inoue   HIROSHI ", "Inoue\tHiroshi", "INOUE HIROSHI")) {
                    assertThat(names.named(NameTables.Kind.PLAYERS, spelling)).as(spelling).isEqualTo(id);
                    assertThat(names.named(NameTables.Kind.PLAYERS, spelling)).as(spelling).isEqualTo(id);
                }
                Long other = names.named(NameTables.Kind.PLAYERS, "Inoue Hiroshi II");
                assertThat(other).isNotEqualTo(id);
                assertThat(names.named(NameTables.Kind.PLAYERS, " ")).isNull();
                assertThat(players(db)).containsExactly(id + " Inoue Hiroshi -", other + " Inoue Hiroshi II -");
                return null;
            });
            // A new table object, loaded from the rows, finds the same ids.
            db.inWriteTransaction(() -> {
                NameTables names = new NameTables(db);
                assertThat(names.named(NameTables.Kind.PLAYERS, "inoue hiroshi")).isEqualTo(1L);
                return null;
            });
        }
    }

    @Test
    void aFormerWthorSpellingFindsTheWthorRowWhicheverComesFirst(@TempDir Path dir) {
        KnownRenames.Rename rename = KnownRenames.all().stream().filter(r -> r.kind() == NameTables.Kind.PLAYERS).findFirst().orElseThrow();
        NameTables.Kind players = NameTables.Kind.PLAYERS;
        try (Database db = Database.open(dir.resolve("wthor-first.db"))) {
            db.inWriteTransaction(() -> {
                NameTables names = new NameTables(db);
                long wthor = names.wthor(players, rename.wthorId(), rename.current(), "2026-02-01");
                assertThat(names.named(players, rename.former())).isEqualTo(wthor);
                assertThat(names.named(players, rename.former())).isEqualTo(wthor);
                assertThat(names.named(players, rename.current())).isEqualTo(wthor);
                return null;
            });
        }
        try (Database db = Database.open(dir.resolve("text-first.db"))) {
            db.inWriteTransaction(() -> {
                NameTables names = new NameTables(db);
                Long text = names.named(players, rename.former());
                assertThat(text).isNotNull();
                assertThat(names.named(players, rename.former())).isEqualTo(text);
                // The WTHOR row, met later, is the row the former spelling made: it takes the name file's spelling.
                assertThat(Long.valueOf(names.wthor(players, rename.wthorId(), rename.current(), "2026-02-01"))).isEqualTo(text);
                assertThat(names.named(players, rename.former())).isEqualTo(text);
                assertThat(players(db)).containsExactly(text + " " + rename.current() + " " + rename.wthorId());
                return null;
            });
        }
    }
}
