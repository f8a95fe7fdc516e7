package org.othellodb.util;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file all at once or not at all: into a temporary file beside it, then renamed over it.
 * An engine (or a user) reading the file meanwhile sees the old one whole, and a crash leaves no
 * half-written book under the real name.
 */
public final class AtomicFile {

    /** Writes the content to a stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path target, Content content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        removeStale(dir, target.getFileName().toString());
        // Not Files.createTempFile: its owner-only permissions would stay on the renamed file, and a
        // book is meant to be read by the engine, whoever runs it. The name is unique to this write.
        Path temp = dir.resolve(tempName(target.getFileName().toString(), ProcessHandle.current().pid(), System.nanoTime()));
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
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

    static String tempName(String name, long pid, long nanos) {
        return "." + name + "." + pid + "." + nanos + ".tmp";
    }

    /**
     * Deletes the temporary files a killed writer of {@code name} left behind: those whose process
     * is gone. A live process's file is another write in progress and is left alone.
     */
    static void removeStale(Path dir, String name) throws IOException {
        String prefix = "." + name + ".";
        try (DirectoryStream<Path> left = Files.newDirectoryStream(dir, p -> {
            String n = p.getFileName().toString();
            return n.startsWith(prefix) && n.endsWith(".tmp");
        })) {
            for (Path p : left) {
                String[] parts = p.getFileName().toString().substring(prefix.length()).split("\\.");
                if (parts.length == 3 && parts[0].matches("\\d{1,18}") && ProcessHandle.of(Long.parseLong(parts[0])).isEmpty()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
