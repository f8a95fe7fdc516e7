package org.othellodb.store;

import java.util.Optional;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * SQLite's failures in words people act on. The driver's messages ("[SQLITE_FULL] Insertion
 * failed because database is full (database or disk is full)") wrapped in Jdbi's exceptions make
 * a screen of text; the user needs to know the disk is full, or the file read-only.
 */
public final class SqliteErrors {

    private SqliteErrors() {
    }

    /** One line for a failure that SQLite reported, or empty when {@code e} has no SQLite cause. */
    public static Optional<String> explain(Throwable e) {
        return sqliteCause(e).map(SqliteErrors::explain);
    }

    /** {@link #explain(Throwable)}, or the failure's own message when SQLite is not behind it. */
    public static String describe(Throwable e) {
        return explain(e).orElse(String.valueOf(e.getMessage()));
    }

    /** True when another connection holds the lock {@code e} needed. */
    public static boolean isBusy(Throwable e) {
        return sqliteCause(e).map(s -> base(s) == SQLiteErrorCode.SQLITE_BUSY || base(s) == SQLiteErrorCode.SQLITE_LOCKED)
                .orElse(false);
    }

    /**
     * True when SQLite could not write for want of space or because the write failed: after a
     * commit (at the checkpoint) this leaves the committed work in the write-ahead log, whole.
     */
    public static boolean isFullOrWriteFailure(Throwable e) {
        return sqliteCause(e).map(s -> base(s) == SQLiteErrorCode.SQLITE_FULL || base(s) == SQLiteErrorCode.SQLITE_IOERR)
                .orElse(false);
    }

    /**
     * True when SQLite found the file inconsistent: on a reader while another process changed the
     * journal mode or rewrote the file, a fresh connection reads it correctly.
     */
    public static boolean isCorrupt(Throwable e) {
        return sqliteCause(e).map(s -> base(s) == SQLiteErrorCode.SQLITE_CORRUPT || base(s) == SQLiteErrorCode.SQLITE_NOTADB
                || base(s) == SQLiteErrorCode.SQLITE_SCHEMA).orElse(false);
    }

    private static String explain(SQLiteException s) {
        return switch (base(s)) {
            case SQLITE_FULL -> "the disk is full (SQLite could not write); the interrupted work was rolled back, "
                    + "nothing half-done was kept";
            case SQLITE_READONLY -> "the database or its directory is read-only; commands that only read it work";
            case SQLITE_BUSY, SQLITE_LOCKED -> "another process kept the database locked for too long; try again when it is done";
            case SQLITE_CORRUPT, SQLITE_NOTADB -> "the database file is damaged (SQLite: " + plain(s) + ")";
            case SQLITE_CANTOPEN -> "cannot open the database file (a missing directory, or no permission)";
            case SQLITE_IOERR -> "input/output error while reading or writing the database (a failing disk, "
                    + "a full disk, or a removed medium)";
            case SQLITE_PERM, SQLITE_AUTH -> "permission denied";
            case SQLITE_NOMEM -> "out of memory";
            default -> "database error: " + plain(s);
        };
    }

    private static SQLiteErrorCode base(SQLiteException s) {
        SQLiteErrorCode code = s.getResultCode();
        // Extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DIRECTORY...) share the primary code's low byte.
        int primary = code.code & 0xff;
        for (SQLiteErrorCode c : SQLiteErrorCode.values()) {
            if (c.code == primary) {
                return c;
            }
        }
        return code;
    }

    /** The part of the driver's message SQLite wrote, without the code prefix. */
    private static String plain(SQLiteException s) {
        String m = String.valueOf(s.getMessage());
        int paren = m.lastIndexOf('(');
        return paren >= 0 && m.endsWith(")") ? m.substring(paren + 1, m.length() - 1) : m;
    }

    private static Optional<SQLiteException> sqliteCause(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLiteException s) {
                return Optional.of(s);
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return Optional.empty();
    }
}
