package org.othellodb.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * The positions of a book being made, linked to each other, with the values the engines need
 * computed from the frontiers up. Both books built from games ({@link BookBuilder}) and books
 * merged, converted or pruned ({@link BookMaintenance}) go through it, so every file written keeps
 * the rules {@link BookChecker} checks.
 *
 * <p>Values: a node with links is worth the best of its link scores (−(child's value)) and of its
 * leaf score when the leaf has one; a node without links is worth its leaf score (a frontier: its
 * estimate or its stored value), or its final score when the game is over. Bounds are proven
 * bounds on the perfect-play value: exact for solved nodes; elsewhere the lower bound is the best
 * of −(child's upper bound) over the links (−64 without any), and the upper bound is the best of
 * −(child's lower bound) when every legal move is a link, else +64 (an unexplored move could be
 * anything). An estimate from games proves nothing, so its bounds are [−64, +64].
 */
final class BookGraph {

    /** One position. {@code leaf} is the best move outside the links, with its score or {@link Link#UNKNOWN}. */
    static final class Node {
        final long player;
        final long opponent;
        final Color toMove;
        int wins;
        int draws;
        int losses;
        int level;
        /** The value is proven: a solved position, or a finished game. Nothing changes it. */
        boolean exact;
        Link leaf = Link.NONE;
        final List<Link> links = new ArrayList<>();
        final List<Node> children = new ArrayList<>();
        int value;
        int lower;
        int upper;
        long lines;
        private boolean done;

        Node(long player, long opponent, Color toMove) {
            this.player = player;
            this.opponent = opponent;
            this.toMove = toMove;
        }

        Position position() {
            return new Position(player, opponent, toMove);
        }

        BoardKey key() {
            return new BoardKey(player, opponent);
        }

        boolean isFrontier() {
            return children.isEmpty();
        }
    }

    private static final long MAX_LINES = Long.MAX_VALUE / 2;

    private final Map<BoardKey, Node> nodes = new HashMap<>();
    /** Whether the current round of the guard moved a value. */
    private boolean changed;

    Node add(long player, long opponent, Color toMove) {
        Node n = new Node(player, opponent, toMove);
        if (nodes.putIfAbsent(n.key(), n) != null) {
            throw new IllegalArgumentException("the same board twice");
        }
        return n;
    }

    Node get(long canonicalPlayer, long canonicalOpponent) {
        return nodes.get(new BoardKey(canonicalPlayer, canonicalOpponent));
    }

    /** The node of {@code p} in any orientation, or null. */
    Node find(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return get(c.player(), c.opponent());
    }

    int size() {
        return nodes.size();
    }

    Iterable<Node> nodes() {
        return nodes.values();
    }

    /** Links every node to the nodes its legal moves (or its pass) lead to; scores come with {@link #negamax}. */
    void link() {
        for (Node n : nodes.values()) {
            n.links.clear();
            n.children.clear();
            Position p = n.position();
            if (p.mustPass()) {
                Node child = find(p.pass());
                if (child != null) {
                    n.links.add(new Link(0, Square.PASS));
                    n.children.add(child);
                }
            }
            for (long m = p.legalMoves(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                Node child = find(p.playUnchecked(sq));
                if (child != null) {
                    n.links.add(new Link(0, sq));
                    n.children.add(child);
                }
            }
        }
    }

    /** The legal moves of {@code n} that are not links. */
    static long unlinked(Node n) {
        long free = n.position().legalMoves();
        for (Link l : n.links) {
            if (l.move() < Square.PASS) {
                free &= ~Square.bit(l.move());
            }
        }
        return free;
    }

    /**
     * Gives every linked node its leaf: the best of the moves it already knew a score for
     * ({@code known}: its old links and leaf) that are not links now, so that a pruned link's score
     * stays as the leaf's, as Edax does when it removes links. A node left without links and
     * without a scored leaf scores {@code fallback(node)} on its leaf move: its old value, carried
     * by a legal move (the pass itself when it must pass: the form Edax writes).
     */
    void chooseLeaves(Map<Node, List<Link>> known, java.util.function.ToIntFunction<Node> fallback) {
        for (Node n : nodes.values()) {
            Position p = n.position();
            long free = unlinked(n);
            Link leaf = null;
            for (Link k : known.getOrDefault(n, List.of())) {
                boolean usable = k.move() < Square.PASS ? (free & Square.bit(k.move())) != 0
                        : k.move() == Square.PASS && n.links.isEmpty() && p.mustPass();
                if (usable && k.hasScore() && (leaf == null || k.score() > leaf.score())) {
                    leaf = k;
                }
            }
            if (leaf == null && n.links.isEmpty()) {
                int move = p.mustPass() ? Square.PASS : free == 0 ? Link.NO_MOVE : Long.numberOfTrailingZeros(free);
                leaf = new Link(fallback.applyAsInt(n), move);
            } else if (leaf == null) {
                leaf = free == 0 ? Link.NONE : new Link(Link.UNKNOWN, Long.numberOfTrailingZeros(free));
            }
            n.leaf = leaf;
        }
    }

    /** Computes every value, bound, link score and line count from the frontiers up. */
    void negamax() {
        for (Node n : nodes.values()) {
            n.done = false;
        }
        for (Node n : nodes.values()) {
            negamax(n);
        }
    }

    private void negamax(Node n) {
        if (n.done) {
            return;
        }
        int best = n.leaf.hasScore() ? n.leaf.score() : Integer.MIN_VALUE;
        int lower = Integer.MIN_VALUE;
        int upper = Integer.MIN_VALUE;
        long lines = n.isFrontier() ? 1 : 0;
        List<Node> distinct = new ArrayList<>();
        for (int i = 0; i < n.children.size(); i++) {
            Node c = n.children.get(i);
            negamax(c);
            n.links.set(i, new Link(-c.value, n.links.get(i).move()));
            best = Math.max(best, -c.value);
            lower = Math.max(lower, -c.upper);
            upper = Math.max(upper, -c.lower);
            if (distinct.stream().noneMatch(d -> d == c)) { // symmetric moves reach one child: it counts once
                distinct.add(c);
                lines = Math.min(MAX_LINES, lines + c.lines);
            }
        }
        n.value = best == Integer.MIN_VALUE ? 0 : best;
        if (n.exact) {
            n.lower = n.value;
            n.upper = n.value;
        } else {
            boolean allLinked = n.leaf.move() == Link.NO_MOVE && !n.children.isEmpty();
            n.lower = Math.min(n.value, n.children.isEmpty() ? -EndgameSolver.MAX_SCORE : lower);
            n.upper = Math.max(n.value, allLinked ? upper : EndgameSolver.MAX_SCORE);
        }
        n.lines = lines;
        n.done = true;
    }

    /**
     * Makes every value agree with its own games (the W/D/L guard): a value is never positive where
     * the side to move lost more games than it won, nor negative where it won more than it lost. A
     * frontier that disagrees is valued 0; a node with links that disagrees has the children that
     * make it disagree brought to 0 the same way (all of them when its value is too high, its best
     * one when too low), down to the frontiers. Values only move towards 0 and never cross it, so a
     * node that agrees keeps agreeing. Solved values are not moved: where solved lines hold a value
     * that contradicts the games (a move proven to win, or every book move proven to lose), the
     * proof wins. Returns the nodes that still disagree, all of them held by solved lines.
     */
    List<Node> guard() {
        for (int round = 0; round < 100; round++) {
            negamax();
            changed = false;
            for (Node n : nodes.values()) {
                if (disagrees(n)) {
                    if (n.value > 0) {
                        lowerTo0(n);
                    } else {
                        raiseTo0(n);
                    }
                }
            }
            if (!changed) {
                List<Node> left = new ArrayList<>();
                for (Node n : nodes.values()) {
                    if (disagrees(n)) {
                        left.add(n);
                    }
                }
                return left;
            }
        }
        throw new IllegalStateException("the W/D/L guard did not settle");
    }

    /** The value says the side to move wins where it lost more games than it won, or the reverse. */
    static boolean disagrees(Node n) {
        if (ValueKind.of(n.level) == ValueKind.engine) {
            return false; // a searched value is not a statistic: the games do not overrule it
        }
        return (n.value > 0 && n.wins < n.losses) || (n.value < 0 && n.wins > n.losses);
    }

    /** Brings the value of {@code n} down to at most 0, or to its proven lower bound. */
    private void lowerTo0(Node n) {
        if (n.value <= 0 || n.exact || ValueKind.of(n.level) == ValueKind.engine) {
            return;
        }
        if (n.isFrontier()) {
            setLeaf(n, Math.max(0, n.lower));
            return;
        }
        if (n.leaf.hasScore() && n.leaf.score() > 0) {
            setLeaf(n, 0);
        }
        int best = n.leaf.hasScore() ? n.leaf.score() : Integer.MIN_VALUE;
        for (Node c : n.children) {
            if (c.value < 0) {
                raiseTo0(c);
            }
            best = Math.max(best, -c.value);
        }
        n.value = best;
    }

    /** Brings the value of {@code n} up to at least 0, or to its proven upper bound. */
    private void raiseTo0(Node n) {
        if (n.value >= 0 || n.exact || ValueKind.of(n.level) == ValueKind.engine) {
            return;
        }
        if (n.isFrontier()) {
            setLeaf(n, Math.min(0, n.upper));
            return;
        }
        Node best = null;
        for (Node c : n.children) {
            if (!c.exact && (best == null || -c.value > -best.value)) {
                best = c;
            }
        }
        if (best == null) {
            return; // every move here leads to a solved position: the solved lines hold the value
        }
        lowerTo0(best);
        n.value = Math.max(n.leaf.hasScore() ? n.leaf.score() : Integer.MIN_VALUE, -best.value);
    }

    private void setLeaf(Node n, int score) {
        changed |= score != n.leaf.score();
        n.leaf = new Link(score, n.leaf.move());
        n.value = score;
    }

    /** The book's records, in the file order of {@link BookBuilder#fileOrder}. */
    List<BookRecord> records() {
        List<BookRecord> out = new ArrayList<>(nodes.size());
        for (Node n : nodes.values()) {
            out.add(new BookRecord(n.player, n.opponent, n.wins, n.draws, n.losses, n.lines, n.value, n.lower, n.upper,
                    n.level, n.links, n.leaf, n.toMove));
        }
        out.sort(BookBuilder::fileOrder);
        return out;
    }
}
