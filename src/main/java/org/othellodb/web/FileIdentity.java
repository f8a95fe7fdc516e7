package org.othellodb.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Which files a database's connections read: the database, its write-ahead log and the log's
 * index ({@code -wal}, {@code -shm}), each by its identity (device and inode), null when missing.
 * Another process that deletes the log and its index (the {@code sqlite3} shell on exit, when it
 * takes the last lock) or puts another file in the database's place leaves open connections
 * reading files nobody writes any more: SQLite cannot see it, the identities can. Sizes and times
 * are left out: they change at every commit, which SQLite itself reports.
 */
record FileIdentity(Object database, Object log, Object logIndex) {

    static FileIdentity of(Path database) {
        return new FileIdentity(key(database), key(Path.of(database + "-wal")), key(Path.of(database + "-shm")));
    }

    private static Object key(Path file) {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            // Without inodes (not on Linux), the time the file was made tells a new file from the old one.
            return key != null ? key : Files.readAttributes(file, BasicFileAttributes.class).creationTime();
        } catch (IOException e) {
            return null;
        }
    }
}
