package org.othellodb.cli;

import org.othellodb.error.BadInputException;

/** Numeric options checked before any work: a negative count is a mistake to report, not a special value. */
final class Checks {

    private Checks() {
    }

    /** Refuses {@code value} (when given) outside {@code min..max}. */
    static void inRange(String option, Integer value, int min, int max) {
        if (value != null && (value < min || value > max)) {
            throw new BadInputException(option + " must be " + (max == Integer.MAX_VALUE ? "at least " + min : min + ".." + max)
                    + ", not " + value);
        }
    }

    static void atLeast(String option, Integer value, int min) {
        inRange(option, value, min, Integer.MAX_VALUE);
    }
}
