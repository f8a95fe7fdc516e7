package org.othellodb.board;

/**
 * The exact perfect-play score of a position: the final disc difference for the side to move,
 * empty squares given to the winner (the WTHOR rule), found by a full-depth alpha-beta search.
 *
 * <p>What makes it fast enough (a 20-empty position in a few tenths of a second):
 * <ul>
 *   <li>principal-variation search: after the first move, null windows that only prove a move is
 *       no better, re-searched when it is;</li>
 *   <li>a transposition table of proven bounds (an exact search has no depth: any bound found for a
 *       position holds everywhere), which also gives the move to try first; its buckets keep the
 *       position with the most empties beside the newest;</li>
 *   <li>fastest-first ordering from {@link #SORT_MIN} empties: moves that leave the opponent the
 *       fewest replies (corners counted twice) and the fewest squares to aim at first, then corners
 *       and moves into a region with an odd number of empties, so cut-offs come early; from
 *       {@link #ESTIMATE_MIN} empties, a shallow search's estimate of the position after the move
 *       too;</li>
 *   <li>enhanced transposition cut-offs: above {@link #ETC_MIN} empties, a child whose stored bound
 *       already refutes the position cuts before any move is searched;</li>
 *   <li>a stability cut-off: discs of the opponent that can never be taken bound the score;</li>
 *   <li>near the end, no move generation: the empty squares are tried in parity order (those in a
 *       quadrant with an odd number of empties first, where the last move of a region falls), and
 *       the last square is scored by counting its flips.</li>
 * </ul>
 * Not thread-safe: one solver per thread (the table is reused between calls, which speeds up
 * related positions).
 */
public final class EndgameSolver {

    /** The highest score: every square for one side. */
    public static final int MAX_SCORE = 64;

    /** Empties at and below which moves are taken in parity order without generating them. */
    static final int SHALLOW_MAX = 6;
    /** Empties from which moves are generated and sorted fastest-first (the table from {@link #TABLE_MIN}). */
    static final int SORT_MIN = SHALLOW_MAX + 1;
    /**
     * Empties from which positions are looked up in and stored into the transposition table: at 7
     * empties an entry saves less than its probe and store cost (measured: 7 → 8 cut the time by
     * 7 % for 7 % more nodes; 9 searched 8 % more nodes again and was slower).
     */
    static final int TABLE_MIN = SORT_MIN + 1;
    /** Empties above which children are looked up in the table before any is searched. */
    static final int ETC_MIN = 10;
    /**
     * Empties from which moves are also ordered by a shallow search's estimate ({@link Evaluation} at
     * its horizon, one ply deeper every 2 empties, up to {@link #ESTIMATE_MAX_DEPTH}), weighted as half
     * a reply per disc. Fastest-first alone chooses poorly far from the end, where a wrong first move
     * costs a whole subtree of millions of nodes: with the estimate, FFO #45–#48 (24–25 empties) search
     * 1.8 to 4.5 times fewer nodes, #40–#44 fewer too (measured 2026-11-27: from 13 beat 11, 12, 15 and
     * 17 empties in nodes summed over #40–#47; a ply every 2 empties up to 4 beat every 3 up to 2 or 3).
     */
    static final int ESTIMATE_MIN = 13;
    static final int ESTIMATE_MAX_DEPTH = 4;
    /**
     * Estimates beyond ±32 discs all weigh the same: where every move wins big, the estimate no longer
     * tells them apart and fastest-first must decide (FFO #59, a forced wipe-out at 34 empties: 8,710
     * nodes by fastest-first, 579 thousand with the clamp, over a billion without; ±12 cost #48, a +28,
     * three times the nodes).
     */
    static final int ESTIMATE_CLAMP = 32;
    /** Empties from which the stability cut-off is tried (it costs more than it saves below). */
    static final int STABILITY_MIN = 9;
    /** The stability bound can only cut when the side to move needs a large score. */
    static final int STABILITY_ALPHA = 8;

    private static final long CORNERS = 0x8100000000000081L;
    private static final long[] QUADRANTS = {0x000000000F0F0F0FL, 0x00000000F0F0F0F0L, 0x0F0F0F0F00000000L,
            0xF0F0F0F000000000L};

    /** The quadrant of each square as one bit of four (a1–d4, e1–h4, a5–d8, e5–h8). */
    private static final int[] QUADRANT = new int[64];
    /** The squares of each set of quadrants (four bits of {@link #QUADRANT}). */
    private static final long[] PARITY_SQUARES = new long[16];
    /** The squares next to each square: a move there needs an opponent's disc among them. */
    private static final long[] NEIGHBOURS = new long[64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            for (int q = 0; q < 4; q++) {
                if ((QUADRANTS[q] >>> sq & 1) != 0) {
                    QUADRANT[sq] = 1 << q;
                }
            }
            for (int other = 0; other < 64; other++) {
                if (other != sq && Math.abs(Square.row(other) - Square.row(sq)) <= 1
                        && Math.abs(Square.column(other) - Square.column(sq)) <= 1) {
                    NEIGHBOURS[sq] |= 1L << other;
                }
            }
        }
        for (int parity = 0; parity < 16; parity++) {
            for (int q = 0; q < 4; q++) {
                if ((parity >>> q & 1) != 0) {
                    PARITY_SQUARES[parity] |= QUADRANTS[q];
                }
            }
        }
    }

    /** A search result: the score for the side to move, the best move (a square, {@link Square#PASS}, or −1 when the game is over), the nodes searched. */
    public record Solution(int score, int bestMove, long nodes) {
    }

    private final TranspositionTable table;
    private long nodes;
    /** The best move of the last {@link #searchMoves}: read right after it returns. */
    private int lastBestMove;
    // Per-depth scratch for sorting moves: no allocation in the search.
    private final int[][] movesAt = new int[61][32];
    /** The flips of each sorted move, found while sorting, so the search does not find them again. */
    private final long[][] flipsAt = new long[61][32];
    private final int[][] keysAt = new int[61][32];

    /** A solver with a table of 2^{@code tableBits} entries (24 bytes each, in buckets of two). */
    public EndgameSolver(int tableBits) {
        this.table = new TranspositionTable(tableBits);
    }

    /** A solver with a 2^20-entry table (24 MB). */
    public EndgameSolver() {
        this(20);
    }

    /** Nodes searched since this solver was made. */
    public long nodes() {
        return nodes;
    }

    /** Forgets every position solved so far. */
    public void clear() {
        table.clear();
    }

    public Solution solve(Position p) {
        return solve(p.player(), p.opponent(), p.legalMoves());
    }

    /**
     * The best score of the side to move among {@code rootMoves} (a subset of its legal moves) and
     * the move that gets it; all legal moves when {@code rootMoves} is −1. Used for a book's best
     * move outside its links.
     */
    public Solution solve(long player, long opponent, long rootMoves) {
        long before = nodes;
        long legal = Bitboards.legalMoves(player, opponent);
        int empties = Long.bitCount(~(player | opponent));
        if (legal == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return new Solution(finalScore(player, opponent), -1, 1);
            }
            @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
            int s = -search(opponent, player, -MAX_SCORE, MAX_SCORE, empties);
            return new Solution(s, Square.PASS, nodes - before);
        }
        long candidates = legal & rootMoves;
        if (candidates == 0) {
            throw new IllegalArgumentException("no legal move among the root moves");
        }
        int n = order(player, opponent, candidates, empties, table.move(player, opponent), true);
        int best = searchMoves(player, opponent, -MAX_SCORE - 1, MAX_SCORE + 1, empties, movesAt[empties].clone(),
                flipsAt[empties].clone(), n);
        int bestMove = lastBestMove;
        if (candidates == legal) {
            table.store(player, opponent, empties, best, best, bestMove);
        }
        return new Solution(best, bestMove, nodes - before);
    }

    /**
     * A line of perfect play from {@code p} whose score is {@code score} (from {@link #solve}): at
     * each position, the first move (the table's first) that keeps the score, until the game ends.
     * Passes appear as {@link Square#PASS}.
     */
    public int[] principalVariation(Position p, int score) {
        int[] line = new int[64];
        int n = 0;
        long player = p.player();
        long opponent = p.opponent();
        while (true) {
            long legal = Bitboards.legalMoves(player, opponent);
            if (legal == 0) {
                if (Bitboards.legalMoves(opponent, player) == 0) {
                    return java.util.Arrays.copyOf(line, n);
                }
                line[n++] = Square.PASS;
                long t = player;
                player = opponent;
                opponent = t;
                score = -score;
                continue;
            }
            int empties = Long.bitCount(~(player | opponent));
            int count = order(player, opponent, legal, empties, table.move(player, opponent), false);
            int[] moves = movesAt[empties].clone();
            int chosen = -1;
            for (int i = 0; i < count && chosen < 0; i++) {
                int sq = moves[i];
                long f = Bitboards.flips(player, opponent, sq);
                if (hasScore(opponent & ~f, player | f | (1L << sq), -score)) {
                    chosen = sq;
                }
            }
            if (chosen < 0) {
                throw new IllegalArgumentException("no move keeps the score " + score + ": it is not the position's score");
            }
            long f = Bitboards.flips(player, opponent, chosen);
            long next = opponent & ~f;
            opponent = player | f | (1L << chosen);
            player = next;
            score = -score;
            line[n++] = chosen;
        }
    }

    /** True when the perfect-play score of the side to move is exactly {@code score} (a null-window test each side). */
    public boolean hasScore(long player, long opponent, int score) {
        int empties = Long.bitCount(~(player | opponent));
        return search(player, opponent, score - 1, score + 1, empties) == score;
    }

    /**
     * The score when nobody can move: the difference of discs, empty squares to the winner.
     * Always even: 64 squares split between the two sides.
     */
    public static int finalScore(long player, long opponent) {
        int p = Long.bitCount(player);
        int o = Long.bitCount(opponent);
        int diff = p - o;
        int empties = 64 - p - o;
        return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
    }

    /** Fail-soft alpha-beta (PVS); the result is exact when strictly inside (alpha, beta). */
    private int search(long player, long opponent, int alpha, int beta, int empties) {
        if (empties <= SHALLOW_MAX) {
            return shallowEntry(player, opponent, alpha, beta, empties);
        }
        nodes++;
        long legal = Bitboards.legalMoves(player, opponent);
        if (legal == 0) {
            {
                if (Bitboards.legalMoves(opponent, player) == 0) {
                    return finalScore(player, opponent);
                }
                return -search(opponent, player, -beta, -alpha, empties);
            }
        }
        int entry = empties >= TABLE_MIN ? table.probe(player, opponent) : TranspositionTable.MISS;
        int ttMove = -1;
        if (entry != TranspositionTable.MISS) {
            int lower = TranspositionTable.lower(entry);
            int upper = TranspositionTable.upper(entry);
            if (lower >= beta) {
                return lower;
            }
            if (upper <= alpha || lower == upper) {
                return upper;
            }
            alpha = Math.max(alpha, lower);
            beta = Math.min(beta, upper);
            ttMove = TranspositionTable.move(entry);
        }
        // Stable discs are a subset of the opponent's: counting those first skips the costly search
        // for stable discs wherever even all of them could not bring the score down to alpha.
        if (empties >= STABILITY_MIN && alpha >= STABILITY_ALPHA && MAX_SCORE - 2 * Long.bitCount(opponent) <= alpha) {
            int bound = MAX_SCORE - 2 * Stability.stable(opponent, player);
            if (bound <= alpha) {
                return bound;
            }
        }
        int alpha0 = alpha;
        int n = order(player, opponent, legal, empties, ttMove, true);
        int[] moves = movesAt[empties];
        long[] flips = flipsAt[empties];
        if (empties > ETC_MIN) {
            // Enhanced transposition cut-off: a child already proven bad enough for the opponent cuts at once.
            for (int i = 0; i < n; i++) {
                int sq = moves[i];
                long f = flips[i];
                int e = table.probe(opponent & ~f, player | f | (1L << sq));
                if (e != TranspositionTable.MISS && -TranspositionTable.upper(e) >= beta) {
                    table.store(player, opponent, empties, -TranspositionTable.upper(e), MAX_SCORE, sq);
                    return -TranspositionTable.upper(e);
                }
            }
        }
        int best = searchMoves(player, opponent, alpha, beta, empties, moves, flips, n);
        int bestMove = lastBestMove;
        if (empties >= TABLE_MIN) {
            table.store(player, opponent, empties, best > alpha0 ? best : -MAX_SCORE, best < beta ? best : MAX_SCORE,
                    bestMove);
        }
        return best;
    }

    /**
     * The principal-variation loop over {@code moves[0..n)}: the first move with the whole window,
     * the others with a null window first, searched again when they turn out better. Returns the
     * best score (fail-soft) and leaves its move in {@link #lastBestMove}.
     */
    private int searchMoves(long player, long opponent, int alpha, int beta, int empties, int[] moves, long[] flips,
            int n) {
        int best = -MAX_SCORE - 1;
        int bestMove = -1;
        for (int i = 0; i < n; i++) {
            int sq = moves[i];
            long f = flips[i];
            long np = opponent & ~f;
            long no = player | f | (1L << sq);
            int s;
            if (i == 0) {
                s = -search(np, no, -beta, -alpha, empties - 1);
            } else {
                s = -search(np, no, -alpha - 1, -alpha, empties - 1);
                if (s > alpha && s < beta) {
                    s = -search(np, no, -beta, -s, empties - 1);
                }
            }
            if (s > best) {
                best = s;
                bestMove = sq;
                if (s >= beta) {
                    break;
                }
                alpha = Math.max(alpha, s);
            }
        }
        lastBestMove = bestMove;
        return best;
    }

    /**
     * Sorts the moves of {@code legal} into {@code movesAt[empties]}, best first: the table's move,
     * then the fewest replies for the opponent (corners counted twice), then moves into a corner;
     * from {@link #ESTIMATE_MIN} empties, when {@code estimated}, the opponent's lowest estimate too.
     */
    private int order(long player, long opponent, long legal, int empties, int ttMove, boolean estimated) {
        int[] moves = movesAt[empties];
        long[] flips = flipsAt[empties];
        int[] keys = keysAt[empties];
        long odd = PARITY_SQUARES[parity(~(player | opponent))];
        int n = 0;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bitboards.flips(player, opponent, sq);
            int key;
            if (sq == ttMove) {
                key = Integer.MIN_VALUE;
            } else {
                long np = opponent & ~f;
                long no = player | f | (1L << sq);
                long replies = Bitboards.legalMoves(np, no);
                key = 32 * (Long.bitCount(replies) + Long.bitCount(replies & CORNERS))
                        + 8 * Long.bitCount(potentialMoves(np, no))
                        - ((CORNERS >>> sq & 1) != 0 ? 16 : 0)
                        - ((odd >>> sq & 1) != 0 ? 8 : 0);
                if (estimated && empties >= ESTIMATE_MIN) {
                    // The opponent's estimate after the move: the lower, the sooner the move cuts.
                    int depth = Math.min(ESTIMATE_MAX_DEPTH, (empties - ESTIMATE_MIN) / 2);
                    int estimate = estimate(np, no, depth, -MAX_SCORE - 1, MAX_SCORE + 1);
                    key += 16 * Math.max(-ESTIMATE_CLAMP, Math.min(ESTIMATE_CLAMP, estimate));
                }
            }
            int j = n++;
            while (j > 0 && keys[j - 1] > key) {
                keys[j] = keys[j - 1];
                moves[j] = moves[j - 1];
                flips[j] = flips[j - 1];
                j--;
            }
            keys[j] = key;
            moves[j] = sq;
            flips[j] = f;
        }
        return n;
    }

    /**
     * A shallow alpha-beta estimate for the side to move, {@link Evaluation} at the horizon (its
     * nodes count in {@link #nodes}: they are part of the solve's work).
     */
    @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
    private int estimate(long player, long opponent, int depth, int alpha, int beta) {
        nodes++;
        if (depth == 0) {
            return Evaluation.evaluate(player, opponent);
        }
        long legal = Bitboards.legalMoves(player, opponent);
        if (legal == 0) {
            if (Bitboards.legalMoves(opponent, player) == 0) {
                return finalScore(player, opponent);
            }
            return -estimate(opponent, player, depth, -beta, -alpha);
        }
        int best = -MAX_SCORE - 1;
        for (long m = legal; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long f = Bitboards.flips(player, opponent, sq);
            int s = -estimate(opponent & ~f, player | f | (1L << sq), depth - 1, -beta, -Math.max(alpha, best));
            if (s > best) {
                best = s;
                if (s >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** Empty squares next to a disc of {@code others}: where {@code player} might move later. */
    private static long potentialMoves(long player, long others) {
        long inner = others & 0x7E7E7E7E7E7E7E7EL;
        long near = (inner << 1) | (inner >>> 1) | (others << 8) | (others >>> 8) | (inner << 7) | (inner >>> 7)
                | (inner << 9) | (inner >>> 9);
        return near & ~(player | others);
    }

    /** The quadrants (bits of {@link #QUADRANT}) that hold an odd number of {@code empty} squares. */
    private static int parity(long empty) {
        int parity = 0;
        for (int q = 0; q < 4; q++) {
            parity |= (Long.bitCount(empty & QUADRANTS[q]) & 1) << q;
        }
        return parity;
    }

    /** The shallow search from a position of the deep one: the last 1 to {@link #SHALLOW_MAX} empties. */
    private int shallowEntry(long player, long opponent, int alpha, int beta, int empties) {
        long empty = ~(player | opponent);
        return switch (empties) {
            case 0 -> {
                nodes++;
                yield finalScore(player, opponent);
            }
            case 1 -> lastMove(player, Long.numberOfTrailingZeros(empty));
            case 2 -> lastTwo(player, opponent, beta, Long.numberOfTrailingZeros(empty),
                    63 - Long.numberOfLeadingZeros(empty), true);
            case 3, 4 -> lastFour(player, opponent, alpha, beta, empties, parity(empty), true);
            default -> shallow(player, opponent, alpha, beta, empties, parity(empty));
        };
    }

    /** Few empties (5 or more): no table, no sorting; empties in odd quadrants first. */
    @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
    private int shallow(long player, long opponent, int alpha, int beta, int empties, int parity) {
        nodes++;
        long empty = ~(player | opponent);
        long odd = PARITY_SQUARES[parity];
        int best = -MAX_SCORE - 1;
        for (int pass = 0; pass < 2; pass++) {
            for (long squares = empty & (pass == 0 ? odd : ~odd); squares != 0; squares &= squares - 1) {
                int sq = Long.numberOfTrailingZeros(squares);
                if ((NEIGHBOURS[sq] & opponent) == 0) {
                    continue;
                }
                long f = Bitboards.flips(player, opponent, sq);
                if (f == 0) {
                    continue;
                }
                long np = opponent & ~f;
                long no = player | f | (1L << sq);
                int a = Math.max(alpha, best);
                int s = empties == 5 ? -lastFour(np, no, -beta, -a, 4, parity ^ QUADRANT[sq], true)
                        : -shallow(np, no, -beta, -a, empties - 1, parity ^ QUADRANT[sq]);
                if (s > best) {
                    best = s;
                    if (s >= beta) {
                        return s;
                    }
                }
            }
        }
        if (best > -MAX_SCORE - 1) {
            return best;
        }
        if (Bitboards.legalMoves(opponent, player) != 0) {
            return -shallow(opponent, player, -beta, -alpha, empties, parity);
        }
        return finalScore(player, opponent);
    }

    /**
     * Three or four empty squares: no move list, the empties tried in parity order (odd quadrants
     * first), taken from a packed list of squares. After a pass ({@code mayPass} false) a side
     * without a move ends the game.
     */
    private int lastFour(long player, long opponent, int alpha, int beta, int empties, int parity, boolean mayPass) {
        nodes++;
        long empty = ~(player | opponent);
        long odd = empty & PARITY_SQUARES[parity];
        int order = 0;
        int shift = 0;
        for (long s = odd; s != 0; s &= s - 1) {
            order |= Long.numberOfTrailingZeros(s) << shift;
            shift += 6;
        }
        for (long s = empty ^ odd; s != 0; s &= s - 1) {
            order |= Long.numberOfTrailingZeros(s) << shift;
            shift += 6;
        }
        int best = -MAX_SCORE - 1;
        for (int i = 0; i < empties; i++, order >>>= 6) {
            int sq = order & 63;
            if ((NEIGHBOURS[sq] & opponent) == 0) {
                continue;
            }
            long f = Bitboards.flips(player, opponent, sq);
            if (f == 0) {
                continue;
            }
            long np = opponent & ~f;
            long no = player | f | (1L << sq);
            int a = Math.max(alpha, best);
            int s;
            if (empties == 4) {
                s = -lastFour(np, no, -beta, -a, 3, parity ^ QUADRANT[sq], true);
            } else {
                long rest = empty & ~(1L << sq);
                s = -lastTwo(np, no, -a, Long.numberOfTrailingZeros(rest), 63 - Long.numberOfLeadingZeros(rest), true);
            }
            if (s > best) {
                best = s;
                if (s >= beta) {
                    return s;
                }
            }
        }
        if (best > -MAX_SCORE - 1) {
            return best;
        }
        if (mayPass) {
            return -lastFour(opponent, player, -beta, -alpha, empties, parity, false);
        }
        // Neither side can move: the game is over (this side's score is the negation of the one passed to).
        return finalScore(player, opponent);
    }

    /** Two empty squares {@code a} and {@code b}: each is tried, then the last is scored directly. */
    private int lastTwo(long player, long opponent, int beta, int a, int b, boolean mayPass) {
        nodes++;
        int best = -MAX_SCORE - 1;
        if ((NEIGHBOURS[a] & opponent) != 0) {
            long f = Bitboards.flips(player, opponent, a);
            if (f != 0) {
                best = -lastMove(opponent & ~f, b);
                if (best >= beta) {
                    return best;
                }
            }
        }
        if ((NEIGHBOURS[b] & opponent) != 0) {
            long f = Bitboards.flips(player, opponent, b);
            if (f != 0) {
                return Math.max(best, -lastMove(opponent & ~f, a));
            }
        }
        if (best > -MAX_SCORE - 1) {
            return best;
        }
        if (mayPass) {
            return -lastTwo(opponent, player, MAX_SCORE + 1, a, b, false);
        }
        return finalScore(player, opponent);
    }

    /**
     * One empty square {@code sq}, {@code player}'s discs (every other square is the opponent's):
     * whoever can play it does (the side to move first); the score follows from the count of flips,
     * never built as a board.
     */
    private int lastMove(long player, int sq) {
        nodes++;
        int p2 = 2 * Long.bitCount(player);
        int flipped = LastFlips.count(player, sq);
        if (flipped > 0) {
            return p2 + 2 * flipped - 62;
        }
        flipped = LastFlips.count(~player, sq);
        if (flipped > 0) {
            return p2 - 2 * flipped - 64;
        }
        // Nobody can play it: it goes to the winner (63 discs, so no draw).
        return p2 > 63 ? p2 - 62 : p2 - 64;
    }
}
