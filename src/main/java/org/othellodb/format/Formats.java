package org.othellodb.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;
import org.othellodb.error.BadInputException;
import org.othellodb.format.csv.CsvFormat;
import org.othellodb.format.ggf.GgfFormat;
import org.othellodb.format.logistello.LogistelloFormat;
import org.othellodb.format.pgn.PgnFormat;
import org.othellodb.format.text.TextFormat;
import org.othellodb.format.wthor.WthorFormat;

/** The formats the importer reads, and how a file's format is found from its name and content. */
public final class Formats {

    /** In order of preference when two formats recognise a file equally surely. */
    private static final List<GameFormat> ALL = List.of(new WthorFormat(), new PgnFormat(), new GgfFormat(),
            new LogistelloFormat(), new CsvFormat(), new TextFormat());

    /** Other names people use for a format (the file extension). */
    private static final Map<String, String> ALIASES = Map.of("txt", "text", "gam", "logistello", "wtb", "wthor");

    private Formats() {
    }

    public static List<GameFormat> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(GameFormat::name).collect(Collectors.toList());
    }

    public static GameFormat byName(String name) {
        String wanted = ALIASES.getOrDefault(name.toLowerCase(Locale.ROOT), name);
        return ALL.stream().filter(f -> f.name().equalsIgnoreCase(wanted)).findFirst()
                .orElseThrow(() -> new BadInputException("unknown format '" + name + "'; known formats: " + String.join(", ", names())));
    }

    /**
     * Refuses a file that {@code format} does not recognise, by content or by name: what happens
     * when {@code --format} names the wrong format. {@code expected} says what the file lacks.
     */
    public static void requireRecognised(GameFormat format, Path file, String expected) {
        Head h = Head.of(file);
        if ((h.compressed() && !format.readsCompressed()) || format.recognise(h.name(), h.bytes()) == 0) {
            throw new StructuralException(file, "not_" + format.name(), "not a " + format.name() + " file: " + expected);
        }
    }

    /** A file's name (without .gz) and first bytes (decompressed), as formats recognise them. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Head(String name, byte[] bytes, boolean compressed) {
        static Head of(Path file) {
            byte[] head = head(file, 4096);
            String name = file.getFileName().toString();
            boolean compressed = TextFile.isGzip(head);
            if (compressed) {
                head = gunzippedHead(file, 4096);
                name = name.toLowerCase(Locale.ROOT).endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
            }
            return new Head(name, head, compressed);
        }
    }

    /** The format that recognises {@code file} most surely (content beats name), if any does. */
    public static Optional<GameFormat> detect(Path file) {
        Head h = Head.of(file);
        byte[] head = h.bytes();
        String name = h.name();
        boolean compressed = h.compressed();
        GameFormat best = null;
        int bestScore = 0;
        for (GameFormat f : ALL) {
            if (compressed && !f.readsCompressed()) {
                continue;
            }
            int score = f.recognise(name, head);
            if (score > bestScore) {
                best = f;
                bestScore = score;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The first bytes of a gzip file once decompressed; as many as could be read when the stream is damaged. */
    private static byte[] gunzippedHead(Path file, int bytes) {
        byte[] out = new byte[bytes];
        int n = 0;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            for (int r; n < bytes && (r = in.read(out, n, bytes - n)) > 0; ) {
                n += r;
            }
        } catch (IOException damaged) {
            // What was decompressed before the damage is enough to recognise the format; reading reports the damage.
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * The first bytes as text for recognising a format: each byte one character (so that a
     * Latin-1 file does not break the pattern), a UTF-8 byte-order mark left out.
     */
    public static String headText(byte[] head) {
        boolean bom = head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF;
        return new String(head, bom ? 3 : 0, head.length - (bom ? 3 : 0), java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    public static byte[] head(Path file, int bytes) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
