package org.othellodb.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.othellodb.error.BadInputException;
import org.othellodb.error.ToolFailureException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The SQLite file: opened with foreign keys on and WAL journaling, created from {@code schema.sql}
 * when new, and checked against the schema version this build understands.
 */
public final class Database implements AutoCloseable {

    public static final int SCHEMA_VERSION = 1;

    private final Path file;
    private final Jdbi jdbi;
    private final Handle handle;

    private Database(Path file, Jdbi jdbi, Handle handle) {
        this.file = file;
        this.jdbi = jdbi;
        this.handle = handle;
    }

    /** Opens {@code file}, creating it (and its schema) when it does not exist. */
    public static Database open(Path file) {
        return open(file, true);
    }

    /** Opens an existing database for reading; a missing file is an error, not a new empty database. */
    public static Database openExisting(Path file) {
        if (!Files.exists(file)) {
            throw new BadInputException(file + ": no such database; import games first (othello-db build, or othello-db import FILE)");
        }
        return open(file, false);
    }

    private static Database open(Path file, boolean create) {
        Path parent = file.toAbsolutePath().getParent();
        if (create && parent != null && !Files.isDirectory(parent)) {
            throw new BadInputException(file + ": directory " + parent + " does not exist");
        }
        if (Files.exists(file) && !looksLikeSqlite(file)) {
            throw new BadInputException(file + ": not a SQLite database");
        }
        SQLiteConfig config = new SQLiteConfig();
        config.enforceForeignKeys(true);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        config.setBusyTimeout(10_000);
        config.setCacheSize(-262_144); // 256 MiB of page cache: the tree build touches every stored position.
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
        Jdbi jdbi = Jdbi.create(source);
        Handle handle;
        try {
            handle = jdbi.open();
        } catch (RuntimeException e) {
            throw new ToolFailureException(file + ": cannot open the database: " + e.getMessage(), e);
        }
        // A run of the tool commits once per imported file; checkpointing after each commit would
        // copy and sync the database every time. The WAL is checkpointed when the tool closes it.
        handle.execute("PRAGMA wal_autocheckpoint = 0");
        Database db = new Database(file, jdbi, handle);
        try {
            db.prepareSchema();
        } catch (RuntimeException e) {
            handle.close();
            throw e;
        }
        return db;
    }

    private static boolean looksLikeSqlite(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(16);
            return head.length == 0 || new String(head, StandardCharsets.ISO_8859_1).equals("SQLite format 3\0");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void prepareSchema() {
        boolean hasTables = handle.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
                .mapTo(Integer.class).one() > 0;
        if (!hasTables) {
            handle.useTransaction(h -> runScript(h, schemaScript()));
            return;
        }
        boolean hasMeta = handle.createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
                .mapTo(Integer.class).one() > 0;
        Optional<String> version = hasMeta ? meta("schema_version") : Optional.empty();
        if (version.isEmpty()) {
            throw new BadInputException(file + ": a SQLite database, but not one othello-db made (no schema version)");
        }
        int found = Integer.parseInt(version.get());
        if (found > SCHEMA_VERSION) {
            throw new BadInputException(file + ": made by a newer othello-db (schema " + found
                    + "); this version reads schema " + SCHEMA_VERSION + " and up to it. Upgrade othello-db.");
        }
        if (found < SCHEMA_VERSION) {
            // Each step upgrades one version inside the same transaction as the version bump.
            throw new BadInputException(file + ": schema " + found + " has no upgrade path to " + SCHEMA_VERSION);
        }
        restoreIndexes();
    }

    /** The indexes a bulk load drops for its duration ({@code CREATE INDEX IF NOT EXISTS} in schema.sql). */
    private static final List<String> DROPPABLE_INDEXES = splitStatements(schemaScript()).stream()
            .filter(statement -> statement.startsWith("CREATE INDEX IF NOT EXISTS")).toList();

    /** Re-creates any index an interrupted bulk load left out; a no-op when they all exist. */
    public void restoreIndexes() {
        for (String statement : DROPPABLE_INDEXES) {
            handle.execute(statement);
        }
    }

    /** Drops the indexes that {@link #restoreIndexes} builds again, before loading many rows into an empty table. */
    public void dropIndexesForBulkLoad() {
        for (String statement : DROPPABLE_INDEXES) {
            String name = statement.substring("CREATE INDEX IF NOT EXISTS ".length()).split("\\s+")[0];
            handle.execute("DROP INDEX IF EXISTS " + name);
        }
    }

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

    private static void runScript(Handle h, String script) {
        Connection c = h.getConnection();
        for (String statement : splitStatements(script)) {
            try (Statement st = c.createStatement()) {
                st.execute(statement);
            } catch (SQLException e) {
                throw new ToolFailureException("schema.sql: " + e.getMessage() + " in: " + statement, e);
            }
        }
    }

    /** Splits on semicolons that end a line; schema.sql keeps one statement per such block, comments aside. */
    static List<String> splitStatements(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.split("\n")) {
            String code = line.contains("--") ? line.substring(0, line.indexOf("--")) : line;
            current.append(code).append('\n');
            if (code.strip().endsWith(";")) {
                String s = current.toString().strip();
                out.add(s.substring(0, s.length() - 1));
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString().strip());
        }
        return out;
    }

    public Optional<String> meta(String key) {
        return handle.createQuery("SELECT value FROM meta WHERE key = :k").bind("k", key).mapTo(String.class).findOne();
    }

    public void setMeta(String key, String value) {
        handle.createUpdate("INSERT INTO meta (key, value) VALUES (:k, :v) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                .bind("k", key).bind("v", value).execute();
    }

    /** Copies the write-ahead log into the database file (the tool also does it when it closes the file). */
    public void checkpoint() {
        handle.createQuery("PRAGMA wal_checkpoint(TRUNCATE)").mapToMap().list();
    }

    public Path file() {
        return file;
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
        handle.close();
    }
}
