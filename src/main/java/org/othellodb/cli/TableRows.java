package org.othellodb.cli;

import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --limit N}: the rows a report lists of its named openings (and opponents), 0 for all, the default the
 * command's. {@code --top N}, its first name, is kept hidden so that the usage line shows --limit;
 * both set the same value, so the one typed last wins (a defaultValue would be applied after --top).
 */
final class TableRows implements CheckedOptions {

    @Option(names = "--limit", paramLabel = "N",
            description = "Named openings to list, and opponents where the report has them (default: ${DEFAULT-VALUE}; 0: all; "
                    + "--top is the same).")
    int value;

    TableRows(int rows) {
        value = rows;
    }

    @Option(names = "--top", paramLabel = "N", hidden = true)
    void top(int n) {
        value = n;
    }

    @Override
    public void check() {
        Checks.atLeast("--limit", value, 0);
    }

    /** The first rows of {@code rows}, all of them for 0. */
    <T> List<T> of(List<T> rows) {
        return value == 0 ? rows : rows.subList(0, Math.min(value, rows.size()));
    }
}
