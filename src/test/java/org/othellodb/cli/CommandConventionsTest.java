package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The conventions every command keeps, checked over the whole command tree picocli builds. */
class CommandConventionsTest {

    /** One name for each idea: the other spellings only as aliases of it (or hidden, for old scripts). */
    private static final Map<String, List<String>> ONE_NAME = Map.of(
            "--limit", List.of("--top"),
            "--colour", List.of("--color", "--only-color"),
            "--summary", List.of("--json"));

    /** The benchmark harness leaves the shipped jar (issue 15, item 5); picocli's own help command has no examples. */
    private static final List<String> EXEMPT = List.of("othello-db bench", "othello-db help");

    private static List<CommandLine> commands() {
        List<CommandLine> all = new ArrayList<>();
        collect(Main.fullCommandLine(), all);
        return all;
    }

    private static void collect(CommandLine cl, List<CommandLine> all) {
        if (cl.getCommandSpec().usageMessage().hidden() || EXEMPT.contains(cl.getCommandSpec().qualifiedName())) {
            return;
        }
        all.add(cl);
        cl.getSubcommands().values().forEach(sub -> collect(sub, all));
    }

    @Test
    void everyHelpEndsWithTwoOrThreeExamplesThatParse() {
        List<CommandLine> commands = commands();
        CommandLine parser = Main.fullCommandLine();
        assertThat(commands).hasSizeGreaterThan(25);
        for (CommandLine cl : commands) {
            CommandSpec spec = cl.getCommandSpec();
            assertThat(spec.usageMessage().footerHeading()).as(spec.qualifiedName()).contains("Examples:");
            List<String> examples = new ArrayList<>();
            for (String line : spec.usageMessage().footer()) {
                if (line.startsWith("    ") && !examples.isEmpty()) {
                    // A long example goes on, indented further, on the next line.
                    examples.set(examples.size() - 1, examples.get(examples.size() - 1) + " " + line.strip());
                } else if (line.startsWith("  ")) {
                    examples.add(line.strip());
                }
            }
            assertThat(examples).as(spec.qualifiedName() + " examples").hasSizeBetween(2, 3);
            for (String example : examples) {
                if (example.startsWith("othello-db ")) {
                    List<String> args = words(example.substring("othello-db ".length()));
                    assertThat(String.join(" ", args)).as(spec.qualifiedName()).startsWith(
                            spec.qualifiedName().substring("othello-db".length()).strip());
                    assertThatCode(() -> parser.parseArgs(args.toArray(String[]::new)))
                            .as(example).doesNotThrowAnyException();
                }
            }
            // Compared without white space: picocli wraps long examples (a 60-move solve) at the terminal width.
            String help = cl.getUsageMessage(CommandLine.Help.Ansi.OFF).replaceAll("\\s+", "");
            assertThat(help).as(spec.qualifiedName()).endsWith(examples.get(examples.size() - 1).replaceAll("\\s+", ""));
        }
    }

    @Test
    void oneNameForEachIdea() {
        for (CommandLine cl : commands()) {
            for (OptionSpec o : cl.getCommandSpec().options()) {
                if (o.hidden()) {
                    continue;
                }
                ONE_NAME.forEach((name, others) -> {
                    for (String other : others) {
                        if (List.of(o.names()).contains(other)) {
                            assertThat(o.names()).as(cl.getCommandSpec().qualifiedName() + " " + other).contains(name);
                        }
                    }
                });
            }
        }
        CommandLine book = Main.fullCommandLine().getSubcommands().get("book").getSubcommands().get("export");
        assertThat(book.getCommandSpec().findOption("--colour").names()).containsExactly("--colour");
        assertThat(book.getCommandSpec().findOption("--color").hidden()).isTrue();
        assertThat(book.getCommandSpec().findOption("--only-color").hidden()).isTrue();
    }

    /** The usage line teaches the name to use: picocli prints an option's shortest name there, so an alias is hidden. */
    @Test
    void usageLinesShowThePreferredNames() {
        for (CommandLine cl : commands()) {
            String synopsis = cl.getHelp().synopsis(0);
            ONE_NAME.values().stream().flatMap(List::stream).forEach(alias ->
                    assertThat(synopsis).as(cl.getCommandSpec().qualifiedName()).doesNotContain("[" + alias + "=", "[" + alias + "]"));
        }
        assertThat(Main.fullCommandLine().getSubcommands().get("player").getHelp().synopsis(0)).contains("[--limit=N]");
    }

    @Test
    void everyOptionIsDescribedAndEveryCommandHasHelpAndVersion() {
        for (CommandLine cl : commands()) {
            CommandSpec spec = cl.getCommandSpec();
            assertThat(spec.findOption("--help")).as(spec.qualifiedName()).isNotNull();
            assertThat(spec.findOption("--version")).as(spec.qualifiedName()).isNotNull();
            for (OptionSpec o : spec.options()) {
                if (!o.hidden()) {
                    assertThat(o.description()).as(spec.qualifiedName() + " " + o.longestName()).isNotEmpty();
                }
            }
        }
    }

    /** The help texts live in one bundle, keyed by the command's name path: a renamed command must take its keys along. */
    @Test
    void everyCommandIsDescribedAndEveryHelpTextBelongsToACommand() throws Exception {
        for (CommandLine cl : commands()) {
            CommandSpec spec = cl.getCommandSpec();
            assertThat(spec.usageMessage().description()).as(spec.qualifiedName()).isNotEmpty();
            assertThat(spec.usageMessage().description()[0]).as(spec.qualifiedName()).isNotBlank();
        }
        java.util.Set<String> paths = new java.util.HashSet<>();
        namePaths(Main.fullCommandLine(), paths);
        java.util.Properties help = new java.util.Properties();
        try (java.io.InputStream in = Main.class.getResourceAsStream("CommandHelp.properties")) {
            help.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        assertThat(help).isNotEmpty();
        for (String key : help.stringPropertyNames()) {
            assertThat(paths).as(key).contains(key.substring(0, key.indexOf(".usage.")));
        }
    }

    /** Every command's name path, the hidden ones too. */
    private static void namePaths(CommandLine cl, java.util.Set<String> paths) {
        paths.add(cl.getCommandSpec().qualifiedName("."));
        cl.getSubcommands().values().forEach(sub -> namePaths(sub, paths));
    }

    @Test
    void playerCommandsDoNotListTheFiltersTheyRefuse() {
        Map<String, CommandLine> subs = Main.fullCommandLine().getSubcommands();
        for (String name : List.of("player", "repertoire", "players")) {
            CommandSpec spec = subs.get(name).getCommandSpec();
            assertThat(spec.findOption("--player")).as(name).isNull();
            assertThat(spec.findOption("--player-like")).as(name).isNull();
            assertThat(spec.findOption("--opponent")).as(name).isNotNull();
        }
        assertThat(subs.get("players").getCommandSpec().findOption("--as")).isNull();
        assertThat(subs.get("player").getCommandSpec().findOption("--as")).isNotNull();
        org.othellodb.support.Cli.Run run = org.othellodb.support.Cli.run("player", "--player", "Berg", "Tamenori");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Unknown option", "'--player'");
    }

    @Test
    void theDatabaseDefaultComesFromTheEnvironmentThroughPicocli() {
        OptionSpec db = Main.fullCommandLine().getSubcommands().get("tree").getCommandSpec().findOption("--db");
        String expected = System.getenv("OTHELLO_DB") == null ? "othello.db" : System.getenv("OTHELLO_DB");
        assertThat(db.defaultValue()).isEqualTo(expected);
        assertThat(org.othellodb.support.Cli.run("tree", "--help").out()).contains("(default: " + expected);
    }

    @Test
    void completionScriptCoversCommandsAndOptions() {
        org.othellodb.support.Cli.Run run = org.othellodb.support.Cli.run("completion");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash").contains("complete -F", "repertoire", "--min-games",
                "transpositions", "--colour");
    }

    /** The arguments of an example as a shell splits them (double quotes group words), up to a redirection or pipe. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line);
        while (m.find()) {
            if (m.group(2) != null && (m.group(2).startsWith(">") || m.group(2).startsWith("|") || m.group(2).startsWith("#"))) {
                break; // the shell's part: a redirection, a pipe, a comment
            }
            words.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return words;
    }
    /**
     * The launcher picks the compiler before the JVM starts, from its own list of long commands: the
     * list must be the commands marked {@link LongWork}, so that a new long command is not left on
     * the quick compiler (generate once ran 5x slower there).
     */
    @Test
    void theLaunchersLongCommandsAreTheCommandsMarkedLongWork() throws Exception {
        String launcher = java.nio.file.Files.readString(java.nio.file.Path.of("othello-db"));
        Matcher list = Pattern.compile("(?m)^case \"\\$cmd\" in\n  ([a-z|-]+)\\) ;;\n  \\*\\) jvm\\+=\\(-XX:TieredStopAtLevel=1\\) ;;").matcher(launcher);
        assertThat(list.find()).as("the launcher's case of long commands").isTrue();
        List<String> marked = Main.COMMANDS.stream().filter(LongWork.class::isAssignableFrom)
                .map(c -> c.getAnnotation(CommandLine.Command.class).name()).sorted().toList();
        assertThat(java.util.Arrays.stream(list.group(1).split("\\|")).sorted().toList()).isEqualTo(marked)
                .contains("build", "import", "generate", "book");
    }
}
