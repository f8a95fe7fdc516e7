package org.othellodb.tree;

/** Intervals for a score share, where a win counts 1 and a draw ½. */
public final class Confidence {

    private static final double Z95 = 1.959964;

    private Confidence() {
    }

    /**
     * The 95% Wilson score interval of {@code score} points out of {@code n} games. Draws make the
     * outcome three-valued; counting them as half a point is the usual practice (lichess, SCID).
     */
    public static double[] wilson95(double score, long n) {
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double p = score / n;
        double z2 = Z95 * Z95;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
