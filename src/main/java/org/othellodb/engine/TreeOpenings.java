package org.othellodb.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * The opening tree of the database as an engine's book: the moves played at least
 * {@code minGames} times, best expected result for the side to move first (a win 1, a draw ½;
 * more games first on a tie), each valued by the mean final disc difference of its games from the
 * side to move's view. These are statistics of human games, not searched values: they say what
 * happened, and {@link Hint.Source#tree} says so to whoever reads them.
 */
public final class TreeOpenings implements OpeningSource {

    private final TreeQuery query;
    private final int minGames;

    public TreeOpenings(TreeQuery query, int minGames) {
        this.query = query;
        this.minGames = minGames;
    }

    @Override
    public List<Hint> moves(Line line) {
        Position p = line.finalPosition();
        TreeView view = query.tree(line, GameFilter.NONE);
        int sign = p.toMove() == Color.BLACK ? 1 : -1;
        record Candidate(Hint hint, double expected) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (TreeView.Row row : view.children()) {
            Stats s = row.stats();
            if (s.games() < minGames || s.meanDiscDiff() == null) {
                continue;
            }
            int move = Square.parse(row.shown());
            if (!p.isLegal(move)) {
                continue;
            }
            double blackScore = s.blackScore();
            double expected = sign > 0 ? blackScore : 1 - blackScore;
            double eval = Math.round(sign * s.meanDiscDiff() * 100) / 100.0;
            candidates.add(new Candidate(new Hint(move, eval, 0, Hint.Source.tree, s.games()), expected));
        }
        candidates.sort(Comparator.comparingDouble(Candidate::expected).reversed()
                .thenComparing(c -> -c.hint().games()));
        return candidates.stream().map(Candidate::hint).toList();
    }
}
