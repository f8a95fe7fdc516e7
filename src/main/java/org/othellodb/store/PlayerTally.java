package org.othellodb.store;

import java.util.HashSet;
import java.util.Set;

/**
 * A player's results over some games, from the player's side: games, wins, draws, losses, the
 * player's final discs, the years and the tournaments. Counting more games only adds.
 */
public final class PlayerTally {

    private int games;
    private int won;
    private int drawn;
    private int lost;
    private long discSum;
    private int scored;
    private Integer firstYear;
    private Integer lastYear;
    private final Set<Long> tournaments = new HashSet<>();

    /**
     * Counts a game: {@code outcome} 1 won, 0 drawn, -1 lost; the player's {@code discs}, the
     * {@code year} and the {@code tournament} may each be null.
     */
    public void add(int outcome, Integer discs, Integer year, Long tournament) {
        games++;
        if (outcome > 0) {
            won++;
        } else if (outcome == 0) {
            drawn++;
        } else {
            lost++;
        }
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

    public int games() {
        return games;
    }

    public int won() {
        return won;
    }

    public int drawn() {
        return drawn;
    }

    public int lost() {
        return lost;
    }

    /** The player's score share: a win 1, a draw ½; NaN without games. */
    public double score() {
        return games == 0 ? Double.NaN : (won + 0.5 * drawn) / games;
    }

    /** The player's mean final discs (empties to the winner), null when no game has a score. */
    public Double meanDiscs() {
        return scored == 0 ? null : (double) discSum / scored;
    }

    public Integer firstYear() {
        return firstYear;
    }

    public Integer lastYear() {
        return lastYear;
    }

    /** The distinct tournaments of the games counted. */
    public int tournaments() {
        return tournaments.size();
    }
}
