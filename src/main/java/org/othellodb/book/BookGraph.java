package org.othellodb.book;

import java.util.ArrayList;
import java.util.Arrays;
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
        /**
         * Book moves (squares, or the pass), fixed in size by {@link #link}, with {@code children[i]} the
         * position {@code linkMoves[i]} leads to; a link's score is always −(child's value), so it is
         * not stored (see {@link #links()}): an every-position book has 5.6 million nodes, and objects per link cost gigabytes.
         */
        byte[] linkMoves = NO_MOVES;
        Node[] children = NO_CHILDREN;
        int value;
        /** The value before the W/D/L guard, to count the values it moved. */
        int unguarded;
        /** The builder's estimate of the value from the games here, used if this is a frontier. */
        int estimate;
        /**
         * The legal moves by games played from here, most first (ties: smaller square first), for the
         * builder to pick the leaf move; dropped once it is picked. Kept instead of the position's
         * tally, whose counts are no longer needed (the tallies of a big book cost more than the graph).
         */
        byte[] preference;
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
            return children.length == 0;
        }

        /**
         * The value the last {@link #negamax} gave: book moves score −(child's value) as it was then
         * (the W/D/L guard may move a value after it, where solved lines hold it).
         */
        int negamaxValue;

        /** The book moves with their scores, −(child's value at the last negamax). */
        List<Link> links() {
            Link[] out = new Link[linkMoves.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = Link.of(-children[i].negamaxValue, linkMoves[i]);
            }
            return Arrays.asList(out);
        }
    }

    private static final Node[] NO_CHILDREN = {};
    private static final byte[] NO_MOVES = {};

    private static final long MAX_LINES = Long.MAX_VALUE / 2;

    /** The nodes in the order they were added (the guard visits them in it), and found by their boards. */
    private final List<Node> nodes;
    private final NodeIndex index;
    /** Whether the current round of the guard moved a value. */
    private boolean changed;

    BookGraph() {
        this(16);
    }

    /**
     * A graph sized for {@code expected} nodes: no rehashing of millions of entries as it grows,
     * and the capacity growth would reach, so that the nodes come in the same order.
     */
    BookGraph(int expected) {
        nodes = new ArrayList<>(expected);
        index = new NodeIndex(expected);
    }

    Node add(long player, long opponent, Color toMove) {
        Node n = new Node(player, opponent, toMove);
        if (!index.add(n)) {
            throw new IllegalArgumentException("the same board twice");
        }
        nodes.add(n);
        return n;
    }

    Node get(long canonicalPlayer, long canonicalOpponent) {
        return index.get(canonicalPlayer, canonicalOpponent);
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
        return nodes;
    }

    /** Links every node to the nodes its legal moves (or its pass) lead to; scores come with {@link #negamax}. */
    void link() {
        byte[] moves = new byte[Square.PASS + 1];
        Node[] children = new Node[Square.PASS + 1];
        for (Node n : nodes) {
            int k = 0;
            Position p = n.position();
            if (p.mustPass()) {
                Node child = find(p.pass());
                if (child != null) {
                    moves[k] = Square.PASS;
                    children[k++] = child;
                }
            }
            for (long m = p.legalMoves(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                Node child = find(p.playUnchecked(sq));
                if (child != null) {
                    moves[k] = (byte) sq;
                    children[k++] = child;
                }
            }
            n.linkMoves = k == 0 ? NO_MOVES : Arrays.copyOf(moves, k);
            n.children = k == 0 ? NO_CHILDREN : Arrays.copyOf(children, k);
        }
    }

    /** The legal moves of {@code n} that are not links. */
    static long unlinked(Node n) {
        long free = n.position().legalMoves();
        for (byte m : n.linkMoves) {
            if (m < Square.PASS) {
                free &= ~Square.bit(m);
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
        for (Node n : nodes) {
            Position p = n.position();
            long free = unlinked(n);
            Link leaf = null;
            for (Link k : known.getOrDefault(n, List.of())) {
                boolean usable = k.move() < Square.PASS ? (free & Square.bit(k.move())) != 0
                        : k.move() == Square.PASS && n.isFrontier() && p.mustPass();
                if (usable && k.hasScore() && (leaf == null || k.score() > leaf.score())) {
                    leaf = k;
                }
            }
            if (leaf == null && n.isFrontier()) {
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
        for (Node n : nodes) {
            n.done = false;
        }
        for (Node n : nodes) {
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
        for (int i = 0; i < n.children.length; i++) {
            Node c = n.children[i];
            negamax(c);
            best = Math.max(best, -c.value);
            lower = Math.max(lower, -c.upper);
            upper = Math.max(upper, -c.lower);
            if (!seenBefore(n.children, i)) { // symmetric moves reach one child: it counts once
                lines = Math.min(MAX_LINES, lines + c.lines);
            }
        }
        n.value = best == Integer.MIN_VALUE ? 0 : best;
        n.negamaxValue = n.value;
        if (n.exact) {
            n.lower = n.value;
            n.upper = n.value;
        } else {
            boolean allLinked = n.leaf.move() == Link.NO_MOVE && n.children.length > 0;
            n.lower = Math.min(n.value, n.children.length == 0 ? -EndgameSolver.MAX_SCORE : lower);
            n.upper = Math.max(n.value, allLinked ? upper : EndgameSolver.MAX_SCORE);
        }
        n.lines = lines;
        n.done = true;
    }

    private static boolean seenBefore(Node[] children, int i) {
        for (int j = 0; j < i; j++) {
            if (children[j] == children[i]) {
                return true;
            }
        }
        return false;
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
        List<Node> order = guardOrder();
        for (int round = 0; round < 100; round++) {
            negamax();
            changed = false;
            for (Node n : order) {
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
                for (Node n : order) {
                    if (disagrees(n)) {
                        left.add(n);
                    }
                }
                return left;
            }
        }
        throw new IllegalStateException("the W/D/L guard did not settle");
    }

    /**
     * The order the guard visits the nodes in. Its result depends on it where two disagreeing
     * nodes share children, so it stays the order books were always made in: that of a
     * {@code HashMap<BoardKey, Node>} filled in the order the nodes were added (bucket by bucket,
     * with the capacity the map grows to; within a bucket, as added), without keeping the map
     * itself, whose entries and keys cost 60 bytes a node.
     */
    private List<Node> guardOrder() {
        int capacity = 16;
        while (nodes.size() > capacity / 4 * 3) { // HashMap doubles when its size passes 0.75 x capacity
            capacity *= 2;
        }
        int[] start = new int[capacity + 1];
        int[] bucket = new int[nodes.size()];
        for (int i = 0; i < bucket.length; i++) {
            Node n = nodes.get(i);
            int h = new BoardKey(n.player, n.opponent).hashCode();
            bucket[i] = (h ^ (h >>> 16)) & (capacity - 1);
            start[bucket[i] + 1]++;
        }
        for (int b = 0; b < capacity; b++) {
            start[b + 1] += start[b];
        }
        Node[] ordered = new Node[bucket.length];
        for (int i = 0; i < bucket.length; i++) {
            ordered[start[bucket[i]]++] = nodes.get(i);
        }
        return Arrays.asList(ordered);
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
        n.leaf = Link.of(score, n.leaf.move());
        n.value = score;
    }

    /** The book's records, in the file order of {@link BookBuilder#fileOrder}. */
    List<BookRecord> records() {
        List<BookRecord> out = new ArrayList<>(nodes.size());
        for (Node n : nodes) {
            out.add(record(n));
        }
        out.sort(BookBuilder::fileOrder);
        return out;
    }

    private static BookRecord record(Node n) {
        return new BookRecord(n.player, n.opponent, n.wins, n.draws, n.losses, n.lines, n.value, n.lower, n.upper,
                n.level, n.links(), n.leaf, n.toMove);
    }

    /**
     * Nodes found by their two boards: open addressing over arrays, so that millions of nodes need
     * no entry and key objects each (a {@code HashMap} of 5.6 million nodes costs 350 MB more).
     */
    private static final class NodeIndex {
        private long[] keys;
        private Node[] slots;
        private int size;
        /** The node of empty boards, which cannot be in the slots (0, 0 marks a free one). */
        private Node empty;

        NodeIndex(int expected) {
            int capacity = 16;
            while (capacity * 3L < expected * 4L) { // at most three quarters full
                capacity *= 2;
            }
            keys = new long[2 * capacity];
            slots = new Node[capacity];
        }

        private static int hash(long player, long opponent) {
            long h = player * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opponent * 0xC2B2AE3D27D4EB4FL, 29);
            return (int) (h ^ (h >>> 32));
        }

        Node get(long player, long opponent) {
            // The keys alone are probed (16 bytes a slot, four to a cache line): most lookups are for
            // positions that are not nodes, and end there. No position has empty boards: 0, 0 is a free slot.
            if (player == 0 && opponent == 0) {
                return empty; // never in a book from games; a damaged file may hold it
            }
            int mask = slots.length - 1;
            for (int i = hash(player, opponent) & mask; keys[2 * i] != 0 || keys[2 * i + 1] != 0; i = (i + 1) & mask) {
                if (keys[2 * i] == player && keys[2 * i + 1] == opponent) {
                    return slots[i];
                }
            }
            return null;
        }

        /** Adds {@code n}; false when a node of the same boards is there already. */
        boolean add(Node n) {
            if (get(n.player, n.opponent) != null) {
                return false;
            }
            if (n.player == 0 && n.opponent == 0) {
                empty = n;
                return true;
            }
            if (4L * (size + 1) > 3L * slots.length) {
                grow();
            }
            put(n);
            size++;
            return true;
        }

        private void put(Node n) {
            int mask = slots.length - 1;
            int i = hash(n.player, n.opponent) & mask;
            while (keys[2 * i] != 0 || keys[2 * i + 1] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = n;
            keys[2 * i] = n.player;
            keys[2 * i + 1] = n.opponent;
        }

        private void grow() {
            Node[] old = slots;
            slots = new Node[old.length * 2];
            keys = new long[2 * slots.length];
            for (Node n : old) {
                if (n != null) {
                    put(n);
                }
            }
        }
    }
}
