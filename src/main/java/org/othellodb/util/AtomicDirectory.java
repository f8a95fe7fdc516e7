package org.othellodb.util;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes a set of files (a WTHOR year set and its name files) all at once or not at all: into a
 * temporary sibling directory, which then takes the destination's name. A destination that exists
 * is swapped: it is renamed aside, the new one renamed in, the old one deleted; the files of the old
 * directory that the new set does not replace are carried over as hard links (copies on a file system
 * without links). A kill between the two renames leaves the old set whole under its aside name, and
 * the next write puts it back before anything else; temporary directories of dead processes are
 * deleted, those of live ones are other writes in progress and are left alone.
 */
public final class AtomicDirectory {

    private AtomicDirectory() {
    }

    public static void write(Path target, IoConsumer<Path> content) throws IOException {
        Staging staging = Staging.of(target);
        Path absolute = staging.target();
        recoverStale(staging);
        Path temp = staging.path("tmp");
        Files.createDirectory(temp);
        try {
            content.accept(temp);
            if (!Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            carryOver(absolute, temp);
            Path aside = staging.path("old");
            Files.move(absolute, aside, StandardCopyOption.ATOMIC_MOVE);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                Files.move(aside, absolute, StandardCopyOption.ATOMIC_MOVE);
                throw e;
            }
            deleteTree(aside);
        } finally {
            deleteTree(temp);
        }
    }

    /** The files of the old directory that the new set does not hold, linked (or copied) into it. */
    private static void carryOver(Path old, Path staged) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(old)) {
            for (Path entry : entries) {
                Path copy = staged.resolve(entry.getFileName().toString());
                if (Files.exists(copy, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                if (Files.isSymbolicLink(entry)) {
                    Files.createSymbolicLink(copy, Files.readSymbolicLink(entry));
                } else if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    throw new IOException(entry + " is a directory; a WTHOR set is written to a directory of files only");
                } else {
                    try {
                        Files.createLink(copy, entry);
                    } catch (UnsupportedOperationException | FileSystemException e) {
                        Files.copy(entry, copy, StandardCopyOption.COPY_ATTRIBUTES);
                    }
                }
            }
        }
    }

    /**
     * Cleans up after writers of the same destination that were killed: their staging directories
     * are deleted, and an old set renamed aside is put back when the destination is missing (a kill
     * between the swap's two renames), deleted otherwise (the swap had finished).
     */
    private static void recoverStale(Staging staging) throws IOException {
        for (Staging.Leftover left : staging.ofDeadWriters(Set.of("tmp", "old"))) {
            if (left.kind().equals("old") && !Files.exists(staging.target(), LinkOption.NOFOLLOW_LINKS)) {
                Files.move(left.path(), staging.target(), StandardCopyOption.ATOMIC_MOVE);
            } else {
                deleteTree(left.path());
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        }
    }
}
