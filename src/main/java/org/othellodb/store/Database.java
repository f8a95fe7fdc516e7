package org.othellodb.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jspecify.annotations.Nullable;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.othellodb.query.PlayerNames;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The SQLite file. Commands that only read open it read-only; commands that write open it with
 * foreign keys on and WAL journaling, create it from {@code schema.sql} when new, and take the
 * write lock for each transaction, waiting while another process holds it. A file this build does
 * not understand (another program's SQLite file, a newer schema) is refused before anything in
 * it changes. It answers the query layer's name lookups ({@link PlayerNames}), so that a filter
 * resolves its names against the database it is used on.
 */
public final class Database implements AutoCloseable, PlayerNames {

    public static final int SCHEMA_VERSION = 9;

    @Override
    public List<String> playerNames(String option, String typed, boolean like) {
        return Players.of(this).resolve(this, option, typed, like).names();
    }

    /** How long a writer waits for another process's write transaction (one file of an import, or a tree update). */
    private static final int LOCK_WAIT_MILLIS = 30 * 60 * 1000;
    /** How long a reader waits in the rare moments SQLite makes readers wait (recovery of a crashed writer's log). */
    private static final int READ_WAIT_MILLIS = 10_000;
    /** After this long without the lock, the user is told why nothing happens. */
    private static final long LOCK_NOTICE_MILLIS = 1_000;

    private static final ScheduledExecutorService LOCK_WATCH = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "database lock notice");
        t.setDaemon(true);
        return t;
    });

    private final Path file;
    private final Jdbi jdbi;
    private final Handle handle;
    private final boolean readOnly;
    /** This connection's entry in {@link OpenFiles}. */
    private final @Nullable Object openFile;
    private final AtomicBoolean closed = new AtomicBoolean();
    private Consumer<String> lockNotice = message -> { };
    private long dataVersion;

    private Database(Path file, Jdbi jdbi, Handle handle, boolean readOnly, @Nullable Object openFile) {
        this.file = file;
        this.jdbi = jdbi;
        this.handle = handle;
        this.readOnly = readOnly;
        this.openFile = openFile;
    }

    /** Opens {@code file} for writing, creating it (and its schema) when it does not exist. */
    public static Database open(Path file) {
        return open(file, false, LOCK_WAIT_MILLIS);
    }

    /**
     * Opens {@code file} for a write worth less than a wait (values kept only to save work later):
     * empty when the file, or its folder, cannot be written, and then it is only read. Its write
     * waits at most {@link #READ_WAIT_MILLIS} for another process's, then fails as busy
     * ({@link SqliteErrors#isBusy}).
     */
    public static Optional<Database> openToKeep(Path file) {
        if (!Files.exists(file) || onReadOnlyMedium(file)) {
            return Optional.empty();
        }
        return Optional.of(open(file, false, READ_WAIT_MILLIS));
    }

    /**
     * Opens an existing database read-only: a missing file is an error, not a new empty database,
     * and a read-only file or medium is fine.
     */
    public static Database openExisting(Path file) {
        if (!Files.exists(file)) {
            throw new BadInputException(file + ": no such database; import games first (othello-db build, or othello-db import FILE)");
        }
        return open(file, true, READ_WAIT_MILLIS);
    }

    /** The database this process opened last: named in one-line failure messages. */
    private static volatile @Nullable Path lastOpened;

    public static Optional<Path> lastOpened() {
        return Optional.ofNullable(lastOpened);
    }

    private static Database open(Path file, boolean readOnly, int lockWaitMillis) {
        lastOpened = file;
        Path parent = file.toAbsolutePath().getParent();
        if (!readOnly && parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException(file + ": directory " + parent + " does not exist");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new BadInputException(file + ": not a regular file");
        }
        if (!readOnly && Files.exists(file) && !Files.isWritable(file)) {
            throw new BadInputException(file + ": the database is read-only (commands that only read it work)");
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        config.setCacheSize(-262_144); // 256 MiB of page cache: the tree build touches every stored position.
        String url = "jdbc:sqlite:" + file.toAbsolutePath();
        boolean readOnlyMedium = readOnly && onReadOnlyMedium(file);
        if (readOnly) {
            config.setBusyTimeout(READ_WAIT_MILLIS);
            // Where the file can be written, a query opens it as SQLite's own shell does, never to create it and
            // with query_only on (set below): a connection opened read-only cannot remove the -wal and -shm
            // files it made, and every query left them behind. The last connection to close removes them.
            config.resetOpenMode(org.sqlite.SQLiteOpenMode.CREATE);
            if (readOnlyMedium) {
                config.setReadOnly(true);
                // Immutable means SQLite ignores the write-ahead log: committed transactions still in it would
                // be missing and every answer wrong (a kill -9 after a commit leaves such a log).
                refuseUncheckpointedLog(file);
                // SQLite reads a WAL database through a shared-memory file beside it, which cannot be
                // created here; nothing can write this copy either, so it is read as immutable.
                url = "jdbc:sqlite:file:" + file.toAbsolutePath() + "?immutable=1";
            }
        } else {
            config.enforceForeignKeys(true);
            config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
            config.setBusyTimeout(lockWaitMillis);
            // A write transaction takes the write lock when it begins, so what it reads (the files and
            // games already stored) cannot change under it before it writes.
            config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        }
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl(url);
        Jdbi jdbi = Jdbi.create(source);
        OpenFiles.Counted<Handle> opened = OpenFiles.open(file, () -> {
            if (Files.exists(file) && !looksLikeSqlite(file)) {
                throw new BadInputException(file + ": not a SQLite database");
            }
        }, () -> {
            try {
                return jdbi.open();
            } catch (RuntimeException e) {
                throw new ToolFailureException(file + ": cannot open the database: " + SqliteErrors.describe(e), e);
            }
        });
        Handle handle = opened.opened();
        Database db = new Database(file, jdbi, handle, readOnly, opened.key());
        try {
            if (readOnly && !readOnlyMedium) {
                handle.execute("PRAGMA query_only = ON");
            }
            db.prepareSchema();
            if (!readOnly) {
                db.useWriteAheadLog();
            }
            db.dataVersion = db.currentDataVersion();
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
        return db;
    }

    private static void refuseUncheckpointedLog(Path file) {
        Path wal = Path.of(file + "-wal");
        try {
            if (Files.exists(wal) && Files.size(wal) > 0) {
                throw new BadInputException(file + ": read-only, and its write-ahead log " + wal.getFileName() + " holds changes "
                        + "not yet in the file, which a read-only copy cannot apply; open it once where it can be written "
                        + "(any command does), or copy both files to a writable folder");
            }
        } catch (IOException e) {
            throw new ToolFailureException(wal + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static boolean onReadOnlyMedium(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return !Files.isWritable(file) || (dir != null && !Files.isWritable(dir));
    }

    private static boolean looksLikeSqlite(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(16);
            return head.length == 0 || new String(head, StandardCharsets.ISO_8859_1).equals("SQLite format 3\0");
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Creates the schema in a new file, or checks the version of an existing one. Nothing is
     * written before the version is known to be this build's: a refused file is left as it was.
     */
    private void prepareSchema() {
        if (!hasTables()) {
            if (readOnly) {
                throw new BadInputException(file + ": an empty database; import games first (othello-db build, or othello-db import FILE)");
            }
            // Two processes may create the same new file at once: the second finds the schema made.
            inWriteTransaction(() -> {
                if (!hasTables()) {
                    createSchema();
                }
                return null;
            });
        }
        boolean hasMeta = handle.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
                .mapTo(Integer.class).one() > 0;
        Optional<String> version = hasMeta ? meta("schema_version") : Optional.empty();
        if (version.isEmpty() || !version.get().matches("\\d{1,6}")) {
            throw new BadInputException(file + ": a SQLite database, but not one othello-db made (no schema version)");
        }
        int found = Integer.parseInt(version.get());
        if (found > SCHEMA_VERSION) {
            throw new BadInputException(file + ": made by a newer othello-db (schema " + found
                    + "); this version reads schema " + SCHEMA_VERSION + " and up to it. Upgrade othello-db.");
        }
        if (found < SCHEMA_VERSION) {
            if (readOnly) {
                throw new BadInputException(file + ": made by an older othello-db (schema " + found + "); "
                        + "any command that writes (othello-db import, or build) upgrades it to schema " + SCHEMA_VERSION);
            }
            SchemaUpgrade.upgrade(this, found);
        }
        if (!readOnly && missingIndexes()) {
            inWriteTransaction(() -> {
                restoreIndexes();
                return null;
            });
        }
    }

    private boolean hasTables() {
        return handle.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table'").mapTo(Integer.class).one() > 0;
    }

    /** WAL lets readers go on while an import writes. A file another process holds cannot switch now; it will next time. */
    private void useWriteAheadLog() {
        String mode = handle.createQuery("PRAGMA journal_mode").mapTo(String.class).one();
        if (!"wal".equalsIgnoreCase(mode)) {
            try {
                handle.createQuery("PRAGMA journal_mode = WAL").mapTo(String.class).one();
            } catch (RuntimeException e) {
                if (!SqliteErrors.isBusy(e)) {
                    throw e;
                }
            }
        }
        // A run of the tool commits once per imported file; checkpointing after each commit would
        // copy and sync the database every time. An import checkpoints when the log passes
        // LOG_LIMIT_BYTES between files (checkpointWhenLogIsLarge), and at the end.
        handle.execute("PRAGMA wal_autocheckpoint = 0");
    }

    /** True when a read-only connection: the commands that only query. */
    public boolean isReadOnly() {
        return readOnly;
    }

    /** Who to tell when a write transaction has to wait for another process's (told once a wait, with the reason). */
    public void onLockWait(Consumer<String> notice) {
        this.lockNotice = notice;
    }

    /**
     * Runs {@code work} in a transaction that holds the database's write lock from its start. When
     * another process is writing, this waits for it (up to half an hour), and after a second tells
     * the {@link #onLockWait} listener that it is waiting.
     */
    public <T> T inWriteTransaction(Supplier<T> work) {
        ScheduledFuture<?> notice = LOCK_WATCH.schedule(() -> lockNotice.accept(
                "waiting for the database lock: another process is writing to " + file), LOCK_NOTICE_MILLIS, TimeUnit.MILLISECONDS);
        try {
            return handle.inTransaction(h -> {
                notice.cancel(false);
                return work.get();
            });
        } finally {
            notice.cancel(false);
        }
    }

    /**
     * Runs {@code work} with SQLite's foreign key enforcement off (outside a transaction: SQLite
     * ignores the switch inside one), and on again afterwards, for a writer that derives rows it
     * knows to be consistent and cannot afford their checks.
     */
    public <T> T withoutForeignKeys(Supplier<T> work) {
        handle.execute("PRAGMA foreign_keys = OFF");
        try {
            return work.get();
        } finally {
            handle.execute("PRAGMA foreign_keys = ON");
        }
    }

    /**
     * Inside a write transaction: checks foreign keys when it commits rather than at each row, so
     * rows may be written before the rows they refer to (a game's tags before its batch of games).
     */
    public void deferForeignKeys() {
        handle.execute("PRAGMA defer_foreign_keys = ON");
    }

    /**
     * True when another process committed changes since the last call (or since opening): what this
     * process keeps in memory about the stored games and names must then be read again.
     */
    public boolean changedByOthers() {
        long now = currentDataVersion();
        boolean changed = now != dataVersion;
        dataVersion = now;
        return changed;
    }

    private long currentDataVersion() {
        return handle.createQuery("PRAGMA data_version").mapTo(Long.class).one();
    }

    /** The indexes a bulk load drops for its duration ({@code CREATE INDEX IF NOT EXISTS} in schema.sql). */
    private List<String> droppableIndexes() {
        return schemaStatements().stream().filter(statement -> statement.startsWith("CREATE INDEX IF NOT EXISTS")).toList();
    }

    private boolean missingIndexes() {
        for (String statement : droppableIndexes()) {
            String name = indexName(statement);
            if (handle.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = :n").bind("n", name)
                    .mapTo(Integer.class).one() == 0) {
                return true;
            }
        }
        return false;
    }

    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    private static String indexName(String createStatement) {
        return createStatement.substring("CREATE INDEX IF NOT EXISTS ".length()).split("\\s+")[0];
    }

    /** Re-creates any index an interrupted bulk load left out; a no-op when they all exist. */
    public void restoreIndexes() {
        for (String statement : droppableIndexes()) {
            handle.execute(statement);
        }
    }

    /** Drops the indexes that {@link #restoreIndexes} builds again, before loading many rows into an empty table. */
    public void dropIndexesForBulkLoad() {
        for (String statement : droppableIndexes()) {
            handle.execute("DROP INDEX IF EXISTS " + indexName(statement));
        }
    }

    /**
     * The statements of schema.sql (comments left out), as Jdbi's script parser splits them: for
     * upgrades that create what a new version adds, and the indexes a bulk load drops. The parser
     * splits at every semicolon outside quotes and comments, so schema.sql holds no trigger (its
     * body's semicolons would split it); DatabaseTest checks both.
     */
    List<String> schemaStatements() {
        if (schemaStatements == null) {
            schemaStatements = List.copyOf(handle.createScript(schemaScript()).getStatements());
        }
        return schemaStatements;
    }

    private @Nullable List<String> schemaStatements;

    static String schemaScript() {
        try (InputStream in = Database.class.getResourceAsStream("schema.sql")) {
            if (in == null) {
                throw new ToolFailureException("schema.sql is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs schema.sql one statement at a time, so that a failure names the statement. */
    private void createSchema() {
        for (String statement : schemaStatements()) {
            try {
                handle.execute(statement);
            } catch (RuntimeException e) {
                throw new ToolFailureException("schema.sql: " + SqliteErrors.describe(e) + " in: " + statement, e);
            }
        }
    }

    public Optional<String> meta(String key) {
        return handle.createQuery("SELECT value FROM meta WHERE key = :k").bind("k", key).mapTo(String.class).findOne();
    }

    public void setMeta(String key, String value) {
        handle.createUpdate("INSERT INTO meta (key, value) VALUES (:k, :v) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                .bind("k", key).bind("v", value).execute();
    }

    /**
     * Copies the write-ahead log into the database file and empties it (SQLite also does it when the
     * last connection closes). While another process reads or writes, it copies what it can and
     * does not wait.
     */
    public Optional<String> checkpoint() {
        if (readOnly) {
            return Optional.empty();
        }
        handle.execute("PRAGMA busy_timeout = 0");
        try {
            handle.createQuery("PRAGMA wal_checkpoint(TRUNCATE)").mapToMap().list();
            return Optional.empty();
        } catch (RuntimeException e) {
            if (SqliteErrors.isFullOrWriteFailure(e)) {
                // Everything is committed in the log; the copy into the database file is what failed, and
                // SQLite redoes it from the log at the next write. Nothing was rolled back, nothing is damaged.
                return Optional.of(file + ": " + SqliteErrors.describe(e).replaceFirst(";.*", "")
                        + " while copying the committed work into the database; it is kept whole in "
                        + file.getFileName() + "-wal, and the next command that writes finishes the copy once there is room");
            }
            if (!SqliteErrors.isBusy(e)) {
                throw e;
            }
            return Optional.empty();
        } finally {
            handle.execute("PRAGMA busy_timeout = " + LOCK_WAIT_MILLIS);
        }
    }

    /**
     * Above this, a writer copies the write-ahead log into the database between two transactions: one
     * 32 KB block of the log's index (the -shm file) covers 4,096 pages of 4 KB. A log left whole until
     * the end grew to the size of what the run wrote, and a full disk at that last copy left all of it.
     */
    private static final long LOG_LIMIT_BYTES = 16L << 20;

    /** {@link #checkpoint()} when the log has grown past {@link #LOG_LIMIT_BYTES}; between transactions. */
    public Optional<String> checkpointWhenLogIsLarge() {
        try {
            Path log = Path.of(file + "-wal");
            if (!Files.exists(log) || Files.size(log) <= LOG_LIMIT_BYTES) {
                return Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty(); // the log is SQLite's: when its size cannot be read, the checkpoint at the end still runs
        }
        return checkpoint();
    }

    public Path file() {
        return file;
    }

    /**
     * Where a command's scratch files go: the database's folder (the disk the user chose for the big
     * file) when it is a writable folder, else null for java.io.tmpdir (a database in memory, a
     * read-only folder).
     */
    public @Nullable Path scratchFolder() {
        Path parent = file == null ? null : file.toAbsolutePath().getParent();
        return parent != null && Files.isDirectory(parent) && Files.isWritable(parent) ? parent : null;
    }

    public Jdbi jdbi() {
        return jdbi;
    }

    /** The one connection this tool uses; SQLite serialises writers anyway. */
    public Handle handle() {
        return handle;
    }

    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        try {
            handle.close();
        } finally {
            OpenFiles.release(openFile);
        }
    }
}
