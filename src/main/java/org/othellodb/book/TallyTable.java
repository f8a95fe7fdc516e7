package org.othellodb.book;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.tree.PositionKey;

/**
 * The selected games through each counted position (canonical boards, either colour to move),
 * from the side to move's view at each game's visit: results, final disc differences, WTHOR
 * perfect-play scores, the colour that most often had to move, and the moves played next (in the
 * canonical frame; where the position is symmetric, games that came through different images count
 * a move under different equivalent squares, merged by {@link #played}).
 *
 * <p>The positions are numbered 0..size−1: first in the order of their 64-bit hashes (signed), then
 * those whose hash a position before them took (never seen, but possible). The figures are kept in
 * primitive columns, one array per figure: an every-position book counts 5.9 million positions,
 * and as objects they cost the collector more than the counting itself. Nothing here allocates
 * per position once filled.
 */
final class TallyTable {

    /** The figures {@link #count} gives, per position side by side (a position's visits are summed in one place). */
    static final int WINS = 0;
    static final int DRAWS = 1;
    static final int LOSSES = 2;
    /** Games with a final score. */
    static final int SCORED = 3;
    /** Games with a WTHOR perfect-play score here. */
    static final int THEORETICAL_GAMES = 4;
    /** Visits with white to move minus visits with black to move. */
    private static final int WHITE_LEAD = 5;
    private static final int COUNTS = 6;
    /** The figures {@link #sum} gives: final disc differences, perfect-play disc differences (side to move's view). */
    static final int DIFF_SUM = 0;
    static final int THEORETICAL_SUM = 1;

    private final int size;
    private final int ordered;
    /** Position i's canonical boards: player at 2i, opponent at 2i + 1. */
    private final long[] boards;
    private final int[] counts;
    private final long[] sums;
    /** Position i's moves are {@code moveStart[i] .. moveStart[i + 1] − 1}: a square (or 64, a pass) and its games. */
    private final int[] moveStart;
    private final byte[] moveSquare;
    private final int[] moveGames;
    private final Map<BoardKey, Integer> collided = new HashMap<>();

    /**
     * An empty table for {@code size} positions and {@code moves} (position, move) pairs in all,
     * of which the first {@code ordered} are in hash order; {@link #position} and {@link #moves} fill it.
     */
    TallyTable(int size, int ordered, int moves) {
        this.size = size;
        this.ordered = ordered;
        boards = new long[2 * size];
        counts = new int[COUNTS * size];
        sums = new long[2 * size];
        moveStart = new int[size + 1];
        moveSquare = new byte[moves];
        moveGames = new int[moves];
        moveStart[size] = moves;
    }

    /**
     * The table of positions counted elsewhere (the Spark build), numbered as {@link VisitTally}
     * numbers positions it counts: by hash, a later position with a hash already taken after the rest.
     */
    static TallyTable of(List<CountedPosition> counted) {
        long[] keyed = new long[counted.size()];
        for (int i = 0; i < keyed.length; i++) {
            CountedPosition c = counted.get(i);
            keyed[i] = hash(c.player(), c.opponent());
        }
        long[] distinct = java.util.Arrays.stream(keyed).sorted().distinct().toArray();
        int ordered = distinct.length;
        int[] byNumber = new int[keyed.length];
        java.util.Arrays.fill(byNumber, 0, ordered, -1);
        int later = ordered;
        int moves = 0;
        for (int c = 0; c < keyed.length; c++) { // the first in list order of two positions with one hash keeps its place
            moves += counted.get(c).moves().length;
            int at = java.util.Arrays.binarySearch(distinct, keyed[c]);
            if (byNumber[at] < 0) {
                byNumber[at] = c;
            } else {
                byNumber[later++] = c;
            }
        }
        TallyTable t = new TallyTable(keyed.length, ordered, moves);
        int pair = 0;
        for (int i = 0; i < byNumber.length; i++) {
            CountedPosition c = counted.get(byNumber[i]);
            t.position(i, c.player(), c.opponent());
            int at = COUNTS * i;
            t.counts[at + WINS] = c.wins();
            t.counts[at + DRAWS] = c.draws();
            t.counts[at + LOSSES] = c.losses();
            t.counts[at + SCORED] = c.scored();
            t.counts[at + THEORETICAL_GAMES] = c.theoreticalGames();
            t.counts[at + WHITE_LEAD] = c.whiteToMove() - c.blackToMove();
            t.sums[2 * i + DIFF_SUM] = c.diffSum();
            t.sums[2 * i + THEORETICAL_SUM] = c.theoreticalSum();
            t.moveStart[i] = pair;
            for (int m = 0; m < c.moves().length; m++, pair++) {
                t.move(pair, c.moves()[m], c.moveCounts()[m]);
            }
        }
        return t;
    }

    static long hash(long canonicalPlayer, long canonicalOpponent) {
        return PositionKey.hash64(canonicalPlayer, canonicalOpponent, false);
    }

    /** Sets position {@code i}'s boards; a position after the hash-ordered ones is found by them. */
    void position(int i, long canonicalPlayer, long canonicalOpponent) {
        boards[2 * i] = canonicalPlayer;
        boards[2 * i + 1] = canonicalOpponent;
        if (i >= ordered) {
            collided.put(new BoardKey(canonicalPlayer, canonicalOpponent), i);
        }
    }

    /** Counts one game's visit of position {@code i}, as {@link Visit#of} packed it. */
    void count(int i, long visit) {
        int at = COUNTS * i;
        counts[at + DRAWS - Visit.sideResult(visit)]++; // won (1): WINS, drawn (0): DRAWS, lost (−1): LOSSES
        counts[at + WHITE_LEAD] += Visit.whiteToMove(visit) ? 1 : -1;
        if (Visit.isScored(visit)) {
            sums[2 * i + DIFF_SUM] += Visit.diff(visit);
            counts[at + SCORED]++;
        }
        if (Visit.hasTheoretical(visit)) {
            sums[2 * i + THEORETICAL_SUM] += Visit.theoretical(visit);
            counts[at + THEORETICAL_GAMES]++;
        }
    }

    /** Position {@code i}'s moves start at pair {@code first}; pairs are filled in position order. */
    void moves(int i, int first) {
        moveStart[i] = first;
    }

    /** Pair {@code k}: {@code games} games played {@code square} (canonical; 64 a pass). */
    void move(int k, int square, int games) {
        moveSquare[k] = (byte) square;
        moveGames[k] = games;
    }

    int size() {
        return size;
    }

    long player(int i) {
        return boards[2 * i];
    }

    long opponent(int i) {
        return boards[2 * i + 1];
    }

    /** Figure {@code which} ({@link #WINS}, {@link #DRAWS}, {@link #LOSSES}, {@link #SCORED}, {@link #THEORETICAL_GAMES}) of position {@code i}. */
    int count(int i, int which) {
        return counts[COUNTS * i + which];
    }

    /** Sum {@code which} ({@link #DIFF_SUM}, {@link #THEORETICAL_SUM}) of position {@code i}. */
    long sum(int i, int which) {
        return sums[2 * i + which];
    }

    int games(int i) {
        return counts[COUNTS * i + WINS] + counts[COUNTS * i + DRAWS] + counts[COUNTS * i + LOSSES];
    }

    /** The colour most of the games had to move here (the same discs with either colour are one book position). */
    Color toMove(int i) {
        return counts[COUNTS * i + WHITE_LEAD] > 0 ? Color.WHITE : Color.BLACK;
    }

    /** Position {@code i} with the colour most of its games had to move. */
    Position board(int i) {
        return new Position(player(i), opponent(i), toMove(i));
    }

    /** Position i's canonical form when a symmetry other than the identity leaves it unchanged, else null. */
    Canonical symmetry(int i) {
        Canonical c = Canonical.of(player(i), opponent(i));
        return c.isSymmetric() ? c : null;
    }

    /**
     * Games that played {@code canonicalMove} (a square, or 64 for a pass) or a move equivalent to it
     * from position {@code i}; {@code symmetric} is {@link #symmetry}(i).
     */
    int played(int i, int canonicalMove, Canonical symmetric) {
        int n = 0;
        for (int k = moveStart[i]; k < moveStart[i + 1]; k++) {
            int m = moveSquare[k];
            if (m == canonicalMove || (symmetric != null && m < Square.PASS && canonicalMove < Square.PASS
                    && symmetric.representative(m) == symmetric.representative(canonicalMove))) {
                n += moveGames[k];
            }
        }
        return n;
    }

    /** The number of the position with these canonical boards, or −1 when it was not counted. */
    int indexOf(long canonicalPlayer, long canonicalOpponent) {
        long h = hash(canonicalPlayer, canonicalOpponent);
        int lo = 0;
        int hi = ordered - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long m = hash(player(mid), opponent(mid));
            if (m < h) {
                lo = mid + 1;
            } else if (m > h) {
                hi = mid - 1;
            } else if (player(mid) == canonicalPlayer && opponent(mid) == canonicalOpponent) {
                return mid;
            } else {
                break;
            }
        }
        Integer c = collided.isEmpty() ? null : collided.get(new BoardKey(canonicalPlayer, canonicalOpponent));
        return c == null ? -1 : c;
    }

    /** The number of {@code p} in any orientation, or −1. */
    int indexOf(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return indexOf(c.player(), c.opponent());
    }
}
