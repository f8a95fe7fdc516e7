package org.othellodb.book;

import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDateTime;

/**
 * What one book format knows about itself: how its files start and are named, how they are read
 * and written, and which of the checker's rules its records can break. {@link BookFormat} holds one
 * per format, so that nothing outside a format's own class asks which format a book is.
 */
interface BookCodec {

    /** The bytes every file of the format starts with (a text book's heading line). */
    byte[] magic();

    /** The file name ending that says the format, without the dot ({@code dat}). */
    String extension();

    /** What a book of the format is called in a message ({@code an Edax book}). */
    String kind();

    /** The name the engine looks for in its book folder, which {@code build} writes; null for no engine's book. */
    String engineFile();

    /** Reads a whole file; a record or header the format cannot hold at all is a {@link org.othellodb.error.BadInputException}. */
    BookFile read(byte[] bytes);

    /** Writes {@code book}, stamped with {@code date} where the header has one, headed by {@code description} where it has none. */
    void write(Book book, LocalDateTime date, String description, OutputStream out) throws IOException;

    /**
     * True when {@code head} starts a file of the format, for refusing to replace another kind of
     * file; a text book edited by hand may have lost its heading, so it may say more than the magic.
     */
    default boolean looksLike(byte[] head) {
        return BookFormat.startsWith(head, magic());
    }

    /** True when records hold their book moves (links): the checker's Edax rules 2 to 7 apply; else only the leaf and value. */
    boolean storesLinks();

    /** True when records hold the games won, drawn and lost below them, which pruning by game count needs. */
    boolean storesGameCounts();
}
