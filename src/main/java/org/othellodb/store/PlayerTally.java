package org.othellodb.store;

import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Tally;

/**
 * A player's results over some games, from the player's side (a {@link Tally}: games, wins, draws,
 * losses), the player's final discs, the years and the tournaments. Counting more games only adds.
 */
@SuppressWarnings("serial") // counted for one report, never serialised
public final class PlayerTally extends Tally {

    private long discSum;
    private int scored;
    private @Nullable Integer firstYear;
    private @Nullable Integer lastYear;
    private final Set<Long> tournaments = new HashSet<>();

    /**
     * Counts a game: {@code outcome} 1 won, 0 drawn, -1 lost; the player's {@code discs}, the
     * {@code year} and the {@code tournament} may each be null.
     */
    public void add(int outcome, @Nullable Integer discs, @Nullable Integer year, @Nullable Long tournament) {
        count(outcome);
        if (discs != null) {
            discSum += discs;
            scored++;
        }
        if (year != null) {
            firstYear = firstYear == null ? year : Math.min(firstYear, year);
            lastYear = lastYear == null ? year : Math.max(lastYear, year);
        }
        if (tournament != null) {
            tournaments.add(tournament);
        }
    }

    public long won() {
        return wins();
    }

    public long drawn() {
        return draws();
    }

    public long lost() {
        return losses();
    }

    /** The player's mean final discs (empties to the winner), null when no game has a score. */
    public @Nullable Double meanDiscs() {
        return scored == 0 ? null : (double) discSum / scored;
    }

    public @Nullable Integer firstYear() {
        return firstYear;
    }

    public @Nullable Integer lastYear() {
        return lastYear;
    }

    /** The distinct tournaments of the games counted. */
    public int tournaments() {
        return tournaments.size();
    }
}
