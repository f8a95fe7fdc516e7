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

    public static List<Map.Entry<OpeningNames.Opening, Stats>> rows(Database db, GameFilter filter, Sort sort) {
        List<Map.Entry<OpeningNames.Opening, Stats>> rows = new ArrayList<>(
                new OpeningFrequencies(db).of(OpeningNames.catalogue(), filter).entrySet());
        if (sort == Sort.games) {
            rows.sort(Comparator.comparingInt((Map.Entry<OpeningNames.Opening, Stats> e) -> e.getValue().games()).reversed());
        } else if (sort == Sort.name) {
            rows.sort(Comparator.comparing(e -> e.getKey().name()));
        }
        return rows;
    }

    public static ArrayNode json(List<Map.Entry<OpeningNames.Opening, Stats>> rows) {
        ArrayNode a = JsonFields.array();
        for (Map.Entry<OpeningNames.Opening, Stats> e : rows) {
            OpeningNames.Opening o = e.getKey();
            ObjectNode j = a.addObject();
            j.put("name", o.name());
            ArrayNode aliases = j.putArray("aliases");
            o.aliases().forEach(aliases::add);
            j.put("moves", o.moves());
            j.put("line", o.line());
            j.put("games", e.getValue().games());
            j.put("black_score", JsonFields.round(e.getValue().blackScore(), 4));
        }
        return a;
    }
}
