package org.othellodb.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/**
 * On the whole archive: removing the first year (the smallest game ids, so that every chunk of the
 * start position is cut again) and a late one leaves every tree table as a fresh import of the
 * other files writes it.
 */
@Tag("slow")
class RemoveFromArchiveTreeTest {

    private static final List<String> REMOVED = List.of("WTH_1977.wtb", "WTH_2024.wtb");

    @Test
    void removingTwoYearsFromTheArchiveLeavesTheTreeOfTheOthers(@TempDir Path dir) throws IOException {
        Path db = Files.copy(Archive.database(), dir.resolve("removed.db"));
        Cli.Run removed = Cli.run(Stream.concat(Stream.of("remove", "--db", db.toString()),
                REMOVED.stream().map(f -> Archive.WTHOR.resolve(f).toString())).toArray(String[]::new));
        assertThat(removed.exitCode()).as(removed.err()).isZero();
        assertThat(removed.out()).contains("games taken out").doesNotContain("rebuilt");

        Path others = Files.createDirectories(dir.resolve("others"));
        try (Stream<Path> files = Files.list(Archive.WTHOR)) {
            for (Path f : files.filter(f -> !REMOVED.contains(f.getFileName().toString())).toList()) {
                Files.copy(f, others.resolve(f.getFileName()));
            }
        }
        Path fresh = dir.resolve("fresh.db");
        Cli.Run imported = Cli.run("import", "--db", fresh.toString(), "--quiet", others.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(TreeDump.digest(db)).isEqualTo(TreeDump.digest(fresh));
        TreeSpillTest.assertChunked(db);
    }
}
