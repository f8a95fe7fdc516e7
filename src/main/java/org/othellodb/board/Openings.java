package org.othellodb.board;

/** The start-position symmetries used to bring a game to the conventional first move f5, and the line it opens. */
public final class Openings {

    public static final int F5 = Square.parse("f5");

    private Openings() {
    }

    /** The start-preserving symmetry that maps {@code firstMove} (d3, c4, f5 or e6) to f5. */
    public static Symmetry toF5(int firstMove) {
        for (Symmetry s : Symmetry.START_PRESERVING) {
            if (s.apply(firstMove) == F5) {
                return s;
            }
        }
        throw new IllegalArgumentException(Square.name(firstMove) + " is not a first move");
    }

    /** {@code moves} seen from the orientation where the first move is f5. */
    public static int[] normalise(int[] moves) {
        return moves.length == 0 ? moves : toF5(moves[0]).apply(moves);
    }

    /** The line of a game (by its first two moves in any orientation), or null when it has fewer than two. */
    public static OpeningLine line(int[] moves) {
        if (moves.length < 2 || moves[0] == Square.PASS) {
            return null;
        }
        return OpeningLine.ofReply(toF5(moves[0]).apply(moves[1]));
    }
}
