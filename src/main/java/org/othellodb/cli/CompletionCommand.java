package org.othellodb.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.StreamSupport;
import org.othellodb.board.Color;
import org.othellodb.format.registry.Formats;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code completion}: the bash (and zsh, through bashcompinit) completion script of every command
 * and option, written by picocli's generator from the same annotations that parse the arguments.
 * Each option completes with the values it accepts ({@link #values}): picocli takes an enum's
 * constants, and the options typed as text name theirs ({@link Colours}, {@link GameFormats}).
 */
@Command(name = "completion")
final class CompletionCommand extends OthelloCommand {

    @Override
    public Integer call() {
        CommandLine all = completionLine();
        out().print(AutoComplete.bash(all.getCommandName(), all));
        return Main.EXIT_OK;
    }

    /** The colours, as --as and --colour take them. */
    static final class Colours implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return java.util.Arrays.stream(Color.values()).map(Color::lowerName).iterator();
        }
    }

    /** The transcript formats import reads. */
    static final class GameFormats implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Formats.names().iterator();
        }
    }

    /**
     * The command tree the script is written from: every option that has values to offer gets them
     * as {@link #values} gives them, and a label of its own. picocli names the script's list of
     * values after the option's label, so two options labelled COLOUR (--colour and --draws) shared
     * one list, and --format shared --summary's.
     */
    static CommandLine completionLine() {
        CommandLine all = Main.fullCommandLine();
        relabel(all);
        return all;
    }

    private static void relabel(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        for (OptionSpec o : new ArrayList<>(spec.options())) {
            List<String> values = values(spec, o);
            if (!values.isEmpty()) {
                spec.remove(o);
                spec.addOption(o.toBuilder().completionCandidates(values).paramLabel(label(o)).build());
            }
        }
        cl.getSubcommands().values().forEach(CompletionCommand::relabel);
    }

    /**
     * The values {@code option} of {@code command} accepts, in lower case (enum values are read in
     * any case): html only where the format is a page's (report), which every other command refuses.
     */
    static List<String> values(CommandSpec command, OptionSpec option) {
        Iterable<String> candidates = option.completionCandidates();
        if (candidates == null) {
            return List.of();
        }
        boolean page = option.longestName().equals("--format") && command.userObject() instanceof ReportCommand r && r.writesHtml();
        return StreamSupport.stream(candidates.spliterator(), false).map(v -> v.toLowerCase(Locale.ROOT))
                .filter(v -> option.type() != FormatOption.Format.class || page || !v.equals(FormatOption.Format.html.name()))
                .toList();
    }

    private static String label(OptionSpec option) {
        return option.longestName().replaceFirst("^-+", "").replace('-', '_').toUpperCase(Locale.ROOT);
    }
}
