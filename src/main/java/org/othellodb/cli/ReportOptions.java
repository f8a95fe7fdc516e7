package org.othellodb.cli;

import org.othellodb.store.Database;
import org.othellodb.store.GameFilter;
import org.othellodb.store.Players;
import picocli.CommandLine.Mixin;

/**
 * The options of every command that reports on the stored games (the database, the game filters,
 * the output format) and the opening they share: check the filters before any work, open the
 * database read-only, resolve the filter's names in it.
 */
final class ReportOptions {

    @Mixin
    DatabaseOption database;

    @Mixin
    FilterOptions filters;

    @Mixin
    FormatOption format;

    /** The database opened and the filter resolved in it; closing it closes the database. */
    record Opened(Database db, GameFilter filter, Players.Resolved player) implements AutoCloseable {
        @Override
        public void close() {
            db.close();
        }
    }

    FormatOption.Format format() {
        return format.get();
    }

    /** Checks the filters (a mistake is refused before the database is opened), then opens it and resolves them. */
    Opened open() {
        filters.filter();
        Database db = Database.openExisting(database.path());
        try {
            return new Opened(db, filters.filter(db), null);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /**
     * The same for a command that names its player as a parameter ({@code player NAME},
     * {@code repertoire NAME}), whose --player would say it twice. NAME is resolved first, so that a
     * name several players match is reported as NAME.
     */
    Opened openFor(String name) {
        filters.filterFor(name);
        Database db = Database.openExisting(database.path());
        try {
            Players.Resolved who = Players.of(db).resolve(db, "NAME", name, false);
            return new Opened(db, filters.filterFor(name).resolved(db), who);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }
}
