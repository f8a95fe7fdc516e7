package org.othellodb.format;

import java.io.IOException;

/**
 * The lines of a file's bytes from an offset, as {@link java.io.LineNumberReader} splits them (a
 * line ends at LF, CR or CRLF), for finding where records begin ({@link Splitting}). Read in
 * blocks; a line's text is kept up to {@link #KEPT} bytes (a record boundary is never told from a
 * longer line).
 */
public final class Lines {

    /** The most bytes of a line kept: game records' lines are a few hundred bytes, GGS's GGF lines a few thousand. */
    public static final int KEPT = 1 << 16;

    /**
     * A line: its first byte and the byte after its end (after its terminator), its bytes without the
     * terminator (null when longer than {@link #KEPT}), and whether a {@link LineReader} certainly reads
     * it from its start ({@code read}): a line over {@link BoundedStreams#MAX_LINE} characters is cut
     * there and the rest skipped up to a line feed, over any carriage returns, so that the lines after
     * it up to a line feed are not read as lines (and the lines before {@code from}, not seen, may be such).
     */
    @SuppressWarnings("ArrayRecordComponent") // a line's bytes, read once where it is made
    public record Line(long start, long end, byte[] text, long length, boolean read) {

        /** Whether every byte is a space as {@link String#strip} takes it, in any charset (only ASCII bytes are). */
        public boolean blank() {
            return text != null && firstNonSpace() == text.length;
        }

        /** The first byte that is not an ASCII space (−1 for a blank or an unknown line). */
        public int first() {
            if (text == null) {
                return -1;
            }
            int i = firstNonSpace();
            return i == text.length ? -1 : text[i] & 0xFF;
        }

        private int firstNonSpace() {
            int i = 0;
            while (i < text.length && isSpace(text[i])) {
                i++;
            }
            return i;
        }

        /** Whether the line, without its trailing ASCII spaces, ends with {@code suffix}. */
        public boolean endsWith(String suffix) {
            if (text == null) {
                return false;
            }
            int end = text.length;
            while (end > 0 && isSpace(text[end - 1])) {
                end--;
            }
            return end >= suffix.length() && new String(text, end - suffix.length(), suffix.length(),
                    java.nio.charset.StandardCharsets.ISO_8859_1).equals(suffix);
        }
    }

    /** The ASCII bytes {@link Character#isWhitespace} takes for spaces (no byte of a longer UTF-8 sequence is one). */
    static boolean isSpace(byte b) {
        return b >= 0 && Character.isWhitespace((char) b);
    }

    private final Splitting.Bytes file;
    private final byte[] block = new byte[1 << 16];
    private long blockStart;
    private int blockLength;
    private long position;
    /** Whether a line reader reads the next line from its start (see {@link Line#read}). */
    private boolean read;

    private Lines(Splitting.Bytes file, long position) {
        this.file = file;
        this.position = position;
    }

    /** The lines that begin at or after {@code from}: a line begun before it is the part before's. */
    public static Lines from(Splitting.Bytes file, long from) throws IOException {
        Lines lines = new Lines(file, Math.max(0, from - 1));
        lines.read = from == 0;
        if (from > 0) {
            int before = lines.peek();
            lines.position++;
            if (before == '\r' && lines.peek() == '\n') {
                lines.position++; // from is inside a CRLF
                lines.read = true;
            } else if (before == '\n') {
                lines.read = true;
            } else if (before != '\r') {
                lines.next(); // the rest of a line begun before from
            }
        }
        return lines;
    }

    /** Where the next line begins (the file's length at its end). */
    public long start() {
        return Math.min(position, file.length());
    }

    /** The next line, or null at the end of the file. */
    public Line next() throws IOException {
        long start = position;
        if (peek() < 0) {
            return null;
        }
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        long length = 0;
        for (int b; (b = peek()) >= 0; position++, length++) {
            if (b == '\n' || b == '\r') {
                position++;
                boolean lineFeed = b == '\n';
                if (b == '\r' && peek() == '\n') {
                    position++;
                    lineFeed = true;
                }
                return line(start, text, length, lineFeed);
            }
            if (length < KEPT) {
                text.write(b);
            }
        }
        return line(start, text, length, false);
    }

    private Line line(long start, java.io.ByteArrayOutputStream text, long length, boolean lineFeed) {
        Line line = new Line(start, position, length > KEPT ? null : text.toByteArray(), length, read);
        read = lineFeed || (read && length <= BoundedStreams.MAX_LINE);
        return line;
    }

    /** The byte at {@code position}, or −1 at the end. */
    private int peek() throws IOException {
        if (position < blockStart || position >= blockStart + blockLength) {
            blockStart = position;
            blockLength = 0;
            while (blockLength < block.length) {
                int n = file.read(position + blockLength, block, blockLength, block.length - blockLength);
                if (n <= 0) {
                    break;
                }
                blockLength += n;
            }
        }
        return position < blockStart + blockLength ? block[(int) (position - blockStart)] & 0xFF : -1;
    }
}
