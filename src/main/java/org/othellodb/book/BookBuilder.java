package org.othellodb.book;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import org.othellodb.store.BookSource.BookGame;

/**
 * Builds a book from games: counts the positions ({@link PositionCounter}), picks the records
 * ({@link Membership}), then links them and values them by negamax.
 *
 * <ul>
 *   <li>Links: every legal move of a record whose resulting position is a record, scored −(child's
 *       value); a position that must pass links to the position after the pass with move 64.</li>
 *   <li>Values: a record without links (a frontier) takes the estimate of {@link Estimator} and its
 *       leaf is the move most played from it, with that value as its score (Edax: value = the best
 *       of links and leaf). A record with links takes the best link score; its leaf is the most
 *       played legal move that is not a link, with score −127 (unknown: fewer games than the book
 *       needs went there), or "no move" when every legal move is a link.</li>
 *   <li>Bounds: a frontier's are the quartiles of its games' disc differences, widened to hold
 *       its value; above, lower = max(−upper(child)) and upper = max(−lower(child)), as Edax
 *       propagates them, so lower ≤ value ≤ upper everywhere.</li>
 *   <li>Win/draw/loss: the real game counts at the position, from the side to move's view. Lines:
 *       the book lines below the position (frontiers count one; a position adds up its distinct
 *       children's lines, so symmetric moves leading to one position count once).</li>
 * </ul>
 */
public final class BookBuilder {

    private static final long MAX_LINES = Long.MAX_VALUE / 2;

    private final BookOptions options;
    private final TallyTable tallies;
    private final BitSet members;
    private final BookRecord[] done;

    private BookBuilder(BookOptions options, TallyTable tallies, BitSet members) {
        this.options = options;
        this.tallies = tallies;
        this.members = members;
        this.done = new BookRecord[tallies.size()];
    }

    /** The book of {@code games}; a bad-input failure when not even the start position enters. */
    public static Book build(List<BookGame> games, BookOptions options) {
        return build(games, options, null);
    }

    /**
     * As {@link #build(List, BookOptions)}, with the opening tree's positions up to the ply bound as
     * candidates ({@link org.othellodb.store.BookSource#treeCandidates}), when the tree counts every game.
     */
    public static Book build(List<BookGame> games, BookOptions options, long[] treeCandidates) {
        TallyTable tallies = new PositionCounter(games, options, treeCandidates).count();
        BitSet members = new Membership(tallies, options).members();
        if (members == null) {
            throw new BadInputException(games.size() + " games selected: fewer than --min-games " + options.minGames()
                    + "; the book would be empty");
        }
        BookBuilder b = new BookBuilder(options, tallies, members);
        List<BookRecord> records = new ArrayList<>(members.cardinality());
        for (int i = members.nextSetBit(0); i >= 0; i = members.nextSetBit(i + 1)) {
            records.add(b.record(i));
        }
        records.sort(BookBuilder::fileOrder);
        return new Book(records, options.level());
    }

    /** Records by depth, then by boards (unsigned): a stable order, so that two exports of one database are byte-identical but for the date. */
    static int fileOrder(BookRecord a, BookRecord b) {
        int c = Integer.compare(a.depth(), b.depth());
        if (c == 0) {
            c = Long.compareUnsigned(a.player(), b.player());
        }
        return c != 0 ? c : Long.compareUnsigned(a.opponent(), b.opponent());
    }

    /** The record of a member, its children's first (depth-first; the book is at most ~60 plies deep). */
    private BookRecord record(int index) {
        BookRecord r = done[index];
        if (r != null) {
            return r;
        }
        PositionTally t = tallies.get(index);
        Position board = new Position(t.player, t.opponent, t.toMove());
        List<Link> links = new ArrayList<>();
        List<BookRecord> children = new ArrayList<>();
        int best = Integer.MIN_VALUE;
        int lower = Integer.MIN_VALUE;
        int upper = Integer.MIN_VALUE;
        long legal = board.legalMoves();
        long unlinked = legal;
        if (board.mustPass()) {
            BookRecord child = recordOf(board.pass());
            if (child == null) {
                throw new IllegalStateException("a pass record entered without the position after the pass");
            }
            children.add(child);
            links.add(new Link(-child.value(), Square.PASS));
        }
        for (long moves = legal; moves != 0; moves &= moves - 1) {
            int m = Long.numberOfTrailingZeros(moves);
            BookRecord child = recordOf(board.playUnchecked(m));
            if (child != null) {
                if (children.stream().noneMatch(c -> c == child)) { // symmetric moves reach one child: it counts once
                    children.add(child);
                }
                links.add(new Link(-child.value(), m));
                unlinked &= ~Square.bit(m);
            }
        }
        for (BookRecord child : children) {
            best = Math.max(best, -child.value());
            lower = Math.max(lower, -child.upper());
            upper = Math.max(upper, -child.lower());
        }
        Link leaf;
        long lines;
        if (links.isEmpty()) {
            best = Estimator.value(t, options.value(), options.draws());
            int[] bounds = legal == 0 ? new int[] {best, best} : Estimator.bounds(t, best);
            lower = bounds[0];
            upper = bounds[1];
            leaf = new Link(best, legal == 0 ? Link.NO_MOVE : mostPlayed(t, unlinked));
            lines = 1;
        } else {
            leaf = unlinked == 0 ? Link.NONE : new Link(Link.UNKNOWN, mostPlayed(t, unlinked));
            lines = 0;
            for (BookRecord child : children) {
                lines = Math.min(MAX_LINES, lines + child.lines());
            }
        }
        r = new BookRecord(t.player, t.opponent, t.wins, t.draws, t.losses, lines, best, lower, upper, options.level(),
                links, leaf, t.toMove());
        done[index] = r;
        return r;
    }

    private BookRecord recordOf(Position child) {
        int i = tallies.indexOf(child);
        return i >= 0 && members.get(i) ? record(i) : null;
    }

    /** The square of {@code candidates} that most games played from here (symmetric equivalents share a count); ties and unplayed: the smallest. */
    private static int mostPlayed(PositionTally t, long candidates) {
        int best = Long.numberOfTrailingZeros(candidates);
        int bestCount = -1;
        for (long m = candidates; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            int n = t.played(sq);
            if (n > bestCount) {
                best = sq;
                bestCount = n;
            }
        }
        return best;
    }
}
