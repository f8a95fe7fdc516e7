package org.othellodb.format.text;

import java.io.Writer;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.TextGameWriter;
import org.othellodb.format.Results;

/**
 * Writes one game per line as plain move strings ({@code f5d6c3d3...}), lower case, passes left
 * out: the form engines and analysis programs read; then, after a space, the result as the text
 * reader reads it ({@code 33-31}, or only the winner: {@code black}, {@code white}, {@code draw}),
 * so that games stopped early, which no board can score, come back with their result. Names,
 * years and tournaments are not written; the other formats carry them.
 */
public final class TextWriter extends TextGameWriter {

    public TextWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(GameRecord g) {
        String result = Results.written(g);
        emit(Transcript.format(g.moves()) + (result != null ? " " + result : "") + "\n");
    }
}
