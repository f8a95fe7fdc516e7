package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * The drill panel in headless Chromium on the games of 2021, with the tiger line as a repertoire
 * (one per window size, so each starts with its five positions due): the start asked on the page's
 * board, answered right by a click on the board, then f5d6 answered wrong by typing, shown again
 * with the repertoire's move. What the page stored is read back through {@code drill --due} and the
 * drill_cards rows. Screenshots are left in target/screenshots.
 */
class DrillPageBrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TIGER = "f5d6c3d3c4f4f6f3e6e7";

    @TempDir
    static Path dir;

    private static Path db;
    private static WebServer server;
    private static WebDriver browser;
    private static StringWriter log = new StringWriter();

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = dir.resolve("drill.db");
        ok("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString());
        for (String name : List.of("phone", "desktop", "against")) {
            ok("repertoire", "new", name, "--colour", "black", "--db", db.toString());
            ok("repertoire", "add", name, TIGER, "--db", db.toString());
        }
        server = TestServers.start(db, new PrintWriter(log));
        browser = Browsers.headless(dir.resolve("profile"), 390, 844);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
        assertThat(log.toString()).isEmpty();
    }

    @Test
    void theRepertoireListIsTheCommandsList() throws Exception {
        JsonNode served = JSON.readTree(TestServers.answer(HttpClient.newHttpClient(), server.port(), "/api/repertoires").body());
        assertThat(served).isEqualTo(cli("repertoire", "list", "--db", db.toString(), "--format", "json"));
        assertThat(served.get("repertoires")).hasSize(3);
    }

    @Test
    void onAPhone() throws Exception {
        drill("phone", 390, 844);
    }

    @Test
    void onADesktop() throws Exception {
        drill("desktop", 1366, 768);
    }

    /**
     * Against one opponent (drill --opponent) on a phone: "Berg" is two players of 2021, offered as
     * the filters offer them; the one taken starts the drill on his real replies.
     */
    @Test
    void againstAnOpponentChosenByName() {
        browser.manage().window().setSize(new Dimension(390, 844));
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait(b -> "".equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
        browser.findElement(By.cssSelector("#drill-panel summary")).click();
        wait(b -> !b.findElements(By.id("drill-repertoire")).isEmpty());
        new Select(browser.findElement(By.id("drill-repertoire"))).selectByValue("against");
        browser.findElement(By.id("drill-opponent")).sendKeys("Berg");
        browser.findElement(By.cssSelector(".drill-start button")).click();
        wait(b -> !b.findElements(By.cssSelector("#drill-verdict button[data-name]")).isEmpty());
        assertThat(text("drill-verdict")).startsWith("Against: 'Berg' is 2 players; choose one:");
        assertThat(browser.findElements(By.cssSelector("#drill-verdict button[data-name]")))
                .extracting(b -> b.getAttribute("data-name")).containsExactlyInAnyOrder("Berg Matthias", "van den Berg Erwin");
        Browsers.screenshot(browser, "drill-4-opponent-390");
        browser.findElement(By.cssSelector("#drill-verdict button[data-name='Berg Matthias']")).click();
        awaitQuestion("", 0);
        assertThat(browser.findElement(By.id("drill-opponent")).getAttribute("value")).isEqualTo("Berg Matthias");
        assertThat(text("drill-prompt")).isEqualTo("The start, black to move (new): click your move on the board or type it.");
        Browsers.assertNoSidewaysScrolling(browser, "at 390×844");
        assertThat(Browsers.consoleErrors(browser))
                // The ambiguous name is answered 400 and explained in the panel.
                .filteredOn(m -> !m.contains("the server responded with a status of 400")).isEmpty();
    }

    private static void drill(String repertoire, int width, int height) throws Exception {
        browser.manage().window().setSize(new Dimension(width, height));
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait(b -> "".equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
        browser.findElement(By.cssSelector("#drill-panel summary")).click();
        wait(b -> !b.findElements(By.id("drill-repertoire")).isEmpty());
        new Select(browser.findElement(By.id("drill-repertoire"))).selectByValue(repertoire);
        browser.findElement(By.cssSelector(".drill-start button")).click();
        awaitQuestion("", 0);
        assertThat(text("drill-prompt")).isEqualTo("The start, black to move (new): click your move on the board or type it.");
        Browsers.screenshot(browser, "drill-1-start-" + width);

        // Right, by a click on the board: every game of 2021 opens f5, so its figure is the year's count.
        int games = Integer.parseInt(Rows.of(db, "SELECT count(*) FROM games").get(0).replace("|", ""));
        browser.findElement(By.cssSelector("#board rect[data-square='f5']")).click();
        awaitQuestion("f5d6", 1);
        assertThat(text("drill-verdict")).startsWith("Right: f5 (" + String.format(java.util.Locale.US, "%,d", games) + " games, the mover scored ");
        assertThat(text("drill-prompt")).isEqualTo("After f5d6, black to move (new): click your move on the board or type it.");
        assertThat(browser.findElement(By.id("board")).getAttribute("data-moves")).isEqualTo("f5d6");
        Browsers.screenshot(browser, "drill-2-right-" + width);

        // Wrong, typed: the repertoire's c3 is shown and the same position asked again.
        browser.findElement(By.id("drill-move")).sendKeys("E3", Keys.ENTER);
        awaitQuestion("f5d6", 2);
        assertThat(text("drill-verdict")).startsWith("No, not e3: the repertoire plays c3 (").endsWith("). Asked again.");
        assertThat(text("drill-prompt")).isEqualTo("After f5d6, black to move: click your move on the board or type it.");
        assertThat(text("drill-summary")).isEqualTo("5 positions due at the start, 2 asked, 1 right, 1 learned, retention 50%");
        Browsers.assertNoSidewaysScrolling(browser, "at " + width + "×" + height);
        assertThat(Browsers.consoleErrors(browser)).isEmpty();
        Browsers.screenshot(browser, "drill-3-wrong-" + width);

        // Stored: the start known for two days, f5d6 lapsed for ten minutes; the three others still new and due.
        assertThat(Rows.of(db, "SELECT c.reviews, c.lapses FROM drill_cards c JOIN repertoires r ON r.id = c.repertoire_id "
                + "WHERE r.name = '" + repertoire + "' ORDER BY c.lapses")).containsExactly("1|0|", "1|1|");
        List<String> due = new ArrayList<>();
        for (JsonNode d : cli("drill", repertoire, "--due", "--db", db.toString(), "--format", "json").get("due")) {
            due.add(d.get("line").asText() + " " + d.get("move").asText() + " " + d.get("state").asText());
        }
        assertThat(due).containsExactly("f5d6c3d3 c4 new", "f5d6c3d3c4f4 f6 new", "f5d6c3d3c4f4f6f3 e6 new");
    }

    private static void awaitQuestion(String moves, int after) {
        wait(b -> {
            var prompt = b.findElement(By.id("drill-prompt"));
            return moves.equals(prompt.getAttribute("data-moves")) && String.valueOf(after).equals(prompt.getAttribute("data-after"));
        });
    }

    private static void wait(java.util.function.Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, Browsers.PATIENCE).until(condition);
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static JsonNode cli(String... args) throws IOException {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }
}
