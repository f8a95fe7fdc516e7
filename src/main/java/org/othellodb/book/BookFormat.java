package org.othellodb.book;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.util.IoErrors;

/** The book formats this tool writes and reads back, recognised by their first bytes. */
public enum BookFormat {
    edax("Edax book.dat"),
    egaroucid("Egaroucid .egbk3"),
    text("text, one line per position");

    private final String description;

    BookFormat(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The format whose magic (or heading line) {@code head} starts with, or null. */
    public static BookFormat detect(byte[] head) {
        if (startsWith(head, EdaxBookFormat.MAGIC)) {
            return edax;
        }
        if (startsWith(head, EgaroucidBookFormat.MAGIC)) {
            return egaroucid;
        }
        if (startsWith(head, TextBookFormat.HEADING.getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
            return text;
        }
        return null;
    }

    /**
     * The format a book file's name says: {@code .dat} Edax (its book is {@code book.dat}),
     * {@code .egbk3} Egaroucid, {@code .txt} text; empty for any other name.
     */
    public static java.util.Optional<BookFormat> byName(Path file) {
        String n = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return n.endsWith(".dat") ? java.util.Optional.of(edax) : n.endsWith(".egbk3") ? java.util.Optional.of(egaroucid)
                : n.endsWith(".txt") ? java.util.Optional.of(text) : java.util.Optional.empty();
    }

    private static boolean startsWith(byte[] head, byte[] magic) {
        return head.length >= magic.length && Arrays.equals(head, 0, magic.length, magic, 0, magic.length);
    }

    /** Reads a book file of either binary format, detected by its magic. */
    public static BookFile read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot read: " + IoErrors.reason(e), e);
        }
        BookFormat format = detect(bytes);
        if (format == null) {
            throw new BadInputException(file + ": not an opening book this tool reads (an Edax book.dat starts with "
                    + "XADEKOOB, an Egaroucid .egbk3 with DICUORAGE, a text book with '" + TextBookFormat.HEADING + "')");
        }
        try {
            return switch (format) {
                case edax -> EdaxBookFormat.read(bytes);
                case egaroucid -> EgaroucidBookFormat.read(bytes);
                case text -> TextBookFormat.read(bytes);
            };
        } catch (BadInputException e) {
            throw new BadInputException(file + ": " + e.getMessage(), e);
        }
    }
}
