package org.othellodb.board;

/**
 * WTHOR's theoretical score of a game, recomputed: black's discs (empty squares to the winner)
 * under perfect play from the game's first position with {@code depth} empty squares (24 in every
 * FFO file), solved exactly; a game that ends before it has its final score. Checked against the
 * archive, this is what FFO stores (see the README's solver section).
 */
public final class TheoreticalScore {

    private TheoreticalScore() {
    }

    /** The position the score is computed from, or null when the game ends or stops before {@code depth} empties. */
    public static Position position(Line game, int depth) {
        for (Position p : game.positions()) {
            if (p.empties() == depth) {
                return p;
            }
        }
        return null;
    }

    /** The theoretical score of a complete game, or null for a game that stops before the depth without ending. */
    public static Integer of(Line game, int depth, EndgameSolver solver) {
        Position p = position(game, depth);
        if (p == null) {
            return game.complete() ? FinalScore.of(game.finalPosition()).wthorBlackScore() : null;
        }
        int score = solver.solve(p).score();
        int black = p.toMove() == Color.BLACK ? score : -score;
        return (black + 64) / 2;
    }
}
