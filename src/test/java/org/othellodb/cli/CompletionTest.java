package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.othellodb.format.registry.Formats;
import org.othellodb.support.Cli;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The completion script offers each option the values that option accepts, read from the script itself. */
class CompletionTest {

    private static final Pattern FUNCTION = Pattern.compile("^function _picocli_othello-db_?([a-z_-]*)\\(\\) \\{$");
    private static final Pattern VALUES = Pattern.compile("^  local ([A-Z_]+)_option_args=\\(([^)]*)\\) # (--[a-z-]+) values$");

    /** Per command (space-separated path, "" for the top), each option's offered values. */
    private static Map<String, Map<String, List<String>>> script() {
        Cli.Run run = Cli.run("completion");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, Map<String, List<String>>> out = new LinkedHashMap<>();
        Map<String, Map<String, String>> labels = new HashMap<>();
        String command = null;
        for (String line : run.out().lines().toList()) {
            Matcher f = FUNCTION.matcher(line);
            if (f.matches()) {
                command = f.group(1).replace('_', ' ');
                out.put(command, new LinkedHashMap<>());
                labels.put(command, new HashMap<>());
                continue;
            }
            Matcher v = VALUES.matcher(line);
            if (v.matches()) {
                String previous = labels.get(command).put(v.group(1), v.group(3));
                assertThat(previous).as(command + ": the list " + v.group(1) + " of " + v.group(3)).isNull();
                List<String> values = Arrays.stream(v.group(2).split(" ")).map(s -> s.replace("\"", "")).toList();
                out.get(command).put(v.group(3), values);
            }
        }
        return out;
    }

    @Test
    void eachOptionOffersTheValuesItAccepts() {
        Map<String, Map<String, List<String>>> offered = script();
        List<String> formats = new FormatChoice.Written().formats().stream().map(f -> f.name()).toList();
        assertThat(offered.get("export").get("--format")).isEqualTo(formats)
                .containsExactlyInAnyOrder("pgn", "ggf", "text", "csv", "wthor");
        assertThat(offered.get("export").get("--summary")).containsExactly("text", "json", "csv");
        assertThat(offered.get("tree").get("--as")).containsExactly("black", "white");
        assertThat(offered.get("tree").get("--format")).containsExactly("text", "json", "csv");
        assertThat(offered.get("report").get("--format")).containsExactly("text", "json", "csv", "html");
        assertThat(offered.get("book export").get("--colour")).containsExactly("black", "white");
        assertThat(offered.get("book export").get("--draws")).containsExactly("black", "white", "neutral");
        assertThat(offered.get("import").get("--format")).isEqualTo(Formats.names());
        assertThat(offered.get("game").get("--format")).containsExactly("text", "json", "csv", "pgn", "svg");
    }

    /** Every value offered anywhere is one the option takes: its converter, or its enum read in any case, accepts it. */
    @Test
    void everyValueOfferedIsAccepted() throws Exception {
        Map<String, Map<String, List<String>>> offered = script();
        List<CommandLine> all = new ArrayList<>();
        collect(CompletionCommand.completionLine(), all);
        int checked = 0;
        for (CommandLine cl : all) {
            CommandSpec spec = cl.getCommandSpec();
            String path = spec.qualifiedName().substring("othello-db".length()).strip();
            for (OptionSpec o : spec.options()) {
                List<String> values = CompletionCommand.values(spec, o);
                if (values.isEmpty() || o.hidden()) {
                    continue;
                }
                assertThat(offered.get(path)).as(path).containsEntry(o.longestName(), values);
                for (String v : values) {
                    assertThatCode(() -> accept(o, v)).as(path + " " + o.longestName() + " " + v).doesNotThrowAnyException();
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    private static void accept(OptionSpec o, String value) throws Exception {
        if (o.converters().length > 0) {
            o.converters()[0].convert(value);
        } else if (o.type().isEnum()) {
            Object[] constants = o.type().getEnumConstants();
            assertThat(Arrays.stream(constants).map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT))).contains(value);
        } else {
            // Options typed as text name their values: --as takes the colours' names (FilterParameters.colour), import the formats'
            assertThat(value).isIn(o.longestName().equals("--as") ? List.of("black", "white") : Formats.names());
        }
    }

    private static void collect(CommandLine cl, List<CommandLine> all) {
        all.add(cl);
        cl.getSubcommands().values().forEach(sub -> collect(sub, all));
    }
}
