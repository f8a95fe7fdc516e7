package org.othellodb.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The explorer's ES modules as shipped in the page directory, and which of them a page's script loads. */
final class PageModules {

    static final Path DIRECTORY = Path.of("src", "main", "resources", "org", "othellodb", "web", "page");
    private static final Pattern IMPORT = Pattern.compile("^import .* from '\\./([\\w-]+\\.js)';$", Pattern.MULTILINE);

    private PageModules() {
    }

    /** The server paths of every module the scripts {@code roots} import, themselves included, directly or not. */
    static Set<String> reachableFrom(String... roots) {
        Set<String> seen = new LinkedHashSet<>();
        Deque<String> todo = new ArrayDeque<>(List.of(roots));
        while (!todo.isEmpty()) {
            String path = todo.pop();
            if (seen.add(path)) {
                Matcher m = IMPORT.matcher(read(path.substring(1)));
                while (m.find()) {
                    todo.add("/" + m.group(1));
                }
            }
        }
        return seen;
    }

    /** The server paths of every script in the page directory. */
    static List<String> shipped() {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".js")).sorted().map(n -> "/" + n).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String name) {
        try {
            return Files.readString(DIRECTORY.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
