package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/commands.md ends with every command's {@code --help}, each an example that DocExamplesTest
 * runs and compares, so an option renamed or added shows there. This test adds the other half:
 * every command the tool has is there, and nothing the tool no longer has. With
 * {@code -Ddocs.update=true} it appends the missing commands' examples (DocExamplesTest then fills
 * in their output) and drops the ones of commands that are gone.
 */
class CommandReferenceTest {

    private static final Path REFERENCE = Path.of("docs", "commands.md");
    private static final String HEADING = "## Every command's --help";

    /** Every command and sub-command, hidden ones and help aside, as typed after othello-db. */
    static List<String> commandNames() {
        CommandLine all = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "--help");
        List<String> out = new ArrayList<>();
        collect(all, "", out);
        return out;
    }

    private static void collect(CommandLine cl, String prefix, List<String> out) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = sub.getCommandSpec();
            String name = prefix + spec.name();
            if (!spec.usageMessage().hidden() && !spec.name().equals("help") && !out.contains(name)) {
                out.add(name);
                collect(sub, name + " ", out);
            }
        }
    }

    /** The commands whose --help docs/commands.md shows, in its order. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    private static Set<String> documented(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("$ ./othello-db ") && line.endsWith(" --help")) {
                out.add(line.substring("$ ./othello-db ".length(), line.length() - " --help".length()));
            }
        }
        return out;
    }

    @Test
    void theReferenceShowsTheHelpOfEveryCommandAndNoOther() throws Exception {
        String text = Files.readString(REFERENCE);
        int section = text.indexOf("\n" + HEADING + "\n");
        assertThat(section).as(REFERENCE + " has a section '" + HEADING + "'").isNotNegative();
        List<String> commands = commandNames();
        Set<String> shown = documented(text.substring(section));
        List<String> missing = commands.stream().filter(c -> !shown.contains(c)).toList();
        List<String> gone = shown.stream().filter(c -> !commands.contains(c)).toList();
        if (Boolean.getBoolean("docs.update") && (!missing.isEmpty() || !gone.isEmpty())) {
            StringBuilder rebuilt = new StringBuilder(text);
            for (String c : gone) {
                String block = "```\n$ ./othello-db " + c + " --help\n";
                int start = rebuilt.indexOf(block);
                int end = rebuilt.indexOf("\n```\n", start + block.length()) + 5;
                rebuilt.delete(start, end + (rebuilt.length() > end && rebuilt.charAt(end) == '\n' ? 1 : 0));
            }
            for (String c : missing) {
                rebuilt.append("\n```\n$ ./othello-db ").append(c).append(" --help\n(to be filled by DocExamplesTest -Ddocs.update=true)\n```\n");
            }
            Files.writeString(REFERENCE, rebuilt.toString());
            return;
        }
        assertThat(missing).as("commands without their --help in " + REFERENCE + " (-Ddocs.update=true adds them)").isEmpty();
        assertThat(gone).as("--help of commands the tool no longer has in " + REFERENCE).isEmpty();
    }
}
