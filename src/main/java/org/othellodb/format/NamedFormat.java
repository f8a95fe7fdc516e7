package org.othellodb.format;

import java.io.Writer;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What every format states once, in its constructor: its name, its file endings and, for a text
 * format the export writes, its writer; and the one scale by which formats answer
 * {@link #recognise}, so that a new format only says what it looks for in a file.
 */
public abstract class NamedFormat implements GameFormat {

    private final String name;
    private final List<String> extensions;
    private final Optional<Function<Writer, GameWriter>> textWriter;

    /** A format the export writes as text with {@code textWriter}. */
    protected NamedFormat(String name, List<String> extensions, Function<Writer, GameWriter> textWriter) {
        this(name, extensions, Optional.of(textWriter));
    }

    /** A format the export does not write as text. */
    protected NamedFormat(String name, List<String> extensions) {
        this(name, extensions, Optional.empty());
    }

    private NamedFormat(String name, List<String> extensions, Optional<Function<Writer, GameWriter>> textWriter) {
        this.name = name;
        this.extensions = List.copyOf(extensions);
        this.textWriter = textWriter;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> extensions() {
        return extensions;
    }

    @Override
    public final Optional<Function<Writer, GameWriter>> textWriter() {
        return textWriter;
    }

    /** The answer of {@link #recognise}: 2 when the content looks like this format, else 1 when the name says it, else 0. */
    protected final int byContentOrName(boolean looks, String fileName) {
        return looks ? 2 : hasExtension(fileName) ? 1 : 0;
    }
}
