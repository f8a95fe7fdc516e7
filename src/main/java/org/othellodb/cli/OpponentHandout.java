package org.othellodb.cli;

import java.io.PrintWriter;
import org.othellodb.error.BadInputException;
import org.othellodb.report.Json;
import org.othellodb.report.OpponentHtml;
import org.othellodb.report.OpponentReport;
import org.othellodb.report.PlayerDocument;

/** {@code report --opponent NAME --against REPERTOIRE}: preparing for an opponent with a repertoire of one's own. */
final class OpponentHandout {

    private OpponentHandout() {
    }

    /** Refuses what the report cannot mean, before the database is opened ({@link OpponentReport#against} checks it again). */
    static void check(FilterOptions filters, String position) {
        if (filters.opponent == null) {
            throw new BadInputException("--against REPERTOIRE needs --opponent NAME: the player to prepare for");
        }
        if (position != null && !position.isEmpty()) {
            throw new BadInputException("--against REPERTOIRE walks the games from the start: --position does not apply");
        }
    }

    static void write(PrintWriter w, FormatOption.Format format, OpponentReport r) {
        switch (format) {
            case html -> w.print(OpponentHtml.render(r));
            case json -> Json.print(w, r);
            case csv -> Csv.printSections(w, r.sections());
            default -> text(w, r);
        }
    }

    private static void text(PrintWriter w, OpponentReport r) {
        w.println("Preparing for " + r.opponent() + " with repertoire '" + r.repertoire().name() + "'");
        w.println(OpponentReport.summary(r));
        w.printf("%nYour lines they met, the most played first%s%n", shown(r.lines().size(), r.linesTotal()));
        w.printf("  %-24s %5s  %-18s %6s %6s  %s%n", "after", "moves", "then", "games", "score", "years");
        for (OpponentReport.LineRow l : r.lines()) {
            w.printf("  %-24s %5d  %-18s %,6d %6s  %s%n", l.moves().isEmpty() ? "(start)" : l.moves(), l.depth(),
                    OpponentReport.next(l, r.colour()), l.games(), Text.percent(l.score()), OpponentReport.years(l.firstYear(), l.lastYear()));
        }
        w.printf("%nWhere they left your lines (others: the games of everyone else that played the move there)%s%n",
                shown(r.deviations().size(), r.deviationsTotal()));
        w.printf("  %-24s %-5s %6s %6s %6s %8s%n", "after", "move", "games", "score", "first", "others");
        for (OpponentReport.DeviationRow d : r.deviations()) {
            w.printf("  %-24s %-5s %,6d %6s %6s %,8d%n", d.moves(), d.move(), d.games(), Text.percent(d.score()),
                    d.firstYear() == null ? "" : d.firstYear(), d.othersGames());
        }
        w.printf("%nBy year, in the games that met your lines%n  %4s %6s %5s %5s %5s %6s%n", "year", "games", "won", "drawn", "lost", "score");
        for (PlayerDocument.YearRow y : r.byYear()) {
            PlayerDocument.Tally t = y.tally();
            w.printf("  %4s %,6d %,5d %,5d %,5d %6s%n", y.year() == null ? "?" : y.year(), t.games(), t.won(), t.drawn(), t.lost(),
                    t.score() == null ? "–" : Text.percent(t.score()));
        }
        w.printf("%nAgainst perfect play: %s%n", OpponentReport.perfect(r));
        w.printf("%nFilters: %s · database %s · made %s%n", r.filter().description(), r.database(), r.date());
    }

    private static String shown(int shown, int all) {
        return shown < all ? " (" + shown + " of " + all + ")" : "";
    }
}
