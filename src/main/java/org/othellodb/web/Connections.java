package org.othellodb.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;
import org.othellodb.error.ToolFailureException;
import org.othellodb.store.Database;
import org.othellodb.store.SolvedPositions;
import org.othellodb.store.SqliteErrors;

/**
 * A few connections to the database, each lent to one request at a time. SQLite lets readers work
 * side by side in WAL mode; a small fixed number keeps memory bounded (each connection has its own
 * page cache) however many clients there are.
 *
 * <p>Other processes write the file while the server runs ({@code import}, {@code build}): every
 * statement reads the latest commit, and {@link #generation()} tells the server's caches when one
 * happened. Others may also take the file from under the connections: the {@code sqlite3} shell
 * deletes the write-ahead log and its index when it closes last, a user puts a rebuilt database
 * in its place, a process changes the journal mode. Then every connection is closed and opened
 * again: before a request when the files' identities changed ({@link FileIdentity}), and after a
 * request that read the file as damaged (the request is tried once more). All of them at once,
 * because SQLite shares one log index between the connections of a process: a fresh connection
 * beside a stale one would read the stale index.
 */
final class Connections implements AutoCloseable {

    private final Path file;
    private final int size;
    private final long waitMillis;
    /** Requests hold it shared while they use a connection; reopening holds it alone. */
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final AtomicLong generation = new AtomicLong();
    private volatile Pool pool;

    Connections(Path file, int size, long waitMillis) {
        this.file = file;
        this.size = size;
        this.waitMillis = waitMillis;
        this.pool = Pool.open(file, size);
    }

    /** The connections opened together, with the files they opened. */
    private record Pool(List<Database> all, BlockingQueue<Database> idle, Database watch, FileIdentity files) {

        /** What is left when opening failed: no connection, and files that match nothing, so the next request tries again. */
        static final Pool NONE = new Pool(List.of(), new ArrayBlockingQueue<>(1), null, null);

        static Pool open(Path file, int size) {
            List<Database> all = new ArrayList<>();
            try {
                for (int i = 0; i < size; i++) {
                    all.add(open(file));
                }
                Database watch = open(file);
                // After opening: the connections have the log and its index open by now.
                return new Pool(all, new ArrayBlockingQueue<>(size, false, all), watch, FileIdentity.of(file));
            } catch (RuntimeException e) {
                all.forEach(Database::close);
                throw e;
            }
        }

        /** The one place the server opens the database to read (a drill's answer opens its own to write: {@link DrillRoutes}). */
        private static Database open(Path file) {
            return Database.openExisting(file);
        }

        void close() {
            all.forEach(Database::close);
            if (watch != null) {
                watch.close();
            }
        }
    }

    /** The database file served (its name goes in a handout's footer). */
    Path file() {
        return file;
    }

    /**
     * A number that changes when another process committed to the database since the last call,
     * or the connections were opened again: an answer computed in an earlier generation may be stale.
     */
    long generation() {
        return onPool(p -> {
            takeInOthersCommits(p);
            return generation.get();
        });
    }

    private void takeInOthersCommits(Pool p) {
        synchronized (p) {
            if (p.watch().changedByOthers()) {
                generation.incrementAndGet();
            }
        }
    }

    /**
     * Keeps an endgame analysis's solved values in the file, when it can be written ({@link SolvedPositions#keepIn}),
     * through a connection of its own. No kept answer reads those values, so this commit does not count
     * as a change ({@link #generation()}); another process's commit meanwhile still does: the writing
     * connection, opened before the watch takes in what was committed until then, sees every other
     * commit after that (SQLite's data version leaves out only a connection's own commits).
     */
    void keepSolved(Map<Position, EndgameSolver.Solution> solved) {
        onPool(p -> SolvedPositions.keepIn(file, solved, (writer, keep) -> {
            takeInOthersCommits(p);
            keep.run();
            synchronized (p) {
                p.watch().changedByOthers(); // this commit, and any other before it, which the writer's own check finds
                if (writer.changedByOthers()) {
                    generation.incrementAndGet();
                }
            }
        }));
    }

    /** Runs {@code work} with a connection of its own. */
    <T> T with(Function<Database, T> work) {
        return onPool(p -> lend(p, work));
    }

    /**
     * Runs {@code use} on the current connections, which no reopening closes meanwhile; after a read
     * of the file as damaged, opens them again and runs it once more.
     */
    @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
    private <T> T onPool(Function<Pool, T> use) {
        boolean retried = false;
        while (true) {
            Pool p = current();
            lock.readLock().lock();
            try {
                if (p == pool) {
                    return use.apply(p);
                }
                // Opened again in the meantime: take the new connections.
            } catch (RuntimeException e) {
                if (retried || !SqliteErrors.isCorrupt(e)) {
                    throw e;
                }
                retried = true;
            } finally {
                lock.readLock().unlock();
            }
            if (retried) {
                reopen(p);
            }
        }
    }

    private <T> T lend(Pool p, Function<Database, T> work) {
        Database db;
        try {
            db = p.idle().poll(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted while waiting for a database connection", e);
        }
        if (db == null) {
            throw new ServerBusyException("the server is busy: no database connection came free in "
                    + TimeUnit.MILLISECONDS.toSeconds(waitMillis) + " s; try again in a moment", 2);
        }
        try {
            return work.apply(db);
        } finally {
            p.idle().add(db);
        }
    }

    /** The connections, opened again first when the files they read are no longer the database's. */
    private Pool current() {
        Pool p = pool;
        if (!Objects.equals(p.files(), FileIdentity.of(file))) {
            reopen(p);
            p = pool;
        }
        return p;
    }

    /**
     * Closes every connection of {@code seen} and opens new ones, once the requests using them are
     * done; nothing when another request did it already. A failure to open (the file is gone, for
     * now) is the request's answer, and the next request tries again.
     */
    @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
    private void reopen(Pool seen) {
        lock.writeLock().lock();
        try {
            if (pool != seen) {
                return;
            }
            pool = Pool.NONE;
            seen.close();
            generation.incrementAndGet();
            pool = Pool.open(file, size);
        } finally {
            lock.writeLock().unlock();
        }
    }

    @Override
    public void close() {
        lock.writeLock().lock();
        try {
            pool.close();
            pool = Pool.NONE;
        } finally {
            lock.writeLock().unlock();
        }
    }
}
