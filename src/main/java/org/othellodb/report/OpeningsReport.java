package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.Stats;
import org.othellodb.tree.OpeningFrequencies;
import org.othellodb.tree.OpeningNames;

/** The catalogue of named openings with how often each was reached ({@code openings}), and its JSON document. */
public final class OpeningsReport {

    /** The order of the rows. */
    public enum Sort { catalogue, games, name }

    private OpeningsReport() {
    }

    /** The positions {@code names} names (in its language), with their games under {@code filter}, in {@code sort} order. */
    public static List<Map.Entry<OpeningNames.Opening, Stats>> rows(Database db, GameFilter filter, Sort sort, OpeningNames names) {
        List<Map.Entry<OpeningNames.Opening, Stats>> rows = new ArrayList<>(new OpeningFrequencies(db).of(names, filter).entrySet());
        if (sort == Sort.games) {
            rows.sort(Comparator.comparingInt((Map.Entry<OpeningNames.Opening, Stats> e) -> e.getValue().games()).reversed());
        } else if (sort == Sort.name) {
            rows.sort(Comparator.comparing(e -> e.getKey().name()));
        }
        return rows;
    }

    /** The document: the language, the filter (as {@code GameFilter.record} gives it) and a row a named position. */
    public static ObjectNode json(List<Map.Entry<OpeningNames.Opening, Stats>> rows, OpeningNames.Language language,
                                  Map<String, Object> filter) {
        ObjectNode j = Json.object();
        j.put("names", language.name());
        j.set("filter", Json.tree(filter));
        ArrayNode a = j.putArray("openings");
        rows.forEach(e -> a.add(row(e.getKey(), e.getValue())));
        return j;
    }

    /** One named position: its name, aliases, names in the other language, moves, line, games and black's score. */
    public static ObjectNode row(OpeningNames.Opening o, Stats s) {
        ObjectNode j = Json.object();
        j.put("name", o.name());
        ArrayNode aliases = j.putArray("aliases");
        o.aliases().forEach(aliases::add);
        ArrayNode other = j.putArray("other_names");
        o.otherNames().forEach(other::add);
        j.put("moves", o.moves());
        j.put("line", o.line());
        j.put("games", s.games());
        j.put("black_score", Json.round(s.blackScore(), 4));
        return j;
    }
}
