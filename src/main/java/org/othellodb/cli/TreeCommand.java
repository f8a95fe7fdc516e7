package org.othellodb.cli;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.othellodb.report.Json;
import org.othellodb.board.Position;
import org.othellodb.report.TreeReport;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.Confidence;
import org.othellodb.tree.PlayerSide;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "tree")
final class TreeCommand extends PositionReportCommand {

    @Mixin
    MovesParameter moves;

    @Option(names = "--sort", paramLabel = "ORDER", defaultValue = "games",
            description = "games (default) or score: the side to move's score.")
    TreeReport.Sort sort;

    @Option(names = "--board", description = "Also draw the board (text format).")
    boolean board;

    @Option(names = "--ascii", description = "Only ASCII characters in the text format.")
    boolean ascii;

    @Option(names = "--book", paramLabel = "FILE",
            description = "Add each move's score in this engine book (Edax book.dat, Egaroucid .egbk3 or text), black's view.")
    java.nio.file.Path book;

    private BookOverlay overlay;

    /** The filter's player's counts (either colour without --as), or null without --player. */
    private PlayerSide side;

    @Override
    String moves() {
        return moves.typed();
    }

    @Override
    void report(Database db, GameFilter filter, PrintWriter out) {
        TreeQuery query = new TreeQuery(db, names.catalogue());
        TreeView view = query.tree(line, filter);
        List<TreeView.Row> rows = TreeReport.rows(view, minGames.value, sort);
        int hidden = view.children().size() - rows.size();
        overlay = BookOverlay.of(book, view.position());
        side = PlayerSide.of(query, view, filter);
        switch (format.get()) {
            case json -> Json.print(out, (overlay == null ? TreeReport.of(view, rows, filter.record(db), minGames.value)
                    : TreeReport.of(view, rows, filter.record(db), minGames.value, overlay.blackValue(),
                            overlay.kind() == null ? null : overlay.kind().name(), overlay::blackScore)).withPlayer(side));
            case csv -> csv(out, rows);
            default -> text(out, view, rows, filter, hidden);
        }
    }

    /** A row of the CSV: the tree's columns of a move (one table, so without the position's line). */
    private record CsvRow(String move, List<String> squares, long games, long blackWins, long draws, long whiteWins,
                          Double blackScore, Double blackScoreLow, Double blackScoreHigh, Double meanDiscDiff,
                          Double medianDiscDiff, String name, @JsonIgnore Map<String, Object> book) {
        @JsonAnyGetter
        @SuppressWarnings("UnusedMethod") // Jackson calls it: the book's columns beside the tree's
        Map<String, Object> bookFields() {
            return book;
        }
    }

    private void csv(PrintWriter out, List<TreeView.Row> rows) {
        Csv.print(out, CsvRow.class, rows.stream().map(r -> {
            TreeReport.Counts c = TreeReport.Counts.of(r.stats());
            Map<String, Object> book = new java.util.LinkedHashMap<>();
            if (overlay != null) {
                book.put("book_score", overlay.blackScore(r));
            }
            if (side != null) {
                TreeReport.PlayerScore p = TreeReport.playerScore(side.of(r));
                book.put("player_score", p.playerScore());
                book.put("player_score_low", p.playerScoreLow());
                book.put("player_score_high", p.playerScoreHigh());
            }
            return new CsvRow(r.shown(), r.squares(), c.games(), c.blackWins(), c.draws(), c.whiteWins(), c.blackScore(),
                    c.blackScoreLow(), c.blackScoreHigh(), c.meanDiscDiff(), c.medianDiscDiff(), TreeReport.name(r.opening()), book);
        }).toList());
    }

    private void text(PrintWriter out, TreeView view, List<TreeView.Row> rows, GameFilter filter, int hidden) {
        boolean unicode = !ascii && Console.unicode();
        // As black the player's share is black's, already in the table.
        PlayerSide side = filter.as() == org.othellodb.board.Color.BLACK ? null : this.side;
        Position p = view.position();
        String typed = view.line().typed();
        StringBuilder head = new StringBuilder(typed.isEmpty() ? "Start position" : typed);
        if (view.opening() != null) {
            head.append(" · ").append(view.opening().line()).append(" · ").append(view.opening().name());
        }
        out.println(head);
        if (board) {
            out.print(new BoardDiagram(unicode).render(p, p.legalMoves()));
        }
        Stats s = view.stats();
        out.println(summary(s, filter, side));
        if (overlay != null) {
            out.println(overlay.describe());
        }
        if (p.isGameOver()) {
            out.println("The game is over here.");
        } else {
            out.println((p.mustPass() ? p.toMove().lowerName() + " must pass" : p.toMove().lowerName() + " to move")
                    + (p.mustPass() ? "" : "; " + Long.bitCount(p.legalMoves()) + " legal moves"));
        }
        if (rows.isEmpty()) {
            out.println(s.games() == 0 ? "No game reached this position."
                    : hidden > 0 ? Text.hidden(hidden, "move", minGames.value) : "No move was played from here in these games.");
            return;
        }
        ResultBar bar = new ResultBar(unicode, 20);
        out.println();
        out.printf("  %-6s %8s %6s %7s %6s %7s  %-20s %6s  %-13s%s %6s%s  %s%n", "move", "games", "share", "black", "draws",
                "white", "results", "black%", "95% interval", side == null ? "" : String.format(" %7s  %-13s", "player%",
                        "95% interval"), "mean", overlay == null ? "" : "   book", "opening");
        for (TreeView.Row r : rows) {
            Stats c = r.stats();
            double[] interval = Confidence.wilson95(c.blackWins() + 0.5 * c.draws(), c.games());
            String mark = c.games() < TreeReport.LOW_COUNT ? "*" : " ";
            String same = r.squares().size() > 1 ? "  (same as " + String.join(" ", r.squares().stream()
                    .filter(x -> !x.equals(r.shown())).toList()) + ")" : "";
            String bookScore = overlay == null ? "" : String.format(" %6s", overlay.blackScore(r) == null ? "–"
                    : String.format("%+d", overlay.blackScore(r)));
            out.printf("%s %-6s %,8d %5.1f%% %,7d %,6d %,7d  %s %5.1f%%  %5.1f–%5.1f%%%s %6s%s  %s%s%n", mark, r.shown(),
                    c.games(), 100.0 * c.games() / s.games(), c.blackWins(), c.draws(), c.whiteWins(), bar.of(c),
                    100 * c.blackScore(), 100 * interval[0], 100 * interval[1], side == null ? "" : playerColumns(side.of(r)),
                    signed(c.meanDiscDiff()), bookScore, r.opening() == null ? "" : r.opening().name(), same);
        }
        out.println();
        if (hidden > 0) {
            out.println(Text.hidden(hidden, "move", minGames.value));
        }
        if (view.ended() > 0) {
            out.println(Text.count(view.ended(), "game") + " ended here.");
        }
        out.println(bar.legend() + ";  * fewer than " + TreeReport.LOW_COUNT + " games;  mean = black's mean final disc difference"
                + (overlay == null ? "" : ";  book = the book's score of the move, black's view")
                + (side == null ? "" : ";  player% = " + filter.player() + "'s score share, " + colour(filter)));
        if (overlay != null && !overlay.unplayed(rows).isEmpty()) {
            out.println("Book moves not in the table: " + String.join("  ", overlay.unplayed(rows)));
        }
    }

    /** The player's columns of a row: score share and interval, "–" where the player never played the move. */
    private static String playerColumns(org.othellodb.board.Tally.Counts c) {
        TreeReport.PlayerScore p = TreeReport.playerScore(c);
        if (p.playerScore() == null) {
            return String.format(" %7s  %-13s", "–", "");
        }
        double[] interval = Confidence.wilson95(c.won() + 0.5 * c.drawn(), c.games());
        return String.format(" %6.1f%%  %5.1f–%5.1f%%", 100 * (c.won() + 0.5 * c.drawn()) / c.games(), 100 * interval[0],
                100 * interval[1]);
    }

    /** The colour a player filter counts: "as white", or "either colour". */
    private static String colour(GameFilter filter) {
        return filter.as() == null ? "either colour" : "as " + filter.as().lowerName();
    }

    static String summary(Stats s, GameFilter filter, PlayerSide side) {
        if (s.games() == 0) {
            return "0 games (" + filter.describe() + ")";
        }
        double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
        String years = s.firstYear() == null ? "" : s.firstYear().equals(s.lastYear()) ? " in " + s.firstYear()
                : ", " + s.firstYear() + "–" + s.lastYear();
        StringBuilder sb = new StringBuilder(String.format("%s%s (%s): black %,d · draws %,d · white %,d; black scores %s (%s)",
                Text.count(s.games(), "game"), years, filter.describe(), s.blackWins(), s.draws(), s.whiteWins(), Text.percent(s.blackScore()),
                Double.isFinite(interval[0]) ? String.format("%.1f–%.1f%%", 100 * interval[0], 100 * interval[1]) : "no games"));
        if (side != null && filter.as() != org.othellodb.board.Color.BLACK && side.position().games() > 0) {
            // Read from the player's side: a coach looking at a player's white games, or at all of them, wants
            // that player's share (as black it is black's, already there).
            org.othellodb.board.Tally.Counts c = side.position();
            double points = c.won() + 0.5 * c.drawn();
            double[] player = Confidence.wilson95(points, c.games());
            sb.append(String.format("; %s (%s) scores %s (%.1f–%.1f%%)", filter.player(),
                    filter.as() == null ? "either colour" : filter.as().lowerName(), Text.percent(points / c.games()),
                    100 * player[0], 100 * player[1]));
        }
        if (s.meanDiscDiff() != null) {
            sb.append(String.format("; disc difference mean %s, median %s", signed(s.meanDiscDiff()), signed(s.medianDiscDiff())));
        }
        if (s.meanTheoreticalDiff() != null) {
            sb.append(String.format("; perfect play %s (%s)", signed(s.meanTheoreticalDiff()), Text.count(s.theoreticalGames(), "game")));
        }
        return sb.toString();
    }

    static String signed(Double v) {
        return v == null ? "" : String.format("%+.1f", v);
    }
}
