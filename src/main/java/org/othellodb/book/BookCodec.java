package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDateTime;
import java.util.function.Predicate;

/**
 * What one book format knows about itself: how its files start and are named, how they are read
 * and written, and which of the checker's rules its records can break. {@link BookFormat} holds one
 * per format, so that nothing outside a format's own class asks which format a book is.
 */
@SuppressWarnings("ArrayRecordComponent") // magic is copied in and out: no caller can change it
record BookCodec(byte[] magic, String extension, String kind, String engineFile, Holds holds, Reader reader, Writer writer,
                 Predicate<byte[]> looks) {

    /** Reads a whole file; a record or header the format cannot hold at all is a {@link org.othellodb.error.BadInputException}. */
    @FunctionalInterface
    interface Reader {
        BookFile read(byte[] bytes);
    }

    /** Writes a book, stamped with {@code date} where the header has one, headed by {@code description} where it has none. */
    @FunctionalInterface
    interface Writer {
        void write(Book book, LocalDateTime date, String description, OutputStream out) throws IOException;
    }

    /** Whether records hold their book moves (links) and the games won, drawn and lost below them. */
    enum Holds { LINKS_AND_GAMES, VALUES_ONLY }

    /**
     * @param magic      the bytes every file of the format starts with (a text book's heading line)
     * @param extension  the file name ending that says the format, without the dot ({@code dat})
     * @param kind       what a book of the format is called in a message ({@code an Edax book})
     * @param engineFile the name the engine looks for in its book folder ({@code build} writes it); null for none
     */
    BookCodec(byte[] magic, String extension, String kind, String engineFile, Holds holds, Reader reader, Writer writer) {
        this(magic, extension, kind, engineFile, holds, reader, writer, head -> BookFormat.startsWith(head, magic));
    }

    BookCodec {
        magic = magic.clone();
    }

    /** This codec taking also files {@code more} accepts for its own when refusing to replace another kind of file. */
    BookCodec alsoLookingLike(Predicate<byte[]> more) {
        return new BookCodec(magic, extension, kind, engineFile, holds, reader, writer, looks.or(more));
    }

    @Override
    public byte[] magic() {
        return magic.clone();
    }

    BookFile read(byte[] bytes) {
        return reader.read(bytes);
    }

    void write(Book book, LocalDateTime date, String description, OutputStream out) throws IOException {
        writer.write(book, date, description, out);
    }

    /** True when {@code head} starts a file of the format, for refusing to replace another kind of file. */
    boolean looksLike(byte[] head) {
        return looks.test(head);
    }

    /** True when records hold their book moves (links): the checker's Edax rules 2 to 7 apply; else only the leaf and value. */
    boolean storesLinks() {
        return holds == Holds.LINKS_AND_GAMES;
    }

    /** True when records hold the games won, drawn and lost below them, which pruning by game count needs. */
    boolean storesGameCounts() {
        return holds == Holds.LINKS_AND_GAMES;
    }
}
