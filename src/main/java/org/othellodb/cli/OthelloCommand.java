package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A sub-command: picocli runs it and gives it its place in the command tree, from which it takes
 * the output streams (the escaping ones {@link Main#run} sets, which tests capture).
 */
abstract class OthelloCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    /** Where the command's results go. */
    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Where warnings, progress and failures go. */
    final PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
