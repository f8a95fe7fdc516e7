package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code othello-db bench}, outside the shipped jar: the tool's command line with the bench command
 * added, so that the measures run the commands as users run them. Started by the launcher
 * ({@code ./othello-db bench ...}) or by the Maven profile {@code bench}.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) {
        System.exit(run(Console.stdout(), Console.stderr(), args));
    }

    /** Runs {@code bench ARGS} with the given output streams and returns the exit code; tests call this. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        List<String> all = new ArrayList<>(List.of("bench"));
        all.addAll(List.of(args));
        String[] line = all.toArray(String[]::new);
        PrintWriter safeOut = Console.escaping(out);
        PrintWriter safeErr = Console.escaping(err);
        CommandLine cl = Main.commandLine(safeOut, safeErr, line);
        cl.addSubcommand(new CommandLine(new BenchCommand()).setOut(safeOut).setErr(safeErr)
                .setExecutionExceptionHandler(cl.getExecutionExceptionHandler())
                .setParameterExceptionHandler(cl.getParameterExceptionHandler()));
        int code = cl.execute(line);
        safeOut.flush();
        safeErr.flush();
        if (safeOut.checkError()) {
            safeErr.println("othello-db: cannot write to the standard output");
            safeErr.flush();
            return Main.EXIT_FAILURE;
        }
        return code;
    }
}
