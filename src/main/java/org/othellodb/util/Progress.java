package org.othellodb.util;

/**
 * Told how a long piece of work goes, for a progress bar: each phase with its name, size and unit,
 * then steps of it. The work says what it does; the command decides whether anything is drawn (a
 * bar on a terminal, nothing in a pipe).
 */
public interface Progress {

    /** Drawn nowhere. */
    Progress NONE = new Progress() {
        @Override
        public void phase(String name, long total, String unit) {
        }

        @Override
        public void step(long n) {
        }
    };

    /** A new phase: {@code name} ("replay", "write"), {@code total} steps of {@code unit} ("games"); 0 when unknown. */
    void phase(String name, long total, String unit);

    /** {@code n} more steps of the current phase done. */
    void step(long n);
}
