package org.othellodb.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonInclude;
import org.jspecify.annotations.Nullable;
import org.othellodb.query.FilterEcho;
import org.othellodb.store.Reports.Totals;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningNames;

/**
 * The three lines after f5 and the most played named openings ({@code othello-db lines}), with, when
 * asked, each line's results year by year ({@code byYear}, absent otherwise).
 */
public record LinesReport(Map<String, Results> lines, List<NamedOpening> openings,
                          @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Map<Integer, Map<String, Results>> byYear,
                          FilterEcho filter) {

    /** Black's results in a line. */
    public record Results(long games, long blackWins, long draws, long whiteWins, @Nullable Double blackScore) {

        static Results of(Totals t) {
            return new Results(t.games(), t.blackWins(), t.draws(), t.whiteWins(),
                    t.games() == 0 ? null : Json.round((t.blackWins() + 0.5 * t.draws()) / t.games(), 4));
        }
    }

    /** A named opening and how often games reached it. */
    public record NamedOpening(String name, String moves, String line, long games, @Nullable Double blackScore) {
    }

    /** A row of the CSV's lines and by_year tables ({@code year} null in the first). */
    public record LineRow(@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Integer year, String line, long games, long blackWins,
                          long draws, long whiteWins, @Nullable Double blackScore) {

        static LineRow of(@Nullable Integer year, String line, Results r) {
            return new LineRow(year, line, r.games(), r.blackWins(), r.draws(), r.whiteWins(), r.blackScore());
        }
    }

    /** {@code years}: each year's totals by line, empty when not asked for. */
    public static LinesReport of(Map<String, Totals> lines, List<Map.Entry<OpeningNames.Opening, Stats>> named,
                                 Map<Integer, Map<String, Totals>> years, FilterEcho filter) {
        Map<Integer, Map<String, Results>> byYear = null;
        if (!years.isEmpty()) {
            byYear = new LinkedHashMap<>();
            for (Map.Entry<Integer, Map<String, Totals>> y : years.entrySet()) {
                byYear.put(y.getKey(), results(y.getValue()));
            }
        }
        List<NamedOpening> openings = named.stream().map(e -> new NamedOpening(e.getKey().name(), e.getKey().moves(),
                e.getKey().line(), e.getValue().games(), Json.round(e.getValue().blackScore(), 4))).toList();
        return new LinesReport(results(lines), openings, byYear, filter);
    }

    private static Map<String, Results> results(Map<String, Totals> byLine) {
        Map<String, Results> out = new LinkedHashMap<>();
        byLine.forEach((line, t) -> out.put(line, Results.of(t)));
        return out;
    }

    /** The CSV's tables: the lines, the openings and the years, one row each. */
    public Map<String, List<?>> sections() {
        List<LineRow> lineRows = new ArrayList<>();
        lines.forEach((line, r) -> lineRows.add(LineRow.of(null, line, r)));
        List<LineRow> yearRows = new ArrayList<>();
        if (byYear != null) {
            byYear.forEach((year, byLine) -> byLine.forEach((line, r) -> yearRows.add(LineRow.of(year, line, r))));
        }
        Map<String, List<?>> out = new LinkedHashMap<>();
        out.put("lines", lineRows);
        out.put("openings", openings);
        out.put("by_year", yearRows);
        return out;
    }
}
