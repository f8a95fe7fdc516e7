package org.othellodb.book;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.util.IoErrors;

/** The book formats this tool writes; the two binary ones are also read back, recognised by their magic bytes. */
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

    /** The binary format whose magic {@code head} starts with, or null. */
    public static BookFormat detect(byte[] head) {
        if (startsWith(head, EdaxBookFormat.MAGIC)) {
            return edax;
        }
        if (startsWith(head, EgaroucidBookFormat.MAGIC)) {
            return egaroucid;
        }
        return null;
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
                    + "XADEKOOB, an Egaroucid .egbk3 with DICUORAGE)");
        }
        try {
            return format == edax ? EdaxBookFormat.read(bytes) : EgaroucidBookFormat.read(bytes);
        } catch (BadInputException e) {
            throw new BadInputException(file + ": " + e.getMessage(), e);
        }
    }
}
