package org.othellodb.format;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * A file's name (without {@code .gz}) and first bytes (decompressed), as formats recognise them.
 * It lives here, below the formats, so that a format can check a file by itself without the
 * registry of all formats ({@code format.registry}), which points down at every format.
 *
 * @param compressed the file is gzip-compressed (then the bytes are the decompressed ones)
 */
@SuppressWarnings("ArrayRecordComponent") // the record owns its bytes: read once, never copied
public record FileHead(String name, byte[] bytes, boolean compressed) {

    /** How many first bytes a format is shown. */
    private static final int SIZE = 4096;

    public static FileHead of(Path file) {
        byte[] head = head(file, SIZE);
        String name = file.getFileName().toString();
        boolean compressed = TextFile.isGzip(head);
        if (compressed) {
            head = gunzippedHead(file, SIZE);
            name = name.toLowerCase(Locale.ROOT).endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        }
        return new FileHead(name, head, compressed);
    }

    /** How surely {@code format} can read this file: 0 not at all (a gzip file is not WTHOR's), else its {@link GameFormat#recognise}. */
    public int recognisedBy(GameFormat format) {
        return compressed && !format.readsCompressed() ? 0 : format.recognise(name, bytes);
    }

    /**
     * Refuses a file that {@code format} does not recognise, by content or by name: what happens
     * when {@code --format} names the wrong format. {@code expected} says what the file lacks.
     */
    public static void requireRecognised(GameFormat format, Path file, String expected) {
        if (of(file).recognisedBy(format) == 0) {
            throw new StructuralException(file, "not_" + format.name(), "not a " + format.name() + " file: " + expected);
        }
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
    public static String text(byte[] head) {
        boolean bom = head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF;
        return new String(head, bom ? 3 : 0, head.length - (bom ? 3 : 0), java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The first {@code bytes} bytes of a file as stored (compressed or not). */
    public static byte[] head(Path file, int bytes) {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
