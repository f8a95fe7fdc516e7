package org.othellodb.board;

import java.util.Random;

/** Seeded random legal games, for property tests: the playouts the generate command uses, seeded by the test's Random. */
final class RandomGames {

    private RandomGames() {
    }

    /** A random game played to the end; its moves, passes left out. */
    static int[] game(Random random) {
        return new RandomPlayouts(random.nextLong()).game().moves();
    }
}
