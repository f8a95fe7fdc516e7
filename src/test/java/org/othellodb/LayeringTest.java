package org.othellodb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Dependencies between the packages point one way: the rules core sees nothing, formats and storage
 * never see each other, and only the store speaks SQL. Every file counts, subpackages included
 * ({@code format/pgn} is {@code format}), and so does every use, imported or written out in full
 * ({@code java.sql.Connection} inline). Every module counts too: the Spark module's sources
 * ({@code spark/}) are held to the same table.
 */
class LayeringTest {

    private static final Map<String, Set<String>> ALLOWED = Map.ofEntries(
            Map.entry("error", Set.of()),
            Map.entry("names", Set.of()),
            Map.entry("util", Set.of()),
            Map.entry("board", Set.of("error")),
            Map.entry("format", Set.of("board", "error", "util")),
            // query: which games a command looks at, as plain values; the store turns them into SQL.
            Map.entry("query", Set.of("board", "error")),
            Map.entry("store", Set.of("board", "error", "names", "query", "util")),
            Map.entry("ingest", Set.of("board", "error", "format", "names", "store", "util")),
            Map.entry("tree", Set.of("board", "error", "names", "query", "store", "util")),
            Map.entry("book", Set.of("board", "error", "names", "query", "store", "tree", "util")),
            Map.entry("report", Set.of("board", "error", "names", "query", "store", "tree", "study")),
            // study: the repertoires the user owns, their drill and the news of imports, built on the tree and the store.
            Map.entry("study", Set.of("board", "error", "names", "query", "store", "tree", "util")),
            Map.entry("engine", Set.of("board", "error", "names", "query", "store", "tree", "book", "util")),
            // web: a front end like cli; the page's drill grades answers with study's scheduler.
            Map.entry("web", Set.of("board", "error", "names", "query", "store", "tree", "report", "study")),
            Map.entry("cli", Set.of("board", "error", "format", "names", "query", "store", "ingest", "tree", "book", "report",
                    "web", "util", "engine", "study")),
            // spark: the tree and books on a cluster (its own module), built on the CLI's rules, readers, import,
            // tree and books; it writes SQLite through the store like every other front end.
            Map.entry("spark", Set.of("board", "error", "format", "names", "store", "ingest", "tree", "book", "util")));

    /** A use of one of the project's packages: in an import, or a name written out in full in the code. */
    private static final Pattern USE = Pattern.compile("\\borg\\.othellodb\\.([a-z]+)\\.");

    /** What only the store may use: Jdbi, JDBC, and the one connection a {@code Database} holds. */
    private static final Pattern SQL = Pattern.compile("\\borg\\.jdbi\\b|\\bjava\\.sql\\b|\\.handle\\(\\)|\\.jdbi\\(\\)");

    private static final Path ROOT = Path.of("src", "main", "java", "org", "othellodb");
    /** The benchmarks' source set (not shipped): the same packages, held to the same rules. */
    private static final Path BENCH = Path.of("src", "bench", "java", "org", "othellodb");
    /** The Spark module's sources (the tests run at the repository's top, where its folder is). */
    private static final Path SPARK = Path.of("spark", "src", "main", "java", "org", "othellodb");
    private static final List<Path> ROOTS = List.of(ROOT, BENCH, SPARK);

    @Test
    void everyPackageOnlyUsesTheOnesBelowIt() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : sources()) {
            String layer = layer(file);
            assertThat(ALLOWED).as("package %s has a place in the layering", layer).containsKey(layer);
            Matcher m = USE.matcher(Files.readString(file));
            while (m.find()) {
                String used = m.group(1);
                if (!used.equals(layer) && !ALLOWED.get(layer).contains(used)) {
                    violations.add(file + " uses " + used);
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void onlyTheStoreSpeaksSql() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : sources()) {
            if (layer(file).equals("store")) {
                continue;
            }
            String[] lines = Files.readString(file).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = SQL.matcher(lines[i]);
                if (m.find()) {
                    violations.add(file + ":" + (i + 1) + " uses " + m.group());
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    /** Each package of the shipped code says in its {@code package-info.java} what it owns and what it may not touch. */
    @Test
    void everyShippedPackageDescribesItself() throws IOException {
        List<String> undescribed = new ArrayList<>();
        for (Path file : sources()) {
            Path folder = file.getParent();
            if (!rootOf(file).equals(BENCH) && !Files.exists(folder.resolve("package-info.java"))
                    && !undescribed.contains(folder.toString())) {
                undescribed.add(folder.toString());
            }
        }
        assertThat(undescribed).isEmpty();
    }

    @Test
    void theCheckSeesSubpackagesAndNamesWrittenInFull() throws IOException {
        assertThat(sources()).anyMatch(f -> rootOf(f).relativize(f).getNameCount() > 2);
        assertThat(sources()).as("the Spark module is checked too").anyMatch(f -> layer(f).equals("spark"));
        assertThat(SQL.matcher("try (java.sql.Statement st = c.createStatement()) {").find()).isTrue();
        assertThat(SQL.matcher("long n = db.handle().createQuery(sql).mapTo(Long.class).one();").find()).isTrue();
        Matcher inline = USE.matcher("var hit = new org.othellodb.web.Api(connections);");
        assertThat(inline.find()).isTrue();
        assertThat(inline.group(1)).isEqualTo("web");
    }

    private static List<Path> sources() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path root : ROOTS) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(f -> f.toString().endsWith(".java")).forEach(out::add);
                }
            }
        }
        return out;
    }

    private static Path rootOf(Path file) {
        return ROOTS.stream().filter(file::startsWith).findFirst().orElseThrow();
    }

    /** The top package of a file: {@code format/pgn/PgnReader.java} is in {@code format}. */
    private static String layer(Path file) {
        return rootOf(file).relativize(file).getName(0).toString();
    }

    /** A use of a class of {@code format} or one of its subpackages: the package, then the class. */
    private static final Pattern FORMAT_USE = Pattern.compile("\\borg\\.othellodb\\.(format(?:\\.[a-z]+)*)\\.[A-Z]");

    /**
     * The packages of {@code format} form no cycle: each format's package sees only what formats
     * share, and the list of all formats ({@code format.registry}) sits above them, not beside.
     */
    @Test
    void theFormatPackagesFormNoCycle() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path file : sources()) {
            Path relative = rootOf(file).relativize(file);
            if (!layer(file).equals("format")) {
                continue;
            }
            String pkg = relative.getParent().toString().replace(java.io.File.separatorChar, '.');
            Set<String> used = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
            Matcher m = FORMAT_USE.matcher(Files.readString(file));
            while (m.find()) {
                if (!m.group(1).equals(pkg)) {
                    used.add(m.group(1));
                }
            }
        }
        assertThat(uses).containsKeys("format", "format.registry", "format.pgn");
        assertThat(cycle(uses)).as("a cycle among the format packages").isEmpty();
        assertThat(cycle(Map.of("format", Set.of("format.pgn"), "format.pgn", Set.of("format")))).isNotEmpty();
    }

    /** A cycle of the graph, as the packages along it, or empty when there is none. */
    private static List<String> cycle(Map<String, Set<String>> graph) {
        Map<String, Integer> state = new HashMap<>(); // absent: not seen; 1: on the path; 2: done
        for (String start : graph.keySet()) {
            List<String> path = new ArrayList<>();
            if (cycleFrom(start, graph, state, path)) {
                return path;
            }
        }
        return List.of();
    }

    private static boolean cycleFrom(String node, Map<String, Set<String>> graph, Map<String, Integer> state, List<String> path) {
        Integer s = state.get(node);
        if (s != null) {
            if (s == 1) {
                path.add(node);
            }
            return s == 1;
        }
        state.put(node, 1);
        path.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (cycleFrom(next, graph, state, path)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        state.put(node, 2);
        return false;
    }

    @Test
    void theRulesCoreDoesNoInputOrOutput() throws IOException {
        Path board = ROOT.resolve("board");
        try (Stream<Path> files = Files.walk(board)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                // Serializable is a marker, not I/O: the tree's counts (a board.Tally) travel between Spark's machines.
                String code = Files.readString(file).replace("java.io.Serializable", "").replace("java.io.Serial", "");
                assertThat(code).as(file.toString())
                        .doesNotContain("java.io.", "java.nio.", "java.sql.", "System.out", "System.err");
            }
        }
    }
}
