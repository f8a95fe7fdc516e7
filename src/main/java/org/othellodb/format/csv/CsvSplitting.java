package org.othellodb.format.csv;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.othellodb.format.GameReader;
import org.othellodb.format.Lines;
import org.othellodb.format.ReadOptions;
import org.othellodb.format.Splitting;

/**
 * CSV cut at lines, each part read after the file's header line, as commons-csv reads the whole
 * file. A quoted field may hold a line break, so a line may begin inside a record: the part before
 * such a cut then ends inside a quoted field, which its reader reports
 * ({@link CsvReader#endedInsideRecord}), and the part fails rather than give other records. (The
 * part after it is never taken for records: the job fails with the part before.)
 */
final class CsvSplitting implements Splitting {

    /** After the header line. */
    @Override
    public long firstRecord(Bytes file) throws IOException {
        return Lines.from(file, 1).start();
    }

    @Override
    public long recordStart(Bytes file, long from) throws IOException {
        return Lines.from(file, from).start();
    }

    @Override
    public byte[] prefix(Bytes file, long recordBytes) throws IOException {
        return file.readFully(0, (int) firstRecord(file));
    }

    /**
     * A known header on one line (eOthello's, othello-db's: no quotes, so no line break in it). A file
     * of another layout is read whole: the job has no {@code --columns}, and it is refused once, as
     * {@code import} without them refuses it.
     */
    @Override
    public boolean cuts(Bytes file) throws IOException {
        long end = firstRecord(file);
        return end <= Lines.KEPT && CsvLayout.isKnownHeaderLine(new String(prefix(file, 0), StandardCharsets.UTF_8));
    }

    @Override
    public GameReader openPart(Path part) {
        return new CsvReader(part, ReadOptions.NONE);
    }
}
