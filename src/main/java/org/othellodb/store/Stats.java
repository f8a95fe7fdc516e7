package org.othellodb.store;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.Result;
import org.othellodb.board.Tally;

/**
 * Results of a set of games, as kept for each position and move of the tree. Statistics add:
 * counting more games only adds to them, so the tree is updated in place when games arrive.
 * Results are counted from black's view (a {@link Tally} of black's wins, draws and losses);
 * disc differences are black's, with the empties given to the winner.
 */
public final class Stats extends Tally { // serializable (Tally is): the Spark build ships partial counts between machines

    @java.io.Serial
    private static final long serialVersionUID = 1L;

    private long discDiffSum;
    private long scoredGames;
    // Sorted distinct disc differences and their counts: most positions see few games, so a map would be mostly overhead.
    private int[] diffs = new int[0];
    private long[] diffCounts = new long[0];
    private long theoreticalSum;
    private long theoreticalGames;
    private @Nullable Integer firstYear;
    private @Nullable Integer lastYear;

    /**
     * Counts one game. {@code result}: 1 black won, 0 draw, -1 white won; {@code discDiff} and
     * {@code theoreticalDiff} may be null; {@code year} may be null.
     */
    public void add(int result, @Nullable Integer discDiff, @Nullable Integer theoreticalDiff, @Nullable Integer year) {
        count(Result.of(result), Color.BLACK);
        if (discDiff != null) {
            discDiffSum += discDiff;
            scoredGames++;
            count(discDiff, 1);
        }
        if (theoreticalDiff != null) {
            theoreticalSum += theoreticalDiff;
            theoreticalGames++;
        }
        addYears(year, year);
    }

    /**
     * Takes out one game that {@link #add(int, Integer, Integer, Integer)} counted with the same
     * values (a removed file's game). The years stay: a minimum does not subtract, so the caller
     * that knows the remaining games sets them ({@link #setYears}).
     */
    public void remove(int result, @Nullable Integer discDiff, @Nullable Integer theoreticalDiff) {
        int side = Result.of(result).forSide(Color.BLACK);
        restore(games() - 1, wins() - (side > 0 ? 1 : 0), draws() - (side == 0 ? 1 : 0), losses() - (side < 0 ? 1 : 0));
        if (discDiff != null) {
            discDiffSum -= discDiff;
            scoredGames--;
            uncount(discDiff);
        }
        if (theoreticalDiff != null) {
            theoreticalSum -= theoreticalDiff;
            theoreticalGames--;
        }
    }

    /** The earliest and latest year of the games counted, as the remaining games say after a {@link #remove}. */
    public void setYears(Integer first, Integer last) {
        firstYear = first;
        lastYear = last;
    }

    public void add(Stats other) {
        countAll(other);
        discDiffSum += other.discDiffSum;
        scoredGames += other.scoredGames;
        for (int i = 0; i < other.diffs.length; i++) {
            count(other.diffs[i], other.diffCounts[i]);
        }
        theoreticalSum += other.theoreticalSum;
        theoreticalGames += other.theoreticalGames;
        addYears(other.firstYear, other.lastYear);
    }

    private void count(int diff, long n) {
        int at = Arrays.binarySearch(diffs, diff);
        if (at >= 0) {
            diffCounts[at] += n;
            return;
        }
        int insert = -at - 1;
        int[] d = new int[diffs.length + 1];
        long[] c = new long[diffs.length + 1];
        System.arraycopy(diffs, 0, d, 0, insert);
        System.arraycopy(diffCounts, 0, c, 0, insert);
        d[insert] = diff;
        c[insert] = n;
        System.arraycopy(diffs, insert, d, insert + 1, diffs.length - insert);
        System.arraycopy(diffCounts, insert, c, insert + 1, diffs.length - insert);
        diffs = d;
        diffCounts = c;
    }

    /** One game less with the difference {@code diff}; a difference no game has any more leaves the histogram. */
    private void uncount(int diff) {
        int at = Arrays.binarySearch(diffs, diff);
        if (at < 0) {
            throw new IllegalStateException("no game with the difference " + diff + " to take out");
        }
        if (--diffCounts[at] > 0) {
            return;
        }
        int[] d = new int[diffs.length - 1];
        long[] c = new long[diffs.length - 1];
        System.arraycopy(diffs, 0, d, 0, at);
        System.arraycopy(diffCounts, 0, c, 0, at);
        System.arraycopy(diffs, at + 1, d, at, d.length - at);
        System.arraycopy(diffCounts, at + 1, c, at, c.length - at);
        diffs = d;
        diffCounts = c;
    }

    private void addYears(@Nullable Integer first, @Nullable Integer last) {
        if (first != null && (firstYear == null || first < firstYear)) {
            firstYear = first;
        }
        if (last != null && (lastYear == null || last > lastYear)) {
            lastYear = last;
        }
    }

    /** Rebuilds stored statistics; {@code hist} is the text of {@link #histogramText()}. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    public static Stats stored(long games, long blackWins, long draws, long whiteWins, long discDiffSum, long scoredGames,
                               String hist, long theoreticalSum, long theoreticalGames, @Nullable Integer firstYear,
                               @Nullable Integer lastYear) {
        Stats s = new Stats();
        s.restore(games, blackWins, draws, whiteWins);
        s.discDiffSum = discDiffSum;
        s.scoredGames = scoredGames;
        if (hist != null && !hist.isBlank()) {
            for (String pair : hist.trim().split(" ")) {
                int colon = pair.indexOf(':');
                s.count(Integer.parseInt(pair.substring(0, colon)), Long.parseLong(pair.substring(colon + 1)));
            }
        }
        s.theoreticalSum = theoreticalSum;
        s.theoreticalGames = theoreticalGames;
        s.firstYear = firstYear;
        s.lastYear = lastYear;
        return s;
    }

    /** 'difference:count' pairs in increasing difference, space separated. */
    public String histogramText() {
        StringBuilder sb = new StringBuilder(diffs.length * 6);
        for (int i = 0; i < diffs.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(diffs[i]).append(':').append(diffCounts[i]);
        }
        return sb.toString();
    }

    public long blackWins() {
        return wins();
    }

    public long whiteWins() {
        return losses();
    }

    /** The games from {@code side}'s view: white's wins are black's losses. */
    public Counts forSide(Color side) {
        return side == Color.BLACK ? counts() : counts().flipped();
    }

    public long discDiffSum() {
        return discDiffSum;
    }

    public long scoredGames() {
        return scoredGames;
    }

    public long theoreticalSum() {
        return theoreticalSum;
    }

    public long theoreticalGames() {
        return theoreticalGames;
    }

    public @Nullable Integer firstYear() {
        return firstYear;
    }

    public @Nullable Integer lastYear() {
        return lastYear;
    }

    /** Black's score share: a win counts 1, a draw ½. NaN without games. */
    public double blackScore() {
        return score();
    }

    public @Nullable Double meanDiscDiff() {
        return scoredGames == 0 ? null : (double) discDiffSum / scoredGames;
    }

    public @Nullable Double meanTheoreticalDiff() {
        return theoreticalGames == 0 ? null : (double) theoreticalSum / theoreticalGames;
    }

    /** The median disc difference (the mean of the two middle values for an even count), or null. */
    public @Nullable Double medianDiscDiff() {
        if (scoredGames == 0) {
            return null;
        }
        return (valueAtRank((scoredGames - 1) / 2) + valueAtRank(scoredGames / 2)) / 2.0;
    }

    private int valueAtRank(long rank) {
        long seen = 0;
        for (int i = 0; i < diffs.length; i++) {
            seen += diffCounts[i];
            if (rank < seen) {
                return diffs[i];
            }
        }
        throw new IllegalStateException("rank " + rank + " beyond " + seen + " scored games");
    }
}
