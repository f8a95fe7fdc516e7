package org.othellodb.util;

import java.io.IOException;

/** Work on a value that may fail with an I/O error: what a file or a directory of files is written by. */
@FunctionalInterface
public interface IoConsumer<T> {
    void accept(T value) throws IOException;
}
