package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

/** Imported files are shown from where the user stands, as they would type them, unless the absolute path is shorter. */
class ShownPathTest {

    private static final Path HERE = Path.of("/home/ann/othello");

    @Test
    void aFileUnderTheWorkingDirectoryIsShownRelativeToIt() {
        assertThat(ShownPath.of("/home/ann/othello/data/wthor/WTH_2004.wtb", HERE)).isEqualTo("data/wthor/WTH_2004.wtb");
        assertThat(ShownPath.of("/home/ann/games/a.pgn", HERE)).isEqualTo("../games/a.pgn");
    }

    @Test
    void aFileFarAwayKeepsItsAbsolutePathAndAnOddOneIsShownAsStored() {
        assertThat(ShownPath.of("/srv/a.pgn", HERE)).isEqualTo("/srv/a.pgn");
        assertThat(ShownPath.of("/home/b/games/long-name-of-a-folder/a.pgn", Path.of("/home/ann/othello/x")))
                .isEqualTo("/home/b/games/long-name-of-a-folder/a.pgn"); // ../../../b/... climbs three directories
        assertThat(ShownPath.of("/home/ann/othello", HERE)).isEqualTo("/home/ann/othello");
        assertThat(ShownPath.of("games/a.pgn", HERE)).isEqualTo("games/a.pgn");
    }

    @Test
    void gameAndSourcesShowTheArchiveRelativeToTheWorkingDirectory() {
        // The tests run at the project's top, where data/wthor is.
        String db = Archive.database().toString();
        Cli.Run game = Cli.run("game", "1", "--db", db);
        assertThat(game.out()).contains("Source: data/wthor/WTH_1977.wtb, record 0 (wthor)");
        String sources = Cli.run("sources", "--db", db).out();
        assertThat(sources).contains("  data/wthor/WTH_2025.wtb").doesNotContain(Path.of("").toAbsolutePath().toString());
    }
}
