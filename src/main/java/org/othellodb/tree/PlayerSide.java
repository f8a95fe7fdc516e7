package org.othellodb.tree;

import java.util.HashMap;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Tally;
import org.othellodb.query.GameFilter;

/**
 * A position's games counted from the side of the filter's player: the tree counts black's wins,
 * but a coach looking at a player wants that player's. With a colour ({@code --as}) it is that
 * colour's view of the same counts; without one, the games as black (black's results) and as white
 * (white's results) are counted apart and added, as the explorer page does with {@code as} left
 * empty. A game between two players the filter matches ({@code --player-like}) counts once for each.
 *
 * @param position the player's won, drawn and lost games at the position
 * @param byMove   the same for each move played there, by the move as the tree view shows it
 */
public record PlayerSide(Tally.Counts position, Map<String, Tally.Counts> byMove) {

    static final Tally.Counts NONE = new Tally.Counts(0, 0, 0, 0);

    /** The player's side of {@code view}, the tree of {@code line} under {@code filter}; null without a player filter. */
    public static PlayerSide of(TreeQuery query, TreeView view, GameFilter filter) {
        if (filter.player() == null) {
            return null;
        }
        if (filter.as() != null) {
            return side(view, filter.as());
        }
        Line line = view.line();
        PlayerSide black = side(query.tree(line, filter.toBuilder().as(Color.BLACK).build()), Color.BLACK);
        PlayerSide white = side(query.tree(line, filter.toBuilder().as(Color.WHITE).build()), Color.WHITE);
        return black.plus(white);
    }

    /** The counts of both, added: the player's games as black and as white. */
    PlayerSide plus(PlayerSide other) {
        Map<String, Tally.Counts> moves = new HashMap<>(byMove);
        other.byMove.forEach((move, c) -> moves.merge(move, c, PlayerSide::add));
        return new PlayerSide(add(position, other.position), Map.copyOf(moves));
    }

    /** The player's counts of a move of the tree view (none when the player never played into it). */
    public Tally.Counts of(TreeView.Row row) {
        return byMove.getOrDefault(row.shown(), NONE);
    }

    /** The counts of {@code view}, the games where the player had {@code colour}, from that colour's side. */
    static PlayerSide side(TreeView view, Color colour) {
        Map<String, Tally.Counts> moves = new HashMap<>();
        for (TreeView.Row r : view.children()) {
            moves.put(r.shown(), as(r.stats().counts(), colour));
        }
        return new PlayerSide(as(view.stats().counts(), colour), moves);
    }

    /** Black's counts (the tree's) as {@code colour}'s. */
    private static Tally.Counts as(Tally.Counts black, Color colour) {
        return colour == Color.BLACK ? black : black.flipped();
    }

    private static Tally.Counts add(Tally.Counts a, Tally.Counts b) {
        return new Tally.Counts(a.games() + b.games(), a.won() + b.won(), a.drawn() + b.drawn(), a.lost() + b.lost());
    }
}
