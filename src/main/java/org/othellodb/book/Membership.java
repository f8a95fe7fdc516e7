package org.othellodb.book;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * Which positions become records.
 *
 * <p>A position enters when at least {@code minGames} selected games pass through it (within the
 * ply bound). It need not be reachable from the start through other records: two games that
 * reach it by different move orders may each be alone at the positions before, and an engine
 * still finds it after a transposition.
 *
 * <p>A repertoire book ({@code onlyColor}) keeps the full choice for its owner and only the
 * replies actually met for the other colour: the owner's positions enter as above, so the engine
 * can choose among every move that was played often enough; a reply of the other colour from a
 * record enters as soon as a selected game played it there, even once, so the engine playing the
 * owner stays in book against every reply it has met, while replies never met are not in the book.
 *
 * <p>A position where the side to move must pass enters only together with the position after the
 * pass (Edax needs a pass record to link to it); when the latter does not enter, neither does it.
 */
final class Membership {

    private final Map<BoardKey, PositionTally> tallies;
    private final BookOptions options;

    Membership(Map<BoardKey, PositionTally> tallies, BookOptions options) {
        this.tallies = tallies;
        this.options = options;
    }

    /** The tallies of the positions that enter; empty when the start position does not. */
    Map<BoardKey, PositionTally> members() {
        Map<BoardKey, PositionTally> in = new LinkedHashMap<>();
        for (Map.Entry<BoardKey, PositionTally> e : tallies.entrySet()) {
            PositionTally t = e.getValue();
            if (t.games >= options.minGames() && passOk(t)) {
                in.put(e.getKey(), t);
            }
        }
        Canonical start = Position.START.canonical();
        if (!in.containsKey(new BoardKey(start.player(), start.opponent()))) {
            return new LinkedHashMap<>();
        }
        Color owner = options.onlyColor();
        if (owner != null) {
            Deque<PositionTally> queue = new ArrayDeque<>(in.values());
            while (!queue.isEmpty()) {
                PositionTally p = queue.poll();
                if (p.toMove() == owner) {
                    continue;
                }
                Position board = new Position(p.player, p.opponent, p.toMove());
                Canonical frame = Canonical.of(p.player, p.opponent);
                for (long moves = board.legalMoves(); moves != 0; moves &= moves - 1) {
                    int m = Long.numberOfTrailingZeros(moves);
                    if (p.played(frame.representative(m)) > 0) {
                        PositionTally q = tallyOf(board.playUnchecked(m));
                        if (q != null && !in.containsKey(key(q)) && passOk(q)) {
                            in.put(key(q), q);
                            queue.add(q);
                        }
                    }
                }
            }
        }
        return in;
    }

    private static BoardKey key(PositionTally t) {
        return new BoardKey(t.player, t.opponent);
    }

    private PositionTally tallyOf(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return tallies.get(new BoardKey(c.player(), c.opponent()));
    }

    /** False for a position that must pass when the position after the pass does not enter. */
    private boolean passOk(PositionTally t) {
        Position board = new Position(t.player, t.opponent, t.toMove());
        if (!board.mustPass()) {
            return true;
        }
        PositionTally next = tallyOf(board.pass());
        if (next == null) {
            return false;
        }
        return next.games >= options.minGames()
                || (options.onlyColor() != null && t.toMove() != options.onlyColor() && t.played(Square.PASS) > 0);
    }
}
