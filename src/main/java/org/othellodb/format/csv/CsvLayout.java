package org.othellodb.format.csv;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which CSV column holds which field of a game ({@code moves}, {@code black}, {@code white},
 * {@code result}, {@code winner}, {@code date}, {@code event}); columns are header names (any
 * case) or 1-based numbers. The layouts of known sites are recognised by their header.
 */
record CsvLayout(String name, Map<String, String> columns) {

    /** eOthello's dump: the winner only (1 black, 0 draw, -1 white) and concatenated moves. */
    static final CsvLayout EOTHELLO = new CsvLayout("eOthello",
            Map.of("moves", "game_moves", "winner", "winner"));

    /** What {@code export --format csv} writes. */
    static final CsvLayout OTHELLO_DB = new CsvLayout("othello-db",
            Map.of("event", "event", "date", "date", "black", "black", "white", "white", "result", "result", "moves", "moves"));

    static final List<String> EOTHELLO_HEADER = List.of("eOthello_game_id", "winner", "game_moves");
    static final List<String> OTHELLO_DB_HEADER = List.of("event", "date", "black", "white", "result", "moves");

    /** The known layout whose header this is, or null. */
    static CsvLayout known(List<String> header) {
        List<String> lower = header.stream().map(h -> h.strip().toLowerCase(Locale.ROOT)).toList();
        if (lower.equals(lower(EOTHELLO_HEADER))) {
            return EOTHELLO;
        }
        if (lower.equals(OTHELLO_DB_HEADER)) {
            return OTHELLO_DB;
        }
        return null;
    }

    static boolean isKnownHeaderLine(String firstLine) {
        String stripped = firstLine.replace("\uFEFF", "").strip();
        return known(List.of(stripped.split(",", -1))) != null;
    }

    private static List<String> lower(List<String> names) {
        return names.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList();
    }
}
