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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
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

    /** Every format generate writes, as its --format completes (the registry's text writers). */
    static java.util.stream.Stream<String> streamedFormats() {
        return java.util.stream.StreamSupport.stream(new FormatChoice.Streamed().spliterator(), false);
    }

    @ParameterizedTest
    @MethodSource("streamedFormats")
    void generatedGamesImportWithTheirMovesAndScores(String format) throws IOException {
        assertThat(streamedFormats().toList()).contains("text", "csv", "pgn", "ggf");
        Path file = dir.resolve("random." + format);
        Cli.Run made = Cli.run("generate", "--games", "50", "--seed", "4", "--format", format, "--out", file.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        Path db = dir.resolve(format + ".db");
        Cli.Run run = Cli.run("import", "--db", db.toString(), "--quiet", "--no-tree", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> imported = new java.util.ArrayList<>();
        try (Database d = Database.openExisting(db)) {
            new GameList(d).forEach(GameFilter.NONE, GameList.Order.SOURCE, g -> imported.add(
                    Transcript.format(Transcript.fromBytes(g.moves())) + " " + g.blackScore() + "-" + (64 - g.blackScore())));
        }
        // The same seed writes the same games whatever the format: the text rows are "MOVES BLACK-WHITE".
        assertThat(imported).containsExactlyElementsOf(generate("--games", "50", "--seed", "4"));
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

    @ParameterizedTest
    @ValueSource(strings = {"csv", "pgn", "ggf"})
    void namedGamesKeepTheLabelsOfTheGameTheirOpeningComesFrom(String format) throws IOException {
        Path archive = Archive.database();
        Set<String> labelled = new HashSet<>();
        try (Database d = Database.openExisting(archive)) {
            new GameList(d).forEach(GameFilter.NONE, GameList.Order.SOURCE, g -> labelled.add(label(g, 20)));
        }
        Path csv = dir.resolve("named." + format);
        Cli.Run made = Cli.run("generate", "--db", archive.toString(), "--games", "300", "--kind", "openings", "--names",
                "--format", format, "--seed", "9", "--out", csv.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        Path db = dir.resolve("named.db");
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", "--no-tree", csv.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        List<String> labels = new java.util.ArrayList<>();
        try (Database d = Database.openExisting(db)) {
            new GameList(d).forEach(GameFilter.NONE, GameList.Order.SOURCE, g -> labels.add(label(g, 20)));
        }
        assertThat(labels).hasSize(300);
        assertThat(labelled).containsAll(labels);
        assertThat(labels.stream().filter(l -> l.contains("|null|"))).isEmpty();
    }

    @Test
    void namedGamesNeverCopyAGameOverWithinItsOpening() throws IOException {
        // Two archive games: one over after 18 moves (1989), one of 60; with --names, a copy of the short one would be
        // the stored game itself, names included, and import would merge it.
        Path source = dir.resolve("two.csv");
        Files.writeString(source, """
                event,date,black,white,result,moves
                Championnat de France,1989,Rouillon Denis,Pelissier Laurent,1-63,f5f6e6f4g5e7f7g6h6f8g4h4h5h7d8d6g3g2
                EGP Cambridge,1993,Jensen Erik Lund,Andriani Bintsa,%s
                """.formatted(resultThenMoves(generate("--games", "1", "--seed", "8").get(0))));
        Path db = dir.resolve("two.db");
        assertThat(Cli.run("import", "--db", db.toString(), "--quiet", "--no-tree", source.toString()).exitCode()).isZero();
        Path csv = dir.resolve("copies.csv");
        Cli.Run made = Cli.run("generate", "--db", db.toString(), "--games", "40", "--kind", "openings", "--names",
                "--format", "csv", "--seed", "2", "--out", csv.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", "--no-tree", csv.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        try (Database d = Database.openExisting(db)) {
            assertThat(d.handle().createQuery("select count(*) from games").mapTo(Integer.class).one()).isEqualTo(42);
            assertThat(d.handle().createQuery("select count(*) from games where move_count = 18").mapTo(Integer.class).one())
                    .isEqualTo(1);
        }
    }

    /** "MOVES SCORE", a generated game, as the CSV's last two columns. */
    private static String resultThenMoves(String row) {
        return row.substring(row.indexOf(' ') + 1) + "," + row.substring(0, row.indexOf(' '));
    }

    @Test
    void namesNeedOpeningsAndAFormatWithNames() {
        Cli.Run run = Cli.run("generate", "--games", "3", "--names");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--names needs --kind openings and a format that keeps names (pgn, ggf, csv)");
    }

    /** A game's first moves with its year, tournament and players. */
    private static String label(GameList.Game g, int plies) {
        String moves = Transcript.format(Transcript.fromBytes(g.moves()));
        return moves.substring(0, Math.min(2 * plies, moves.length())) + "|" + g.year() + "|" + g.tournament() + "|"
                + g.black() + "|" + g.white();
    }
}
