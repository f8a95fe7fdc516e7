package org.othellodb.board;

import java.io.Serializable;

/**
 * Games won, drawn and lost, counted from one side's view: black's for the opening tree's statistics
 * ({@code store.Stats}) and the player's for a player's record ({@code store.PlayerTally}). Each game
 * is counted through {@link Result#forSide}, so the two agree on what a win is (as does the book's
 * count, the side to move's, kept in columns: {@code book.TallyTable}); tallies of disjoint games add.
 * Subclasses add what else they keep of the same games (disc differences, years, moves).
 */
public abstract class Tally implements Serializable { // serializable: the Spark build ships the tree's Stats between machines

    @java.io.Serial
    private static final long serialVersionUID = 1L;

    // 64-bit: the start position of 10^8 games and more (counts reach SQLite and come back as longs).
    private long games;
    private long wins;
    private long draws;
    private long losses;

    /** Counts a game that ended with {@code result}, from {@code side}'s view. */
    protected final void count(Result result, Color side) {
        count(result.forSide(side));
    }

    /** Counts a game whose result is already this tally's side's: 1 won, 0 drawn, −1 lost. */
    protected final void count(int sideResult) {
        games++;
        if (sideResult > 0) {
            wins++;
        } else if (sideResult < 0) {
            losses++;
        } else {
            draws++;
        }
    }

    /** Adds the games of {@code other}, a tally from the same side over other games. */
    protected final void countAll(Tally other) {
        games += other.games;
        wins += other.wins;
        draws += other.draws;
        losses += other.losses;
    }

    /** Restores stored counts (the tree keeps them in its tables). */
    protected final void restore(long games, long wins, long draws, long losses) {
        this.games = games;
        this.wins = wins;
        this.draws = draws;
        this.losses = losses;
    }

    public final long games() {
        return games;
    }

    /** Games the tally's side won. */
    public final long wins() {
        return wins;
    }

    public final long draws() {
        return draws;
    }

    /** Games the tally's side lost. */
    public final long losses() {
        return losses;
    }

    /** The tally's side's score share: a win counts 1, a draw ½; NaN without games. */
    public final double score() {
        return games == 0 ? Double.NaN : (wins + 0.5 * draws) / games;
    }

    /** The counts as a value, from the tally's side. */
    public final Counts counts() {
        return new Counts(games, wins, draws, losses);
    }

    /** Won, drawn and lost games from one side's view, as a value; {@link #flipped} is the other side's view. */
    public record Counts(long games, long won, long drawn, long lost) {

        public Counts flipped() {
            return new Counts(games, /* won= */ lost, drawn, /* lost= */ won);
        }
    }
}
