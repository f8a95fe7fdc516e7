package org.othellodb.format.csv;

import java.nio.file.Path;
import org.othellodb.format.Formats;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.ReadOptions;

/**
 * CSV files with a header row: eOthello's dump and othello-db's own export are recognised by
 * their header; any other layout is read with a column mapping ({@code import --columns}).
 */
public final class CsvFormat implements GameFormat {

    @Override
    public String name() {
        return "csv";
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        String text = Formats.headText(head);
        int end = text.indexOf('\n');
        if (end > 0 && CsvLayout.isKnownHeaderLine(text.substring(0, end))) {
            return 2;
        }
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".csv") ? 1 : 0;
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
