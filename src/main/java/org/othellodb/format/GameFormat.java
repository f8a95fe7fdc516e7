package org.othellodb.format;

import java.nio.file.Path;

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

    /** Opens the file with what the user said about it (CSV column mapping...); most formats need nothing. */
    default GameReader open(Path file, ReadOptions options) {
        return open(file);
    }
}
