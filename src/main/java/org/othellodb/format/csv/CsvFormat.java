package org.othellodb.format.csv;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameReader;
import org.othellodb.format.NamedFormat;
import org.othellodb.format.Splitting;
import org.othellodb.format.ReadOptions;

/**
 * CSV files with a header row: eOthello's dump and othello-db's own export are recognised by
 * their header; any other layout is read with a column mapping ({@code import --columns}).
 */
public final class CsvFormat extends NamedFormat {

    public CsvFormat() {
        super("csv", List.of("csv"), CsvWriter::new);
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        String text = FileHead.text(head);
        int end = text.indexOf('\n');
        return byContentOrName(end > 0 && CsvLayout.isKnownHeaderLine(text.substring(0, end)), fileName);
    }

    /** Cut at lines, each part read after the header (see CsvSplitting). */
    @Override
    public Optional<Splitting> splitting() {
        return Optional.of(new CsvSplitting());
    }

    @Override
    public GameReader open(Path file) {
        return open(file, ReadOptions.NONE);
    }

    @Override
    public GameReader open(Path file, ReadOptions options) {
        return new CsvReader(file, options);
    }
}
