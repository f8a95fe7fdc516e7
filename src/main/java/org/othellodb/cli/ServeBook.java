package org.othellodb.cli;

import java.nio.file.Path;
import org.othellodb.book.BookFile;
import org.othellodb.book.BookFormat;
import org.othellodb.web.BookScores;

/**
 * {@code serve --book FILE}: the engine book read once (a bad file is refused before the server
 * listens) and offered to the server as the scores {@code tree --book} shows, by the same code.
 */
public final class ServeBook {

    private ServeBook() {
    }

    public static BookScores read(Path file) {
        BookFile book = BookFormat.read(file);
        return p -> {
            BookOverlay overlay = BookOverlay.of(file, book, p);
            return new BookScores.Values(overlay.blackValue(), overlay.kind() == null ? null : overlay.kind().name(),
                    overlay::blackScore);
        };
    }
}
