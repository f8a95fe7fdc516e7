package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.book.BookMoves;
import org.othellodb.report.CoverageReport;
import org.othellodb.report.Json;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.study.MoveValues;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "coverage",
        description = {"How the games met a repertoire of your own: the share that stayed in it at each depth, the "
                + "opponent's replies it does not answer (the holes, the most played first), the lines to memorise, and "
                + "your moves with the games' score beside their value.", "",
                "Each selected game is followed from the start while it plays the repertoire's moves (positions are the "
                        + "same by any move order or orientation) and stops at its first other move: the opponent's (a hole) "
                        + "or your colour's, or where the line ends. Kept at depth N: of the games whose player of your colour "
                        + "played your moves through move N, the share the opponent did not take out of the repertoire. Lines "
                        + "to memorise: Egaroucid's Umigame number on the repertoire (docs/repertoire.md). A move's value comes "
                        + "from --book, or the exact solver at " + MoveValues.SOLVED_EMPTIES + " empties or fewer; "
                        + "a move is flagged trap, bluff or hard where the games' score and the value's disagree "
                        + "(docs/repertoire.md says how)."})
final class RepertoireCoverageCommand extends ReportCommand {

    @Mixin
    RepertoireName name;

    @Option(names = "--min-games", defaultValue = "1", paramLabel = "N",
            description = "Count the lines to memorise a second time with the opponent's replies of N games or more only "
                    + "(default: ${DEFAULT-VALUE}).")
    int minGames;

    @Option(names = "--limit", defaultValue = "10", paramLabel = "N", description = "Holes to list (default: ${DEFAULT-VALUE}; 0: all).")
    int limit;

    @Option(names = "--book", paramLabel = "FILE", description = "An engine book (Edax .dat, Egaroucid .egbk3, text) to value your moves.")
    Path book;

    @Override
    void checkArguments() {
        Checks.atLeast("--min-games", minGames, 1);
        Checks.atLeast("--limit", limit, 0);
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        BookFile read = book == null ? null : BookFormat.read(book);
        CoverageReport r = CoverageReport.of(db, name.value, filter, values(read), minGames, limit, book == null ? "solver" : "book " + book);
        switch (format.get()) {
            case json -> Json.print(out, r);
            case csv -> Csv.printSections(out, r.sections());
            default -> text(out, r, filter);
        }
    }

    /** A move's value: the book's score when it holds the move, else the solver's when few squares are empty. */
    private static MoveValues values(BookFile book) {
        MoveValues fromBook = book == null ? MoveValues.NONE : (p, square) -> {
            for (BookMoves.Shown m : BookMoves.of(book, p).moves()) {
                if (m.square() == square && m.hasScore()) {
                    return new MoveValues.Value(m.score(), "book");
                }
            }
            return null;
        };
        return fromBook.orElse(MoveValues.solved());
    }

    private static void text(PrintWriter out, CoverageReport r, GameFilter filter) {
        String colour = r.repertoire().colour();
        out.printf("Repertoire '%s' for %s against %s (%s): %s to memorise (Umigame), %s counting the replies of %s or more%n",
                r.repertoire().name(), colour, Text.count(r.games(), "game"), filter.describe(), Text.count(r.umigame(), "line"),
                r.umigamePlayed(), Text.count(r.minGames(), "game"));
        out.printf("%nFollowing: games that played its moves through that many moves; left: at that move, by the opponent%n"
                + "(a hole) or by %s; ended: its line ends there; kept: of the games where %s played its moves,%n"
                + "the share the opponent kept in it%n", colour, colour);
        out.printf("  %5s %10s %12s %9s %8s %7s%n", "depth", "following", "left: opp.", colour, "ended", "kept");
        for (CoverageReport.DepthRow d : r.depths()) {
            out.printf("  %5d %,10d %,12d %,9d %,8d %7s%n", d.depth(), d.following(), d.leftByOpponent(), d.leftByOwn(), d.ended(),
                    Text.percent(d.share()));
        }
        out.printf("%nHoles: the opponent's replies it does not hold, the most played first%s%n",
                r.holes().size() < r.holesTotal() ? " (" + r.holes().size() + " of " + r.holesTotal() + ")" : "");
        if (r.holes().isEmpty()) {
            out.println("  none");
        } else {
            out.printf("  %-26s %-5s %8s %7s%n", "after", "reply", "games", colour + "%");
            for (CoverageReport.HoleRow h : r.holes()) {
                out.printf("  %-26s %-5s %,8d %7s%n", h.moves(), h.reply(), h.games(), Text.percent(h.score()));
            }
        }
        out.printf("%n%s's moves: games that followed the repertoire there, %s's score, the move's value (discs; %s)%n"
                + "and the score it predicts%n", capital(colour), colour, r.values());
        out.printf("  %-26s %-5s %8s %7s %6s %8s  %s%n", "after", "move", "games", "score", "value", "expected", "flag");
        for (CoverageReport.MoveRow m : r.moves()) {
            out.printf("  %-26s %-5s %,8d %7s %6s %8s  %s%n", m.moves().isEmpty() ? "(start)" : m.moves(), m.move(), m.games(),
                    m.score() == null ? "–" : Text.percent(m.score()), m.value() == null ? "–" : String.format("%+d", m.value()),
                    m.expected() == null ? "–" : Text.percent(m.expected()), m.flag() == null ? "" : m.flag());
        }
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
