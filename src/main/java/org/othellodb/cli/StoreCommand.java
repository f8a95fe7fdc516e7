package org.othellodb.cli;

import java.io.PrintWriter;
import org.othellodb.store.Database;
import picocli.CommandLine.Mixin;

/**
 * A command that reports on the database as a whole (its totals, its imported files, their
 * problems), without game filters: its arguments are checked, the database opened read-only, the
 * report printed in the format asked for and the database closed.
 */
abstract class StoreCommand extends OthelloCommand {

    @Mixin
    DatabaseOption database;

    @Mixin
    FormatOption format;

    @Override
    public final Integer call() {
        CheckedOptions.checkMixins(spec);
        checkArguments();
        try (Database db = Database.openExisting(database.path())) {
            report(db, out());
        }
        return Main.EXIT_OK;
    }

    /** Refuses the command's own arguments before the database is opened; most have none to check. */
    void checkArguments() {
    }

    abstract void report(Database db, PrintWriter out);
}
