package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** A command refused (exit 2) leaves no file behind: no empty database, no export under a name of another kind. */
class RefusalsLeaveNothingTest {

    private static long files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    @Test
    void anImportWithNothingToImportCreatesNoDatabase(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("new.db");
        Cli.Run missing = Cli.run("import", "--db", db.toString(), dir.resolve("missing-dir").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("missing-dir: no such file or directory (nothing imported; " + db + " was not created)");
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Cli.Run nothing = Cli.run("import", "--db", db.toString(), empty.toString());
        assertThat(nothing.exitCode()).isEqualTo(2);
        assertThat(nothing.err()).contains("no file to import");
        assertThat(db).doesNotExist();
        assertThat(files(dir)).isEqualTo(1); // the empty directory only

        // A good file with a missing one is refused before anything, too.
        Cli.Run mixed = Cli.run("import", "--db", db.toString(), Samples.GGF.resolve("nboard_test.ggf").toString(),
                dir.resolve("typo.pgn").toString());
        assertThat(mixed.exitCode()).isEqualTo(2);
        assertThat(db).doesNotExist();
    }

    @Test
    void anExportIsNotWrittenUnderANameOfAnotherKindWithoutForce(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("g.db");
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", Samples.GGF.toString()).exitCode()).isIn(0, 3);
        Path notes = dir.resolve("notes.txt");
        Cli.Run refused = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", notes.toString());
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains(notes + ": the name says .txt but --format pgn writes pgn games; name it .pgn, "
                + "or give --force");
        assertThat(notes).doesNotExist();
        assertThat(Cli.run("export", "--db", db.toString(), "--format", "csv", "--out", dir.resolve("g.pgn").toString())
                .exitCode()).isEqualTo(2);

        for (String name : new String[] {"games.pgn", "games.PGN", "games"}) {
            Cli.Run ok = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", dir.resolve(name).toString());
            assertThat(ok.exitCode()).as(name + ": " + ok.err()).isZero();
        }
        assertThat(Cli.run("export", "--db", db.toString(), "--format", "text", "--out", dir.resolve("moves.txt").toString())
                .exitCode()).isZero();
        Cli.Run forced = Cli.run("export", "--db", db.toString(), "--format", "pgn", "--out", notes.toString(), "--force");
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(Files.readString(notes)).startsWith("[Event ");
    }
}
