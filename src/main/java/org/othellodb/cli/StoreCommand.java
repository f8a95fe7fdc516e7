package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.othellodb.store.Database;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that reports on the database as a whole (its totals, its imported files, their
 * problems), without game filters: its arguments are checked, the database opened read-only, the
 * report printed in the format asked for and the database closed.
 */
abstract class StoreCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption database;

    @Mixin
    FormatOption format;

    @Spec
    CommandSpec spec;

    @Override
    public final Integer call() {
        checkArguments();
        try (Database db = Database.openExisting(database.path())) {
            report(db, spec.commandLine().getOut());
        }
        return Main.EXIT_OK;
    }

    /** Refuses the command's own arguments before the database is opened; most have none to check. */
    void checkArguments() {
    }

    abstract void report(Database db, PrintWriter out);
}
