package org.othellodb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.Tally;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.Stats;
import org.othellodb.tree.Confidence;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.PlayerSide;
import org.othellodb.tree.TreeView;

/**
 * The {@code tree} of a position as a document: the position, the {@code children} shown (those of
 * {@code min_games} games or more; {@code hidden_moves} says how many others there were) and the
 * filter, as {@code GameFilter.record} gives it.
 */
public record TreeReport(String moves, FilterEcho filter, int minGames, int hiddenMoves, Node position,
                         List<Child> children) {

    /** Rows with fewer games than this are marked as low counts. */
    public static final int LOW_COUNT = 10;

    /** The order of the rows. */
    public enum Sort { games, score }

    /** The counts of a position or move, rounded as every document rounds them. */
    public record Counts(long games, long blackWins, long draws, long whiteWins, @Nullable Double meanDiscDiff, @Nullable Double medianDiscDiff,
                         @Nullable Double blackScore, @Nullable Double blackScoreLow, @Nullable Double blackScoreHigh, @Nullable Double meanTheoreticalDiff,
                         @Nullable Integer firstYear, @Nullable Integer lastYear) {

        public static Counts of(Stats s) {
            double[] interval = Confidence.wilson95(s.blackWins() + 0.5 * s.draws(), s.games());
            boolean none = s.games() == 0;
            return new Counts(s.games(), s.blackWins(), s.draws(), s.whiteWins(), Json.round(s.meanDiscDiff(), 2),
                    s.medianDiscDiff(), none ? null : Json.round(s.blackScore(), 4), none ? null : Json.round(interval[0], 4),
                    none ? null : Json.round(interval[1], 4), Json.round(s.meanTheoreticalDiff(), 2), s.firstYear(), s.lastYear());
        }
    }

    /**
     * The position itself; {@code book} holds "book_value" when an engine book was given
     * ({@code tree --book}), written after the counts (null when the book does not hold the position).
     */
    public record Node(@JsonUnwrapped Counts counts, @Nullable String name, @Nullable String toMove, long gamesEndedHere,
                       @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> book) {
        @JsonAnyGetter
        Map<String, Object> bookFields() {
            return book;
        }
    }

    /** A move played from the position; {@code book} holds "book_score" when an engine book was given. */
    public record Child(String move, @JsonUnwrapped Counts counts, @Nullable String name, List<String> squares, double share,
                        boolean lowCount, @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> book) {
        @JsonAnyGetter
        Map<String, Object> bookFields() {
            return book;
        }
    }

    /** The moves played at least {@code minGames} times, most played first (or best for the side to move). */
    public static List<TreeView.Row> rows(TreeView view, int minGames, Sort sort) {
        boolean blackToMove = view.position().toMove() == Color.BLACK;
        Comparator<TreeView.Row> byGames = Comparator.comparingLong((TreeView.Row r) -> r.stats().games()).reversed();
        Comparator<TreeView.Row> byScore = Comparator.comparingDouble(
                (TreeView.Row r) -> blackToMove ? r.stats().blackScore() : 1 - r.stats().blackScore()).reversed();
        List<TreeView.Row> rows = new ArrayList<>(view.children().stream().filter(r -> r.stats().games() >= minGames).toList());
        rows.sort(sort == Sort.score ? byScore.thenComparing(byGames) : byGames.thenComparing(r -> r.shown()));
        return rows;
    }

    public static @Nullable String name(OpeningNames.@Nullable Opening o) {
        return o == null ? null : o.name();
    }

    /** The tree of {@code view} showing {@code rows}, without an engine book. */
    public static TreeReport of(TreeView view, List<TreeView.Row> rows, FilterEcho filter, int minGames) {
        return of(view, rows, filter, minGames, null, null, null);
    }

    /**
     * The tree with an engine book's scores (black's view): {@code bookValue} the position's value and
     * {@code bookValueKind} what kind of value it is (statistics of games, or an engine's or the solver's
     * discs), {@code bookScore} each row's; all null for no book.
     */
    public static TreeReport of(TreeView view, List<TreeView.Row> rows, FilterEcho filter, int minGames,
                                @Nullable Integer bookValue, @Nullable String bookValueKind,
                                @Nullable Function<TreeView.Row, Integer> bookScore) {
        boolean withBook = bookScore != null;
        long total = view.stats().games();
        List<Child> children = rows.stream().map(r -> new Child(r.shown(), Counts.of(r.stats()), name(r.opening()),
                r.squares(), total == 0 ? 0 : (double) r.stats().games() / total, r.stats().games() < LOW_COUNT,
                bookScore(bookScore, r))).toList();
        Node position = new Node(Counts.of(view.stats()), name(view.opening()),
                view.position().isGameOver() ? null : view.position().toMove().lowerName(), view.ended(),
                withBook ? bookValue(bookValue, bookValueKind) : Map.of());
        return new TreeReport(view.line().typed(), filter, minGames, view.children().size() - rows.size(),
                position, children);
    }

    /**
     * This tree with the score share of the filter's player ({@code player_score} and its 95% interval,
     * {@code player_score_low} and {@code player_score_high}) after the counts of the position and
     * of each move; the same tree when {@code side} is null (no player filter).
     */
    public TreeReport withPlayer(PlayerSide side) {
        if (side == null) {
            return this;
        }
        Node p = new Node(position.counts(), position.name(), position.toMove(), position.gamesEndedHere(),
                with(position.book(), side.position()));
        List<Child> rows = children.stream().map(c -> new Child(c.move(), c.counts(), c.name(), c.squares(), c.share(),
                c.lowCount(), with(c.book(), side.byMove().getOrDefault(c.move(), new Tally.Counts(0, 0, 0, 0))))).toList();
        return new TreeReport(moves, filter, minGames, hiddenMoves, p, rows);
    }

    /** The player's score share and its interval from the player's counts, rounded as {@link Counts} rounds black's. */
    public static PlayerScore playerScore(Tally.Counts c) {
        if (c.games() == 0) {
            return new PlayerScore(null, null, null);
        }
        double points = c.won() + 0.5 * c.drawn();
        double[] interval = Confidence.wilson95(points, c.games());
        return new PlayerScore(Json.round(points / c.games(), 4), Json.round(interval[0], 4), Json.round(interval[1], 4));
    }

    /** A player's score share (a draw counts half) and its 95% Wilson interval; all null without games. */
    public record PlayerScore(@Nullable Double playerScore, @Nullable Double playerScoreLow, @Nullable Double playerScoreHigh) {
    }

    private static Map<String, Object> with(Map<String, Object> fields, Tally.Counts player) {
        Map<String, Object> m = new LinkedHashMap<>(fields);
        PlayerScore s = playerScore(player);
        // The counts too, so that a page rounds the share from them as the command line does.
        m.put("player_games", player.games());
        m.put("player_wins", player.won());
        m.put("player_draws", player.drawn());
        m.put("player_losses", player.lost());
        m.put("player_score", s.playerScore());
        m.put("player_score_low", s.playerScoreLow());
        m.put("player_score_high", s.playerScoreHigh());
        return m;
    }

    private static Map<String, Object> bookScore(@Nullable Function<TreeView.Row, Integer> bookScore, TreeView.Row r) {
        return bookScore == null ? Map.of() : single("book_score", bookScore.apply(r));
    }

    private static Map<String, Object> bookValue(@Nullable Integer value, @Nullable String kind) {
        Map<String, Object> m = single("book_value", value);
        m.put("book_value_kind", kind);
        return m;
    }

    /** A one-key map that may hold null (Map.of may not). */
    private static Map<String, Object> single(String key, @Nullable Object value) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(key, value);
        return m;
    }
}
