package org.othellodb.format.logistello;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Pattern;
import org.othellodb.board.Square;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LineReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;

/**
 * Reads Logistello's game lists, one game per line: {@code +sq} a black move, {@code -sq} a white
 * one, two moves in a row with the same sign meaning the other side passed; then {@code :}, black's
 * final disc difference as counted on the board (no empties given to the winner), and a field
 * that is the same on every line (not kept). The difference is kept as written in the result text
 * and as {@code discDifference}; the importer derives the winner from its sign and black's score,
 * empties to the winner, from the final board.
 */
final class LogistelloReader extends LineReader {

    /** Black's disc difference as Logistello writes it: {@code -04}, {@code +00}, {@code 12}. */
    private static final Pattern DIFFERENCE = Pattern.compile("[+-]?\\d{1,2}");

    private int index;

    LogistelloReader(Path file) {
        super(file);
    }

    @Override
    protected ReadItem readNext() {
        String line = readLineSkipping(l -> l.isBlank() || l.startsWith("%") || l.startsWith("#"));
        return line == null ? null : parse(index++, lineNumber(), line);
    }

    static ReadItem parse(int recordIndex, int lineNumber, String line) {
        int[] moves = new int[72];
        int count = 0;
        char lastSign = '-';
        int i = 0;
        int n = line.length();
        while (i < n && line.charAt(i) != ':') {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
                continue;
            }
            int square = Square.parseOrMinusOne(line, i + 1);
            if ((c != '+' && c != '-') || square < 0) {
                return new RecordProblem(recordIndex, lineNumber, "bad_square", "'" + line.substring(i, Math.min(n, i + 3))
                        + "' at column " + (i + 1) + " is not a move (+sq for black, -sq for white)");
            }
            if (count + 2 > moves.length) {
                return new RecordProblem(recordIndex, lineNumber, "too_many_moves", "more than 60 moves and passes");
            }
            if (c == lastSign) {
                moves[count++] = Square.PASS;
            }
            moves[count++] = square;
            lastSign = c;
            i += 3;
        }
        GameRecord.Builder b = GameRecord.builder(recordIndex, lineNumber).moves(Arrays.copyOf(moves, count));
        if (i < n && !line.substring(i + 1).isBlank()) {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String[] fields = line.substring(i + 1).strip().split("\\s+");
            String score = fields[0];
            if (!DIFFERENCE.matcher(score).matches() || Math.abs(Integer.parseInt(score)) > 64) {
                return new RecordProblem(recordIndex, lineNumber, "bad_result", "'" + score
                        + "' is not a disc difference (-64 to +64)");
            }
            b.discDifference(Integer.parseInt(score)).resultText(score);
        }
        return b.build();
    }

    @Override
    public String toString() {
        return "Logistello " + file;
    }
}
