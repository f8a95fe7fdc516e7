package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.error.BadInputException;

/**
 * Edax's {@code book.dat}, format version 4, little-endian: a 42-byte header, then one record of
 * {@code 42 + 2 * n_link} bytes per position. The offsets below are those of
 * {@code docs/engine-books.md}; Edax reads records until the end of the file, other programs
 * (Egaroucid's importer) read exactly the header's count.
 */
public final class EdaxBookFormat {

    /** "EDAX" then "BOOK" as two little-endian 32-bit words. */
    public static final byte[] MAGIC = "XADEKOOB".getBytes(StandardCharsets.US_ASCII);
    public static final int VERSION = 4;
    /** Edax 4.4 writes release 4, 4.5 and later 6; both read the same records. */
    public static final int RELEASE = 4;

    public static final int HEADER_SIZE = 42;
    public static final int H_VERSION = 8;
    public static final int H_RELEASE = 9;
    public static final int H_YEAR = 10;       // i16
    public static final int H_MONTH = 12;      // then day, hour, minute, second: one byte each
    public static final int H_PADDING = 17;
    public static final int H_LEVEL = 18;      // i32 from here on
    public static final int H_N_EMPTIES = 22;
    public static final int H_MIDGAME_ERROR = 26;
    public static final int H_ENDGAME_ERROR = 30;
    public static final int H_VERBOSITY = 34;
    public static final int H_COUNT = 38;

    public static final int R_PLAYER = 0;      // u64
    public static final int R_OPPONENT = 8;    // u64
    public static final int R_WINS = 16;       // u32
    public static final int R_DRAWS = 20;      // u32
    public static final int R_LOSSES = 24;     // u32
    public static final int R_LINES = 28;      // u32
    public static final int R_VALUE = 32;      // i16
    public static final int R_LOWER = 34;      // i16
    public static final int R_UPPER = 36;      // i16
    public static final int R_N_LINK = 38;     // u8
    public static final int R_LEVEL = 39;      // u8
    public static final int R_LINKS = 40;      // n_link × (i8 score, u8 move), then the leaf the same way
    public static final int LINK_SIZE = 2;
    /** A record without links: the fixed fields and the leaf. */
    public static final int RECORD_MIN_SIZE = R_LINKS + LINK_SIZE;

    private static final long U32_MAX = 0xFFFF_FFFFL;

    private EdaxBookFormat() {
    }

    /** The format as {@link BookFormat#edax} holds it. */
    static final BookCodec CODEC = new BookCodec(MAGIC, "dat", "an Edax book", "book.dat", BookCodec.Holds.LINKS_AND_GAMES,
            EdaxBookFormat::read, (book, date, description, out) -> write(book, date, out));

    public static int recordSize(int nLinks) {
        return RECORD_MIN_SIZE + LINK_SIZE * nLinks;
    }

    /**
     * Writes {@code book}: header with the exact record count, {@code n_empties = 60 − max depth},
     * errors and verbosity 0, and {@code date} as the date of writing.
     */
    public static void write(Book book, LocalDateTime date, OutputStream out) throws IOException {
        out.write(header(book, date).array());
        ByteBuffer b = ByteBuffer.allocate(recordSize(255)).order(ByteOrder.LITTLE_ENDIAN);
        for (BookRecord r : book.records()) {
            b.clear();
            record(r, b);
            out.write(b.array(), 0, b.position());
        }
    }

    static ByteBuffer header(Book book, LocalDateTime date) {
        ByteBuffer h = ByteBuffer.allocate(HEADER_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        h.put(MAGIC);
        h.put(H_VERSION, (byte) VERSION);
        h.put(H_RELEASE, (byte) RELEASE);
        h.putShort(H_YEAR, (short) date.getYear());
        h.put(H_MONTH, (byte) date.getMonthValue());
        h.put(H_MONTH + 1, (byte) date.getDayOfMonth());
        h.put(H_MONTH + 2, (byte) date.getHour());
        h.put(H_MONTH + 3, (byte) date.getMinute());
        h.put(H_MONTH + 4, (byte) date.getSecond());
        h.put(H_PADDING, (byte) 0);
        h.putInt(H_LEVEL, book.level());
        h.putInt(H_N_EMPTIES, 60 - book.maxDepth());
        h.putInt(H_MIDGAME_ERROR, 0);
        h.putInt(H_ENDGAME_ERROR, 0);
        h.putInt(H_VERBOSITY, 0);
        h.putInt(H_COUNT, book.size());
        return h;
    }

    private static void record(BookRecord r, ByteBuffer b) {
        if (r.links().size() > 255) {
            throw new IllegalArgumentException("more than 255 links in one record");
        }
        b.putLong(r.player()).putLong(r.opponent());
        b.putInt(r.wins()).putInt(r.draws()).putInt(r.losses()).putInt((int) Math.min(U32_MAX, r.lines()));
        b.putShort((short) r.value()).putShort((short) r.lower()).putShort((short) r.upper());
        b.put((byte) r.links().size()).put((byte) r.level());
        for (Link l : r.links()) {
            b.put((byte) l.score()).put((byte) l.move());
        }
        b.put((byte) r.leaf().score()).put((byte) r.leaf().move());
    }

    /**
     * Reads a whole file as Edax does: records until the end of the bytes, whatever the header
     * announces. A record cut short, and bytes too few to be a record, are reported, not fatal.
     */
    public static BookFile read(byte[] bytes) {
        if (bytes.length < HEADER_SIZE) {
            throw new BadInputException("an Edax book's header is " + HEADER_SIZE + " bytes; the file has " + bytes.length);
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        EdaxHeader header = new EdaxHeader(b.get(H_VERSION) & 0xFF, b.get(H_RELEASE) & 0xFF, date(b),
                b.getInt(H_LEVEL), b.getInt(H_N_EMPTIES), b.getInt(H_MIDGAME_ERROR), b.getInt(H_ENDGAME_ERROR),
                b.getInt(H_VERBOSITY), b.getInt(H_COUNT));
        if (header.version() != VERSION) {
            throw new BadInputException("Edax book version " + header.version() + "; this tool reads version " + VERSION);
        }
        List<BookRecord> records = new ArrayList<>(Math.max(0, Math.min(header.count(), bytes.length / RECORD_MIN_SIZE)));
        List<String> problems = new ArrayList<>();
        int at = HEADER_SIZE;
        while (at < bytes.length) {
            if (bytes.length - at < RECORD_MIN_SIZE) {
                problems.add("record " + records.size() + " at byte " + at + " is cut short: a record needs "
                        + RECORD_MIN_SIZE + " bytes at least, " + (bytes.length - at) + " are left");
                break;
            }
            int nLinks = b.get(at + R_N_LINK) & 0xFF;
            int size = recordSize(nLinks);
            if (bytes.length - at < size) {
                problems.add("record " + records.size() + " at byte " + at + " is cut short: it needs " + size
                        + " bytes, " + (bytes.length - at) + " are left");
                break;
            }
            records.add(record(b, at, nLinks));
            at += size;
        }
        return new BookFile(BookFormat.edax, bytes.length, header, header.count(), new Book(records, header.level()), problems);
    }

    private static BookRecord record(ByteBuffer b, int at, int nLinks) {
        long player = b.getLong(at + R_PLAYER);
        long opponent = b.getLong(at + R_OPPONENT);
        List<Link> links = new ArrayList<>(nLinks);
        for (int i = 0; i < nLinks; i++) {
            links.add(link(b, at + R_LINKS + LINK_SIZE * i));
        }
        Link leaf = link(b, at + R_LINKS + LINK_SIZE * nLinks);
        return new BookRecord(player, opponent, b.getInt(at + R_WINS), b.getInt(at + R_DRAWS), b.getInt(at + R_LOSSES),
                b.getInt(at + R_LINES) & U32_MAX, b.getShort(at + R_VALUE), b.getShort(at + R_LOWER),
                b.getShort(at + R_UPPER), b.get(at + R_LEVEL) & 0xFF, links, leaf,
                BookRecord.colourByParity(player, opponent));
    }

    private static Link link(ByteBuffer b, int at) {
        return new Link(b.get(at), b.get(at + 1) & 0xFF);
    }

    private static LocalDateTime date(ByteBuffer b) {
        try {
            return LocalDateTime.of(b.getShort(H_YEAR), b.get(H_MONTH), b.get(H_MONTH + 1), b.get(H_MONTH + 2),
                    b.get(H_MONTH + 3), b.get(H_MONTH + 4));
        } catch (DateTimeException e) {
            return null; // a date Edax wrote badly does not stop the book from being read
        }
    }
}
