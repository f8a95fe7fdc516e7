package org.othellodb.format;

import java.io.FilterInputStream;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Path;

/**
 * Limits that keep a hostile file from exhausting memory or time: a compressed file may expand at most
 * {@link #MAX_EXPANSION} times its size (and never below {@link #MIN_EXPANDED_ALLOWED}), and a text line
 * longer than {@link #MAX_LINE} characters is cut there (the rest of it is skipped), so that no reader
 * ever holds more than one bounded line.
 */
public final class BoundedStreams {

    /** Longest line kept, in characters: a game record on one line is a few hundred. */
    public static final int MAX_LINE = 1 << 20;
    /**
     * Most characters one game record may take, across its lines (a PGN game with its tags, a GGF
     * block, a CSV record with quoted line breaks): a real one takes a few kilobytes.
     */
    public static final int MAX_RECORD = 4 << 20;
    /** How many times its size a compressed file may expand (real transcript archives expand 3 to 10 times). */
    public static final long MAX_EXPANSION = 200;
    /** Expansion always allowed, whatever the ratio: small files. */
    public static final long MIN_EXPANDED_ALLOWED = 64L << 20;

    /** Most bytes any one compressed file may expand to, whatever its size: 10⁸ games as text take about 13 GB. */
    public static final long MAX_EXPANDED_TOTAL = 32L << 30;

    private BoundedStreams() {
    }

    /** How many bytes a compressed file of {@code compressedSize} bytes may expand to. */
    static long expansionLimit(long compressedSize) {
        long byRatio = compressedSize > MAX_EXPANDED_TOTAL / MAX_EXPANSION ? MAX_EXPANDED_TOTAL : compressedSize * MAX_EXPANSION;
        return Math.min(MAX_EXPANDED_TOTAL, Math.max(MIN_EXPANDED_ALLOWED, byRatio));
    }

    /** {@code in}, the decompressed bytes of {@code file}, failing once they pass the expansion bound. */
    static InputStream boundedExpansion(Path file, long compressedSize, InputStream in) {
        long limit = expansionLimit(compressedSize);
        return new FilterInputStream(in) {
            private long read;

            private int count(int n) throws IOException {
                if (n > 0 && (read += n) > limit) {
                    throw new StructuralException(file, "decompression_bomb", String.format("expands past %,d bytes from %,d "
                            + "compressed (more than %s): not read further", limit, compressedSize,
                            limit == MAX_EXPANDED_TOTAL ? "any one file may" : MAX_EXPANSION + " times"));
                }
                return n;
            }

            @Override
            public int read() throws IOException {
                int b = super.read();
                count(b < 0 ? 0 : 1);
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return count(super.read(b, off, len));
            }
        };
    }

    /** {@code in} with every line cut at {@link #MAX_LINE} characters (the rest of a longer line is dropped). */
    static Reader boundedLines(Reader in) {
        return new BlockFilter(in) {
            private int sinceNewline;
            private boolean skipping;

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                while (true) {
                    int n = super.read(buf, off, len);
                    if (n < 0) {
                        return n;
                    }
                    int out = off;
                    for (int i = off; i < off + n; i++) {
                        char c = buf[i];
                        if (skipping) {
                            if (c == '\n') {
                                skipping = false; // the newline was given when the line was cut
                                sinceNewline = 0;
                            }
                            continue;
                        }
                        if (c == '\n' || c == '\r') {
                            sinceNewline = 0;
                        } else if (++sinceNewline > MAX_LINE) {
                            c = '\n';
                            skipping = true;
                            sinceNewline = 0;
                        }
                        buf[out++] = c;
                    }
                    if (out > off) {
                        return out - off;
                    }
                    // everything read was skipped: read on rather than report a zero-length read
                }
            }
        };
    }

    /**
     * {@code in}, failing with an IOException once a CSV record (up to a line break outside quotes)
     * passes {@link #MAX_RECORD} characters: an unclosed quote would otherwise make the rest of a
     * file of any size one field.
     */
    public static Reader boundedCsvRecords(Reader in) {
        return new BlockFilter(in) {
            private long sinceRecord;
            private boolean quoted;

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                int n = super.read(buf, off, len);
                for (int i = off; i < off + n; i++) {
                    char c = buf[i];
                    if (c == '"') {
                        quoted = !quoted; // a doubled quote inside quotes toggles twice
                    } else if ((c == '\n' || c == '\r') && !quoted) {
                        sinceRecord = 0;
                        continue;
                    }
                    if (++sinceRecord > MAX_RECORD) {
                        throw new IOException(String.format("a record runs past %,d characters%s", MAX_RECORD,
                                quoted ? " inside a quoted field (a quote not closed?)" : ""));
                    }
                }
                return n;
            }
        };
    }

    /** A filter whose single-character read goes through its block read, where the filtering is. */
    private abstract static class BlockFilter extends FilterReader {

        BlockFilter(Reader in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            char[] one = new char[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0];
        }
    }
}
