package org.othellodb.format.registry;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.othellodb.error.BadInputException;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameFormat;
import org.othellodb.format.csv.CsvFormat;
import org.othellodb.format.ggf.GgfFormat;
import org.othellodb.format.logistello.LogistelloFormat;
import org.othellodb.format.pgn.PgnFormat;
import org.othellodb.format.text.TextFormat;
import org.othellodb.format.wthor.WthorFormat;

/**
 * The formats the importer reads, and how a file's format is found from its name and content. The
 * one list of formats: the importer, the export, completion and the fuzzer all take theirs from
 * here. It sits above the formats (they never see it), so the packages of {@code format} form no cycle.
 */
public final class Formats {

    /** In order of preference when two formats recognise a file equally surely. */
    private static final List<GameFormat> ALL = List.of(new WthorFormat(), new PgnFormat(), new GgfFormat(),
            new LogistelloFormat(), new CsvFormat(), new TextFormat());

    private Formats() {
    }

    public static List<GameFormat> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(GameFormat::name).collect(Collectors.toList());
    }

    /** The format of this name, or of this file name ending ({@code txt} is text, {@code gam} Logistello, {@code wtb} WTHOR). */
    public static GameFormat byName(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return ALL.stream().filter(f -> f.name().equals(wanted)).findFirst()
                .or(() -> ALL.stream().filter(f -> f.extensions().contains(wanted)).findFirst())
                .orElseThrow(() -> new BadInputException("unknown format '" + name + "'; known formats: " + String.join(", ", names())));
    }

    /** The format that recognises {@code file} most surely (content beats name), if any does. */
    public static Optional<GameFormat> detect(Path file) {
        FileHead h = FileHead.of(file);
        GameFormat best = null;
        int bestScore = 0;
        for (GameFormat f : ALL) {
            int score = h.recognisedBy(f);
            if (score > bestScore) {
                best = f;
                bestScore = score;
            }
        }
        return Optional.ofNullable(best);
    }
}
