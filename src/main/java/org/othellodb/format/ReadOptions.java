package org.othellodb.format;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.othellodb.error.BadInputException;

/**
 * What the user tells the readers beyond the file itself. {@code columns} maps fields (moves,
 * black, white, result, winner, date, event) to CSV columns, by header name or 1-based number;
 * empty when not given.
 */
public record ReadOptions(Map<String, String> columns) {

    public static final ReadOptions NONE = new ReadOptions(Map.of());

    /** The fields {@code --columns} can map. */
    public static final Set<String> FIELDS = Set.of("moves", "black", "white", "result", "winner", "date", "event");

    public ReadOptions {
        columns = Map.copyOf(columns);
    }

    /** Reads {@code moves=game_moves,black=2,...}; unknown fields and a missing {@code moves} are errors. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    public static ReadOptions columns(String spec) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String part : spec.split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0 || eq == part.length() - 1) {
                throw new BadInputException("--columns: '" + part + "' is not FIELD=COLUMN");
            }
            String field = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            if (!FIELDS.contains(field)) {
                throw new BadInputException("--columns: unknown field '" + field + "'; fields are " + String.join(", ",
                        new java.util.TreeSet<>(FIELDS)));
            }
            if (out.put(field, part.substring(eq + 1).strip()) != null) {
                throw new BadInputException("--columns: field '" + field + "' is given twice");
            }
        }
        if (!out.containsKey("moves")) {
            throw new BadInputException("--columns: the moves column is required (moves=COLUMN)");
        }
        return new ReadOptions(out);
    }
}
