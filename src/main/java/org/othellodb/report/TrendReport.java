package org.othellodb.report;

import org.jspecify.annotations.Nullable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Tally;
import org.othellodb.board.Transcript;
import org.othellodb.query.FilterEcho;
import org.othellodb.tree.Confidence;
import org.othellodb.tree.MoveTrend;
import org.othellodb.tree.TreeView;

/**
 * Each move's popularity and results by year at a position ({@code trend MOVES}, {@code /api/trend},
 * the page's chart). {@code years} holds every year's counts as the tree counts them (black's
 * results, and the player's with a player filter). {@code periods} holds what the chart draws:
 * years pooled until each period has {@code pool} games at the position (a year of 2 games is no
 * trend), and for the {@value #TOP} moves played most over all years, each one's share of the
 * period's games and its score (black's, or the filter player's), each with its 95% Wilson interval.
 *
 * @param scoreOf whose score {@code periods} give: black, or player with a player filter
 */
public record TrendReport(String moves, FilterEcho filter, String scoreOf, int pool, List<String> top,
                          List<Period> periods, List<Year> years) {

    /** The moves a trend follows: the most played at the position, as many as a chart tells apart. */
    public static final int TOP = 5;
    /** The games a period needs at the position unless asked otherwise: below that, a share swings by chance. */
    public static final int POOL = 20;

    /**
     * A year's games at the position and each move's.
     *
     * @param player the player's counts that year; absent without a player filter
     */
    public record Year(int year, long games, long blackWins, long draws, long whiteWins, @Nullable Counts player, List<Move> moves) {
    }

    public record Move(String move, long games, long blackWins, long draws, long whiteWins, @Nullable Counts player) {
    }

    /** The player's won, drawn and lost games. */
    public record Counts(long games, long won, long drawn, long lost) {
        static Counts of(Tally.Counts c) {
            return new Counts(c.games(), c.won(), c.drawn(), c.lost());
        }
    }

    /** A year, or consecutive years pooled ({@code from} to {@code to}), and the top moves in it. */
    public record Period(int from, int to, long games, List<Share> moves) {
    }

    /**
     * A move in a period: its games, their share of the period's games and the score with it (null
     * when it was not played then), each with its 95% interval.
     */
    public record Share(String move, long games, double share, double shareLow, double shareHigh, @Nullable Double score, @Nullable Double scoreLow,
                        @Nullable Double scoreHigh) {
    }

    public static TrendReport of(org.othellodb.board.Line line, FilterEcho filter, List<MoveTrend.Year> years, int pool) {
        List<Year> out = new ArrayList<>();
        Map<String, Long> totals = new LinkedHashMap<>();
        for (MoveTrend.Year y : years) {
            TreeView t = y.tree();
            List<Move> moves = t.children().stream()
                    .sorted(Comparator.comparingLong((TreeView.Row r) -> -r.stats().games()).thenComparing(TreeView.Row::shown))
                    .map(r -> new Move(r.shown(), r.stats().games(), r.stats().blackWins(), r.stats().draws(),
                            r.stats().whiteWins(), y.side() == null ? null : Counts.of(y.side().of(r)))).toList();
            moves.forEach(m -> totals.merge(m.move(), m.games(), Long::sum));
            out.add(new Year(y.year(), t.stats().games(), t.stats().blackWins(), t.stats().draws(), t.stats().whiteWins(),
                    y.side() == null ? null : Counts.of(y.side().position()), moves));
        }
        List<String> top = totals.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(TOP).map(Map.Entry::getKey).toList();
        boolean player = !years.isEmpty() && years.get(0).side() != null;
        return new TrendReport(Transcript.format(line.boardMoves()), filter, player ? "player" : "black", pool, top,
                periods(pool(out, pool), top, player), out);
    }

    /** The years in runs of at least {@code pool} games; a last run short of it joins the one before. */
    static List<List<Year>> pool(List<Year> years, int pool) {
        List<List<Year>> runs = new ArrayList<>();
        List<Year> run = new ArrayList<>();
        long games = 0;
        for (Year y : years) {
            run.add(y);
            games += y.games();
            if (games >= pool) {
                runs.add(run);
                run = new ArrayList<>();
                games = 0;
            }
        }
        if (!run.isEmpty()) {
            if (runs.isEmpty()) {
                runs.add(run);
            } else {
                runs.get(runs.size() - 1).addAll(run);
            }
        }
        return runs;
    }

    private static List<Period> periods(List<List<Year>> runs, List<String> top, boolean player) {
        List<Period> out = new ArrayList<>();
        for (List<Year> run : runs) {
            long games = run.stream().mapToLong(Year::games).sum();
            List<Share> shares = new ArrayList<>();
            for (String move : top) {
                long played = 0;
                double points = 0;
                for (Year y : run) {
                    for (Move m : y.moves()) {
                        if (m.move().equals(move)) {
                            played += m.games();
                            Counts mine = m.player();
                            points += player && mine != null ? mine.won() + 0.5 * mine.drawn() : m.blackWins() + 0.5 * m.draws();
                        }
                    }
                }
                double[] share = Confidence.wilson95((double) played, games);
                double[] score = Confidence.wilson95(points, played);
                shares.add(new Share(move, played, (double) played / games, share[0], share[1],
                        played == 0 ? null : points / played, played == 0 ? null : score[0], played == 0 ? null : score[1]));
            }
            out.add(new Period(run.get(0).year(), run.get(run.size() - 1).year(), games, shares));
        }
        return out;
    }
}
