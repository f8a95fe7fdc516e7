package org.othellodb.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.othellodb.error.OthelloDbException;
import org.othellodb.store.Database;
import org.othellodb.store.SqliteErrors;
import org.othellodb.store.SqliteNative;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * The {@code othello-db} command. Exit codes: 0 success; 1 failure (the tool or the machine);
 * 2 refused before doing anything (bad option or value, illegal move, missing file);
 * 3 finished, but some records or files were rejected (see the import problems).
 */
@Command(name = "othello-db", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Main.Version.class, resourceBundle = "org.othellodb.cli.CommandHelp",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:failure (full disk, read-only or damaged database, output not written)",
                "2:refused before doing anything (bad option or value, illegal move, missing file)",
                "3:finished, but some records or files were rejected (see import_problems)"},
        footerHeading = "%nExamples:%n")
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
            PositionCommand.class, SolveCommand.class, TreeCommand.class, TrendCommand.class, LinesCommand.class, OpeningsCommand.class,
            GamesCommand.class, PlayersCommand.class, PlayerCommand.class, RepertoireCommand.class, NoveltiesCommand.class,
            TranspositionsCommand.class, GameCommand.class, HandoutCommand.class, ExportCommand.class, BookCommand.class, ServeCommand.class,
            SourcesCommand.class, ProblemsCommand.class, RemoveCommand.class, DrillCommand.class, WatchCommand.class, NewsCommand.class,
            EngineCommand.class, GenerateCommand.class, CdsTrainingCommand.class, CompletionCommand.class, CommandLine.HelpCommand.class);

    /**
     * Filters some commands refuse, so their help does not list them: players lists players, not their
     * games, so no colour. (player, repertoire and players have no --player: see PlayerFilterOptions.)
     */
    private static final java.util.Map<String, List<String>> REFUSED = java.util.Map.of("players", List.of("--as"));

    public static int run(PrintWriter out, PrintWriter err, String... typed) {
        String[] args = BoardArguments.protect(typed);
        PrintWriter safeOut = Console.escaping(out);
        PrintWriter safeErr = Console.escaping(err);
        CommandLine cl = commandLine(safeOut, safeErr, args);
        int code = cl.execute(args);
        try {
            safeOut.flush();
        } catch (OutputFailedException e) {
            return outputFailed(e, safeErr);
        }
        safeErr.flush();
        if (safeOut.checkError()) {
            safeErr.println("othello-db: cannot write to the standard output");
            safeErr.flush();
            return EXIT_FAILURE;
        }
        return code;
    }

    private static int outputFailed(OutputFailedException e, PrintWriter err) {
        if (e.readerGone()) {
            return EXIT_OK;
        }
        try {
            err.println("othello-db: " + e.getMessage());
            err.flush();
        } catch (OutputFailedException ignored) {
            // stderr is gone too: the exit code is all that is left to say it.
        }
        return EXIT_FAILURE;
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
        withoutPlayerFilter(cl);
        describePageFormat(cl);
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(Main::handleFailure);
        cl.setParameterExceptionHandler((ex, unused) -> {
            PrintWriter w = ex.getCommandLine().getErr();
            w.println("othello-db: " + ex.getMessage());
            // picocli knows the commands and options near a typo ("tre" -> tree, "--colur" -> --colour)
            CommandLine.UnmatchedArgumentException.printSuggestions(ex, w);
            w.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return EXIT_BAD_INPUT;
        });
        return cl;
    }

    /** Every command, as help, completion and the convention test see the tree. */
    static CommandLine fullCommandLine() {
        CommandLine cl = new CommandLine(new Main());
        COMMANDS.forEach(cl::addSubcommand);
        withoutPlayerFilter(cl);
        describePageFormat(cl);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    private static void withoutPlayerFilter(CommandLine cl) {
        for (java.util.Map.Entry<String, List<String>> refused : REFUSED.entrySet()) {
            CommandLine sub = cl.getSubcommands().get(refused.getKey());
            if (sub != null) {
                for (String option : refused.getValue()) {
                    sub.getCommandSpec().remove(sub.getCommandSpec().findOption(option));
                }
            }
        }
    }

    /** The command that writes a page names html in its --format help; the shared option's text is the others'. */
    private static void describePageFormat(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = sub.getCommandSpec();
            if (spec.userObject() instanceof ReportCommand report && report.writesHtml()) {
                CommandLine.Model.OptionSpec format = spec.findOption("--format");
                spec.remove(format);
                spec.addOption(format.toBuilder().description("text, json, csv or html (default: ${DEFAULT-VALUE}).").build());
            }
        }
    }

    /** The one place where failures become a message and an exit code. */
    private static int handleFailure(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        boolean debug = parsed.hasMatchedOption("--debug")
                || (parsed.subcommand() != null && hasDebug(parsed));
        if (e instanceof OutputFailedException output) {
            return outputFailed(output, err);
        }
        Optional<String> sqlite = SqliteErrors.explain(e);
        if (sqlite.isPresent()) {
            err.println("othello-db: " + Database.lastOpened().map(p -> p + ": ").orElse("") + sqlite.get());
            if (debug) {
                e.printStackTrace(err);
            }
            return EXIT_FAILURE;
        }
        if (e instanceof OthelloDbException known) {
            err.println("othello-db: " + known.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            return known.isBadInput() ? EXIT_BAD_INPUT : EXIT_FAILURE;
        }
        if (e instanceof UncheckedIOException io) {
            err.println("othello-db: " + ioMessage(io));
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

    /** An I/O failure in one line: the message the code gave, with the file the system named when it is not in it yet. */
    private static String ioMessage(UncheckedIOException io) {
        String message = io.getMessage() != null ? io.getMessage() : io.getCause().toString();
        if (io.getCause() instanceof java.nio.file.FileSystemException fs && fs.getFile() != null
                && !message.contains(fs.getFile())) {
            return fs.getFile() + ": " + message;
        }
        return message.startsWith("java.") ? io.getCause().getMessage() : message;
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
