package org.othellodb.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The FSRS-6 formulas against the reference implementation: every expected figure below was printed
 * by ts-fsrs 5.4.2 (npm, open-spaced-repetition) with its default weights, short-term reviews on,
 * no fuzz: {@code f.next_state(memory, elapsedDays, grade)} and {@code f.next_interval(stability, elapsedDays)}
 * along one history, and {@code f.forgetting_curve(days, stability)}. ts-fsrs rounds its states (and the
 * recall probability inside a step) to 8 decimals.
 */
class FsrsTest {

    private static final double ROUNDED = 1e-7;

    /** Elapsed days, grade, then ts-fsrs's stability, difficulty and interval after the review. */
    private static final double[][] HISTORY = {
        {0, 3, 2.3065, 2.11810397, 2},
        {0, 3, 2.3065, 2.11121424, 2},
        {1, 3, 7.31918604, 2.1043314, 7},
        {3, 3, 19.8469837, 2.09745544, 20},
        {8, 1, 1.88146801, 7.38771571, 2},
        {0, 1, 0.64078537, 9.12658829, 1},
        {0, 3, 0.69329498, 9.11269007, 1},
        {2, 3, 2.14461843, 9.09880575, 2},
        {5, 4, 8.38514221, 8.78289699, 8},
        {20, 2, 15.7599476, 9.17725868, 16},
        {30, 3, 30.71018991, 9.16330979, 31},
    };

    @Test
    void eachReviewOfAHistoryGivesTheReferenceStateAndInterval() {
        Fsrs fsrs = new Fsrs();
        Fsrs.Memory reference = null;
        for (double[] step : HISTORY) {
            // From the reference's own (rounded) state before the review, so that each step checks the formulas alone.
            Fsrs.Memory m = fsrs.next(reference, (int) step[0], (int) step[1]);
            // ts-fsrs rounds the recall probability to 8 decimals before the stability formula: a relative 1e-6 covers it.
            assertThat(m.stability()).as("stability after %s", java.util.Arrays.toString(step)).isCloseTo(step[2], within(step[2] * 1e-6));
            assertThat(m.difficulty()).as("difficulty after %s", java.util.Arrays.toString(step)).isCloseTo(step[3], within(ROUNDED));
            assertThat(fsrs.interval(m.stability(), Fsrs.RETENTION)).isEqualTo((int) step[4]);
            reference = new Fsrs.Memory(step[2], step[3]);
        }
    }

    @Test
    void theWholeHistoryInFullPrecisionStaysWithinTheReferencesRounding() {
        Fsrs fsrs = new Fsrs();
        Fsrs.Memory m = null;
        for (double[] step : HISTORY) {
            m = fsrs.next(m, (int) step[0], (int) step[1]);
            assertThat(m.stability()).isCloseTo(step[2], within(step[2] * 1e-6));
            assertThat(m.difficulty()).isCloseTo(step[3], within(step[3] * 1e-6));
        }
    }

    @Test
    void recallIsNinetyPercentAfterStabilityDaysAndTheReferenceValueAfterTwice() {
        Fsrs fsrs = new Fsrs();
        assertThat(fsrs.retrievability(5, 5)).isCloseTo(0.9, within(1e-12));
        assertThat(fsrs.retrievability(10, 5)).isCloseTo(0.84588465, within(ROUNDED));
        assertThat(fsrs.interval(40, 0.9)).isEqualTo(40);
    }

    @Test
    void aWrongFirstAnswerIsAskedAgainSoonerThanARightOne() {
        Fsrs fsrs = new Fsrs();
        Fsrs.Memory wrong = fsrs.next(null, 0, Fsrs.AGAIN);
        Fsrs.Memory right = fsrs.next(null, 0, Fsrs.GOOD);
        assertThat(wrong.stability()).isEqualTo(0.212);
        assertThat(right.stability()).isEqualTo(2.3065);
        assertThat(wrong.difficulty()).isGreaterThan(right.difficulty());
    }
}
