package org.othellodb.format;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.LineNumberReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * A transcript file opened as text, streamed. Compressed files are recognised by the gzip magic
 * bytes, whatever their name. The bytes are UTF-8 when they are valid UTF-8 and Latin-1
 * otherwise: the whole (decompressed) file is checked in a first streaming pass, because
 * switching charsets in the middle of a file would decode its first part differently from the rest.
 * A leading byte-order mark is dropped. Made by {@link #of}, which finds the compression and charset.
 */
public record TextFile(Path file, boolean compressed, Charset charset) {

    private static final int GZIP_MAGIC_1 = 0x1f;
    private static final int GZIP_MAGIC_2 = 0x8b;

    public static TextFile of(Path file) {
        boolean gz = isGzip(FileHead.head(file, 2));
        try (InputStream in = open(file, gz)) {
            return new TextFile(file, gz, isUtf8(in) ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        } catch (ZipException | EOFException e) {
            // Found by the first pass, before any record is imported: the file is refused whole.
            throw new StructuralException(file, "bad_compression", "gzip data is damaged or cut short: " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static boolean isGzip(byte[] head) {
        return head.length >= 2 && (head[0] & 0xFF) == GZIP_MAGIC_1 && (head[1] & 0xFF) == GZIP_MAGIC_2;
    }

    /** The file's decompressed bytes, from the start. */
    private static InputStream open(Path file, boolean gz) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            return gz ? new BufferedInputStream(BoundedStreams.boundedExpansion(file, Files.size(file),
                    new GZIPInputStream(raw, 1 << 16)), 1 << 16) : new BufferedInputStream(raw, 1 << 16);
        } catch (IOException e) {
            raw.close();
            throw e;
        }
    }

    private static boolean isUtf8(InputStream in) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        byte[] chunk = new byte[1 << 16];
        ByteBuffer bytes = ByteBuffer.allocate(chunk.length + 8);
        CharBuffer chars = CharBuffer.allocate(chunk.length + 8);
        for (int n; (n = in.read(chunk)) > 0; ) {
            bytes.put(chunk, 0, n).flip();
            chars.clear();
            if (decoder.decode(bytes, chars, false).isError()) {
                // Not UTF-8; the rest is still read, so that damaged compressed data is found now, before any record.
                in.transferTo(OutputStream.nullOutputStream());
                return false;
            }
            bytes.compact();
        }
        bytes.flip();
        chars.clear();
        // A sequence cut by the end of the file is as invalid as a bad byte.
        return !decoder.decode(bytes, chars, true).isError() && !decoder.flush(chars).isError();
    }

    /** Lines of the file; {@link LineNumberReader#getLineNumber()} counts LF, CR and CRLF endings alike. */
    public LineNumberReader lines() {
        return new LineNumberReader(BoundedStreams.boundedLines(reader()), 1 << 16);
    }

    /** The decoded text, without a byte-order mark. */
    @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
    public Reader reader() {
        try {
            InputStream in = open(file, compressed);
            in.mark(4);
            byte[] bom = in.readNBytes(3);
            boolean hasBom = bom.length == 3 && (bom[0] & 0xFF) == 0xEF && (bom[1] & 0xFF) == 0xBB && (bom[2] & 0xFF) == 0xBF;
            if (!hasBom || charset != StandardCharsets.UTF_8) {
                in.reset();
            }
            return new InputStreamReader(in, charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the sources table notes about the file: its compression and, when not UTF-8, its charset. */
    public String note() {
        @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
        String enc = charset == StandardCharsets.UTF_8 ? "UTF-8" : "Latin-1 (the bytes are not valid UTF-8)";
        return (compressed ? "gzip, " : "") + enc;
    }

    /** Closes a reader, turning a failure into an unchecked one (closing a read-only file rarely fails). */
    public static void close(Reader reader) {
        try {
            reader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
