package org.othellodb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Transcript;
import org.othellodb.query.FilterEcho;
import org.othellodb.tree.MoveTrend;
import org.othellodb.tree.TreeView;

/**
 * Each move's popularity and results by year at a position ({@code /api/trend}, the page's chart):
 * for each year with games there, the games and, per move played that year, its games and results
 * (black's), as the tree counts them.
 */
public record TrendReport(String moves, FilterEcho filter, List<Year> years) {

    public record Year(int year, int games, int blackWins, int draws, int whiteWins, List<Move> moves) {
    }

    public record Move(String move, int games, int blackWins, int draws, int whiteWins) {
    }

    public static TrendReport of(org.othellodb.board.Line line, FilterEcho filter, List<MoveTrend.Year> years) {
        List<Year> out = new ArrayList<>();
        for (MoveTrend.Year y : years) {
            TreeView t = y.tree();
            List<Move> moves = t.children().stream()
                    .sorted(java.util.Comparator.comparingInt((TreeView.Row r) -> -r.stats().games()).thenComparing(TreeView.Row::shown))
                    .map(r -> new Move(r.shown(), r.stats().games(), r.stats().blackWins(), r.stats().draws(),
                            r.stats().whiteWins())).toList();
            out.add(new Year(y.year(), t.stats().games(), t.stats().blackWins(), t.stats().draws(), t.stats().whiteWins(), moves));
        }
        return new TrendReport(Transcript.format(line.boardMoves()), filter, out);
    }
}
