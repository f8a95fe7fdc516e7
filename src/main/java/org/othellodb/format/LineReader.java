package org.othellodb.format;

import java.io.IOException;
import java.io.LineNumberReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Predicate;
import org.othellodb.util.IoErrors;

/** A {@link GameReader} over the lines of a text file, decoded as {@link TextFile} decodes it. */
public abstract class LineReader extends LookaheadReader {

    protected final Path file;
    private final TextFile text;
    private final LineNumberReader in;

    protected LineReader(Path file) {
        this.file = file;
        this.text = TextFile.of(file);
        this.in = text.lines();
    }

    @Override
    public String fileNote() {
        return text.note();
    }

    /** The next line, or null at the end of the file. */
    protected final String readLine() {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + IoErrors.reason(e), e);
        }
    }

    /** The next line that {@code skip} does not pass over (blank lines, comments), or null at the end. */
    protected final String readLineSkipping(Predicate<String> skip) {
        String line;
        do {
            line = readLine();
        } while (line != null && skip.test(line));
        return line;
    }

    /** The 1-based number of the line last read. */
    protected final int lineNumber() {
        return in.getLineNumber();
    }

    @Override
    public void close() {
        TextFile.close(in);
    }
}
