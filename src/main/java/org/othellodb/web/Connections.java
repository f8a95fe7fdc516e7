package org.othellodb.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.othellodb.error.ToolFailureException;
import org.othellodb.store.Database;
import org.othellodb.store.SqliteErrors;

/**
 * A few connections to the database, each lent to one request at a time. SQLite lets readers work
 * side by side in WAL mode; a small fixed number keeps memory bounded (each connection has its own
 * page cache) however many clients there are.
 *
 * <p>Other processes write the file while the server runs ({@code import}, {@code build}): every
 * statement reads the latest commit, and {@link #generation()} tells the server's caches when one
 * happened. A connection that reads the file as damaged (it was opened before another process
 * changed the journal mode) is replaced by a fresh one and the request tried again once.
 */
final class Connections implements AutoCloseable {

    /** How long a request waits for a free connection before the server reports itself busy. */
    private static final long WAIT_SECONDS = 30;

    private final Path file;
    private final List<Database> all = new ArrayList<>();
    private final BlockingQueue<Database> idle;
    /** A connection of its own that only watches for other processes' commits. */
    private final Database watch;
    private long generation;

    Connections(Path file, int size) {
        this.file = file;
        idle = new ArrayBlockingQueue<>(size);
        try {
            for (int i = 0; i < size; i++) {
                Database db = open(file);
                synchronized (all) {
                    all.add(db);
                }
                idle.add(db);
            }
            watch = open(file);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** The one place the server opens the database: it only ever reads it. */
    private static Database open(Path file) {
        return Database.openExisting(file);
    }

    /** The database file served (its name goes in a handout's footer). */
    Path file() {
        return file;
    }

    int size() {
        return idle.remainingCapacity() + idle.size();
    }

    /**
     * A number that changes when another process committed to the database since the last call:
     * an answer computed in an earlier generation may be stale.
     */
    synchronized long generation() {
        if (watch.changedByOthers()) {
            generation++;
        }
        return generation;
    }

    /** Runs {@code work} with a connection of its own. */
    <T> T with(Function<Database, T> work) {
        Database db;
        try {
            db = idle.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted while waiting for a database connection", e);
        }
        if (db == null) {
            throw new ServerBusyException("the server is busy: no database connection came free in " + WAIT_SECONDS
                    + " s; try again in a moment", 2);
        }
        try {
            return work.apply(db);
        } catch (RuntimeException e) {
            if (!SqliteErrors.isCorrupt(e)) {
                throw e;
            }
            db = replace(db);
            return work.apply(db);
        } finally {
            idle.add(db);
        }
    }

    private Database replace(Database stale) {
        stale.close();
        Database fresh = open(file);
        synchronized (all) {
            all.remove(stale);
            all.add(fresh);
        }
        return fresh;
    }

    @Override
    public void close() {
        synchronized (all) {
            all.forEach(Database::close);
        }
        if (watch != null) {
            watch.close();
        }
    }
}
