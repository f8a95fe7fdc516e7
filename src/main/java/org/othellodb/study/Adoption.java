package org.othellodb.study;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.query.GameFilter;
import org.othellodb.tree.PositionKey;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * Fills a repertoire from the games: from a position, where the repertoire's colour is to move it
 * takes the move the selected games played most (or the best-scoring one), where the other colour is
 * it takes every reply played in at least {@code minGames} games, down to {@code depth} moves. The
 * counts are the opening tree's ({@link TreeQuery}) over the filter's games (a player's, a period's).
 * A move the repertoire already chose is kept and followed: adopting fills holes, it never overrules.
 */
public final class Adoption {

    /** Which move to take for the repertoire's colour. */
    public enum Choice {
        /** The move most games played (ties: the better score for the mover). */
        played,
        /** The move with the best score share for the mover (ties: more games). */
        score
    }

    /** What an adoption did: moves added, and the positions where the repertoire's own move was kept over the games' choice. */
    public record Result(int added, int kept) {
    }

    private final TreeQuery query;
    private final GameFilter filter;
    private final int minGames;
    private final Choice choice;

    public Adoption(TreeQuery query, GameFilter filter, int minGames, Choice choice) {
        this.query = query;
        this.filter = filter;
        this.minGames = minGames;
        this.choice = choice;
    }

    /**
     * Adds the games' moves from the position after {@code from} (its moves are added first, as
     * {@link OwnRepertoire#add} adds a line) down to {@code depth} moves beyond it.
     */
    public Result adopt(OwnRepertoire r, Line from, int depth, boolean replace) {
        int before = r.size();
        int dropped = r.add(from, replace).dropped();
        int[] kept = {0};
        walk(r, from, from.finalPosition().movesPlayed() + depth, new HashSet<>(), kept);
        return new Result(r.size() - before + dropped, kept[0]);
    }

    private void walk(OwnRepertoire r, Line line, int lastPly, Set<PositionKey> seen, int[] kept) {
        Position p = line.finalPosition();
        if (p.movesPlayed() >= lastPly || p.isGameOver() || !seen.add(PositionKey.of(p))) {
            return;
        }
        List<TreeView.Row> rows = query.tree(line, filter).children().stream().filter(row -> row.stats().games() >= minGames).toList();
        if (p.toMove() == r.colour()) {
            String mine = r.chosen(p);
            TreeView.Row pick = rows.stream().max(order(p.toMove())).orElse(null);
            if (mine == null && pick == null) {
                return;
            }
            if (mine != null && pick != null && !pick.squares().contains(mine)) {
                kept[0]++;
            }
            String move = mine != null ? mine : pick.shown();
            follow(r, line, move, lastPly, seen, kept);
        } else {
            for (TreeView.Row row : rows) {
                follow(r, line, row.shown(), lastPly, seen, kept);
            }
        }
    }

    private void follow(OwnRepertoire r, Line line, String move, int lastPly, Set<PositionKey> seen, int[] kept) {
        r.addMove(line.finalPosition(), move.equals(Square.name(Square.PASS)) ? Square.PASS : Square.parse(move));
        walk(r, OwnRepertoire.extend(line, move), lastPly, seen, kept);
    }

    /** The order of the candidates: the chosen one is the greatest. */
    private Comparator<TreeView.Row> order(Color mover) {
        Comparator<TreeView.Row> games = Comparator.comparingLong(row -> row.stats().games());
        Comparator<TreeView.Row> score = Comparator.comparingDouble(row -> mover == Color.BLACK
                ? row.stats().blackScore() : 1 - row.stats().blackScore());
        // Last: the square name, so that equal counts still give one answer.
        Comparator<TreeView.Row> name = Comparator.comparing(TreeView.Row::shown, Comparator.reverseOrder());
        return (choice == Choice.played ? games.thenComparing(score) : score.thenComparing(games)).thenComparing(name);
    }
}
