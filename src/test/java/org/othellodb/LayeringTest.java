package org.othellodb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Dependencies between the packages point one way: the rules core sees nothing, formats and storage never see each other. */
class LayeringTest {

    private static final Map<String, Set<String>> ALLOWED = Map.ofEntries(
            Map.entry("error", Set.of()),
            Map.entry("names", Set.of()),
            Map.entry("util", Set.of()),
            Map.entry("board", Set.of("error")),
            Map.entry("format", Set.of("board", "error", "util")),
            Map.entry("store", Set.of("error", "names")),
            Map.entry("ingest", Set.of("board", "error", "format", "names", "store", "util")),
            Map.entry("tree", Set.of("board", "error", "names", "store", "util")),
            Map.entry("book", Set.of("board", "error", "names", "store", "tree", "util")),
            Map.entry("report", Set.of("board", "error", "names", "store", "tree")),
            Map.entry("engine", Set.of("board", "error", "names", "store", "tree", "book", "util")),
            Map.entry("web", Set.of("board", "error", "names", "store", "tree", "report")),
            Map.entry("cli", Set.of("board", "error", "format", "names", "store", "ingest", "tree", "book", "report", "web",
                    "util", "engine")));

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?org\\.othellodb\\.([a-z]+)\\.", Pattern.MULTILINE);

    @Test
    void everyPackageOnlyUsesTheOnesBelowIt() throws IOException {
        Path root = Path.of("src", "main", "java", "org", "othellodb");
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String layer = root.relativize(file).getName(0).toString();
                assertThat(ALLOWED).as("package %s has a place in the layering", layer).containsKey(layer);
                Matcher m = IMPORT.matcher(Files.readString(file));
                while (m.find()) {
                    String used = m.group(1);
                    if (!used.equals(layer) && !ALLOWED.get(layer).contains(used)) {
                        violations.add(root.relativize(file) + " uses " + used);
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void theRulesCoreDoesNoInputOrOutput() throws IOException {
        Path board = Path.of("src", "main", "java", "org", "othellodb", "board");
        try (Stream<Path> files = Files.list(board)) {
            for (Path file : files.toList()) {
                assertThat(Files.readString(file)).as(file.toString())
                        .doesNotContain("import java.io.", "import java.nio.", "import java.sql.", "System.out", "System.err");
            }
        }
    }
}
