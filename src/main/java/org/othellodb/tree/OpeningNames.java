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
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.error.ToolFailureException;

/**
 * The catalogue of named openings (data/openings.tsv), keyed by position: a transposition or a
 * mirror image of a named line gets its name. A line is named by the deepest named position it
 * passes through; several names for one position are kept, the first listed being the main one.
 * Names come in one language at a time ({@link Language}): the Western lists (Gatliff, Zebra,
 * NBoard, Egaroucid's English list) or Egaroucid's Japanese list, so that a table never mixes them.
 */
public final class OpeningNames {

    /** The language of the names: English (the Western lists, the default) or Japanese. */
    public enum Language {
        en, ja;

        /** True when a catalogue row from {@code sources} (its source column, ';'-separated) names in this language. */
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        boolean names(String sources) {
            boolean japanese = false;
            boolean western = false;
            for (String s : sources.split(";")) {
                if (s.strip().equals("egaroucid-ja")) {
                    japanese = true;
                } else if (!s.isBlank()) {
                    western = true;
                }
            }
            return this == ja ? japanese : western;
        }

        public Language other() {
            return this == en ? ja : en;
        }
    }

    /** The default language of names. */
    public static final Language DEFAULT = Language.en;

    /**
     * One named position of the catalogue, in one language: the main name, the other names of that
     * language ({@code aliases}) and the names the position has in the other language.
     */
    public record Opening(String name, String moves, String line, String source, int ply, PositionKey key,
                          List<String> aliases, List<String> otherNames) {
    }

    /** A catalogue row, replayed. */
    private record Row(String name, String moves, String line, String source, int ply, PositionKey key) {
    }

    private static List<Row> rows;
    private static final Map<Language, OpeningNames> CATALOGUES = new java.util.EnumMap<>(Language.class);

    private final List<Opening> openings;
    private final Map<PositionKey, Opening> byKey;
    private final int maxPly;

    private OpeningNames(List<Opening> openings, Map<PositionKey, Opening> byKey) {
        this.openings = openings;
        this.byKey = byKey;
        this.maxPly = openings.stream().mapToInt(Opening::ply).max().orElse(0);
    }

    /** The catalogue shipped with the tool, in the default language. */
    public static OpeningNames catalogue() {
        return catalogue(DEFAULT);
    }

    /** The catalogue shipped with the tool, names in {@code language}. */
    public static synchronized OpeningNames catalogue(Language language) {
        if (rows == null) {
            try (InputStream in = OpeningNames.class.getResourceAsStream("openings.tsv")) {
                if (in == null) {
                    throw new ToolFailureException("openings.tsv is missing from the build");
                }
                rows = read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return CATALOGUES.computeIfAbsent(language, l -> of(rows, l));
    }

    private static List<Row> read(InputStream in) throws IOException {
        CSVFormat tsv = CSVFormat.TDF.builder().setHeader().setSkipHeaderRecord(true).get();
        List<Row> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (CSVRecord row : tsv.parse(r)) {
                Position p = Replay.of(row.get("moves")).finalPosition();
                out.add(new Row(row.get("name"), row.get("moves"), row.get("line"), row.get("source"), p.movesPlayed(),
                        PositionKey.of(p)));
            }
        }
        return out;
    }

    /** The positions named in {@code language}, in catalogue order, each with all its names. */
    private static OpeningNames of(List<Row> rows, Language language) {
        Map<PositionKey, List<Row>> named = new LinkedHashMap<>();
        Map<PositionKey, List<String>> other = new HashMap<>();
        for (Row row : rows) {
            if (language.names(row.source())) {
                named.computeIfAbsent(row.key(), k -> new ArrayList<>()).add(row);
            }
            if (language.other().names(row.source()) && !language.names(row.source())) {
                other.computeIfAbsent(row.key(), k -> new ArrayList<>()).add(row.name());
            }
        }
        List<Opening> openings = new ArrayList<>();
        Map<PositionKey, Opening> byKey = new HashMap<>();
        named.forEach((key, list) -> {
            Row main = list.get(0);
            List<String> aliases = new ArrayList<>();
            for (Row alias : list.subList(1, list.size())) {
                if (!alias.name().equals(main.name()) && !aliases.contains(alias.name())) {
                    aliases.add(alias.name());
                }
            }
            Opening o = new Opening(main.name(), main.moves(), main.line(), main.source(), main.ply(), key,
                    Collections.unmodifiableList(aliases), List.copyOf(other.getOrDefault(key, List.of())));
            openings.add(o);
            byKey.put(key, o);
        });
        return new OpeningNames(Collections.unmodifiableList(openings), byKey);
    }

    /** Every named position, in catalogue order. */
    public List<Opening> all() {
        return openings;
    }

    /** The most moves of any named position: no line is named by a position deeper than this. */
    public int maxPly() {
        return maxPly;
    }

    /** The opening named at exactly this position, or null. */
    public Opening at(Position p) {
        return byKey.get(PositionKey.of(p));
    }

    /** The deepest named position among {@code positions} (a line, in order), or null. */
    public Opening deepest(Position[] positions) {
        Opening found = null;
        for (Position p : positions) {
            if (p.movesPlayed() > maxPly) {
                break;
            }
            Opening o = byKey.get(PositionKey.of(p));
            if (o != null) {
                found = o;
            }
        }
        return found;
    }

    /**
     * The deepest named position a stored game (moves a byte a square, passes left out) passed
     * through, or null; walks the game without building its positions, for reports over many games.
     */
    public Opening deepest(byte[] moves) {
        Opening[] found = {null};
        Replay.walk(moves, (player, opponent, toMove, played, next) -> {
            if (played > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            Opening o = byKey.get(new PositionKey(c.player(), c.opponent(), toMove == Color.BLACK));
            if (o != null) {
                found[0] = o;
            }
            return true;
        });
        return found[0];
    }

    /** The name of the line, or null. */
    public String nameOf(Line line) {
        Opening o = deepest(line.positions());
        return o == null ? null : o.name();
    }
}
