package org.othellodb.format.csv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;
import org.othellodb.format.GameWriter;
import org.othellodb.format.Results;
import org.othellodb.util.IoErrors;

/**
 * Writes games as CSV with the header {@code event,date,black,white,result,moves}, which the
 * importer recognises. The result is black's and white's discs ({@code 34-30}) when the score is
 * known, else {@code black}, {@code white} or {@code draw}; the date is ISO-8601, or the year.
 */
public final class CsvWriter implements GameWriter {

    private final CSVPrinter printer;

    public CsvWriter(Writer out) {
        try {
            this.printer = CSVFormat.DEFAULT.builder().setRecordSeparator('\n')
                    .setHeader(CsvLayout.OTHELLO_DB_HEADER.toArray(String[]::new)).get().print(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void write(GameRecord g) {
        String result = Results.written(g);
        String date = g.date() != null ? g.date() : g.year() != null ? g.year().toString() : "";
        try {
            printer.printRecord(orEmpty(g.tournament()), date, orEmpty(g.black()), orEmpty(g.white()), orEmpty(result),
                    Transcript.format(g.moves()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    @Override
    public void close() {
        IoErrors.flush(printer);
    }
}
