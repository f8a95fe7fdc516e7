package org.othellodb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.othellodb.query.FilterEcho;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Database;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningFrequencies;
import org.othellodb.tree.OpeningNames;

/** The catalogue of named openings with how often each was reached ({@code openings}) as a document: the language of the names, the filter, a row a named position. */
public record OpeningsReport(String names, FilterEcho filter, List<Row> openings) {

    /** The order of the rows. */
    public enum Sort { catalogue, games, name }

    /** The positions {@code names} names (in its language), with their games under {@code filter}, in {@code sort} order. */
    public static List<Map.Entry<OpeningNames.Opening, Stats>> rows(Database db, GameFilter filter, Sort sort, OpeningNames names) {
        List<Map.Entry<OpeningNames.Opening, Stats>> rows = new ArrayList<>(new OpeningFrequencies(db).of(names, filter).entrySet());
        if (sort == Sort.games) {
            rows.sort(Comparator.comparingLong((Map.Entry<OpeningNames.Opening, Stats> e) -> e.getValue().games()).reversed());
        } else if (sort == Sort.name) {
            rows.sort(Comparator.comparing(e -> e.getKey().name()));
        }
        return rows;
    }

    /** The document: the language, the filter (as {@code GameFilter.record} gives it) and a row a named position. */
    public static OpeningsReport of(List<Map.Entry<OpeningNames.Opening, Stats>> rows, OpeningNames.Language language,
                                    FilterEcho filter) {
        return new OpeningsReport(language.name(), filter, rows.stream().map(e -> row(e.getKey(), e.getValue())).toList());
    }

    /** One named position: its name, aliases, names in the other language, moves, line, games and black's score. */
    public record Row(String name, List<String> aliases, List<String> otherNames, String moves, String line, long games,
                      @Nullable Double blackScore) {
    }

    public static Row row(OpeningNames.Opening o, Stats s) {
        return new Row(o.name(), o.aliases(), o.otherNames(), o.moves(), o.line(), s.games(), Json.round(s.blackScore(), 4));
    }
}
