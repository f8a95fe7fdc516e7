package org.othellodb.util;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file written under a temporary name beside its target and renamed onto it once complete, so
 * that a failure or a kill never leaves a half-written file where a program would read it.
 * Closing without {@link #commit()} deletes the temporary file.
 */
public final class AtomicFile implements AutoCloseable {

    private final Path target;
    private final Path temp;
    private final OutputStream out;
    private boolean committed;

    public AtomicFile(Path target) {
        this.target = target.toAbsolutePath();
        try {
            this.temp = Files.createTempFile(this.target.getParent(), "." + target.getFileName() + ".", ".tmp");
            this.out = new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    public OutputStream stream() {
        return out;
    }

    public Path target() {
        return target;
    }

    /** Finishes the file and puts it in place of the target. */
    public void commit() {
        try {
            out.close();
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (committed) {
            return;
        }
        try {
            out.close();
        } catch (IOException ignored) {
            // the file is being thrown away
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + temp + ": " + e.getMessage(), e);
        }
    }
}
