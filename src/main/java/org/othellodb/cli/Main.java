package org.othellodb.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.othellodb.error.OthelloDbException;
import org.othellodb.store.SqliteNative;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code othello-db} command. Exit codes: 0 success; 1 failure (the tool or the machine);
 * 2 bad usage or bad input (unknown option, illegal move, unreadable or refused file);
 * 3 finished, but some records or files were rejected (see the import problems).
 */
@Command(name = "othello-db", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Othello game archive, opening tree and engine books, on SQLite.",
        footerHeading = "%nExit codes:%n",
        footer = {"  0  success", "  1  failure (database, disk, environment)",
                "  2  bad usage or bad input (unknown option, illegal move, refused file)",
                "  3  finished, but some records or files were rejected (see import_problems)"})
public final class Main implements Runnable {

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILURE = 1;
    public static final int EXIT_BAD_INPUT = 2;
    public static final int EXIT_REJECTED = 3;

    @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "Print stack traces of failures.")
    boolean debug;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        String home = System.getProperty("othellodb.home");
        if (home != null) {
            SqliteNative.useCacheIn(java.nio.file.Path.of(home, "target", "native"));
        }
        System.exit(run(Console.stdout(), Console.stderr(), args));
    }

    /** Runs the tool with the given output streams and returns the exit code; tests call this. */
    /** The sub-commands, in the order help lists them. */
    static final List<Class<?>> COMMANDS = List.of(BuildCommand.class, ImportCommand.class, StatsCommand.class,
            PositionCommand.class, SolveCommand.class, TreeCommand.class, LinesCommand.class, OpeningsCommand.class, GamesCommand.class,
            GameCommand.class, ExportCommand.class, BookCommand.class, BenchCommand.class, CdsTrainingCommand.class,
            CommandLine.HelpCommand.class);

    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine(out, err, args);
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /**
     * The command line for {@code args}. picocli reads the annotations of every command it is given,
     * which takes longer than most queries; only the command named in {@code args} is added, unless
     * help is asked for or the name is unknown (then all, so help and errors list them).
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new Main());
        String named = Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst().orElse(null);
        List<Class<?>> wanted = COMMANDS.stream().filter(c -> c.getAnnotation(Command.class).name().equals(named)
                && c != CommandLine.HelpCommand.class).toList();
        for (Class<?> command : wanted.isEmpty() ? COMMANDS : wanted) {
            cl.addSubcommand(command);
        }
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(Main::handleFailure);
        cl.setParameterExceptionHandler((ex, unused) -> {
            PrintWriter w = ex.getCommandLine().getErr();
            w.println("othello-db: " + ex.getMessage());
            w.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return EXIT_BAD_INPUT;
        });
        return cl;
    }

    /** The one place where failures become a message and an exit code. */
    private static int handleFailure(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        boolean debug = parsed.hasMatchedOption("--debug")
                || (parsed.subcommand() != null && hasDebug(parsed));
        if (e instanceof OthelloDbException known) {
            err.println("othello-db: " + known.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            return known.isBadInput() ? EXIT_BAD_INPUT : EXIT_FAILURE;
        }
        if (e instanceof UncheckedIOException io) {
            err.println("othello-db: " + io.getCause().getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            return EXIT_FAILURE;
        }
        err.println("othello-db: unexpected failure: " + e);
        if (debug) {
            e.printStackTrace(err);
        } else {
            err.println("Run again with --debug for the stack trace, and report it.");
        }
        return EXIT_FAILURE;
    }

    private static boolean hasDebug(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version the POM gives. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"othello-db " + version()};
        }

        static String version() {
            try (InputStream in = Main.class.getResourceAsStream("/org/othellodb/version.properties")) {
                Properties p = new Properties();
                if (in != null) {
                    p.load(in);
                }
                return p.getProperty("version", "unknown");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
