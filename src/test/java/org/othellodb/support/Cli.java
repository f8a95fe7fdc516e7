package org.othellodb.support;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.othellodb.cli.Main;

/** Runs the command line in-process and captures what it prints. */
public final class Cli {

    /** Exit code and output of one run. */
    public record Run(int exitCode, String out, String err) {
    }

    private Cli() {
    }

    public static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }
}
