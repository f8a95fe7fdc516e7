package org.othellodb.util;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;

/**
 * Writes a file all at once or not at all: into a temporary file beside it, then renamed over it.
 * An engine (or a user) reading the file meanwhile sees the old one whole, and a crash leaves no
 * half-written book under the real name.
 */
public final class AtomicFile {

    private AtomicFile() {
    }

    public static void write(Path target, IoConsumer<OutputStream> content) throws IOException {
        Staging staging = Staging.of(target);
        // A killed writer's temporary file is deleted; a live one's is another write in progress.
        for (Staging.Leftover left : staging.ofDeadWriters(Set.of("tmp"))) {
            Files.deleteIfExists(left.path());
        }
        // Not Files.createTempFile: its owner-only permissions would stay on the renamed file, and a
        // book is meant to be read by the engine, whoever runs it. The name is unique to this write.
        Path temp = staging.path("tmp");
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE), 1 << 16)) {
                content.accept(out);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
