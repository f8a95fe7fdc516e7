package org.othellodb.format.csv;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.DuplicateHeaderMode;
import org.othellodb.board.InvalidMoveException;
import org.othellodb.board.Transcript;
import org.othellodb.format.BoundedStreams;
import org.othellodb.format.GameDates;
import org.othellodb.format.GameRecord;
import org.othellodb.format.LookaheadReader;
import org.othellodb.format.ReadItem;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.Results;
import org.othellodb.format.StructuralException;
import org.othellodb.format.TextFile;

/**
 * Reads CSV games through commons-csv (quoted fields, embedded commas and line breaks, CRLF), one
 * record at a time. The first row is the header. The layout comes from {@code --columns} when
 * given, else from a known header (eOthello, othello-db); a file with neither is refused. Columns
 * that no field uses are kept as tags named by their header (eOthello's game id, for one).
 */
final class CsvReader extends LookaheadReader {

    private final Path file;
    private final TextFile text;
    private final Reader reader;
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final CsvLayout layout;
    private final Map<String, Integer> fieldColumns = new HashMap<>();
    private final List<String> header;
    private boolean failed;

    CsvReader(Path file, ReadOptions options) {
        this.file = file;
        this.text = TextFile.of(file);
        this.reader = BoundedStreams.boundedCsvRecords(text.reader());
        try {
            this.parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true)
                    .setTrim(true).setAllowMissingColumnNames(true).setDuplicateHeaderMode(DuplicateHeaderMode.ALLOW_ALL)
                    .get().parse(reader);
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            TextFile.close(reader);
            throw new StructuralException(file, "bad_csv", "cannot read the CSV header: " + e.getMessage());
        }
        this.header = parser.getHeaderNames();
        CsvLayout known = CsvLayout.known(header);
        if (!options.columns().isEmpty()) {
            layout = new CsvLayout("--columns", options.columns());
        } else if (known != null) {
            layout = known;
        } else {
            close();
            throw new StructuralException(file, "unknown_layout", "a CSV file of no known layout (header: "
                    + String.join(",", header) + "); say which columns hold what with --columns moves=COLUMN,black=...,"
                    + "white=...,result=...,date=...,event=...");
        }
        for (Map.Entry<String, String> e : layout.columns().entrySet()) {
            fieldColumns.put(e.getKey(), column(e.getKey(), e.getValue()));
        }
        this.records = parser.iterator();
    }

    private int column(String field, String wanted) {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).strip().equalsIgnoreCase(wanted)) {
                return i;
            }
        }
        if (wanted.matches("\\d{1,9}")) { // more digits are no column number, and would overflow
            int number = Integer.parseInt(wanted);
            if (number >= 1 && number <= header.size()) {
                return number - 1;
            }
        }
        close();
        throw new StructuralException(file, "missing_column", "no column '" + wanted + "' for " + field + " (columns: "
                + String.join(",", header) + ")");
    }

    @Override
    public String fileNote() {
        return layout.name() + " layout, " + text.note();
    }

    @Override
    protected ReadItem readNext() {
        if (failed) {
            return null;
        }
        long linesBefore = parser.getCurrentLineNumber();
        CSVRecord r;
        try {
            if (!records.hasNext()) {
                return null;
            }
            r = records.next();
        } catch (UncheckedIOException | IllegalStateException e) {
            // commons-csv cannot go past a malformed record (an unclosed quote): the rest of the file is lost with it.
            failed = true;
            return new RecordProblem((int) parser.getRecordNumber(), (int) linesBefore + 1, "bad_csv",
                    "unreadable CSV from here on: " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
        }
        return record((int) r.getRecordNumber() - 1, (int) linesBefore + 1, r);
    }

    private ReadItem record(int recordIndex, int line, CSVRecord r) {
        GameRecord.Builder b = GameRecord.builder(recordIndex, line);
        String moves = field(r, "moves");
        if (moves == null) {
            return new RecordProblem(recordIndex, line, "no_moves", "the moves column is empty or missing");
        }
        try {
            b.moves(Transcript.parse(moves));
        } catch (InvalidMoveException e) {
            return new RecordProblem(recordIndex, line, e.reason().code(), e.getMessage());
        }
        b.black(field(r, "black")).white(field(r, "white")).tournament(field(r, "event"));
        String date = field(r, "date");
        if (date != null) {
            String bad = GameDates.problem(date);
            if (bad != null) {
                return new RecordProblem(recordIndex, line, "bad_date", bad);
            }
            GameDates.GameDate d = GameDates.read(date);
            b.year(d.year()).date(d.date());
        }
        String result = field(r, "result");
        if (result != null && !Results.apply(result, b)) {
            return new RecordProblem(recordIndex, line, "bad_result", "result '" + result + "' is not a score (34-30), "
                    + "a disc difference (+4), 1-0 / 0-1 / 1/2-1/2, or black / white / draw");
        }
        String winner = field(r, "winner");
        if (winner != null && result == null && !Results.applyWinner(winner, b)) {
            return new RecordProblem(recordIndex, line, "bad_result", "winner '" + winner + "' is not 1, 0, -1 or black, draw, white");
        }
        for (int i = 0; i < r.size() && i < header.size(); i++) {
            if (!fieldColumns.containsValue(i) && !r.get(i).isBlank() && !header.get(i).isBlank()) {
                b.tag(header.get(i).strip(), r.get(i));
            }
        }
        return b.build();
    }

    private String field(CSVRecord r, String name) {
        Integer column = fieldColumns.get(name.toLowerCase(Locale.ROOT));
        if (column == null || column >= r.size()) {
            return null;
        }
        String value = r.get(column);
        return value.isBlank() ? null : value.strip();
    }

    /** A record commons-csv could not finish: a quoted field not closed by the end (or too long). */
    @Override
    public boolean endedInsideRecord() {
        return failed;
    }

    @Override
    public void close() {
        TextFile.close(reader);
    }

    @Override
    public String toString() {
        return "CSV " + file;
    }
}
