package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;

class GenerateCommandTest {

    @TempDir
    Path dir;

    private List<String> generate(String... args) throws IOException {
        Path out = dir.resolve("g" + System.nanoTime() + ".txt");
        String[] all = new String[args.length + 3];
        all[0] = "generate";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "--out";
        all[args.length + 2] = out.toString();
        Cli.Run run = Cli.run(all);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return Files.readAllLines(out);
    }

    @Test
    void randomGamesAreLegalCompleteAndScoredAndTheSeedFixesThem() throws IOException {
        List<String> a = generate("--games", "300", "--seed", "42");
        assertThat(a).hasSize(300).isEqualTo(generate("--games", "300", "--seed", "42"));
        assertThat(generate("--games", "300", "--seed", "43")).isNotEqualTo(a);
        Set<String> firstMoves = new HashSet<>();
        for (String row : a) {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String[] parts = row.split(" ");
            Line line = Replay.of(parts[0]);
            assertThat(line.complete()).as(row).isTrue();
            assertThat(line.finalPosition().isGameOver()).as(row).isTrue();
            int black = line.finalScore().wthorBlackScore();
            assertThat(parts[1]).isEqualTo(black + "-" + (64 - black));
            firstMoves.add(parts[0].substring(0, 2));
        }
        assertThat(firstMoves).containsExactlyInAnyOrder("d3", "c4", "f5", "e6");
        assertThat(a).doesNotHaveDuplicates();
    }

    @Test
    void generatedGamesImport() throws IOException {
        Path games = dir.resolve("random.txt");
        assertThat(Cli.run("generate", "--games", "200", "--seed", "3", "--out", games.toString()).exitCode()).isZero();
        Path csv = dir.resolve("random.csv");
        assertThat(Cli.run("generate", "--games", "50", "--seed", "4", "--format", "csv", "--out", csv.toString()).exitCode()).isZero();
        Path db = dir.resolve("g.db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", "--no-tree", games.toString(), csv.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        try (Database d = Database.openExisting(db)) {
            assertThat(d.handle().createQuery("select count(*) from games").mapTo(Integer.class).one()).isEqualTo(250);
        }
    }

    @Test
    void openingsComeFromTheDatabaseAndContinueToTheEnd() throws IOException {
        Path db = Archive.database();
        Set<String> openings = new HashSet<>();
        try (Database d = Database.openExisting(db)) {
            new GameList(d).forEach(GameFilter.NONE, GameList.Order.SOURCE, g -> {
                String moves = Transcript.format(Transcript.fromBytes(g.moves()));
                openings.add(moves.substring(0, Math.min(24, moves.length())));
            });
        }
        List<String> rows = generate("--db", db.toString(), "--games", "100", "--kind", "openings", "--opening-plies", "12",
                "--seed", "5");
        assertThat(rows).hasSize(100);
        for (String row : rows) {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String moves = row.split(" ")[0];
            assertThat(openings).as(row).contains(moves.substring(0, 24));
            assertThat(Replay.of(moves).finalPosition().isGameOver()).isTrue();
        }
    }
}
