package org.othellodb.cli;

import picocli.CommandLine.Option;

/**
 * {@code --min-games N} of the reports on one position (tree, transpositions, report): rows of
 * fewer games are hidden, and the report says how many, so that a threshold never hides silently.
 */
final class MinGamesOption {

    @Option(names = "--min-games", defaultValue = "1", paramLabel = "N",
            description = "Hide what was played in fewer than N games; the report says how many rows it hid "
                    + "(default: ${DEFAULT-VALUE}).")
    int value;

    /** Refuses N below 1, before the database is opened. */
    void check() {
        Checks.atLeast("--min-games", value, 1);
    }
}
