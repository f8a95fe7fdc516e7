package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.othellodb.support.Cli;

/** The page's tree rows as shown, and as the command line's tree gives them: low-count mark, move, games, opening. */
final class TreeRows {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TreeRows() {
    }

    /** The rows shown, read at once (the page may redraw them). */
    @SuppressWarnings("unchecked")
    static List<List<String>> shown(WebDriver browser) {
        List<List<String>> cells = (List<List<String>>) ((JavascriptExecutor) browser).executeScript(
                "return Array.from(document.querySelectorAll('#tree tbody tr'), r => Array.from(r.cells, c => c.textContent));");
        List<List<String>> rows = new ArrayList<>();
        for (List<String> c : cells) {
            rows.add(List.of(c.get(0), c.get(1), c.get(2).replace(",", ""), c.get(c.size() - 1)));
        }
        return rows;
    }

    /** The same rows from {@code tree ARGS --format json} on {@code db} (ARGS: the moves, if any, and options). */
    static List<List<String>> expected(Path db, String... args) {
        List<String> all = new ArrayList<>(List.of("tree", "--db", db.toString(), "--format", "json"));
        all.addAll(List.of(args));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        try {
            List<List<String>> rows = new ArrayList<>();
            for (JsonNode c : JSON.readTree(run.out()).get("children")) {
                rows.add(List.of(c.get("low_count").asBoolean() ? "*" : "", c.get("move").asText(), c.get("games").asText(),
                        c.get("name").isNull() ? "" : c.get("name").asText()));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
