package org.othellodb.format;

import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/** A transcript format the importer can read. */
public interface GameFormat {

    /** Short lower-case name used by {@code --format} and stored with each source ({@code wthor}, {@code pgn}...). */
    String name();

    /**
     * How sure the format is that it can read this file, from its name and first bytes: 0 no, 1 by
     * name, 2 by content. For a gzip-compressed file the name comes without {@code .gz} and the
     * bytes are the decompressed ones.
     */
    int recognise(String fileName, byte[] head);

    /**
     * The file name endings that say this format, without the dot, the usual one first; each also
     * names the format where a format is asked for ({@code --format txt} is text).
     */
    List<String> extensions();

    /** True when {@code fileName} ends with one of this format's {@link #extensions} (in any case). */
    default boolean hasExtension(String fileName) {
        String n = fileName.toLowerCase(Locale.ROOT);
        return extensions().stream().anyMatch(e -> n.endsWith("." + e));
    }

    /** How to write this format as text onto a stream, when the export writes it that way (empty: it does not). */
    default Optional<Function<Writer, GameWriter>> textWriter() {
        return Optional.empty();
    }

    /** True for a format the export writes as a directory of files (WTHOR's year files and name lists). */
    default boolean writesDirectory() {
        return false;
    }

    GameReader open(Path file);

    /** False for formats whose reader needs the file's own bytes (WTHOR's fixed records): a gzip file is then not theirs. */
    default boolean readsCompressed() {
        return true;
    }

    /**
     * Refuses a file whose size or header already shows it cannot be read as this format, without
     * reading its content: called before the file is hashed, which reads every byte.
     */
    default void checkShape(Path file) {
    }

    /** How a large file of this format is read in parts (empty: it is read whole). */
    default Optional<Splitting> splitting() {
        return Optional.empty();
    }

    /** Opens the file with what the user said about it (CSV column mapping...); most formats need nothing. */
    default GameReader open(Path file, ReadOptions options) {
        return open(file);
    }
}
