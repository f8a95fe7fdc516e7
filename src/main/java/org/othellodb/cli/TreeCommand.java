package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.Confidence;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Show what was played after MOVES and how it scored.", "",
                "Counts merge transpositions and mirror images; moves are shown in the orientation of",
                "MOVES (any of the four first moves). Black%% is black's score share (a draw counts",
                "half) with its 95%% Wilson interval; disc differences are black's. In a position with a",
                "symmetry of its own, moves leading to the same position share one row."})
final class TreeCommand implements Callable<Integer> {

    /** Rows with fewer games than this are marked as low counts. */
    static final int LOW_COUNT = 10;

    enum Format { text, json, csv }

    enum Sort { games, score }

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Parameters(arity = "0..*", paramLabel = "MOVES", description = "Moves from the start (default: the start position).")
    List<String> moves = List.of();

    @Option(names = "--min-games", defaultValue = "1", paramLabel = "N", description = "Hide moves played in fewer than N games.")
    int minGames;

    @Option(names = "--sort", defaultValue = "games", description = "games (default) or score: the side to move's score.")
    Sort sort;

    @Option(names = "--format", defaultValue = "text", description = "text, json or csv (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--board", description = "Also draw the board (text format).")
    boolean board;

    @Option(names = "--ascii", description = "Only ASCII characters in the text format.")
    boolean ascii;

    @Option(names = "--book", paramLabel = "FILE",
            description = "Add each move's score in this engine book (Edax book.dat, Egaroucid .egbk3 or text), black's view.")
    java.nio.file.Path book;

    private BookOverlay overlay;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        GameFilter filter = filters.filter();
        try (Database db = Database.openExisting(database.path())) {
            TreeView view = new TreeQuery(db).tree(Replay.of(String.join(" ", moves)), filter);
            List<TreeView.Row> rows = rows(view);
            overlay = BookOverlay.of(book, view.position());
            PrintWriter out = spec.commandLine().getOut();
            switch (format) {
                case json -> Json.print(out, json(view, rows));
                case csv -> csv(out, rows);
                default -> text(out, view, rows, filter);
            }
            return Main.EXIT_OK;
        }
    }

    private List<TreeView.Row> rows(TreeView view) {
        boolean blackToMove = view.position().toMove() == Color.BLACK;
        Comparator<TreeView.Row> byGames = Comparator.comparingInt((TreeView.Row r) -> r.stats().games()).reversed();
        Comparator<TreeView.Row> byScore = Comparator.comparingDouble(
                (TreeView.Row r) -> blackToMove ? r.stats().blackScore() : 1 - r.stats().blackScore()).reversed();
        List<TreeView.Row> rows = new ArrayList<>(view.children().stream().filter(r -> r.stats().games() >= minGames).toList());
        rows.sort(sort == Sort.score ? byScore.thenComparing(byGames) : byGames.thenComparing(r -> r.shown()));
        return rows;
    }

    static String name(OpeningNames.Opening o) {
        return o == null ? null : o.name();
    }

    private ObjectNode json(TreeView view, List<TreeView.Row> rows) {
        ObjectNode j = Json.object();
        j.put("moves", Transcript.format(view.line().moves()));
        ObjectNode position = j.putObject("position");
        putStats(position, view.stats());
        position.put("name", name(view.opening()));
        position.put("to_move", view.position().isGameOver() ? null : view.position().toMove().lowerName());
        position.put("games_ended_here", view.ended());
        ArrayNode children = j.putArray("children");
        for (TreeView.Row r : rows) {
            ObjectNode c = children.addObject();
            c.put("move", r.shown());
            putStats(c, r.stats());
            c.put("name", name(r.opening()));
            ArrayNode squares = c.putArray("squares");
            r.squares().forEach(squares::add);
            c.put("share", view.stats().games() == 0 ? 0 : (double) r.stats().games() / view.stats().games());
            c.put("low_count", r.stats().games() < LOW_COUNT);
            if (overlay != null) {
                c.put("book_score", overlay.blackScore(r));
            }
        }
        if (overlay != null) {
            position.put("book_value", overlay.blackValue());
        }
        return j;
    }

    private static void putStats(ObjectNode o, Stats s) {
        Json.putResults(o, s.games(), s.blackWins(), s.draws(), s.whiteWins());
        o.put("mean_disc_diff", round(s.meanDiscDiff(), 2));
        o.put("median_disc_diff", s.medianDiscDiff());
        o.put("black_score", round(s.games() == 0 ? null : s.blackScore(), 4));
        double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
        o.put("black_score_low", round(s.games() == 0 ? null : interval[0], 4));
        o.put("black_score_high", round(s.games() == 0 ? null : interval[1], 4));
        o.put("mean_theoretical_diff", round(s.meanTheoreticalDiff(), 2));
        o.put("first_year", s.firstYear());
        o.put("last_year", s.lastYear());
    }

    static Double round(Double v, int digits) {
        if (v == null || v.isNaN()) {
            return null;
        }
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }

    private void csv(PrintWriter out, List<TreeView.Row> rows) {
        List<String> header = new ArrayList<>(List.of("move", "squares", "games", "black_wins", "draws", "white_wins",
                "black_score", "black_score_low", "black_score_high", "mean_disc_diff", "median_disc_diff", "name"));
        if (overlay != null) {
            header.add("book_score");
        }
        try (CSVPrinter p = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).build())) {
            for (TreeView.Row r : rows) {
                Stats s = r.stats();
                double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
                List<Object> values = new ArrayList<>(java.util.Arrays.asList(r.shown(), String.join(" ", r.squares()),
                        s.games(), s.blackWins(), s.draws(), s.whiteWins(), round(s.blackScore(), 4), round(interval[0], 4),
                        round(interval[1], 4), round(s.meanDiscDiff(), 2), s.medianDiscDiff(), name(r.opening())));
                if (overlay != null) {
                    values.add(overlay.blackScore(r));
                }
                p.printRecord(values);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void text(PrintWriter out, TreeView view, List<TreeView.Row> rows, GameFilter filter) {
        boolean unicode = !ascii && Console.unicode();
        Position p = view.position();
        String typed = Transcript.format(view.line().moves());
        StringBuilder head = new StringBuilder(typed.isEmpty() ? "Start position" : typed);
        if (view.opening() != null) {
            head.append(" · ").append(view.opening().line()).append(" · ").append(view.opening().name());
        }
        out.println(head);
        if (board) {
            out.print(new BoardDiagram(unicode).render(p, p.legalMoves()));
        }
        Stats s = view.stats();
        out.println(summary(s, filter));
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
            out.println(s.games() == 0 ? "No game reached this position." : "No move was played from here in these games.");
            return;
        }
        ResultBar bar = new ResultBar(unicode, 20);
        out.println();
        out.printf("  %-6s %8s %6s %7s %6s %7s  %-20s %6s  %-13s %6s%s  %s%n", "move", "games", "share", "black", "draws",
                "white", "results", "black%", "95% interval", "mean", overlay == null ? "" : "   book", "opening");
        for (TreeView.Row r : rows) {
            Stats c = r.stats();
            double[] interval = Confidence.wilson95(c.blackWins() + 0.5 * c.draws(), c.games());
            String mark = c.games() < LOW_COUNT ? "*" : " ";
            String same = r.squares().size() > 1 ? "  (same as " + String.join(" ", r.squares().stream()
                    .filter(x -> !x.equals(r.shown())).toList()) + ")" : "";
            String bookScore = overlay == null ? "" : String.format(" %6s", overlay.blackScore(r) == null ? "–"
                    : String.format("%+d", overlay.blackScore(r)));
            out.printf("%s %-6s %,8d %5.1f%% %,7d %,6d %,7d  %s %5.1f%%  %5.1f–%5.1f%% %6s%s  %s%s%n", mark, r.shown(),
                    c.games(), 100.0 * c.games() / s.games(), c.blackWins(), c.draws(), c.whiteWins(), bar.of(c),
                    100 * c.blackScore(), 100 * interval[0], 100 * interval[1], signed(c.meanDiscDiff()), bookScore,
                    r.opening() == null ? "" : r.opening().name(), same);
        }
        out.println();
        if (view.ended() > 0) {
            out.printf("%,d game%s ended here.%n", view.ended(), view.ended() == 1 ? "" : "s");
        }
        out.println(bar.legend() + ";  * fewer than " + LOW_COUNT + " games;  mean = black's mean final disc difference"
                + (overlay == null ? "" : ";  book = the book's score of the move, black's view"));
        if (overlay != null && !overlay.unplayed(rows).isEmpty()) {
            out.println("Book moves not in the table: " + String.join("  ", overlay.unplayed(rows)));
        }
    }

    static String summary(Stats s, GameFilter filter) {
        if (s.games() == 0) {
            return "0 games (" + filter.describe() + ")";
        }
        double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
        String years = s.firstYear() == null ? "" : s.firstYear().equals(s.lastYear()) ? " in " + s.firstYear()
                : ", " + s.firstYear() + "–" + s.lastYear();
        StringBuilder sb = new StringBuilder(String.format("%,d games%s (%s): black %,d · draws %,d · white %,d; black scores %.1f%% (%.1f–%.1f%%)",
                s.games(), years, filter.describe(), s.blackWins(), s.draws(), s.whiteWins(), 100 * s.blackScore(),
                100 * interval[0], 100 * interval[1]));
        if (s.meanDiscDiff() != null) {
            sb.append(String.format("; disc difference mean %s, median %s", signed(s.meanDiscDiff()), signed(s.medianDiscDiff())));
        }
        if (s.meanTheoreticalDiff() != null) {
            sb.append(String.format("; perfect play %s (%,d games)", signed(s.meanTheoreticalDiff()), s.theoreticalGames()));
        }
        return sb.toString();
    }

    static String signed(Double v) {
        return v == null ? "" : String.format("%+.1f", v);
    }
}
