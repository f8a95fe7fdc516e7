package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that reports on the stored games. Each one opens the same way: its own arguments are
 * checked, then the filters (so that a mistake is refused before the database is opened), then the
 * database is opened read-only with the filter's names resolved, the report is printed in the format
 * asked for and the database closed.
 */
abstract class ReportCommand implements Callable<Integer> {

    @Mixin
    ReportOptions common;

    @Spec
    CommandSpec spec;

    @Override
    public final Integer call() {
        checkArguments();
        try (ReportOptions.Opened opened = open()) {
            report(opened, spec.commandLine().getOut());
        }
        return Main.EXIT_OK;
    }

    /** Refuses the command's own arguments before anything is opened; most have none to check. */
    void checkArguments() {
    }

    /** The database and the filter; a command naming its player as a parameter resolves it here. */
    ReportOptions.Opened open() {
        return common.open();
    }

    abstract void report(ReportOptions.Opened opened, PrintWriter out);

    /** Prints the report in the format asked for; only that form of it is built. */
    final void print(PrintWriter out, Supplier<?> json, Supplier<? extends Iterable<?>> csv, Runnable text) {
        common.format.print(out, json, csv, text);
    }
}
