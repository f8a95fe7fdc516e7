package org.othellodb.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.othellodb.error.BadInputException;
import org.othellodb.format.wthor.WthorFormat;

/** The formats the importer reads, and how a file's format is found from its name and content. */
public final class Formats {

    private static final List<GameFormat> ALL = List.of(new WthorFormat());

    private Formats() {
    }

    public static List<GameFormat> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(GameFormat::name).collect(Collectors.toList());
    }

    public static GameFormat byName(String name) {
        return ALL.stream().filter(f -> f.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new BadInputException("unknown format '" + name + "'; known formats: " + String.join(", ", names())));
    }

    /** The format that recognises {@code file} most surely (content beats name), if any does. */
    public static Optional<GameFormat> detect(Path file) {
        byte[] head = head(file, 4096);
        String name = file.getFileName().toString();
        GameFormat best = null;
        int bestScore = 0;
        for (GameFormat f : ALL) {
            int score = f.recognise(name, head);
            if (score > bestScore) {
                best = f;
                bestScore = score;
            }
        }
        return Optional.ofNullable(best);
    }

    public static byte[] head(Path file, int bytes) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
