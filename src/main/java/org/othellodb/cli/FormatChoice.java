package org.othellodb.cli;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.othellodb.format.GameFormat;
import org.othellodb.format.registry.Formats;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The transcript formats an option takes, as picocli needs them twice: the names it completes to (and
 * prints for {@code ${COMPLETION-CANDIDATES}}) and the converter of what was typed, a name or a file
 * ending. Each subclass says which formats, taken from the registry, so that a new writer is offered
 * everywhere it can be used.
 */
abstract class FormatChoice implements Iterable<String>, ITypeConverter<GameFormat> {

    abstract List<GameFormat> formats();

    @Override
    public Iterator<String> iterator() {
        return formats().stream().map(GameFormat::name).iterator();
    }

    @Override
    public GameFormat convert(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        for (GameFormat f : formats()) {
            if (f.name().equals(v) || f.extensions().contains(v)) {
                return f;
            }
        }
        throw new TypeConversionException("expected " + formats().stream()
                .map(f -> f.name() + (f.extensions().contains(f.name()) ? "" : " (or " + f.extensions().get(0) + ")"))
                .collect(Collectors.joining(", ")) + ", not '" + value + "'");
    }

    /** What {@code export} writes: every format with a text writer, and those written as a directory. */
    static final class Written extends FormatChoice {
        @Override
        List<GameFormat> formats() {
            return Formats.all().stream().filter(f -> f.textWriter().isPresent() || f.writesDirectory()).toList();
        }
    }

    /** What {@code generate} writes: the formats written as one text stream, to a file or the standard output. */
    static final class Streamed extends FormatChoice {
        @Override
        List<GameFormat> formats() {
            return Formats.all().stream().filter(f -> f.textWriter().isPresent()).toList();
        }
    }
}
