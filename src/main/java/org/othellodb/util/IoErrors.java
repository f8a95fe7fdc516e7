package org.othellodb.util;

import java.io.Flushable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** What went wrong with a file, in words: Java's file exceptions often carry only the path as their message. */
public final class IoErrors {

    private IoErrors() {
    }

    /** Flushes {@code target}; a failure is unchecked, as every writer's here is. */
    public static void flush(Flushable target) {
        try {
            target.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String reason(IOException e) {
        if (e instanceof FileSystemException fs) {
            if (fs.getReason() != null) {
                return fs.getReason();
            }
            if (e instanceof NoSuchFileException) {
                return "no such file or directory";
            }
            if (e instanceof AccessDeniedException) {
                return "permission denied";
            }
            if (e instanceof NotDirectoryException) {
                return "not a directory";
            }
            return e.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT).replace(" exception", "");
        }
        return String.valueOf(e.getMessage());
    }
}
