package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.cli.ServeBook;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;
import org.othellodb.tree.Confidence;

/**
 * The panels of the explorer in headless Chromium, on a phone's width: the engine book's and the
 * exact solver's columns of the tree, the player, repertoire and move-order panels, the player's
 * share with either colour, and a game's endgame against perfect play. Each figure is checked
 * against the command that computes it; screenshots are left in target/screenshots.
 */
class PanelsBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TAMENORI = URLEncoder.encode("Tamenori Hideshi", StandardCharsets.UTF_8);

    @TempDir
    static Path dir;

    private static Path db;
    private static Path book;
    private static WebServer server;
    private static WebDriver browser;

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = Archive.copy(dir); // the endgame panel keeps its solved values in the database
        book = dir.resolve("tamenori.dat");
        Cli.Run run = Cli.run("book", "export", "--db", db.toString(), "--player", "Tamenori Hideshi", "--max-ply", "6",
                "--min-games", "2", "--out", book.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        server = TestServers.start(db, new PrintWriter(new StringWriter()), ServeBook.read(book));
        browser = Browsers.headless(dir.resolve("profile"), 390, 844);
        browser.manage().window().setSize(new Dimension(390, 844));
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
    }

    @Test
    void theTreeShowsTheEngineBooksScoresAndTheExactValuesOfFewEmpties() throws Exception {
        open("/?moves=f5d6c3");
        awaitTree("f5d6c3");
        JsonNode tree = cli("tree", "f5d6c3", "--book", book.toString());
        List<String> expected = new ArrayList<>();
        for (JsonNode c : tree.get("children")) {
            if (!c.get("book_score").isNull()) {
                expected.add(c.get("move").asText() + " " + signed(c.get("book_score")));
            }
        }
        assertThat(column("book-heading")).isEqualTo(expected);
        assertThat(text("#position-summary")).contains("; book: " + signed(tree.at("/position/book_value"))
                + " for black (statistics of games)");
        noSidewaysScrolling();
        screenshot("panels-1-book-390");

        // Game 1085 after 42 moves: 18 empties, solved on demand; every row's exact value is solve --all's.
        String moves = cli("game", "1085").get("moves").asText().substring(0, 84);
        open("/?moves=" + moves);
        awaitTree(moves);
        wait(Browsers.PATIENCE).until(b -> moves.equals(b.findElement(By.id("perfect-summary")).getAttribute("data-moves")));
        Cli.Run solve = Cli.run("solve", "--all", "--format", "json", moves);
        JsonNode solved = JSON.readTree(solve.out());
        List<String> rows = column("exact-heading");
        assertThat(rows).isNotEmpty();
        for (String row : rows) {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String[] parts = row.split(" ");
            JsonNode scored = null;
            for (JsonNode m : solved.get("moves_scored")) {
                if (m.get("move").asText().equals(parts[0])) {
                    scored = m.get("score"); // black to move: black's view
                }
            }
            assertThat(parts[1]).as(row).isEqualTo(signed(scored));
        }
        assertThat(text("#perfect-summary")).startsWith("Perfect play (18 empties, solved): black +16 with b3 or f7");
        screenshot("panels-2-perfect-play-390");
        noSidewaysScrolling();
    }

    @Test
    void thePlayerRepertoireAndMoveOrderPanelsShowTheCommandsFigures() throws Exception {
        open("/?moves=f5d6c3&player=" + TAMENORI + "&as=black");
        awaitTree("f5d6c3");
        browser.findElement(By.cssSelector("#player-panel summary")).click();
        wait(Browsers.PATIENCE).until(b -> b.findElements(By.cssSelector("#player-body table")).size() >= 3);
        JsonNode player = cli("player", "Tamenori Hideshi", "--as", "black", "--limit", "0");
        assertThat(text("#player-body")).contains("Tamenori Hideshi: 748 games, 1984–2015",
                String.format(Locale.ROOT, "scores %.1f%%", 100 * (player.at("/total/won").asInt()
                        + 0.5 * player.at("/total/drawn").asInt()) / player.at("/total/games").asInt()),
                "Best named openings", "Worst named openings", "By year");
        screenshot("panels-3-player-390");

        browser.findElement(By.cssSelector("#repertoire-panel summary")).click();
        wait(Browsers.PATIENCE).until(b -> !b.findElements(By.cssSelector("#repertoire-body .rep .move")).isEmpty());
        assertThat(text("#repertoire-body")).contains("381 games reached this position (of 748)");
        assertThat(browser.findElement(By.cssSelector("#repertoire-body .rep .move")).getText()).isEqualTo("4. d3");
        noSidewaysScrolling();
        screenshot("panels-4-repertoire-390");
        browser.findElement(By.cssSelector("#repertoire-body .rep .move")).click();
        awaitTree("f5d6c3d3");

        open("/?moves=f5f6e6f4e3c5c4");
        awaitTree("f5f6e6f4e3c5c4");
        browser.findElement(By.cssSelector("#orders-panel summary")).click();
        wait(Browsers.PATIENCE).until(b -> !b.findElements(By.cssSelector("#orders-body tbody tr")).isEmpty());
        JsonNode orders = cli("transpositions", "f5f6e6f4e3c5c4");
        assertThat(browser.findElements(By.cssSelector("#orders-body tbody tr"))).hasSize(orders.get("move_orders").size());
        assertThat(text("#orders-body")).contains(String.format(Locale.ROOT, "%,d games reached this position by %d move orders",
                orders.get("games").asInt(), orders.get("orders").asInt()));
        screenshot("panels-5-move-orders-390");

        // The moves by year: two charts of the five most played moves, drawn by the page.
        browser.findElement(By.cssSelector("#orders-panel summary")).click();
        browser.findElement(By.cssSelector("#trend-panel summary")).click();
        wait(Browsers.PATIENCE).until(b -> !b.findElements(By.cssSelector("#trend-body svg[data-chart=popularity] polyline")).isEmpty());
        assertThat(browser.findElements(By.cssSelector("#trend-body svg"))).hasSize(2);
        assertThat(text("#trend-body")).contains("dated games, 1978–2025");
        noSidewaysScrolling();
        ((JavascriptExecutor) browser).executeScript("document.getElementById('trend-panel').scrollIntoView();");
        screenshot("panels-7-moves-by-year-390");
    }

    @Test
    void withEitherColourThePlayersShareCountsBothColours() throws Exception {
        open("/?moves=f5d6c3d3c4&player=" + TAMENORI);
        awaitTree("f5d6c3d3c4");
        wait(Browsers.PATIENCE).until(b -> text("#position-summary").contains("(either colour)"));
        JsonNode black = cli("tree", "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as", "black").get("position");
        JsonNode white = cli("tree", "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as", "white").get("position");
        int games = black.get("games").asInt() + white.get("games").asInt();
        double points = black.get("black_wins").asInt() + white.get("white_wins").asInt()
                + 0.5 * (black.get("draws").asInt() + white.get("draws").asInt());
        double[] interval = Confidence.wilson95(points, games);
        assertThat(text("#position-summary")).contains(String.format(Locale.ROOT,
                "Tamenori Hideshi (either colour) scores %.1f%% (%.1f–%.1f%%)", 100 * points / games, 100 * interval[0],
                100 * interval[1]));
        assertThat(text("#score-heading")).isEqualTo("player%");
    }

    @Test
    void aGamesEndgameIsDrawnMoveByMoveWithItsFirstMistake() throws Exception {
        JsonNode game = cli("game", "1085");
        open("/?game=1085");
        wait(Browsers.PATIENCE).until(b -> "41".equals(b.findElement(By.id("endgame-summary")).getAttribute("data-first-mistake")));
        assertThat(text("#game-details")).contains("Novelty", "move " + game.at("/novelty/move_number").asInt());
        assertThat(text("#endgame-summary")).contains("Perfect play at 22 empties: black +12", "First mistake: move 41");
        assertThat(browser.findElements(By.cssSelector("#endgame-graph rect"))).hasSize(22);
        assertThat(browser.findElements(By.cssSelector("#endgame-graph rect.first"))).hasSize(1);
        noSidewaysScrolling();
        ((JavascriptExecutor) browser).executeScript("document.getElementById('endgame').scrollIntoView();");
        screenshot("panels-6-endgame-390");
        // "Download diagram": the board as shown, captioned with the game; without dots when unticked.
        String href = browser.findElement(By.id("download")).getAttribute("href");
        assertThat(href).contains("/api/diagram.svg?", "game=1085").doesNotContain("no_dots");
        String svg = (String) ((JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch(document.getElementById('download').href).then(r => r.text()).then(done);");
        assertThat(svg).startsWith("<svg").contains(game.get("black").asText(), game.get("white").asText());
        browser.findElement(By.id("dots")).click();
        assertThat(browser.findElement(By.id("download")).getAttribute("href")).contains("no_dots=true");
        browser.findElement(By.id("dots")).click();

        // A bar goes to the position before its move.
        browser.findElement(By.cssSelector("#endgame-graph rect.first")).click();
        awaitTree(game.get("moves").asText().substring(0, 80));
    }

    // --- helpers ---

    private static String signed(JsonNode n) {
        if (n == null || n.isNull()) {
            return "";
        }
        int v = n.asInt();
        return (v > 0 ? "+" : v < 0 ? "−" : "") + Math.abs(v);
    }

    /** Each tree row's move and the cell of the column under {@code heading}, as shown. */
    @SuppressWarnings("unchecked")
    private static List<String> column(String heading) {
        return (List<String>) ((JavascriptExecutor) browser).executeScript(
                "const i = document.getElementById(arguments[0]).cellIndex;"
                        + "return Array.from(document.querySelectorAll('#tree tbody tr'), r => r.dataset.move + ' ' + r.cells[i].textContent)"
                        + ".filter(t => !t.endsWith(' '));", heading);
    }

    private static void noSidewaysScrolling() {
        Browsers.assertNoSidewaysScrolling(browser, "at " + browser.manage().window().getSize());
    }

    private static void open(String address) {
        browser.get("http://127.0.0.1:" + server.port() + address);
    }

    private static WebDriverWait wait(Duration timeout) {
        return new WebDriverWait(browser, timeout);
    }

    private static void awaitTree(String moves) {
        wait(Browsers.PATIENCE).until(b -> moves.equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
    }

    private static String text(String css) {
        return browser.findElement(By.cssSelector(css)).getText();
    }

    private static JsonNode cli(String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of(args[0], "--db", db.toString(), "--format", "json"));
        all.addAll(List.of(args).subList(1, args.length));
        Cli.Run run = Cli.run(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    private static void screenshot(String name) {
        File shot = ((ChromeDriver) browser).getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
