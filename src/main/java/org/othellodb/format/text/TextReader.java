package org.othellodb.format.text;

import java.nio.file.Path;
import org.othellodb.board.InvalidMoveException;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LineReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.Results;

/**
 * Reads move strings, one game per line. Blank lines and lines starting with {@code #} are
 * skipped. After the moves a line may give a result (see {@link Results}: {@code 34-30}, {@code +4},
 * {@code 1-0}, {@code black}...). Passes may be left out or written {@code pa}, {@code pass} or {@code --}.
 * LF, CRLF and a missing final newline are all fine.
 */
final class TextReader extends LineReader {

    private int index;

    TextReader(Path file) {
        super(file);
    }

    @Override
    protected ReadItem readNext() {
        String line = readLineSkipping(l -> l.isBlank() || l.strip().startsWith("#"));
        return line == null ? null : parse(index++, lineNumber(), line.strip());
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
    public String toString() {
        return "text " + file;
    }
}
