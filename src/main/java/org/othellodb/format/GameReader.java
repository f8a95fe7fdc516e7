package org.othellodb.format;

import java.io.Closeable;
import java.util.Iterator;

/**
 * Streams the records of one file, one at a time, so that memory stays flat on big files.
 * Structural problems are thrown as {@link StructuralException} when the file is opened or, for
 * problems found later (a truncated compressed stream), from {@link #next()}.
 */
public interface GameReader extends Iterator<ReadItem>, Closeable {

    /** Facts about the whole file (WTHOR header date, the name files used), for the sources table. */
    default String fileNote() {
        return null;
    }

    /**
     * Whether the input ended inside a record (a GGF block or a CSV quoted field not closed): for a
     * part of a file ({@link Splitting}), a sign that the file was cut inside that record.
     */
    default boolean endedInsideRecord() {
        return false;
    }

    @Override
    void close();
}
