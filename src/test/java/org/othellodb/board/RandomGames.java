package org.othellodb.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random legal games, for property tests. */
final class RandomGames {

    private RandomGames() {
    }

    /** A random game played to the end; its moves, passes left out. */
    static int[] game(Random random) {
        Position p = Position.START;
        List<Integer> moves = new ArrayList<>();
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
            int square = Long.numberOfTrailingZeros(legal);
            moves.add(square);
            p = p.play(square);
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }
}
