package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.book.Book;
import org.othellodb.book.BookBuilder;
import org.othellodb.book.BookExport;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookOptions;
import org.othellodb.book.DrawRule;
import org.othellodb.book.TextBookFormat;
import org.othellodb.book.ValueMode;
import org.othellodb.query.FilterEcho;
import org.othellodb.query.GameFilter;
import org.othellodb.report.BookExported;
import org.othellodb.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "export", sortOptions = false)
final class BookExportCommand extends OthelloCommand {

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "edax (book.dat), egaroucid (.egbk3) or text (default: by the name of --out: .dat Edax, "
                    + ".egbk3 Egaroucid, .txt text; any other name: Edax).")
    BookFormat explicitFormat;

    /** The format to write: --format, else the one --out's name says, else Edax's. */
    BookFormat format;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The book file to write.")
    Path out;

    @Option(names = "--max-ply", paramLabel = "N", defaultValue = "" + BookOptions.DEFAULT_MAX_PLY,
            description = "Positions up to N moves played (default: ${DEFAULT-VALUE}).")
    int maxPly;

    @Option(names = "--min-games", paramLabel = "N", defaultValue = "" + BookOptions.DEFAULT_MIN_GAMES,
            description = "Positions at least N selected games pass through (default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--value", paramLabel = "MODE", defaultValue = "mean",
            description = "solved (positions within --solve-empties of the end solved exactly; frontiers above as mean), "
                    + "mean (frontiers: final disc difference of their games), wdl (64 x (wins - losses) / games), "
                    + "theoretical (WTHOR perfect-play score, at 24 empties or fewer; else mean). Default: ${DEFAULT-VALUE}.")
    ValueMode value;

    @Option(names = "--solve-empties", paramLabel = "N", defaultValue = "" + BookOptions.DEFAULT_SOLVE_EMPTIES,
            description = "With --value solved: solve positions with at most N empty squares (0..30; default: "
                    + "${DEFAULT-VALUE}; 20 empties take about half a second each).")
    int solveEmpties;

    @Option(names = "--no-wdl-guard", negatable = false,
            description = "Let values contradict their own games (pure negamax of the estimates). By default a value "
                    + "that is not proven is positive only where the side to move won more games than it lost, "
                    + "negative only where it lost more, else 0.")
    boolean noWdlGuard;

    @Option(names = "--colour", paramLabel = "COLOUR",
            description = "A repertoire book for this colour: its moves as usual, the other colour's replies "
                    + "as soon as one selected game met them (--color is the same).")
    Color onlyColor;

    /**
     * The other spellings of --colour: --color, and --only-color, the first one, kept for scripts.
     * Hidden, so that the usage line shows --colour (picocli shows an option's shortest name).
     */
    @Option(names = {"--color", "--only-color"}, paramLabel = "COLOUR", hidden = true)
    void onlyColor(Color colour) {
        onlyColor = colour;
    }

    @Option(names = "--draws", paramLabel = "COLOUR", defaultValue = "neutral",
            description = "Who a draw favours in the values: black, white or neutral (default: ${DEFAULT-VALUE}).")
    DrawRule draws;

    @Mixin
    PlayerFilterOptions filters;

    @Mixin
    DatabaseOption database;

    @Mixin
    ScopeOptions scope;

    @Mixin
    SummaryOption summary;

    @Option(names = "--force", description = "Replace an existing --out file even when it is not a book of this format "
            + "(never the database itself).")
    boolean force;

    @Override
    public Integer call() {
        format = explicitFormat != null ? explicitFormat : BookFormat.forName(out);
        Checks.inRange("--max-ply", maxPly, 0, 60);
        Checks.inRange("--min-games", minGames, 1, Integer.MAX_VALUE);
        Checks.inRange("--solve-empties", solveEmpties, 0, 30);
        Destination.check(out, database.path(), format.kind(), format::isFileOf, force);
        BookOptions options = new BookOptions(maxPly, minGames, value, onlyColor, draws, 0, solveEmpties, !noWdlGuard);
        filters.filter();
        long t0 = System.nanoTime();
        try (Database db = Database.openExisting(database.path())) {
            GameFilter filter = scope.apply(db, filters.filter(db));
            BookExport.Built built;
            BookExport.Written written;
            try (PhaseBar bars = new PhaseBar("book export")) {
                built = BookExport.build(db, filter, options, bars);
                bars.phase("write " + out.getFileName(), -1, "");
                @SuppressWarnings("JavaTimeDefaultTimeZone") // dated in the user's own time zone on purpose
                LocalDateTime now = LocalDateTime.now();
                written = BookExport.write(built.book(), format, out, now, describe(options, filter));
            }
            long total = (System.nanoTime() - t0) / 1_000_000;
            if (debugAsked()) {
                err().println(phases(built, written));
            }
            PrintWriter o = out();
            if (summary.get() == FormatOption.Format.text) {
                printSummary(o, built, written, options, filter, total);
            } else {
                summary.print(o, document(built, written, options, total, filter.record(db)));
            }
        }
        return Main.EXIT_OK;
    }

    static String describe(BookOptions o, GameFilter filter) {
        return "values: " + o.value() + (o.value() == ValueMode.solved ? " within " + o.solveEmpties() + " empties" : "")
                + (o.wdlGuard() ? "" : ", no W/D/L guard") + ", draws " + o.draws() + "; max ply " + o.maxPly() + ", min games " + o.minGames()
                + (o.onlyColor() != null ? ", repertoire for " + o.onlyColor().lowerName() : "") + "; games: " + filter.describe();
    }

    static void printSummary(PrintWriter o, BookExport.Built built, BookExport.Written written, BookOptions options,
                             GameFilter filter, long totalMillis) {
        Book b = built.book();
        o.printf("Book: %s (%s)%n", written.file(), written.format().description());
        o.printf("Games: %,d selected (%s)%n", built.games(), filter.describe());
        o.printf("Positions: %,d (links %,d, leaves %,d), max depth %d%n", b.size(), b.links(), b.leaves(), b.maxDepth());
        o.printf("Values: %s, draws %s; max ply %d, min games %d%s; start position %s%n", options.value(), options.draws(),
                options.maxPly(), options.minGames(),
                options.onlyColor() != null ? ", repertoire for " + options.onlyColor().lowerName() : "",
                signed(b.find(Position.START).value()));
        BookBuilder.Result r = built.result();
        if (options.value() == ValueMode.solved) {
            o.printf("Solved: %,d positions within %d empties, exact (%.2f s)%n", r.solved(), options.solveEmpties(),
                    r.solveMillis() / 1000.0);
        }
        o.printf("W/D/L guard: %s%n", options.wdlGuard() ? String.format("%,d values brought to 0; %,d values held by solved lines"
                + " disagree with their games", r.guarded(), r.proven()) : "off");
        o.printf("File: %,d bytes (%s)%n", written.bytes(), size(written.bytes()));
        o.printf("Time: %.2f s (games %.2f s, book %.2f s, write %.2f s)%n", totalMillis / 1000.0,
                built.loadMillis() / 1000.0, built.buildMillis() / 1000.0, written.millis() / 1000.0);
    }

    static BookExported document(BookExport.Built built, BookExport.Written written, BookOptions options, long totalMillis,
                                 FilterEcho filter) {
        Book b = built.book();
        BookBuilder.Result r = built.result();
        return new BookExported(written.file().toString(), written.format().name(), built.games(), b.size(), b.links(),
                b.leaves(), b.maxDepth(), options.value().name(),
                options.value() == ValueMode.solved ? options.solveEmpties() : null, r.solved(), r.solveMillis(),
                options.wdlGuard(), r.guarded(), r.proven(), options.draws().name(), options.maxPly(), options.minGames(),
                options.onlyColor() == null ? null : options.onlyColor().lowerName(), b.find(Position.START).value(),
                written.bytes(), totalMillis, built.loadMillis(), built.buildMillis(), written.millis(), filter);
    }

    /** --debug, given before the command's name or after it. */
    private boolean debugAsked() {
        for (picocli.CommandLine.ParseResult p = spec.root().commandLine().getParseResult(); p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    /** Where the time went, step by step (with --debug): "Phases: games 4.1 s, count 9.0 s, ...". */
    static String phases(BookExport.Built built, BookExport.Written written) {
        StringBuilder b = new StringBuilder(String.format("Phases: games %.1f s", built.loadMillis() / 1000.0));
        for (BookBuilder.Phase p : built.result().phases()) {
            b.append(String.format(", %s %.1f s", p.name(), p.millis() / 1000.0));
        }
        return b.append(String.format(", write %.1f s", written.millis() / 1000.0)).toString();
    }

    static String signed(int v) {
        return TextBookFormat.signed(v);
    }

    static String size(long bytes) {
        return bytes >= 1 << 20 ? String.format("%.1f MB", bytes / 1048576.0) : String.format("%.1f KB", bytes / 1024.0);
    }
}
