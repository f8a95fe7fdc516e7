package org.othellodb.tree;

import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.store.Stats;

/**
 * A position of the opening tree as a user asked for it: the position after {@code line}, its
 * statistics over the games (filtered or not), and the moves played from it, all in the
 * orientation of the moves the user typed.
 *
 * @param stored  true when the tree stores the position (two or more games reached it)
 * @param opening the deepest named position on the way, or null
 */
public record TreeView(Line line, Stats stats, OpeningNames.Opening opening, List<Row> children, boolean stored) {

    /**
     * A move played from the position. {@code squares} are the equivalent moves (several only in
     * a position with a symmetry of its own), {@code shown} the one to display.
     */
    public record Row(String shown, List<String> squares, Stats stats, OpeningNames.Opening opening) {
    }

    public Position position() {
        return line.finalPosition();
    }

    /** Games that ended at this position (finished or stopped there). */
    public long ended() {
        return stats.games() - children.stream().mapToLong(r -> r.stats().games()).sum();
    }
}
