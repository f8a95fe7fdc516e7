package org.othellodb.format;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.othellodb.util.IoErrors;

/**
 * A writer of a text format that needs no header or trailer (PGN, GGF, move strings): each game is
 * one piece of text, written as it comes; closing flushes (the caller owns the stream).
 */
public abstract class TextGameWriter implements GameWriter {

    private final Writer out;

    protected TextGameWriter(Writer out) {
        this.out = out;
    }

    /** Writes a game's text; a failure to write is unchecked, as every writer's is. */
    protected final void emit(CharSequence text) {
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        IoErrors.flush(out);
    }
}
