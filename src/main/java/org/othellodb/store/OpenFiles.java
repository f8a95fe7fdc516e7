package org.othellodb.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The database files this process has open through SQLite, with how many connections each.
 *
 * <p>POSIX advisory locks belong to the process, not to a descriptor: closing any descriptor of a
 * file drops every lock the process holds on it, SQLite's included ("How To Corrupt An SQLite
 * Database File", section 2.2). SQLite's connections still count their shared lock as held, so
 * another process can take the exclusive lock and delete the write-ahead log and its index under
 * them, as the {@code sqlite3} shell does when it exits: a server whose connections had lost their
 * lock that way then read a log nobody wrote any more (stale counts, then "the database file is
 * damaged"). So a database file is read through a descriptor of the tool's own (its header, before
 * SQLite opens it) only while no connection of this process has that file open.
 */
final class OpenFiles {

    private static final Map<Object, Integer> CONNECTIONS = new HashMap<>();

    private OpenFiles() {
    }

    /** What {@link #open} made, and the key to {@link #release} when it closes (null: not counted). */
    record Counted<T>(T opened, @Nullable Object key) {
    }

    /**
     * Runs {@code check} (which may read the file through a descriptor of its own) unless a
     * connection of this process has {@code file} open already, then {@code open}, and counts the
     * connection it made. One at a time, so that no check closes a descriptor while another thread
     * opens the same file.
     */
    static synchronized <T> Counted<T> open(Path file, Runnable check, Supplier<T> open) {
        Object before = key(file);
        if (before == null || !CONNECTIONS.containsKey(before)) {
            check.run();
        }
        T opened = open.get();
        Object key = key(file);
        if (key != null) {
            CONNECTIONS.merge(key, 1, Integer::sum);
        }
        return new Counted<>(opened, key);
    }

    /** A connection counted by {@link #open} was closed. */
    static synchronized void release(@Nullable Object key) {
        if (key != null) {
            CONNECTIONS.computeIfPresent(key, (k, n) -> n == 1 ? null : n - 1);
        }
    }

    /** The file's identity (device and inode where the system has them), or null when it does not exist. */
    private static @Nullable Object key(Path file) {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            return key != null ? key : file.toAbsolutePath().normalize();
        } catch (IOException e) {
            return null;
        }
    }
}
