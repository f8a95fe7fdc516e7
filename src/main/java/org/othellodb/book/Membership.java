package org.othellodb.book;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.BitSet;
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
record Membership(TallyTable tallies, BookOptions options) {

    /** Which counted positions enter, by their number in the table; null when the start position does not. */
    BitSet members() {
        BitSet in = new BitSet(tallies.size());
        for (int i = 0; i < tallies.size(); i++) {
            if (tallies.games(i) >= options.minGames() && passOk(i)) {
                in.set(i);
            }
        }
        int start = tallies.indexOf(Position.START);
        if (start < 0 || !in.get(start)) {
            return null;
        }
        Color owner = options.onlyColor();
        if (owner != null) {
            Deque<Integer> queue = new ArrayDeque<>();
            in.stream().forEach(queue::add);
            while (!queue.isEmpty()) {
                int p = queue.poll();
                if (tallies.toMove(p) == owner) {
                    continue;
                }
                Position board = tallies.board(p);
                Canonical symmetric = tallies.symmetry(p);
                for (long moves = board.legalMoves(); moves != 0; moves &= moves - 1) {
                    int m = Long.numberOfTrailingZeros(moves);
                    if (tallies.played(p, m, symmetric) > 0) {
                        int q = tallies.indexOf(board.playUnchecked(m));
                        if (q >= 0 && !in.get(q) && passOk(q)) {
                            in.set(q);
                            queue.add(q);
                        }
                    }
                }
            }
        }
        return in;
    }

    /** False for a position that must pass when the position after the pass does not enter. */
    private boolean passOk(int t) {
        Position board = tallies.board(t);
        if (!board.mustPass()) {
            return true;
        }
        int next = tallies.indexOf(board.pass());
        if (next < 0) {
            return false;
        }
        return tallies.games(next) >= options.minGames()
                || (options.onlyColor() != null && tallies.toMove(t) != options.onlyColor() && tallies.played(t, Square.PASS, null) > 0);
    }
}
