package org.othellodb.format.text;

import java.io.IOException;
import java.io.LineNumberReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.othellodb.board.InvalidMoveException;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LookaheadReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.Results;
import org.othellodb.format.TextFile;

/**
 * Reads move strings, one game per line. Blank lines and lines starting with {@code #} are
 * skipped. After the moves a line may give a result (see {@link Results}: {@code 34-30}, {@code +4},
 * {@code 1-0}, {@code black}...). Passes may be left out or written {@code pa}, {@code pass} or {@code --}.
 * LF, CRLF and a missing final newline are all fine.
 */
final class TextReader extends LookaheadReader {

    private final Path file;
    private final TextFile text;
    private final LineNumberReader in;
    private int index;

    TextReader(Path file) {
        this.file = file;
        this.text = TextFile.of(file);
        this.in = text.lines();
    }

    @Override
    public String fileNote() {
        return text.note();
    }

    @Override
    protected ReadItem readNext() {
        String line;
        do {
            try {
                line = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(file + ": " + e.getMessage(), e);
            }
            if (line == null) {
                return null;
            }
        } while (line.isBlank() || line.strip().startsWith("#"));
        return parse(index++, in.getLineNumber(), line.strip());
    }

    static ReadItem parse(int recordIndex, int lineNumber, String line) {
        GameRecord.Builder b = GameRecord.builder(recordIndex, lineNumber);
        String moves = line;
        int lastSpace = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'));
        if (lastSpace > 0) {
            String last = line.substring(lastSpace + 1);
            if (!last.equals("--") && Results.apply(last, b)) {
                moves = line.substring(0, lastSpace);
            }
        }
        try {
            return b.moves(Transcript.parse(moves)).build();
        } catch (InvalidMoveException e) {
            return new RecordProblem(recordIndex, lineNumber, e.reason().code(), e.getMessage());
        }
    }

    @Override
    public void close() {
        TextFile.close(in);
    }

    @Override
    public String toString() {
        return "text " + file;
    }
}
