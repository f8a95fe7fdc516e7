package org.othellodb.report;

import java.util.Map;
import org.othellodb.query.FilterEcho;

/**
 * What {@code book export} wrote ({@code --summary json|csv}): the file, the games and the book's
 * shape, the options it was built with, what the solver and the W/D/L guard did, the times, and
 * the filter that chose the games ({@code GameFilter.record}).
 */
public record BookExported(String file, String format, int games, int positions, long links, long leaves, int maxDepth,
                           String value, Integer solveEmpties, int solved, long solveMillis, boolean wdlGuard,
                           int guarded, int heldBySolvedLines, String draws, int maxPly, int minGames,
                           String onlyColor, int startValue, long bytes, long millis, long loadMillis,
                           long buildMillis, long writeMillis, FilterEcho filter) {
}
