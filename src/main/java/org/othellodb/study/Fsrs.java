package org.othellodb.study;

/**
 * The FSRS-6 memory model (Free Spaced Repetition Scheduler, open-spaced-repetition), implemented
 * from its published formulas (the fsrs4anki wiki's "The Algorithm", FSRS-6 section; the ts-fsrs
 * documentation) with its 21 published default weights. The Java library
 * {@code io.github.open-spaced-repetition:fsrs} is not on Maven Central, so the formulas are
 * written here; {@code FsrsTest} checks them against values computed by the reference
 * implementation ts-fsrs 5.4.2 with the same weights.
 *
 * <p>A memory has a stability S (days until the chance of recall falls to 90%) and a difficulty
 * D (1..10). A review is graded 1 (again: wrong), 2 (hard), 3 (good) or 4 (easy); the drill uses
 * 1 and 3. Elapsed time is counted in whole days, as FSRS does; a review the same day as the last
 * one uses the short-term formula.
 */
public final class Fsrs {

    /** Grades of a review. */
    public static final int AGAIN = 1;
    public static final int GOOD = 3;

    /** FSRS-6's default weights w0..w20 (ts-fsrs 5.4.2's {@code default_w}). */
    static final double[] DEFAULT_WEIGHTS = {0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542};

    /** The chance of recall the schedule aims at when a position is asked again (FSRS's usual 90%). */
    public static final double RETENTION = 0.9;

    /** The longest interval, in days (FSRS's default: a hundred years). */
    static final int MAX_INTERVAL = 36_500;

    private static final double MIN_STABILITY = 0.01;

    private final double[] w;
    private final double decay;
    private final double factor;

    public Fsrs() {
        this(DEFAULT_WEIGHTS);
    }

    Fsrs(double[] weights) {
        this.w = weights.clone();
        this.decay = -w[20];
        // R(S, S) = 0.9 by the definition of stability.
        this.factor = Math.pow(0.9, 1 / decay) - 1;
    }

    /** A memory: stability in days, difficulty 1..10. */
    public record Memory(double stability, double difficulty) {
    }

    /** The chance of recall {@code days} after the last review of a memory of stability {@code stability}. */
    public double retrievability(double days, double stability) {
        return Math.pow(1 + factor * days / stability, decay);
    }

    /** The whole days until recall falls to {@code retention}: at least 1, at most {@link #MAX_INTERVAL}. */
    public int interval(double stability, double retention) {
        double days = stability / factor * (Math.pow(retention, 1 / decay) - 1);
        return (int) Math.min(MAX_INTERVAL, Math.max(1, Math.round(days)));
    }

    /** The memory after a review graded {@code grade}, {@code days} whole days after the last one; null: never reviewed. */
    public Memory next(Memory before, int days, int grade) {
        if (grade < 1 || grade > 4) {
            throw new IllegalArgumentException("grade " + grade);
        }
        if (before == null) {
            return new Memory(Math.max(w[grade - 1], 0.1), initialDifficulty(grade));
        }
        double s = before.stability();
        double d = before.difficulty();
        double stability;
        if (days == 0) {
            stability = shortTerm(s, grade);
        } else {
            double r = retrievability(days, s);
            stability = grade == AGAIN ? forget(d, s, r) : recall(d, s, r, grade);
        }
        return new Memory(Math.max(MIN_STABILITY, stability), nextDifficulty(d, grade));
    }

    private double initialDifficulty(int grade) {
        return clampDifficulty(rawInitialDifficulty(grade));
    }

    private double rawInitialDifficulty(int grade) {
        return w[4] - Math.exp(w[5] * (grade - 1)) + 1;
    }

    /** D' = w7 D0(4) + (1 - w7) (D + ΔD (10 - D) / 9), ΔD = -w6 (G - 3): the change damped near 10, then mean reversion. */
    private double nextDifficulty(double d, int grade) {
        double delta = -w[6] * (grade - 3);
        double damped = d + delta * (10 - d) / 9;
        return clampDifficulty(w[7] * rawInitialDifficulty(4) + (1 - w[7]) * damped);
    }

    /** S'r = S (1 + e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1) · w15 if hard · w16 if easy). */
    private double recall(double d, double s, double r, int grade) {
        double hard = grade == 2 ? w[15] : 1;
        double easy = grade == 4 ? w[16] : 1;
        return s * (1 + Math.exp(w[8]) * (11 - d) * Math.pow(s, -w[9]) * (Math.exp(w[10] * (1 - r)) - 1) * hard * easy);
    }

    /** S'f = w11 D^-w12 ((S + 1)^w13 - 1) e^(w14 (1 - R)), no more than S / e^(w17 w18). */
    private double forget(double d, double s, double r) {
        double forgotten = w[11] * Math.pow(d, -w[12]) * (Math.pow(s + 1, w[13]) - 1) * Math.exp(w[14] * (1 - r));
        return Math.min(forgotten, s / Math.exp(w[17] * w[18]));
    }

    /** Same day: S' = S e^(w17 (G - 3 + w18)) S^-w19, never below S for a right answer. */
    private double shortTerm(double s, int grade) {
        double next = s * Math.exp(w[17] * (grade - 3 + w[18])) * Math.pow(s, -w[19]);
        return grade >= GOOD ? Math.max(next, s) : next;
    }

    private static double clampDifficulty(double d) {
        return Math.min(10, Math.max(1, d));
    }
}
