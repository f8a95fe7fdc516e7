package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.othellodb.store.Reports;
import org.othellodb.store.SourceRow;

/**
 * The database's totals ({@code othello-db stats}): the results of all games and of the three
 * lines after f5, the imported files, the import problems and, when counted, the distinct positions
 * (up to symmetry) after some numbers of moves, by that number.
 */
public record StatsReport(long games, long blackWins, long draws, long whiteWins, int complete, int stoppedEarly,
                          Map<String, Results> lines, List<Source> sources, int importProblems,
                          @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Map<String, Integer> distinctPositions) {

    /** The results of a set of games. */
    public record Results(long games, long blackWins, long draws, long whiteWins) {

        static Results of(Reports.Totals t) {
            return new Results(t.games(), t.blackWins(), t.draws(), t.whiteWins());
        }
    }

    /** An imported file: what it brought. */
    public record Source(String path, String format, int games, int rejected) {
    }

    /**
     * One row of the CSV: all games, or one line, with the completeness of its games (and, on the row
     * of all games, the distinct positions when counted).
     */
    public record Row(String line, long games, long blackWins, long draws, long whiteWins, int complete, int stoppedEarly,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) @Nullable Map<String, Integer> distinctPositions) {

        static Row of(String line, Reports.Totals t, @Nullable Map<String, Integer> distinct) {
            return new Row(line, t.games(), t.blackWins(), t.draws(), t.whiteWins(), t.complete(), t.stoppedEarly(), distinct);
        }
    }

    /** {@code distinct}: the distinct positions by number of moves, or null when not counted. */
    public static StatsReport of(Reports reports, List<SourceRow> sources, Map<Integer, Integer> distinct) {
        Reports.Totals all = reports.totals();
        Map<String, Results> lines = new LinkedHashMap<>();
        reports.byLine().forEach((line, t) -> lines.put(line, Results.of(t)));
        List<Source> files = sources.stream().map(s -> new Source(s.path(), s.format(), s.gamesImported(), s.gamesRejected())).toList();
        return new StatsReport(all.games(), all.blackWins(), all.draws(), all.whiteWins(), all.complete(), all.stoppedEarly(),
                lines, files, reports.problemCount(), distinct == null ? null : byName(distinct));
    }

    /** The CSV's rows: all games, then each line. */
    public static List<Row> rows(Reports reports, Map<Integer, Integer> distinct) {
        List<Row> rows = new ArrayList<>();
        rows.add(Row.of("all games", reports.totals(), byName(distinct)));
        reports.byLine().forEach((line, t) -> rows.add(Row.of(line, t, Map.of())));
        return rows;
    }

    private static Map<String, Integer> byName(Map<Integer, Integer> distinct) {
        Map<String, Integer> named = new LinkedHashMap<>();
        distinct.forEach((ply, n) -> named.put(Integer.toString(ply), n));
        return named;
    }
}
