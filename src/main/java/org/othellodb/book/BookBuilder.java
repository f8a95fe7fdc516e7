package org.othellodb.book;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import org.othellodb.store.BookSource.BookGame;
import org.othellodb.util.Progress;

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
     * A book, the {@code games} it was built from, and how its values came: {@code solved} records solved exactly (taking {@code solveMillis}),
     * {@code guarded} values the W/D/L guard brought to 0, {@code proven} records whose value,
     * held by solved lines, disagrees with their games (the guard cannot move those), and the time
     * each step took ({@code --debug} prints them).
     */
    public record Result(Book book, long games, int solved, long solveMillis, int guarded, int proven, List<Phase> phases) {
    }

    private BookBuilder() {
    }

    /** The book of {@code games} (in memory: tests, small sets); a bad-input failure when not even the start position enters. */
    public static Book build(List<BookGame> games, BookOptions options) {
        return build(BookGames.of(games), options, null).book();
    }

    /**
     * The book of {@code games}, read once per pass of the count, with the opening tree's positions
     * up to the ply bound as candidates ({@link org.othellodb.store.BookSource#treeCandidates}) when
     * the tree counts every game (else null).
     */
    public static Result build(BookGames games, BookOptions options, long[] treeCandidates) {
        return build(games, options, treeCandidates, Progress.NONE);
    }

    /** As {@link #build(BookGames, BookOptions, long[])}, telling {@code progress} each step (the solve with its positions). */
    public static Result build(BookGames games, BookOptions options, long[] treeCandidates, Progress progress) {
        Phases phases = new Phases(progress);
        progress.phase("count positions", -1, "");
        PositionCounter counter = new PositionCounter(games, options, treeCandidates);
        // No local holds the tallies: the graph's build lets them go before the values are computed.
        // (The arguments are evaluated in order: the count has read the games before they are asked for.)
        return build(graph(phases.done("count", counter.count()), counter.games(), options, phases), counter.games(), options, phases);
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
        Phases phases = new Phases(Progress.NONE);
        return build(graph(TallyTable.of(counted), games, options, phases), games, options, phases);
    }

    /** The nodes of the positions that enter, not yet linked; the tallies are let go once they hold what they need of them. */
    private static BookArrays graph(TallyTable tallies, long games, BookOptions options, Phases phases) {
        BitSet members = new Membership(tallies, options).members();
        if (members == null) {
            throw new BadInputException(games + " games selected: fewer than --min-games " + options.minGames()
                    + "; the book would be empty");
        }
        phases.done("members");
        phases.progress.phase("link positions", -1, "");
        return BookArrays.of(tallies, members, options);
    }

    private static Result build(BookArrays graph, long games, BookOptions options, Phases phases) {
        graph.link(); // once the tallies are let go: linking needs as much memory again
        phases.done("nodes and links");
        int[] toSolve = new int[16];
        int solving = 0;
        for (int i = 0; i < graph.size(); i++) {
            Position p = graph.position(i);
            long free = graph.unlinked(i);
            if (p.isGameOver()) {
                graph.setExact(i);
                graph.setLeaf(i, EndgameSolver.finalScore(p.player(), p.opponent()), Link.NO_MOVE);
            } else if (options.value() == ValueMode.solved && p.empties() <= options.solveEmpties()) {
                if (solving == toSolve.length) {
                    toSolve = Arrays.copyOf(toSolve, 2 * solving);
                }
                toSolve[solving++] = i;
            } else if (graph.isFrontier(i)) {
                graph.setLeaf(i, graph.estimate(i), graph.mostPlayed(i, free));
            } else {
                graph.setLeaf(i, Link.UNKNOWN, free == 0 ? Link.NO_MOVE : graph.mostPlayed(i, free));
            }
        }
        graph.leavesChosen();
        phases.done("leaves");
        long t0 = System.nanoTime();
        phases.progress.phase("solve near the end", solving, "positions");
        solve(graph, Arrays.copyOf(toSolve, solving), phases.progress);
        long solveMillis = (System.nanoTime() - t0) / 1_000_000;
        phases.done("solve");
        phases.progress.phase("values", -1, "");
        int guarded = 0;
        int proven = 0;
        graph.negamax();
        if (options.wdlGuard()) {
            byte[] unguarded = graph.values();
            proven = graph.guard();
            guarded = graph.changedFrom(unguarded);
        }
        phases.done("negamax and guard");
        List<BookRecord> records = graph.records();
        phases.done("file order");
        return new Result(new Book(records, options.level()), games, solving, solveMillis, guarded, proven, phases.list());
    }

    /**
     * Solves the nodes, fewest empties first (in node order among as many) so that the table holds
     * the positions below the next ones. A node's value follows from its links (solved too: they have
     * fewer empties) and its leaf, the best of the other moves, which is all the solver is asked for.
     */
    private static void solve(BookArrays graph, int[] nodes, Progress progress) {
        if (nodes.length == 0) {
            return;
        }
        long[] byEmpties = new long[nodes.length];
        for (int k = 0; k < nodes.length; k++) {
            byEmpties[k] = (long) graph.position(nodes[k]).empties() << 32 | nodes[k];
        }
        Arrays.sort(byEmpties);
        EndgameSolver solver = new EndgameSolver(21);
        for (long e : byEmpties) {
            int i = (int) e;
            Position p = graph.position(i);
            long free = graph.unlinked(i);
            graph.setExact(i);
            graph.setLevel(i, SOLVED_LEVEL);
            if (free != 0) {
                EndgameSolver.Solution s = solver.solve(p.player(), p.opponent(), free);
                graph.setLeaf(i, s.score(), s.bestMove());
            } else if (graph.isFrontier(i)) {
                // A pass position whose next position is not a record (never in a book from games, kept for safety).
                graph.setLeaf(i, solver.solve(p).score(), Square.PASS);
            } else {
                graph.setLeaf(i, Link.UNKNOWN, Link.NO_MOVE);
            }
            progress.step(1);
        }
    }

    /** The time each step of a build took, in order. */
    public record Phase(String name, long millis) {
    }

    /** Collects {@link Phase}s: each {@link #done} closes the step that began when the last one closed. */
    private static final class Phases {
        private final List<Phase> list = new ArrayList<>();
        private long since = System.nanoTime();
        /** Told the steps too, for a progress bar. */
        final Progress progress;

        Phases(Progress progress) {
            this.progress = progress;
        }

        void done(String name) {
            long now = System.nanoTime();
            list.add(new Phase(name, (now - since) / 1_000_000));
            since = now;
        }

        /** {@link #done(String)}, passing on the step's result. */
        <T> T done(String name, T result) {
            done(name);
            return result;
        }

        List<Phase> list() {
            return List.copyOf(list);
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
}
