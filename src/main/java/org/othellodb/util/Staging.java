package org.othellodb.util;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What {@link AtomicFile} and {@link AtomicDirectory} share: one write staged beside its
 * destination under names of its own ({@code .NAME.PID.NANOS.KIND}), and the staged entries a
 * killed writer left. The process id in the name tells a dead writer's leftovers from a live write
 * in progress, which is left alone.
 */
record Staging(Path target, long pid, long nanos) {

    /** A staged file or directory of a writer that is gone, and its kind ({@code tmp}, {@code old}). */
    record Leftover(Path path, String kind) {
    }

    /** A new write of {@code target}, its directory created when missing. */
    static Staging of(Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Files.createDirectories(absolute.getParent());
        return new Staging(absolute, ProcessHandle.current().pid(), System.nanoTime());
    }

    /** This write's staged entry of one kind, beside the destination. */
    Path path(String kind) {
        return target.resolveSibling("." + target.getFileName() + "." + pid + "." + nanos + "." + kind);
    }

    /** The staged entries of the destination, of the given kinds, whose writing process has ended. */
    List<Leftover> ofDeadWriters(Set<String> kinds) throws IOException {
        String prefix = "." + target.getFileName() + ".";
        List<Leftover> dead = new ArrayList<>();
        try (DirectoryStream<Path> staged = Files.newDirectoryStream(target.getParent(),
                p -> p.getFileName().toString().startsWith(prefix))) {
            for (Path p : staged) {
                @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
                String[] parts = p.getFileName().toString().substring(prefix.length()).split("\\.");
                if (parts.length == 3 && kinds.contains(parts[2]) && parts[0].matches("\\d{1,18}")
                        && parts[1].matches("\\d{1,19}") && ProcessHandle.of(Long.parseLong(parts[0])).isEmpty()) {
                    dead.add(new Leftover(p, parts[2]));
                }
            }
        }
        return dead;
    }
}
