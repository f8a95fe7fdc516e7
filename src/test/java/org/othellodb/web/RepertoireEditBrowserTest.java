package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;
import org.othellodb.support.Rows;

/**
 * A repertoire made on the page by clicking moves on the board, in headless Chromium on the games of
 * 1990: on a phone a black one (a line clicked, a move of black's replaced after the page's question,
 * a second reply, a move taken out), on a desktop a white one (a replacement declined). Then 1991
 * is imported and the news panel lists what the command lists, and the coverage panel shows what
 * the command prints. Then, the server stopped, {@code build --rebuild} leaves both as they were, and each goes through its file
 * and back unchanged. Screenshots are left in target/screenshots (own-*).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RepertoireEditBrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static Path data;
    private static Path db;
    private static WebServer server;
    private static WebDriver browser;
    private static StringWriter log = new StringWriter();

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        data = Files.createDirectories(dir.resolve("wthor"));
        for (String f : new String[] {"WTH_1990.wtb", "WTH_1991.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(f), data.resolve(f));
        }
        db = dir.resolve("edit.db");
        ok("import", "--db", db.toString(), "--quiet", data.resolve("WTH_1990.wtb").toString());
        server = TestServers.start(db, new PrintWriter(log));
        browser = Browsers.headless(dir.resolve("profile"), 390, 844);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
        assertThat(log.toString()).isEmpty();
    }

    @Test
    @Order(1)
    void aBlackRepertoireOnAPhone() {
        open(390, 844);
        make("phone black", "black");
        clickLine("", "f5d6c3d3c4");
        assertThat(text("own-status")).isEqualTo("f5d6c3d3c4: 1 move added; 'phone black' has 5 moves, 3 positions to answer.");
        // Back at f5d6c3d3: black's c4 is marked in the tree.
        goTo("f5d6c3d3");
        assertThat(text("own-at")).isEqualTo("'phone black' plays c4 here (marked ★ in the tree).");
        assertThat(mine()).containsExactly("c4");
        assertThat(browser.findElements(By.cssSelector("#board rect.mine"))).extracting(r -> r.getAttribute("data-square"))
                .containsExactly("c4");
        Browsers.screenshot(browser, "own-1-marked-390");

        // c5 in place of c3, after the page's question: c3, d3 and c4 go.
        goTo("f5d6");
        board("c5");
        question().accept();
        awaitStatus("f5d6c5: ");
        assertThat(text("own-status")).isEqualTo("f5d6c5: 1 move added, 3 moves dropped; 'phone black' has 3 moves, 2 positions to answer.");
        clickLine("f5d6c5", "f4e3");
        // A second reply to f5, answered by e6; then e6 taken out again.
        goTo("f5");
        clickLine("f5", "f6e6");
        goTo("f5f6");
        assertThat(text("own-at")).isEqualTo("'phone black' plays e6 here (marked ★ in the tree).");
        browser.findElement(By.cssSelector(".own-out button[data-move='e6']")).click();
        question().accept();
        awaitStatus("f5f6e6: 1 move taken out");
        assertThat(text("own-status")).isEqualTo("f5f6e6: 1 move taken out; 'phone black' has 6 moves, 3 positions to answer.");
        wait(b -> b.findElement(By.id("own-at")).getText().equals("'phone black' has no move here yet: click one on the board."));
        Browsers.assertNoSidewaysScrolling(browser, "at 390×844");
        assertThat(consoleErrors()).isEmpty();
        Browsers.screenshot(browser, "own-2-edited-390");
    }

    @Test
    @Order(2)
    void aWhiteRepertoireOnADesktop() {
        open(1366, 768);
        make("desktop white", "white");
        clickLine("", "f5d6c3d3");
        goTo("f5");
        assertThat(mine()).containsExactly("d6");
        // f4 where white plays d6: the question declined, nothing changes.
        board("f4");
        question().dismiss();
        awaitStatus("f5f4 not added: ");
        assertThat(text("own-status")).isEqualTo("f5f4 not added: the line f5f4 at move 2 (after f5) plays f4 where repertoire "
                + "'desktop white' plays d6 (white to move)");
        Browsers.assertNoSidewaysScrolling(browser, "at 1366×768");
        assertThat(consoleErrors()).isEmpty();
        Browsers.screenshot(browser, "own-3-declined-1366");
    }

    /** 1991 imported after the repertoires were made: its news on the page are the command's. */
    @Test
    @Order(3)
    void theNextYearsNewsAreShown() throws IOException {
        ok("import", "--db", db.toString(), "--quiet", data.resolve("WTH_1991.wtb").toString());
        JsonNode news = JSON.readTree(Cli.run("news", "--db", db.toString(), "--format", "json").out()).get("news");
        assertThat(news.size()).isGreaterThan(10);
        open(1366, 768);
        browser.findElement(By.cssSelector("#news-panel summary")).click();
        wait(b -> !b.findElements(By.id("news-summary")).isEmpty());
        assertThat(text("news-summary")).isEqualTo("News from the last import: " + String.format(java.util.Locale.US, "%,d", news.size())
                + " games.");
        List<String> rows = browser.findElements(By.cssSelector("#news tbody tr")).stream().map(r -> r.getText()).toList();
        // The first 100 of them, the command named for the rest.
        assertThat(rows).hasSize(Math.min(100, news.size()));
        JsonNode first = news.get(0);
        assertThat(rows.get(0)).startsWith("#" + first.get("game_id").asText() + " 1991 ").endsWith(" WTH_1991.wtb");
        // The same news asked by the file's name.
        browser.findElement(By.id("news-since")).sendKeys("WTH_1991.wtb", Keys.ENTER);
        wait(b -> b.findElement(By.id("news-summary")).getText().startsWith("News from WTH_1991.wtb: "));
        assertThat(browser.findElements(By.cssSelector("#news tbody tr"))).hasSize(Math.min(100, news.size()));
        assertThat(consoleErrors()).isEmpty();
        Browsers.screenshot(browser, "own-4-news-1366");
        browser.manage().window().setSize(new Dimension(390, 844));
        Browsers.assertNoSidewaysScrolling(browser, "at 390×844");
        Browsers.screenshot(browser, "own-5-news-390");
    }

    /**
     * The coverage of 'phone black' by the games of 1991 (the page's filter): the route's document is
     * the command's, and the panel shows its depths, holes and moves.
     */
    @Test
    @Order(4)
    void theCoverageUnderThePagesFilterIsTheCommands() throws Exception {
        Cli.Run run = Cli.run("repertoire", "coverage", "phone black", "--from", "1991", "--format", "json", "--db", db.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode printed = JSON.readTree(run.out());
        JsonNode served = JSON.readTree(TestServers.answer(java.net.http.HttpClient.newHttpClient(), server.port(),
                "/api/repertoires/coverage?repertoire=phone%20black&from=1991").body());
        assertThat(served).isEqualTo(printed);
        assertThat(printed.get("games").asInt()).isGreaterThan(100);

        for (int[] size : new int[][] {{390, 844}, {1366, 768}}) {
            browser.manage().window().setSize(new Dimension(size[0], size[1]));
            browser.get("http://127.0.0.1:" + server.port() + "/?from=1991");
            wait(b -> "".equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
            browser.findElement(By.cssSelector("#coverage-panel summary")).click();
            wait(b -> !b.findElements(By.id("coverage-repertoire")).isEmpty());
            new Select(browser.findElement(By.id("coverage-repertoire"))).selectByValue("phone black");
            wait(b -> !b.findElements(By.id("coverage-summary")).isEmpty());
            assertThat(text("coverage-summary")).startsWith("'phone black' for black against "
                    + String.format(java.util.Locale.US, "%,d games", printed.get("games").asInt()));
            assertThat(browser.findElements(By.cssSelector("#coverage-holes tbody tr"))).hasSize(printed.get("holes").size());
            var firstHole = browser.findElements(By.cssSelector("#coverage-holes tbody tr td")).stream().limit(3).map(e -> e.getText()).toList();
            JsonNode hole = printed.get("holes").get(0);
            assertThat(firstHole).containsExactly(hole.get("moves").asText().isEmpty() ? "(start)" : hole.get("moves").asText(),
                    hole.get("reply").asText(), String.format(java.util.Locale.US, "%,d", hole.get("games").asInt()));
            assertThat(browser.findElements(By.cssSelector("#coverage-moves tbody tr"))).hasSize(printed.get("moves").size());
            Browsers.assertNoSidewaysScrolling(browser, "at " + size[0] + "×" + size[1]);
            assertThat(consoleErrors()).isEmpty();
            ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()",
                    browser.findElement(By.id("coverage-summary")));
            Browsers.screenshot(browser, "own-6-coverage-" + size[0]);
        }
    }

    @Test
    @Order(5)
    void bothSurviveARebuildAndComeBackFromTheirFiles() throws IOException {
        TestServers.closeAll(null, server);
        server = null;
        String rows = "SELECT r.name, m.player, m.opponent, m.black_to_move, m.move, m.ply FROM repertoire_moves m "
                + "JOIN repertoires r ON r.id = m.repertoire_id ORDER BY 1, 2, 3, 4, 5";
        List<String> before = Rows.of(db, rows);
        assertThat(before).hasSize(6 + 4);
        ok("build", "--rebuild", "--no-books", "--quiet", "--data", data.toString(), "--db", db.toString());
        assertThat(Rows.of(db, rows)).isEqualTo(before);

        checkFile("phone black", "black", "f5d6c5f4e3", "f5f6");
        checkFile("desktop white", "white", "f5d6c3d3");
        assertThat(Rows.of(db, rows)).isEqualTo(before);
    }

    /** The repertoire's file holds {@code lines}; imported again in its place, it gives the same file. */
    private static void checkFile(String name, String colour, String... lines) throws IOException {
        Path file = dir.resolve(name.replace(' ', '-') + ".txt");
        ok("repertoire", "export", name, "--out", file.toString(), "--db", db.toString());
        String text = Files.readString(file);
        assertThat(text).contains("repertoire: " + name + "\ncolour: " + colour + "\n");
        assertThat(text.lines().filter(l -> !l.isBlank() && !l.startsWith("#") && !l.contains(":"))).containsExactly(lines);
        ok("repertoire", "import", file.toString(), "--replace", "--db", db.toString());
        Cli.Run again = Cli.run("repertoire", "export", name, "--db", db.toString());
        assertThat(again.out()).isEqualTo(text);
    }

    private static void open(int width, int height) {
        browser.manage().window().setSize(new Dimension(width, height));
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait(b -> "".equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
        browser.findElement(By.cssSelector("#own-panel summary")).click();
        wait(b -> !b.findElements(By.id("own-name")).isEmpty());
    }

    /** Makes a repertoire in the panel's form; the clicks that follow go into it. */
    private static void make(String name, String colour) {
        browser.findElement(By.id("own-name")).sendKeys(name);
        new Select(browser.findElement(By.id("own-colour"))).selectByValue(colour);
        browser.findElement(By.id("own-make")).click();
        awaitStatus("'" + name + "' made for " + colour);
        wait(b -> new Select(b.findElement(By.id("own-repertoire"))).getFirstSelectedOption().getAttribute("value").equals(name)
                && b.findElement(By.id("own-record")).isSelected());
    }

    /** Clicks {@code moves} on the board one by one from the position after {@code from}, each added before the next. */
    private static void clickLine(String from, String moves) {
        String line = from;
        for (int i = 0; i < moves.length(); i += 2) {
            board(moves.substring(i, i + 2));
            line += moves.substring(i, i + 2);
            awaitStatus(line + ": ");
            String reached = line;
            wait(b -> reached.equals(b.findElement(By.id("own-at")).getAttribute("data-moves")));
        }
    }

    private static void board(String square) {
        browser.findElement(By.cssSelector("#board rect[data-square='" + square + "']")).click();
    }

    /** The page's question (replace a move, take one out), once it is asked. */
    private static org.openqa.selenium.Alert question() {
        return new WebDriverWait(browser, Browsers.PATIENCE).until(ExpectedConditions.alertIsPresent());
    }

    /** Goes to a line typed in the Moves field, and waits for the panel's answer there. */
    private static void goTo(String moves) {
        var field = browser.findElement(By.id("line-input"));
        field.clear();
        field.sendKeys(moves, Keys.ENTER);
        wait(b -> moves.equals(b.findElement(By.id("own-at")).getAttribute("data-moves"))
                && moves.equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
    }

    /** The moves of the tree's rows marked as the repertoire's. */
    private static List<String> mine() {
        return browser.findElements(By.cssSelector("#tree tr.mine")).stream().map(r -> r.getAttribute("data-move")).toList();
    }

    private static void awaitStatus(String start) {
        wait(b -> b.findElement(By.id("own-status")).getText().startsWith(start));
    }

    private static List<String> consoleErrors() {
        // The declined replacement is answered 409 and explained on the page.
        return Browsers.consoleErrors(browser).stream().filter(m -> !m.contains("the server responded with a status of 409")).toList();
    }

    /** Waits for {@code condition}; the panel's elements are drawn anew with each answer, so one read may be gone. */
    private static void wait(java.util.function.Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, Browsers.PATIENCE).ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(condition);
    }

    /** An element's text, read again when the panel was drawn anew meanwhile. */
    private static String text(String id) {
        return new WebDriverWait(browser, Browsers.PATIENCE).ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(b -> b.findElement(By.id(id)).getText());
    }

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }
}
