package org.othellodb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** A command that only reads leaves the directory as it found it: no -wal or -shm file beside the database. */
class QueryLeavesNoLogTest {

    @Test
    void readingCommandsLeaveNoWalOrShmBehind(@TempDir Path dir) {
        Path db = dir.resolve("t.db");
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_1977.wtb").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(Files.exists(Path.of(db + "-wal"))).as("the import closed cleanly").isFalse();
        for (List<String> query : List.of(List.of("stats"), List.of("tree"), List.of("games", "--limit", "2"),
                List.of("sources"), List.of("lines"))) {
            Cli.Run run = Cli.run(Stream.concat(Stream.of(query.get(0), "--db", db.toString()), query.stream().skip(1))
                    .toArray(String[]::new));
            assertThat(run.exitCode()).as(query + ": " + run.err()).isZero();
            assertThat(Files.exists(Path.of(db + "-wal"))).as(query + " left a -wal").isFalse();
            assertThat(Files.exists(Path.of(db + "-shm"))).as(query + " left a -shm").isFalse();
        }
        try (Database d = Database.openExisting(db)) {
            assertThat(d.isReadOnly()).isTrue();
            assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> d.handle().execute("DELETE FROM import_problems")))
                    .as("still read-only").hasMessageContaining("readonly");
        }
    }
}
