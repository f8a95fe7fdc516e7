package org.othellodb.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.RandomPlayouts;
import org.othellodb.board.Transcript;
import org.othellodb.error.BadInputException;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameRecord;
import org.othellodb.format.GameWriter;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameList;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "generate", mixinStandardHelpOptions = true)
final class GenerateCommand extends OthelloCommand implements LongWork {

    enum Kind { random, openings }

    @Mixin
    DatabaseOption database;

    @Option(names = "--games", paramLabel = "N", description = "How many games (default: ${DEFAULT-VALUE}).", defaultValue = "1000")
    int games;

    @Option(names = "--seed", paramLabel = "S", description = "The random seed (default: ${DEFAULT-VALUE}).", defaultValue = "1")
    long seed;

    @Option(names = "--kind", paramLabel = "KIND", description = "random or openings (default: ${DEFAULT-VALUE}).",
            defaultValue = "random")
    Kind kind;

    @Option(names = "--opening-plies", paramLabel = "N", defaultValue = "20",
            description = "With --kind openings: the moves kept from the database's game (default: ${DEFAULT-VALUE}).")
    int openingPlies;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = FormatChoice.Streamed.class,
            completionCandidates = FormatChoice.Streamed.class,
            description = "${COMPLETION-CANDIDATES}: text is one move string and score per line; the others as export "
                    + "writes them (default: ${DEFAULT-VALUE}).")
    GameFormat format;

    @Option(names = "--out", paramLabel = "FILE", description = "The file to write; the standard output when omitted.")
    Path out;

    @Option(names = "--names", description = "With --kind openings and any format but text: keep the players, tournament and "
            + "year of the game each opening comes from (only games of 10 moves or more after the opening give one, so "
            + "that import never takes a copy for its source).")
    boolean names;

    /** Every written format has players and a tournament but text: one move string and its score a line. */
    private static boolean keepsNames(GameFormat format) {
        return !format.name().equals("text");
    }

    /** With --names, the fewest moves a game must have after the opening to give openings. */
    static final int NAMED_TAIL = 10;

    /** An opening's moves, and the game they come from when its labels are kept (--names). */
    private static final class Opening {
        final int[] moves;
        final GameList.@Nullable Game from;

        Opening(int[] moves, GameList.@Nullable Game from) {
            this.moves = moves;
            this.from = from;
        }
    }

    @Override
    public Integer call() {
        if (games < 0) {
            throw new BadInputException("--games must be 0 or more, not " + games);
        }
        if (openingPlies < 0 || openingPlies > 60) {
            throw new BadInputException("--opening-plies must be 0..60, not " + openingPlies);
        }
        if (names && (kind != Kind.openings || !keepsNames(format))) {
            throw new BadInputException("--names needs --kind openings and a format that keeps names ("
                    + String.join(", ", new FormatChoice.Streamed().formats().stream().filter(GenerateCommand::keepsNames)
                            .map(GameFormat::name).toList()) + ")");
        }
        List<Opening> openings = kind == Kind.openings ? openings() : List.of();
        RandomPlayouts random = new RandomPlayouts(seed);
        Destination.writeText(out(), out, writer -> write(writer, random, openings));
        summary(out == null ? err() : out());
        return Main.EXIT_OK;
    }

    private void write(Writer to, RandomPlayouts random, List<Opening> openings) {
        GameWriter w = format.textWriter().orElseThrow().apply(to);
        for (int i = 0; i < games; i++) {
            Opening from = openings.isEmpty() ? null : openings.get(random.nextInt(openings.size()));
            RandomPlayouts.Game g = from == null ? random.game() : random.continued(from.moves);
            // With names, a continuation over within a few moves (a wipe-out) is drawn again, from another opening.
            for (int tries = 1; names && g.moves().length < from.moves.length + NAMED_TAIL && tries < 64; tries++) {
                from = openings.get(random.nextInt(openings.size()));
                g = random.continued(from.moves);
            }
            int score = g.blackScore();
            GameRecord.Builder game = GameRecord.builder(i, i + 1).moves(g.moves()).blackScore(score)
                    .winner(Integer.signum(score - 32));
            GameList.Game labels = from == null ? null : from.from;
            if (labels != null) {
                game.year(labels.year()).tournament(labels.tournament()).black(labels.black()).white(labels.white());
            }
            w.write(game.build());
        }
        w.close();
    }

    /** The first moves of every game of the database, in the order of their sources. */
    private List<Opening> openings() {
        List<Opening> lines = new ArrayList<>();
        try (Database db = Database.openExisting(database.path())) {
            new GameList(db).forEach(GameFilter.NONE, GameList.Order.SOURCE, g -> {
                int[] moves = Transcript.fromBytes(g.moves());
                // With names, a copy's moves must differ from its source's and from other copies': import takes a
                // game of the same year, names and moves for one it stores (16 copies of the archive lost 241 games
                // so). A game over within the opening would be copied whole; NAMED_TAIL random moves or more
                // after it make two copies alike about once in 8^10.
                if (!names || moves.length >= openingPlies + NAMED_TAIL) {
                    int[] opening = java.util.Arrays.copyOf(moves, Math.min(openingPlies, moves.length));
                    lines.add(new Opening(opening, names ? g : null));
                }
            });
        }
        if (lines.isEmpty()) {
            throw new BadInputException(database.path() + " holds no games to take openings from"
                    + (names ? " (with --names, games of " + NAMED_TAIL + " moves or more after --opening-plies)" : ""));
        }
        return lines;
    }

    private void summary(PrintWriter to) {
        to.printf("Generated %s (%s, seed %d)%s%n", Text.count(games, "game"),
                kind == Kind.openings ? "database openings of " + openingPlies + " moves continued at random"
                        + (names ? ", with their games' names" : "") : "random", seed,
                out == null ? "" : " to " + out);
        to.flush();
    }
}
