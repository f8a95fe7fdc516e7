package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.function.Supplier;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.Players;
import picocli.CommandLine.Mixin;

/**
 * A command that reports on the stored games, with the options they all have (the database, the
 * game filters, the output format). Each one opens the same way: its own arguments are checked,
 * then the filters (so that a mistake is refused before the database is opened), then the database
 * is opened read-only with the filter's names resolved, the report is printed in the format asked
 * for and the database closed.
 */
abstract class ReportCommand extends OthelloCommand {

    @Mixin
    DatabaseOption database;

    /** The filters, with --player and --player-like unless the command names its player itself. */
    @Mixin
    final FilterOptions filters;

    @Mixin
    FormatOption format;

    /** A report filtered by any of the filters, the player's included. */
    ReportCommand() {
        this(new PlayerFilterOptions());
    }

    ReportCommand(FilterOptions filters) {
        this.filters = filters;
    }

    /** The database opened and the filter resolved in it; closing it closes the database. */
    record Opened(Database db, GameFilter filter, Players.Resolved player) implements AutoCloseable {
        @Override
        public void close() {
            db.close();
        }
    }

    /** The player a command naming its player found ({@link PlayerReportCommand}), while it reports. */
    private Players.Resolved player;

    @Override
    public final Integer call() {
        CheckedOptions.checkMixins(spec);
        checkArguments();
        try (Opened opened = open()) {
            player = opened.player();
            if (readsTree()) {
                TreeStatusNote.printIfBehind(opened.db(), err());
            }
            report(opened.db(), opened.filter(), out());
        }
        return Main.EXIT_OK;
    }

    /** The player NAME names, for a command that opened with {@link PlayerReportCommand}. */
    final Players.Resolved player() {
        return player;
    }

    /** True for the command that writes an HTML page ({@code report}); the others print text, JSON or CSV. */
    boolean writesHtml() {
        return false;
    }

    /** Whether the report's figures come from the opening tree, so that a tree behind the games is warned of. */
    boolean readsTree() {
        return true;
    }

    /** Refuses the command's own arguments before anything is opened; most have none to check. */
    void checkArguments() {
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

    /** Prints the report on the games {@code filter} selects in {@code db}. */
    abstract void report(Database db, GameFilter filter, PrintWriter out);

    /** Prints the report in the format asked for; only that form of it is built. */
    final void print(PrintWriter out, Supplier<?> json, Class<?> rowType, Supplier<? extends Iterable<?>> csv, Runnable text) {
        format.print(out, json, rowType, csv, text);
    }
}
