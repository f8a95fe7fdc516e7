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

/**
 * A few connections to the database, each lent to one request at a time. SQLite lets readers work
 * side by side in WAL mode; a small fixed number keeps memory bounded (each connection has its own
 * page cache) however many clients there are.
 */
final class Connections implements AutoCloseable {

    /** How long a request waits for a free connection before the server reports itself busy. */
    private static final long WAIT_SECONDS = 30;

    private final List<Database> all = new ArrayList<>();
    private final BlockingQueue<Database> idle;

    Connections(Path file, int size) {
        idle = new ArrayBlockingQueue<>(size);
        try {
            for (int i = 0; i < size; i++) {
                Database db = open(file);
                all.add(db);
                idle.add(db);
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** The one place the server opens the database: it only ever reads it. */
    private static Database open(Path file) {
        return Database.openExisting(file);
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
            throw new ToolFailureException("the server is busy: no database connection came free in " + WAIT_SECONDS + " s");
        }
        try {
            return work.apply(db);
        } finally {
            idle.add(db);
        }
    }

    @Override
    public void close() {
        all.forEach(Database::close);
    }
}
