package org.othellodb.board;

import java.util.SplittableRandom;

/**
 * Legal games played at random, for tests and benchmarks at sizes no archive has: every move is
 * drawn uniformly among the legal moves of the position (a pass when there is none), from the
 * start or from an opening, to the end of the game. The same seed gives the same games, on any
 * machine and Java version ({@link SplittableRandom}'s sequence is specified).
 */
public final class RandomPlayouts {

    private final SplittableRandom random;

    public RandomPlayouts(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** A number in [0, bound), from the same sequence as the moves (to pick openings reproducibly). */
    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** A random game from the start: its moves, passes left out as the database stores them. */
    public Game game() {
        return continued(new int[0]);
    }

    /**
     * {@code opening} (legal moves from the start, passes left out or written), then random moves to the
     * end. The opening's moves are replayed, so an illegal one fails here, not in a later reader.
     */
    public Game continued(int[] opening) {
        Position p = Replay.of(opening).finalPosition();
        int[] moves = new int[80];
        int n = 0;
        for (int m : opening) {
            if (m != Square.PASS) {
                moves[n++] = m;
            }
        }
        while (!p.isGameOver()) {
            long legal = p.legalMoves();
            if (legal == 0) {
                p = p.pass();
                continue;
            }
            int pick = random.nextInt(Long.bitCount(legal));
            for (int i = 0; i < pick; i++) {
                legal &= legal - 1;
            }
            int sq = Long.numberOfTrailingZeros(legal);
            moves[n++] = sq;
            p = p.playUnchecked(sq);
        }
        return new Game(java.util.Arrays.copyOf(moves, n), p);
    }

    /** A generated game: its board moves and its final position. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record Game(int[] moves, Position last) {

        /** Black's score as WTHOR records it (empties to the winner). */
        public int blackScore() {
            return FinalScore.of(last).wthorBlackScore();
        }
    }
}
