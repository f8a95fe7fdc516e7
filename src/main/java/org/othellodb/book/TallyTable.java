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

    private final int size;
    private final int ordered;
    private final long[] player;
    private final long[] opponent;
    private final int[] wins;
    private final int[] draws;
    private final int[] losses;
    private final long[] diffSum;
    private final int[] scored;
    private final long[] theoreticalSum;
    private final int[] theoreticalGames;
    /** Visits with white to move minus visits with black to move. */
    private final int[] whiteLead;
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
        player = new long[size];
        opponent = new long[size];
        wins = new int[size];
        draws = new int[size];
        losses = new int[size];
        diffSum = new long[size];
        scored = new int[size];
        theoreticalSum = new long[size];
        theoreticalGames = new int[size];
        whiteLead = new int[size];
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
        int at = 0;
        for (int i = 0; i < byNumber.length; i++) {
            CountedPosition c = counted.get(byNumber[i]);
            t.position(i, c.player(), c.opponent());
            t.wins[i] = c.wins();
            t.draws[i] = c.draws();
            t.losses[i] = c.losses();
            t.diffSum[i] = c.diffSum();
            t.scored[i] = c.scored();
            t.theoreticalSum[i] = c.theoreticalSum();
            t.theoreticalGames[i] = c.theoreticalGames();
            t.whiteLead[i] = c.whiteToMove() - c.blackToMove();
            t.moveStart[i] = at;
            for (int m = 0; m < c.moves().length; m++, at++) {
                t.moveSquare[at] = (byte) c.moves()[m];
                t.moveGames[at] = c.moveCounts()[m];
            }
        }
        return t;
    }

    static long hash(long canonicalPlayer, long canonicalOpponent) {
        return PositionKey.hash64(canonicalPlayer, canonicalOpponent, false);
    }

    /** Sets position {@code i}'s boards; a position after the hash-ordered ones is found by them. */
    void position(int i, long canonicalPlayer, long canonicalOpponent) {
        player[i] = canonicalPlayer;
        opponent[i] = canonicalOpponent;
        if (i >= ordered) {
            collided.put(new BoardKey(canonicalPlayer, canonicalOpponent), i);
        }
    }

    /** Counts one game's visit of position {@code i}, as {@link Visit#of} packed it. */
    void count(int i, long visit) {
        int result = Visit.sideResult(visit);
        if (result > 0) {
            wins[i]++;
        } else if (result < 0) {
            losses[i]++;
        } else {
            draws[i]++;
        }
        whiteLead[i] += Visit.whiteToMove(visit) ? 1 : -1;
        if (Visit.isScored(visit)) {
            diffSum[i] += Visit.diff(visit);
            scored[i]++;
        }
        if (Visit.hasTheoretical(visit)) {
            theoreticalSum[i] += Visit.theoretical(visit);
            theoreticalGames[i]++;
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
        return player[i];
    }

    long opponent(int i) {
        return opponent[i];
    }

    int games(int i) {
        return wins[i] + draws[i] + losses[i];
    }

    int wins(int i) {
        return wins[i];
    }

    int draws(int i) {
        return draws[i];
    }

    int losses(int i) {
        return losses[i];
    }

    long diffSum(int i) {
        return diffSum[i];
    }

    int scored(int i) {
        return scored[i];
    }

    long theoreticalSum(int i) {
        return theoreticalSum[i];
    }

    int theoreticalGames(int i) {
        return theoreticalGames[i];
    }

    /** The colour most of the games had to move here (the same discs with either colour are one book position). */
    Color toMove(int i) {
        return whiteLead[i] > 0 ? Color.WHITE : Color.BLACK;
    }

    /** Position {@code i} with the colour most of its games had to move. */
    Position board(int i) {
        return new Position(player[i], opponent[i], toMove(i));
    }

    /** Position i's canonical form when a symmetry other than the identity leaves it unchanged, else null. */
    Canonical symmetry(int i) {
        Canonical c = Canonical.of(player[i], opponent[i]);
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
            long m = hash(player[mid], opponent[mid]);
            if (m < h) {
                lo = mid + 1;
            } else if (m > h) {
                hi = mid - 1;
            } else if (player[mid] == canonicalPlayer && opponent[mid] == canonicalOpponent) {
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
