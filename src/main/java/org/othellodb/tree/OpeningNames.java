package org.othellodb.tree;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.error.ToolFailureException;

/**
 * The catalogue of named openings (data/openings.tsv), keyed by position: a transposition or a
 * mirror image of a named line gets its name. A line is named by the deepest named position it
 * passes through; several names for one position are kept, the first listed being the main one.
 */
public final class OpeningNames {

    /** One named position of the catalogue. */
    public record Opening(String name, String moves, String line, String source, int ply, PositionKey key,
                          List<String> aliases) {
    }

    private static OpeningNames catalogue;

    private final List<Opening> openings;
    private final Map<PositionKey, Opening> byKey;

    private OpeningNames(List<Opening> openings, Map<PositionKey, Opening> byKey) {
        this.openings = openings;
        this.byKey = byKey;
    }

    /** The catalogue shipped with the tool. */
    public static synchronized OpeningNames catalogue() {
        if (catalogue == null) {
            try (InputStream in = OpeningNames.class.getResourceAsStream("openings.tsv")) {
                if (in == null) {
                    throw new ToolFailureException("openings.tsv is missing from the build");
                }
                catalogue = read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return catalogue;
    }

    static OpeningNames read(InputStream in) throws IOException {
        CSVFormat tsv = CSVFormat.TDF.builder().setHeader().setSkipHeaderRecord(true).build();
        Map<PositionKey, List<CSVRecord>> rows = new LinkedHashMap<>();
        Map<PositionKey, Integer> plies = new HashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (CSVRecord row : tsv.parse(r)) {
                Line line = Replay.of(row.get("moves"));
                Position p = line.finalPosition();
                PositionKey key = PositionKey.of(p);
                rows.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
                plies.put(key, p.movesPlayed());
            }
        }
        List<Opening> openings = new ArrayList<>();
        Map<PositionKey, Opening> byKey = new HashMap<>();
        rows.forEach((key, named) -> {
            CSVRecord main = named.get(0);
            List<String> aliases = new ArrayList<>();
            for (CSVRecord other : named.subList(1, named.size())) {
                aliases.add(other.get("name"));
            }
            Opening o = new Opening(main.get("name"), main.get("moves"), main.get("line"), main.get("source"),
                    plies.get(key), key, Collections.unmodifiableList(aliases));
            openings.add(o);
            byKey.put(key, o);
        });
        return new OpeningNames(Collections.unmodifiableList(openings), byKey);
    }

    /** Every named position, in catalogue order. */
    public List<Opening> all() {
        return openings;
    }

    /** The opening named at exactly this position, or null. */
    public Opening at(Position p) {
        return byKey.get(PositionKey.of(p));
    }

    /** The deepest named position among {@code positions} (a line, in order), or null. */
    public Opening deepest(Position[] positions) {
        Opening found = null;
        for (Position p : positions) {
            Opening o = byKey.get(PositionKey.of(p));
            if (o != null) {
                found = o;
            }
        }
        return found;
    }

    /** The name of the line, or null. */
    public String nameOf(Line line) {
        Opening o = deepest(line.positions());
        return o == null ? null : o.name();
    }
}
