package org.othellodb.book;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * The graph of a book built from games, in plain arrays: nodes numbered densely in the order the
 * counted positions are numbered (the order {@link BookGraph} adds them in, which the W/D/L guard's
 * visiting order and the solver's order depend on), per-node figures in parallel primitive arrays,
 * and the links in compressed rows ({@code linkStart} by node, then move and child node by link).
 * An every-position book has 5.9 million nodes: as objects with a list of children each, the
 * collector copied them over and over, and every negamax chased references across a gigabyte; here
 * the whole graph is a few hundred megabytes of arrays, the negamax one loop over the nodes in
 * reverse topological order, and the records are made from the arrays as they are written.
 *
 * <p>The rules are those of {@link BookGraph} (values, bounds, lines, the guard) and
 * {@link BookBuilder} (leaves, solving), applied in the same order, so the books are the same bytes.
 */
final class BookArrays {

    private static final long MAX_LINES = Long.MAX_VALUE / 2;
    private static final byte WHITE_TO_MOVE = 1;
    private static final byte EXACT = 2;
    private static final byte NO_SCORE = (byte) Link.UNKNOWN;

    private final int size;
    private final long[] player;
    private final long[] opponent;
    private final byte[] flags;
    private final int[] wins;
    private final int[] draws;
    private final int[] losses;
    private final byte[] level;
    /** The estimate of the value from the games here, used if the node is a frontier (within ±64). */
    private final byte[] estimate;
    /**
     * The legal squares played from each node, most played first (ties: smaller square), in rows by
     * node: the leaf move is the first of them outside the links, else the smallest square outside
     * them. Dropped once the leaves are chosen.
     */
    private int[] playedStart;
    private byte[] played;
    /** Node i's links are {@code linkStart[i] .. linkStart[i + 1] − 1}: the move and the node it leads to. */
    private int[] linkStart;
    private byte[] linkMove;
    private int[] child;
    private final byte[] leafScore;
    private final byte[] leafMove;
    private final byte[] value;
    private final byte[] lower;
    private final byte[] upper;
    /** The value the last {@link #negamax} gave, before the guard may move it: what the links to the node score. */
    private final byte[] negamaxValue;
    private final long[] lines;
    /** Children before parents: the order {@link #negamax} computes the nodes in. */
    private int[] bottomUp;
    private boolean changed;

    private BookArrays(int size) {
        this.size = size;
        player = new long[size];
        opponent = new long[size];
        flags = new byte[size];
        wins = new int[size];
        draws = new int[size];
        losses = new int[size];
        level = new byte[size];
        estimate = new byte[size];
        leafScore = new byte[size];
        leafMove = new byte[size];
        value = new byte[size];
        lower = new byte[size];
        upper = new byte[size];
        negamaxValue = new byte[size];
        lines = new long[size];
        Arrays.fill(leafScore, NO_SCORE);
        Arrays.fill(leafMove, (byte) Link.NO_MOVE);
    }

    /**
     * The nodes of the {@code members} of {@code tallies}, in the tallies' numbering, each given what
     * the book needs of its tally; {@link #link} links them.
     */
    static BookArrays of(TallyTable tallies, BitSet members, BookOptions options) {
        BookArrays g = new BookArrays(members.cardinality());
        g.playedStart = new int[g.size + 1];
        byte[] played = new byte[Math.max(16, g.size + g.size / 4)];
        int playedCount = 0;
        byte[] squares = new byte[Square.PASS];
        long[] keyed = new long[Square.PASS];
        int k = 0;
        for (int i = members.nextSetBit(0); i >= 0; i = members.nextSetBit(i + 1)) {
            Color toMove = tallies.toMove(i);
            g.player[k] = tallies.player(i);
            g.opponent[k] = tallies.opponent(i);
            g.flags[k] = toMove == Color.WHITE ? WHITE_TO_MOVE : 0;
            g.wins[k] = tallies.count(i, TallyTable.WINS);
            g.draws[k] = tallies.count(i, TallyTable.DRAWS);
            g.losses[k] = tallies.count(i, TallyTable.LOSSES);
            g.level[k] = (byte) options.level();
            g.estimate[k] = (byte) Estimator.value(tallies, i, options.value(), options.draws());
            int n = playedByPreference(tallies, i, new Position(g.player[k], g.opponent[k], toMove).legalMoves(), keyed, squares);
            if (playedCount + n > played.length) {
                played = Arrays.copyOf(played, Math.max(playedCount + n, played.length + played.length / 2));
            }
            System.arraycopy(squares, 0, played, playedCount, n);
            playedCount += n;
            g.playedStart[k + 1] = playedCount;
            k++;
        }
        g.played = played;
        return g;
    }

    /** The legal squares played from position {@code i} (symmetric equivalents share a count), most played first, ties by square. */
    private static int playedByPreference(TallyTable t, int i, long legal, long[] keyed, byte[] out) {
        Canonical symmetric = t.symmetry(i);
        int n = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            int games = t.played(i, sq, symmetric);
            if (games > 0) {
                keyed[n++] = ((long) (Integer.MAX_VALUE - games) << 8) | sq;
            }
        }
        Arrays.sort(keyed, 0, n);
        for (int j = 0; j < n; j++) {
            out[j] = (byte) (keyed[j] & 0xFF);
        }
        return n;
    }

    int size() {
        return size;
    }

    Position position(int i) {
        return new Position(player[i], opponent[i], (flags[i] & WHITE_TO_MOVE) != 0 ? Color.WHITE : Color.BLACK);
    }

    boolean isFrontier(int i) {
        return linkStart[i] == linkStart[i + 1];
    }

    /**
     * Links every node to the nodes its pass (first) and its legal moves (by square) lead to, as
     * {@link BookGraph#link} does, through a {@link NodeFinder}. The nodes are visited by their
     * count of discs, so that the finder's lookups stay in two small tables at a time, in parallel
     * chunks; their links are then put in node order.
     */
    void link() {
        int[] start = new int[66];
        int[] byDiscs = byDiscs(start);
        NodeFinder finder = new NodeFinder(player, opponent, byDiscs, start);
        int chunks = Math.max(1, Math.min(size / 4096 + 1, 4 * Runtime.getRuntime().availableProcessors()));
        Links[] parts = IntStream.range(0, chunks).parallel()
                .mapToObj(c -> links(byDiscs, (int) ((long) size * c / chunks), (int) ((long) size * (c + 1) / chunks), finder))
                .toArray(Links[]::new);
        int total = 0;
        int[] count = new int[size];
        for (Links part : parts) {
            total += part.count;
            for (int k = part.from; k < part.to; k++) {
                count[byDiscs[k]] = part.perNode[k - part.from];
            }
        }
        linkStart = new int[size + 1];
        for (int i = 0; i < size; i++) {
            linkStart[i + 1] = linkStart[i] + count[i];
        }
        linkMove = new byte[total];
        child = new int[total];
        for (Links part : parts) {
            int at = 0;
            for (int k = part.from; k < part.to; k++) {
                int n = part.perNode[k - part.from];
                System.arraycopy(part.moves, at, linkMove, linkStart[byDiscs[k]], n);
                System.arraycopy(part.children, at, child, linkStart[byDiscs[k]], n);
                at += n;
            }
        }
        bottomUp = bottomUp();
    }

    /** The links of nodes {@code byDiscs[from .. to − 1]}, in that order. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Links(int from, int to, int[] perNode, byte[] moves, int[] children, int count) {
    }

    private Links links(int[] byDiscs, int from, int to, NodeFinder finder) {
        int[] perNode = new int[to - from];
        byte[] moves = new byte[Math.max(16, 2 * (to - from))];
        int[] children = new int[moves.length];
        int count = 0;
        for (int k = from; k < to; k++) {
            Position p = position(byDiscs[k]);
            int before = count;
            if (count + Square.PASS + 1 > moves.length) { // room for a pass and every square
                moves = Arrays.copyOf(moves, Math.max(2 * moves.length, count + Square.PASS + 1));
                children = Arrays.copyOf(children, moves.length);
            }
            if (p.mustPass()) {
                Position next = p.pass();
                int c = finder.find(next.player(), next.opponent());
                if (c >= 0) {
                    moves[count] = Square.PASS;
                    children[count++] = c;
                }
            }
            for (long m = p.legalMoves(); m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                Position next = p.playUnchecked(sq);
                int c = finder.find(next.player(), next.opponent());
                if (c >= 0) {
                    moves[count] = (byte) sq;
                    children[count++] = c;
                }
            }
            perNode[k - from] = count - before;
        }
        return new Links(from, to, perNode, moves, children, count);
    }

    /**
     * The nodes, children before parents: by discs, most first (a move adds discs), and among nodes
     * of as many discs those without a pass link first (a pass keeps the discs; the position after
     * it has a move, so passes never chain).
     */
    private int[] bottomUp() {
        int ranks = 2 * 65;
        int[] rank = new int[size];
        for (int i = 0; i < size; i++) {
            boolean passes = !isFrontier(i) && linkMove[linkStart[i]] == Square.PASS;
            rank[i] = ranks - 1 - (2 * Long.bitCount(player[i] | opponent[i]) + (passes ? 0 : 1));
        }
        return byKey(rank, ranks);
    }

    /**
     * The indexes 0..n-1 by {@code key}, smallest first, keeping the index order among equal keys
     * (a counting sort: keys are small, 0 to {@code keys - 1}).
     */
    private static int[] byKey(int[] key, int keys) {
        int[] start = new int[keys + 1];
        for (int k : key) {
            start[k + 1]++;
        }
        for (int k = 0; k < keys; k++) {
            start[k + 1] += start[k];
        }
        int[] order = new int[key.length];
        for (int i = 0; i < key.length; i++) {
            order[start[key[i]]++] = i;
        }
        return order;
    }

    /** The legal moves of node {@code i} that are not links. */
    long unlinked(int i) {
        long free = position(i).legalMoves();
        for (int j = linkStart[i]; j < linkStart[i + 1]; j++) {
            if (linkMove[j] < Square.PASS) {
                free &= ~Square.bit(linkMove[j]);
            }
        }
        return free;
    }

    /** The square of {@code candidates} that most games played from node {@code i}; ties and unplayed: the smallest. */
    int mostPlayed(int i, long candidates) {
        for (int j = playedStart[i]; j < playedStart[i + 1]; j++) {
            if ((candidates & Square.bit(played[j])) != 0) {
                return played[j];
            }
        }
        return Long.numberOfTrailingZeros(candidates);
    }

    int estimate(int i) {
        return estimate[i];
    }

    void setExact(int i) {
        flags[i] |= EXACT;
    }

    void setLevel(int i, int l) {
        level[i] = (byte) l;
    }

    void setLeaf(int i, int score, int move) {
        leafScore[i] = (byte) score;
        leafMove[i] = (byte) move;
    }

    /** The played moves are only for choosing the leaves: gone once they are chosen. */
    void leavesChosen() {
        played = null;
        playedStart = null;
    }

    private boolean exact(int i) {
        return (flags[i] & EXACT) != 0;
    }

    private boolean engineLevel(int i) {
        return ValueKind.of(level[i]) == ValueKind.engine;
    }

    /** Computes every value, bound and line count from the frontiers up ({@link BookGraph#negamax}). */
    void negamax() {
        for (int i : bottomUp) {
            int best = leafScore[i] != NO_SCORE ? leafScore[i] : Integer.MIN_VALUE;
            int lo = Integer.MIN_VALUE;
            int up = Integer.MIN_VALUE;
            int first = linkStart[i];
            int end = linkStart[i + 1];
            long ln = first == end ? 1 : 0;
            for (int j = first; j < end; j++) {
                int c = child[j];
                best = Math.max(best, -value[c]);
                lo = Math.max(lo, -upper[c]);
                up = Math.max(up, -lower[c]);
                if (!seenBefore(first, j)) { // symmetric moves reach one child: it counts once
                    ln = Math.min(MAX_LINES, ln + lines[c]);
                }
            }
            int v = best == Integer.MIN_VALUE ? 0 : best;
            value[i] = (byte) v;
            negamaxValue[i] = (byte) v;
            if (exact(i)) {
                lower[i] = (byte) v;
                upper[i] = (byte) v;
            } else {
                boolean allLinked = leafMove[i] == Link.NO_MOVE && end > first;
                lower[i] = (byte) Math.min(v, end == first ? -EndgameSolver.MAX_SCORE : lo);
                upper[i] = (byte) Math.max(v, allLinked ? up : EndgameSolver.MAX_SCORE);
            }
            lines[i] = ln;
        }
    }

    private boolean seenBefore(int first, int j) {
        for (int k = first; k < j; k++) {
            if (child[k] == child[j]) {
                return true;
            }
        }
        return false;
    }

    /** The values now, to count the ones the guard moves. */
    byte[] values() {
        return value.clone();
    }

    /** How many values differ from {@code before}. */
    int changedFrom(byte[] before) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (value[i] != before[i]) {
                n++;
            }
        }
        return n;
    }

    /**
     * The W/D/L guard, as {@link BookGraph#guard}: the same rounds, the same visiting order, the
     * same moves of values. Returns how many nodes still disagree, all held by solved lines. The
     * values must be those of a {@link #negamax} (the first round's).
     */
    int guard() {
        int[] order = guardOrder();
        // The sign of wins − losses in visiting order (0: the games cannot disagree, or an engine's value):
        // it does not change, and reading it in order spares two trips to memory a node in every round.
        byte[] gamesSign = new byte[size];
        for (int k = 0; k < size; k++) {
            int n = order[k];
            gamesSign[k] = engineLevel(n) ? 0 : (byte) Integer.signum(wins[n] - losses[n]);
        }
        for (int round = 0; round < 100; round++) {
            if (round > 0) {
                negamax();
            }
            changed = false;
            for (int k = 0; k < size; k++) {
                if (gamesSign[k] != 0 && disagrees(value[order[k]], gamesSign[k])) {
                    int n = order[k];
                    if (value[n] > 0) {
                        lowerTo0(n);
                    } else {
                        raiseTo0(n);
                    }
                }
            }
            if (!changed) {
                int left = 0;
                for (int k = 0; k < size; k++) {
                    if (gamesSign[k] != 0 && disagrees(value[order[k]], gamesSign[k])) {
                        left++;
                    }
                }
                return left;
            }
        }
        throw new IllegalStateException("the W/D/L guard did not settle");
    }

    /** {@link BookGraph#guardOrder}: that of a {@code HashMap<BoardKey, Node>} filled in node order. */
    private int[] guardOrder() {
        int capacity = 16;
        while (size > capacity / 4 * 3) {
            capacity *= 2;
        }
        int[] bucket = new int[size];
        for (int i = 0; i < size; i++) {
            int h = new BoardKey(player[i], opponent[i]).hashCode();
            bucket[i] = (h ^ (h >>> 16)) & (capacity - 1);
        }
        return byKey(bucket, capacity);
    }

    /** A value of one sign where the games went the other way ({@code gamesSign}: that of wins − losses). */
    private static boolean disagrees(int value, int gamesSign) {
        return (value > 0 && gamesSign < 0) || (value < 0 && gamesSign > 0);
    }

    private void lowerTo0(int n) {
        if (value[n] <= 0 || exact(n) || engineLevel(n)) {
            return;
        }
        if (isFrontier(n)) {
            guardLeaf(n, Math.max(0, lower[n]));
            return;
        }
        if (leafScore[n] != NO_SCORE && leafScore[n] > 0) {
            guardLeaf(n, 0);
        }
        int best = leafScore[n] != NO_SCORE ? leafScore[n] : Integer.MIN_VALUE;
        for (int j = linkStart[n]; j < linkStart[n + 1]; j++) {
            int c = child[j];
            if (value[c] < 0) {
                raiseTo0(c);
            }
            best = Math.max(best, -value[c]);
        }
        value[n] = (byte) best;
    }

    private void raiseTo0(int n) {
        if (value[n] >= 0 || exact(n) || engineLevel(n)) {
            return;
        }
        if (isFrontier(n)) {
            guardLeaf(n, Math.min(0, upper[n]));
            return;
        }
        int best = -1;
        for (int j = linkStart[n]; j < linkStart[n + 1]; j++) {
            int c = child[j];
            if (!exact(c) && (best < 0 || -value[c] > -value[best])) {
                best = c;
            }
        }
        if (best < 0) {
            return; // every move here leads to a solved position: the solved lines hold the value
        }
        lowerTo0(best);
        value[n] = (byte) Math.max(leafScore[n] != NO_SCORE ? leafScore[n] : Integer.MIN_VALUE, -value[best]);
    }

    private void guardLeaf(int n, int score) {
        changed |= score != leafScore[n];
        leafScore[n] = (byte) score;
        value[n] = (byte) score;
    }

    /**
     * The book's records in file order ({@link BookBuilder#fileOrder}), gathered into columns in that
     * order; each link scored −(its child's value at the last negamax). The graph is done.
     */
    List<BookRecord> records() {
        int[] order = fileOrder();
        RecordColumns r = new RecordColumns(size, child.length);
        for (int k = 0; k < size; k++) {
            int i = order[k];
            r.linkStart[k + 1] = r.linkStart[k] + linkStart[i + 1] - linkStart[i];
        }
        int chunks = 4 * Runtime.getRuntime().availableProcessors(); // random reads: both cores wait on memory
        IntStream.range(0, chunks).parallel().forEach(c -> {
            for (int k = (int) ((long) size * c / chunks); k < (int) ((long) size * (c + 1) / chunks); k++) {
                gather(order[k], r, k);
            }
        });
        return r;
    }

    /** Copies node {@code i} into record {@code k} of {@code r}, its links scored. */
    private void gather(int i, RecordColumns r, int k) {
        r.player[k] = player[i];
        r.opponent[k] = opponent[i];
        r.wins[k] = wins[i];
        r.draws[k] = draws[i];
        r.losses[k] = losses[i];
        r.lines[k] = lines[i];
        r.value[k] = value[i];
        r.lower[k] = lower[i];
        r.upper[k] = upper[i];
        r.level[k] = level[i];
        r.flags[k] = (flags[i] & WHITE_TO_MOVE) != 0 ? RecordColumns.WHITE_TO_MOVE : 0;
        r.leafScore[k] = leafScore[i];
        r.leafMove[k] = leafMove[i];
        int first = linkStart[i];
        int at = r.linkStart[k];
        for (int j = 0; j < r.linkStart[k + 1] - at; j++) {
            r.linkMove[at + j] = linkMove[first + j];
            r.linkScore[at + j] = (byte) -negamaxValue[child[first + j]];
        }
    }

    /**
     * The nodes in file order: by discs (a counting sort), then boards read as unsigned numbers,
     * each depth's boards (a hundred thousand or so) sorted on their own, in parallel, as flat keys.
     */
    private int[] fileOrder() {
        int[] start = new int[66];
        int[] order = byDiscs(start);
        IntStream.range(0, 65).parallel().forEach(d -> {
            int from = start[d];
            int n = start[d + 1] - from;
            long[] p = new long[n];
            long[] o = new long[n];
            int[] id = new int[n];
            for (int k = 0; k < n; k++) {
                id[k] = order[from + k];
                p[k] = player[id[k]] ^ Long.MIN_VALUE; // unsigned order as signed
                o[k] = opponent[id[k]] ^ Long.MIN_VALUE;
            }
            sortByBoards(p, o, id, 0, n);
            System.arraycopy(id, 0, order, from, n);
        });
        return order;
    }

    /** The nodes ordered by their count of discs (stable): those with d discs from {@code start[d]} (filled here) on. */
    private int[] byDiscs(int[] start) {
        for (int i = 0; i < size; i++) {
            start[discs(i) + 1]++;
        }
        for (int d = 0; d < 65; d++) {
            start[d + 1] += start[d];
        }
        int[] order = new int[size];
        int[] next = start.clone();
        for (int i = 0; i < size; i++) {
            order[next[discs(i)]++] = i;
        }
        return order;
    }

    /** Sorts {@code [lo, hi)} of the three arrays by (p, o): a quicksort, distinct keys. */
    private static void sortByBoards(long[] p, long[] o, int[] id, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            long pp = p[mid];
            long po = o[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (p[i] < pp || (p[i] == pp && o[i] < po)) {
                    i++;
                }
                while (p[j] > pp || (p[j] == pp && o[j] > po)) {
                    j--;
                }
                if (i <= j) {
                    swap(p, o, id, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) { // the smaller side by recursion, the larger by the loop
                sortByBoards(p, o, id, lo, j + 1);
                lo = i;
            } else {
                sortByBoards(p, o, id, i, hi);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            for (int j = i; j > lo && (p[j - 1] > p[j] || (p[j - 1] == p[j] && o[j - 1] > o[j])); j--) {
                swap(p, o, id, j - 1, j);
            }
        }
    }

    private static void swap(long[] p, long[] o, int[] id, int a, int b) {
        long t = p[a];
        p[a] = p[b];
        p[b] = t;
        t = o[a];
        o[a] = o[b];
        o[b] = t;
        int u = id[a];
        id[a] = id[b];
        id[b] = u;
    }

    private int discs(int i) {
        return Long.bitCount(player[i] | opponent[i]);
    }
}
