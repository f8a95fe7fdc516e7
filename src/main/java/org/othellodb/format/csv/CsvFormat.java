package org.othellodb.format.csv;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.othellodb.format.FileHead;
import org.othellodb.format.GameFormat;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameWriter;
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
    public List<String> extensions() {
        return List.of("csv");
    }

    @Override
    public Optional<Function<Writer, GameWriter>> textWriter() {
        return Optional.of(CsvWriter::new);
    }

    @Override
    public int recognise(String fileName, byte[] head) {
        String text = FileHead.text(head);
        int end = text.indexOf('\n');
        if (end > 0 && CsvLayout.isKnownHeaderLine(text.substring(0, end))) {
            return 2;
        }
        return hasExtension(fileName) ? 1 : 0;
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
