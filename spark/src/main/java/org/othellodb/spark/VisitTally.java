package org.othellodb.spark;

import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;

/**
 * What one game's visit adds to a position's statistics ({@link GameVisit#countIn}), packed in one
 * number so that it travels beside the visit's index entry through the index's sort: the result,
 * black's final discs, the perfect-play disc difference where it applies at the visit's ply, and the
 * year, each with a bit that says whether it is known.
 *
 * <p>Bits: 0–1 result + 1; 2 black's discs known, 3–9 the discs (0–64); 10 theoretical known, 11–18 the
 * difference + 64; 19 year known, 20–35 the year.
 */
final class VisitTally {

    private VisitTally() {
    }

    static long of(GameVisit v) {
        Integer score = v.blackScore();
        Integer theoretical = v.theoretical();
        Integer year = v.year();
        if (v.result() < -1 || v.result() > 1) {
            throw new IllegalArgumentException("result " + v.result());
        }
        long t = v.result() + 1L;
        if (score != null) {
            t |= 1L << 2 | (long) checked(score, 0, 64, "black's discs") << 3;
        }
        if (theoretical != null) {
            t |= 1L << 10 | (long) (checked(theoretical, -64, 64, "theoretical difference") + 64) << 11;
        }
        if (year != null) {
            t |= 1L << 19 | (long) checked(year, 0, 0xFFFF, "year") << 20;
        }
        return t;
    }

    /** Counts the visit {@link #of} packed in {@code stats}, as {@link GameVisit#countIn} counts it. */
    static void countIn(long tally, Stats stats) {
        int result = (int) (tally & 3) - 1;
        Integer discDiff = (tally & 1L << 2) == 0 ? null : 2 * (int) (tally >>> 3 & 0x7F) - 64;
        Integer theoretical = (tally & 1L << 10) == 0 ? null : (int) (tally >>> 11 & 0xFF) - 64;
        Integer year = (tally & 1L << 19) == 0 ? null : (int) (tally >>> 20 & 0xFFFF);
        stats.add(result, discDiff, theoretical, year);
    }

    private static int checked(int value, int min, int max, String what) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " " + value + " out of " + min + ".." + max);
        }
        return value;
    }
}
