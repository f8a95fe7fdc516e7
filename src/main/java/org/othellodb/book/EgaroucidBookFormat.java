package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.othellodb.error.BadInputException;

/**
 * Egaroucid's {@code .egbk3}, little-endian: a 14-byte header, then fixed 25-byte records.
 * Egaroucid stores values, not moves: a move is a book move when the position after it is a record,
 * so every child we want shown is written as a record of its own.
 */
public final class EgaroucidBookFormat {

    /** "EGAROUCID" backwards. */
    public static final byte[] MAGIC = "DICUORAGE".getBytes(StandardCharsets.US_ASCII);
    public static final int VERSION = 3;

    public static final int HEADER_SIZE = 14;
    public static final int H_VERSION = 9;     // u8
    public static final int H_COUNT = 10;      // i32

    public static final int RECORD_SIZE = 25;
    public static final int R_PLAYER = 0;      // u64
    public static final int R_OPPONENT = 8;    // u64
    public static final int R_VALUE = 16;      // i8
    public static final int R_LEVEL = 17;      // i8
    public static final int R_LINES = 18;      // u32
    public static final int R_LEAF_VALUE = 22; // i8
    public static final int R_LEAF_MOVE = 23;  // i8
    public static final int R_LEAF_LEVEL = 24; // i8

    /** Egaroucid's "not searched" level: our values come from games, not from a search at some level. */
    public static final int LEVEL_UNDEFINED = -1;
    public static final int LEAF_VALUE_UNDEFINED = -126;
    public static final int LEAF_MOVE_UNDEFINED = 125;
    /** Egaroucid caps line counts below 2^32 at this. */
    public static final long MAX_LINES = 4_000_000_000L;

    private EgaroucidBookFormat() {
    }

    /** The format as {@link BookFormat#egaroucid} holds it: values and leaves, no links, no game counts. */
    static final BookCodec CODEC = new BookCodec(MAGIC, "egbk3", "an Egaroucid book", "book.egbk3", BookCodec.Holds.VALUES_ONLY,
            EgaroucidBookFormat::read, (book, date, description, out) -> write(book, out));

    /**
     * Writes {@code book}. Values and leaves are those of the Edax records; an unknown leaf score
     * becomes Egaroucid's "undefined" value. A record's level is kept when it claims a search (60:
     * solved); a statistics value (level 0) is {@link #LEVEL_UNDEFINED}.
     */
    public static void write(Book book, OutputStream out) throws IOException {
        ByteBuffer h = ByteBuffer.allocate(HEADER_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        h.put(MAGIC).put((byte) VERSION).putInt(book.size());
        out.write(h.array());
        ByteBuffer b = ByteBuffer.allocate(RECORD_SIZE * 1024).order(ByteOrder.LITTLE_ENDIAN);
        for (BookRecord r : book.records()) {
            if (b.remaining() < RECORD_SIZE) {
                out.write(b.array(), 0, b.position());
                b.clear();
            }
            b.putLong(r.player()).putLong(r.opponent());
            int level = r.level() > 0 ? r.level() : LEVEL_UNDEFINED;
            b.put((byte) r.value()).put((byte) level).putInt((int) Math.min(MAX_LINES, r.lines()));
            b.put((byte) (r.leaf().hasScore() ? r.leaf().score() : LEAF_VALUE_UNDEFINED));
            b.put((byte) r.leaf().move()).put((byte) (r.leaf().hasScore() ? level : LEVEL_UNDEFINED));
        }
        out.write(b.array(), 0, b.position());
    }

    /**
     * Reads a file as Egaroucid does: exactly the header's count of records. Records missing, and
     * bytes beyond them, are reported, not fatal.
     */
    public static BookFile read(byte[] bytes) {
        if (bytes.length < HEADER_SIZE) {
            throw new BadInputException("an Egaroucid book's header is " + HEADER_SIZE + " bytes; the file has " + bytes.length);
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int version = b.get(H_VERSION) & 0xFF;
        if (version != VERSION) {
            throw new BadInputException("Egaroucid book version " + version + "; this tool reads version " + VERSION);
        }
        int count = b.getInt(H_COUNT);
        List<String> problems = new ArrayList<>();
        int available = (bytes.length - HEADER_SIZE) / RECORD_SIZE;
        int n = Math.max(0, Math.min(count, available));
        if (count < 0 || count > available) {
            problems.add("the header announces " + count + " records; the file holds " + available);
        } else if ((long) HEADER_SIZE + (long) count * RECORD_SIZE < bytes.length) {
            problems.add((bytes.length - HEADER_SIZE - (long) count * RECORD_SIZE)
                    + " bytes after the header's " + count + " records (Egaroucid ignores them)");
        }
        List<BookRecord> records = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int at = HEADER_SIZE + i * RECORD_SIZE;
            long player = b.getLong(at + R_PLAYER);
            long opponent = b.getLong(at + R_OPPONENT);
            int value = b.get(at + R_VALUE);
            int leafValue = b.get(at + R_LEAF_VALUE);
            Link leaf = new Link(leafValue == LEAF_VALUE_UNDEFINED ? Link.UNKNOWN : leafValue, b.get(at + R_LEAF_MOVE));
            records.add(new BookRecord(player, opponent, 0, 0, 0, b.getInt(at + R_LINES) & 0xFFFF_FFFFL, value, value,
                    value, b.get(at + R_LEVEL), List.of(), leaf, BookRecord.colourByParity(player, opponent)));
        }
        return new BookFile(BookFormat.egaroucid, bytes.length, null, count, new Book(records, LEVEL_UNDEFINED), problems);
    }
}
