package org.othellodb.board;

/** Disc counts at the end of a game, raw and under the WTHOR rule (empty squares go to the winner, split on a tie). */
public record FinalScore(int blackDiscs, int whiteDiscs) implements java.io.Serializable {

    public static FinalScore of(Position p) {
        return new FinalScore(p.blackDiscs(), p.whiteDiscs());
    }

    public int empties() {
        return 64 - blackDiscs - whiteDiscs;
    }

    /** Black's discs once the empties are given to the winner, as WTHOR records them. */
    public int wthorBlackScore() {
        if (blackDiscs > whiteDiscs) {
            return blackDiscs + empties();
        }
        if (blackDiscs < whiteDiscs) {
            return blackDiscs;
        }
        return blackDiscs + empties() / 2;
    }

    /** Black's discs minus white's, without giving away the empties. */
    public int rawDifference() {
        return blackDiscs - whiteDiscs;
    }
}
