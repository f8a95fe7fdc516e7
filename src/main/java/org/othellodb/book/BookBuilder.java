package org.othellodb.book;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import org.othellodb.store.BookSource.BookGame;

/**
 * Builds a book from games: counts the positions ({@link PositionCounter}), picks the records
 * ({@link Membership}), links them and values them ({@link BookGraph}).
 *
 * <ul>
 *   <li>Links: every legal move of a record whose resulting position is a record, scored −(child's
 *       value); a position that must pass links to the position after the pass with move 64.</li>
 *   <li>Values, in {@code solved} mode: a record within {@code solveEmpties} empty squares of the
 *       end is solved exactly ({@link EndgameSolver}); its leaf is the best move outside its links
 *       with its exact score, and its level 60 says so. Every other record: a record without links
 *       (a frontier) takes the estimate of {@link Estimator} on the move most played from it (Edax:
 *       value = the best of links and leaf); a record with links takes the best link score, its leaf
 *       being the most played legal move that is not a link, with score −127 (unknown), or "no move"
 *       when every legal move is a link. A finished game is worth its final score.</li>
 *   <li>The W/D/L guard (on by default, {@link BookGraph#guard}): no value that is not proven
 *       contradicts the record's own games.</li>
 *   <li>Bounds: proven bounds on the perfect-play value ({@link BookGraph}).</li>
 *   <li>Win/draw/loss: the real game counts at the position, from the side to move's view. Lines:
 *       the book lines below the position (frontiers count one; a position adds up its distinct
 *       children's lines, so symmetric moves leading to one position count once).</li>
 * </ul>
 */
public final class BookBuilder {

    /** The level of a solved record: Edax reads level 60 at n empties as a search to the end. */
    public static final int SOLVED_LEVEL = 60;

    /**
     * A book and how its values came: {@code solved} records solved exactly (taking {@code solveMillis}),
     * {@code guarded} values the W/D/L guard brought to 0, and {@code proven} records whose value,
     * held by solved lines, disagrees with their games (the guard cannot move those).
     */
    public record Result(Book book, int solved, long solveMillis, int guarded, int proven) {
    }

    private BookBuilder() {
    }

    /** The book of {@code games}; a bad-input failure when not even the start position enters. */
    public static Book build(List<BookGame> games, BookOptions options) {
        return build(games, options, null).book();
    }

    /**
     * As {@link #build(List, BookOptions)}, with the opening tree's positions up to the ply bound as
     * candidates ({@link org.othellodb.store.BookSource#treeCandidates}), when the tree counts every game.
     */
    public static Result build(List<BookGame> games, BookOptions options, long[] treeCandidates) {
        return build(new PositionCounter(games, options, treeCandidates).count(), games.size(), options);
    }

    /**
     * The book of positions counted elsewhere (the Spark build): {@code counted} holds every
     * position up to the ply bound that {@code minGames} of the {@code games} games reach, counted
     * as {@link PositionCounter} counts them; the same counts give the same book. Not for a
     * repertoire book (its replies below the threshold need the games).
     */
    public static Result build(List<CountedPosition> counted, int games, BookOptions options) {
        if (options.onlyColor() != null) {
            throw new IllegalArgumentException("a repertoire book needs the games, not only the counts");
        }
        long[] hashes = new long[counted.size()];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = TallyTable.hash(counted.get(i).player(), counted.get(i).opponent());
        }
        long[] distinct = java.util.Arrays.stream(hashes).sorted().distinct().toArray();
        LongIndex index = new LongIndex(distinct);
        PositionTally[] byHash = new PositionTally[distinct.length];
        java.util.Map<BoardKey, PositionTally> collisions = new java.util.HashMap<>();
        for (int i = 0; i < hashes.length; i++) {
            PositionTally t = PositionTally.of(counted.get(i));
            int at = index.get(hashes[i]);
            if (byHash[at] == null) {
                byHash[at] = t;
            } else {
                collisions.put(new BoardKey(t.player, t.opponent), t); // two positions, one hash: as PositionCounter keeps them
            }
        }
        return build(new TallyTable(byHash, index, collisions), games, options);
    }

    private static Result build(TallyTable tallies, int games, BookOptions options) {
        BookGraph graph = nodes(tallies, games, options);
        graph.link();
        List<BookGraph.Node> toSolve = new ArrayList<>();
        for (BookGraph.Node n : graph.nodes()) {
            Position p = n.position();
            long free = BookGraph.unlinked(n);
            if (p.isGameOver()) {
                n.exact = true;
                n.leaf = Link.of(EndgameSolver.finalScore(p.player(), p.opponent()), Link.NO_MOVE);
            } else if (options.value() == ValueMode.solved && p.empties() <= options.solveEmpties()) {
                toSolve.add(n);
            } else if (n.isFrontier()) {
                n.leaf = Link.of(n.estimate, mostPlayed(n.preference, free));
            } else {
                n.leaf = free == 0 ? Link.NONE : Link.of(Link.UNKNOWN, mostPlayed(n.preference, free));
            }
            n.preference = null;
        }
        long t0 = System.nanoTime();
        solve(toSolve);
        long solveMillis = (System.nanoTime() - t0) / 1_000_000;
        int guarded = 0;
        int proven = 0;
        if (options.wdlGuard()) {
            graph.negamax();
            graph.nodes().forEach(n -> n.unguarded = n.value);
            proven = graph.guard().size();
            for (BookGraph.Node n : graph.nodes()) {
                if (n.value != n.unguarded) {
                    guarded++;
                }
            }
        } else {
            graph.negamax();
        }
        return new Result(new Book(graph.recordView(), options.level()), toSolve.size(), solveMillis, guarded, proven);
    }

    /**
     * The graph's nodes, without links: counted, picked and given what the book needs of their
     * tallies. The tallies are gone on return (each is released as its node takes what it needs),
     * so that an every-position book never holds its tallies, its graph and its records at once.
     */
    private static BookGraph nodes(TallyTable tallies, int games, BookOptions options) {
        BitSet members = new Membership(tallies, options).members();
        if (members == null) {
            throw new BadInputException(games + " games selected: fewer than --min-games " + options.minGames()
                    + "; the book would be empty");
        }
        BookGraph graph = new BookGraph(members.cardinality());
        for (int i = members.nextSetBit(0); i >= 0; i = members.nextSetBit(i + 1)) {
            PositionTally t = tallies.get(i);
            BookGraph.Node n = graph.add(t.player, t.opponent, t.toMove());
            n.wins = t.wins();
            n.draws = t.draws();
            n.losses = t.losses();
            n.level = options.level();
            n.estimate = Estimator.value(t, options.value(), options.draws());
            n.preference = preference(t, n.position().legalMoves());
            tallies.release(i); // what the book needs of it is in the node: the tallies can go as the graph grows
        }
        return graph;
    }

    /**
     * Solves the nodes, fewest empties first so that the table holds the positions below the next
     * ones. A node's value follows from its links (solved too: they have fewer empties) and its
     * leaf, the best of the other moves, which is all the solver is asked for.
     */
    private static void solve(List<BookGraph.Node> nodes) {
        if (nodes.isEmpty()) {
            return;
        }
        nodes.sort(Comparator.comparingInt((BookGraph.Node n) -> n.position().empties()));
        EndgameSolver solver = new EndgameSolver(21);
        for (BookGraph.Node n : nodes) {
            Position p = n.position();
            long free = BookGraph.unlinked(n);
            n.exact = true;
            n.level = SOLVED_LEVEL;
            if (free != 0) {
                EndgameSolver.Solution s = solver.solve(p.player(), p.opponent(), free);
                n.leaf = Link.of(s.score(), s.bestMove());
            } else if (n.isFrontier()) {
                // A pass position whose next position is not a record (never in a book from games, kept for safety).
                n.leaf = Link.of(solver.solve(p).score(), Square.PASS);
            } else {
                n.leaf = Link.NONE;
            }
        }
    }

    /** Records by depth, then by boards (unsigned): a stable order, so that two exports of one database are byte-identical but for the date. */
    static int fileOrder(BookRecord a, BookRecord b) {
        int c = Integer.compare(a.depth(), b.depth());
        if (c == 0) {
            c = Long.compareUnsigned(a.player(), b.player());
        }
        return c != 0 ? c : Long.compareUnsigned(a.opponent(), b.opponent());
    }

    /**
     * The legal moves, most played from here first (symmetric equivalents share a count), ties and
     * unplayed ones by square: the first of them that is a candidate is the one {@link #mostPlayed} picks.
     */
    private static byte[] preference(PositionTally t, long legal) {
        int n = Long.bitCount(legal);
        long[] keyed = new long[n];
        int k = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            keyed[k++] = ((long) (Integer.MAX_VALUE - t.played(sq)) << 8) | sq; // most played first, then the smaller square
        }
        Arrays.sort(keyed);
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            out[i] = (byte) (keyed[i] & 0xFF);
        }
        return out;
    }

    /** The square of {@code candidates} that most games played from here; ties and unplayed: the smallest. */
    private static int mostPlayed(byte[] preference, long candidates) {
        for (byte sq : preference) {
            if ((candidates & Square.bit(sq)) != 0) {
                return sq;
            }
        }
        return Long.numberOfTrailingZeros(candidates);
    }
}
