package org.othellodb.format.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.GameWriter;
import org.othellodb.format.Results;

/**
 * Writes one game per line as plain move strings ({@code f5d6c3d3...}), lower case, passes left
 * out: the form engines and analysis programs read; then, after a space, the result as the text
 * reader reads it ({@code 33-31}, or only the winner: {@code black}, {@code white}, {@code draw}),
 * so that games stopped early, which no board can score, come back with their result. Names,
 * years and tournaments are not written; the other formats carry them.
 */
public final class TextWriter implements GameWriter {

    private final Writer out;

    public TextWriter(Writer out) {
        this.out = out;
    }

    @Override
    public void write(GameRecord g) {
        try {
            out.write(Transcript.format(g.moves()));
            String result = Results.written(g);
            if (result != null) {
                out.write(' ');
                out.write(result);
            }
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
