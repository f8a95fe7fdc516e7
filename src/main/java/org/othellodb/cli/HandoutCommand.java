package org.othellodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Position;
import org.othellodb.error.ToolFailureException;
import org.othellodb.report.GamesReport;
import org.othellodb.report.Handout;
import org.othellodb.report.HandoutHtml;
import org.othellodb.report.Json;
import org.othellodb.report.TreeReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.tree.OpeningNames;
import org.othellodb.util.IoErrors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "report")
final class HandoutCommand extends PositionReportCommand {

    @Mixin
    MovesParameter moves;

    @Mixin
    MovesArgument position;

    @Option(names = "--limit", defaultValue = "10", paramLabel = "N",
            description = "List the N newest games that reached the position, at most " + Handout.MAX_GAMES
                    + " (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the report to FILE instead of the standard output; --format html (this command's "
                    + "fourth format) makes it the printable page.")
    Path out;

    @Option(names = "--force", description = "Replace an existing --out file even when it is not of the format written.")
    boolean force;

    @Option(names = "--against", paramLabel = "REPERTOIRE",
            description = "With --opponent NAME: preparing for NAME, whose games with the other colour are walked through "
                    + "your repertoire REPERTOIRE: the lines of it they met and their score there, where they left it, "
                    + "their results by year and their endgame against perfect play (docs/repertoire.md).")
    String against;

    @Mixin
    DiagramOption discs;

    @Option(names = "--no-dots", description = "Leave out the marks of the legal moves on the board (a quiz diagram), "
            + "in text and html, as game --format svg --no-dots does.")
    boolean noDots;

    @Override
    boolean writesHtml() {
        return true;
    }

    @Override
    String moves() {
        String typed = position.typed(moves.moves);
        return typed == null ? "" : typed;
    }

    @Override
    void checkOptions() {
        if (against != null) {
            OpponentHandout.check(filters, position.alias);
        }
        Checks.atLeast("--limit", limit, 0);
        if (limit > Handout.MAX_GAMES) {
            throw new org.othellodb.error.BadInputException("--limit: " + limit + " games would not fit on two A4 pages; at most "
                    + Handout.MAX_GAMES);
        }
        if (out != null) {
            FormatOption.Format f = format.get();
            Destination.check(out, database.path(), f + " text", head -> looksLike(f, head), force);
        }
    }

    /** Whether an existing file's first bytes are what this command writes in format {@code f} (so it may be replaced). */
    private static boolean looksLike(FormatOption.Format f, byte[] head) {
        String start = new String(head, StandardCharsets.UTF_8).stripLeading();
        return switch (f) {
            case html -> start.regionMatches(true, 0, "<!DOCTYPE html", 0, 14) || start.regionMatches(true, 0, "<html", 0, 5);
            case json -> start.startsWith("{");
            default -> !start.contains("\0");
        };
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter console) {
        if (against != null) {
            org.othellodb.report.OpponentReport r = org.othellodb.report.OpponentReport.against(db, filter, against,
                    names.catalogue(), database.path().toString(), LocalDate.now(ZoneOffset.UTC));
            emit(console, w -> OpponentHandout.write(w, format.get(), r), Text.count(r.lines().size(), "line") + ", "
                    + Text.count(r.met(), "game"));
            return;
        }
        Handout h = Handout.of(db, line, filter, minGames.value, limit, names.catalogue(), database.path().toString(),
                LocalDate.now(ZoneOffset.UTC));
        emit(console, w -> write(w, h), Text.count(h.tree().children().size(), "move") + ", " + Text.count(h.games().size(), "game"));
    }

    /** Prints what {@code write} writes, or writes it to --out and says so ({@code what}: what the file holds). */
    private void emit(PrintWriter console, java.util.function.Consumer<PrintWriter> write, String what) {
        if (out == null) {
            write.accept(console);
            return;
        }
        java.io.StringWriter text = new java.io.StringWriter();
        try (PrintWriter w = new PrintWriter(text)) {
            write.accept(w);
        }
        try {
            Files.writeString(out, text.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolFailureException(out + ": cannot write the report: " + IoErrors.reason(e), e);
        }
        console.println("Wrote " + out + " (" + what + ")");
    }

    private void write(PrintWriter w, Handout h) {
        switch (format.get()) {
            case html -> w.print(HandoutHtml.render(h, !noDots));
            case json -> Json.print(w, h);
            case csv -> Csv.print(w, CsvRow.class, h.tree().children().stream().map(c -> CsvRow.of(c)).toList());
            default -> text(w, h);
        }
    }

    /** A move of the handout's tree as a CSV row (the player's share beside black's when there is a player). */
    private record CsvRow(String move, long games, long blackWins, long draws, long whiteWins, Double blackScore,
                          Double blackScoreLow, Double blackScoreHigh, String name,
                          @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> player) {
        static CsvRow of(TreeReport.Child c) {
            TreeReport.Counts n = c.counts();
            return new CsvRow(c.move(), n.games(), n.blackWins(), n.draws(), n.whiteWins(), n.blackScore(), n.blackScoreLow(),
                    n.blackScoreHigh(), c.name(), c.book());
        }

        @com.fasterxml.jackson.annotation.JsonAnyGetter
        @SuppressWarnings("UnusedMethod") // Jackson calls it: the player's columns after black's
        Map<String, Object> playerFields() {
            return player;
        }
    }

    /** The interval padded as tree's text pads it, so that the column lines up. */
    private static String interval(double points, long games) {
        double[] i = org.othellodb.tree.Confidence.wilson95(points, games);
        return String.format("%5.1f–%5.1f%%", 100 * i[0], 100 * i[1]);
    }

    private void text(PrintWriter w, Handout h) {
        Position p = line.finalPosition();
        String title = h.position().moves().isEmpty() ? "Start position" : h.position().moves();
        w.println(title + (h.position().openingLine() == null ? "" : " · " + h.position().openingLine())
                + (h.position().opening() == null ? "" : " · " + h.position().opening()));
        BoardDiagram diagram = discs.diagram();
        w.print(diagram.render(p, noDots ? 0L : p.mustPass() ? p.pass().legalMoves() : p.legalMoves()));
        // The line under the board counts discs with the board's own symbols (X and O with --ascii).
        w.println(HandoutHtml.toMove(h.position()).replace('●', diagram.black()).replace('○', diagram.white()));
        w.println(HandoutHtml.summary(h));
        boolean player = HandoutHtml.withPlayer(h);
        if (!h.tree().children().isEmpty()) {
            w.println();
            w.printf("  %-6s %8s %7s %6s %7s %7s  %-13s%s  %s%n", "move", "games", "black", "draws", "white", "black%",
                    "95% interval", player ? String.format(" %7s  %-13s", "player%", "95% interval") : "", "opening");
            for (TreeReport.Child c : h.tree().children()) {
                TreeReport.Counts n = c.counts();
                double points = n.blackWins() + 0.5 * n.draws();
                String mine = "";
                if (player) {
                    long games = HandoutHtml.playerCount(c.book(), "player_games");
                    mine = games == 0 ? String.format(" %7s  %-13s", "–", "") : String.format(" %7s  %-13s",
                            HandoutHtml.percent(HandoutHtml.playerPoints(c.book()) / games),
                            interval(HandoutHtml.playerPoints(c.book()), games));
                }
                w.printf("%s %-6s %,8d %,7d %,6d %,7d %7s  %-13s%s  %s%n", c.lowCount() ? "*" : " ", c.move(), n.games(),
                        n.blackWins(), n.draws(), n.whiteWins(), HandoutHtml.percent(points / n.games()),
                        interval(points, n.games()), mine, c.name() == null ? "" : c.name());
            }
        }
        if (h.tree().hiddenMoves() > 0) {
            w.println(Text.hidden(h.tree().hiddenMoves(), "move", minGames.value));
        }
        if (!h.games().isEmpty()) {
            w.println();
            w.println(h.games().size() < h.gamesTotal() ? String.format("The newest %,d of the %s that reached this position:",
                    h.games().size(), Text.count(h.gamesTotal(), "game"))
                    : Text.count(h.gamesTotal(), "game") + " reached this position:");
            for (GamesReport.Row r : h.games()) {
                GamesReport.Identity g = r.game();
                w.printf("  %4s  %s – %s  %s  %s%n", g.year() == null ? "" : g.year(), g.black() == null ? "?" : g.black(),
                        g.white() == null ? "?" : g.white(), g.score() == null ? "" : g.score(),
                        g.tournament() == null ? "" : g.tournament());
            }
        }
        w.println();
        w.println("Filters: " + h.filter().description() + " · database " + h.database() + " · made " + h.date());
    }
}
