package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;
import static org.othellodb.support.ArchiveFigures.commas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.board.Replay;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;

/**
 * The explorer page in a real headless Chromium (Debian's chromium and chromium-driver packages),
 * driven by Selenium as a person would use it. Each step leaves a screenshot in target/screenshots
 * for review; the click-to-tree times are written beside them.
 */
class PageBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path profile;

    /** Where the copy of the archive is. */
    @TempDir
    static Path dir;

    private static Path db;
    private static WebServer server;
    private static WebDriver browser;
    private static final List<String> timings = new ArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = Archive.copy(dir); // opening a game asks for its endgame, whose solved values the server keeps
        server = TestServers.start(db, new PrintWriter(new StringWriter()));
        browser = Browsers.headless(profile, 1400, 1200);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() throws IOException {
        if (server == null) {
            return; // skipped: no Chromium here
        }
        TestServers.closeAll(browser, server);
        Files.write(SCREENSHOTS.resolve("click-to-tree.txt"), timings);
        timings.forEach(System.out::println);
    }

    @Test
    void clickingMovesOnTheBoardShowsTheTreeTheCommandLineComputes() throws Exception {
        open("/");
        awaitTree("");
        assertThat(treeRows()).isEqualTo(expectedRows());
        screenshot("1-start");

        clickSquare("f5");
        awaitTree("f5");
        clickSquare("d6");
        awaitTree("f5d6");
        assertThat(treeRows()).isEqualTo(expectedRows("f5d6"));
        assertThat(text("#position-title")).isEqualTo("f5d6 · Perpendicular Opening");
        assertThat(text("#to-move")).startsWith("Black to move");
        assertThat(moves()).isEqualTo("f5d6");
        screenshot("2-f5d6");

        // A row of the tree plays its move; the arrow keys and the buttons walk the line.
        browser.findElement(By.cssSelector("#tree tbody tr[data-move='c3']")).click();
        awaitTree("f5d6c3");
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        awaitTree("f5d6");
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        awaitTree("f5");
        browser.findElement(By.id("forward")).click();
        awaitTree("f5d6");
        assertThat(text("#move-list")).contains("f5", "d6", "c3");
        browser.findElement(By.id("start")).click();
        awaitTree("");
    }

    @Test
    void aGameThatReachedThePositionIsReplayedMoveByMove() throws Exception {
        open("/?moves=f5d6c3d3c4");
        awaitTree("f5d6c3d3c4");
        WebElement first = wait(Browsers.PATIENCE).until(b -> b.findElement(By.cssSelector("#games tbody tr")));
        long id = Long.parseLong(first.getAttribute("data-id"));
        JsonNode game = cli("game", "--db", db.toString(), "--format", "json", String.valueOf(id));
        assertThat(text("#games-title")).isEqualTo("Games that reached this position: " + commas(ARCHIVE.tiger().games()) + ", newest first");
        first.click();
        wait(Browsers.PATIENCE).until(b -> b.findElement(By.id("game-panel")).isDisplayed()
                && b.findElement(By.id("game-title")).getText().startsWith("Game " + id));
        assertThat(text("#game-details")).contains(game.get("score").asText(), game.get("opening").asText(),
                game.get("black").asText(), game.get("white").asText());
        assertThat(browser.getCurrentUrl()).contains("game=" + id);

        // The game may have come by another move order or orientation: what the board shows must be the
        // game's own position, move after move.
        String[] own = game.get("moves").asText().split("(?<=\\G..)");
        for (int ply = 5; ply <= 9; ply++) {
            awaitTreeOfPly(ply);
            String shown = moves();
            assertThat(key(shown)).as("move %d of game %d, shown as %s", ply, id, shown)
                    .isEqualTo(key(String.join("", java.util.Arrays.copyOf(own, ply))));
            if (ply == 7) {
                screenshot("3-game");
            }
            if (ply < 9) {
                browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
            }
        }
        browser.findElement(By.id("end")).click();
        awaitTreeOfPly(own.length);
        assertThat(key(moves())).isEqualTo(key(game.get("moves").asText()));
        if (game.get("complete").asBoolean()) {
            assertThat(text("#to-move")).startsWith("Game over");
        }
    }

    @Test
    void aPlayerChosenInTheNamePickerFiltersTheTreeAndTheGames() throws Exception {
        open("/?moves=f5d6c3d3c4");
        awaitTree("f5d6c3d3c4");
        WebElement player = browser.findElement(By.id("player"));
        player.sendKeys("tamenori");
        WebElement suggestion = wait(Browsers.PATIENCE).until(b -> b.findElement(
                By.cssSelector("#player-suggestions li[data-name='Tamenori Hideshi']")));
        assertThat(browser.findElements(By.cssSelector("#player-suggestions li"))).hasSize(2);
        suggestion.click();
        assertThat(player.getAttribute("value")).isEqualTo("Tamenori Hideshi");
        new Select(browser.findElement(By.id("as"))).selectByValue("black");
        browser.findElement(By.id("apply")).click();

        List<List<String>> expected = expectedRows("f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as", "black");
        wait(Browsers.PATIENCE).until(b -> treeRows().equals(expected));
        // The README's example: 340 games went on with f4, 11 with b5 and 9 (a low count) with b3.
        assertThat(expected).containsExactly(List.of("", "f4", "340", "Tiger"), List.of("", "b5", "11", "Tiger"),
                List.of("*", "b3", "9", "Aubrey / Tanaka"));
        int total = cli("games", "--db", db.toString(), "--format", "json", "--position", "f5d6c3d3c4", "--player",
                "Tamenori Hideshi", "--as", "black", "--limit", "0").get("total").asInt();
        wait(Browsers.PATIENCE).until(b -> text("#games-title").equals("Games that reached this position: " + total
                + ", newest first"));
        assertThat(total).isEqualTo(360);
        // The summary says what the command line's says: "360 games, 1987–2013 (player 'Tamenori Hideshi' as black): ..."
        Cli.Run text = Cli.run("tree", "--db", db.toString(), "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as", "black");
        String summary = text.out().lines().skip(1).findFirst().orElseThrow();
        assertThat(text("#position-summary")).startsWith(summary.substring(0, summary.indexOf("; black scores")));
        assertThat(query()).containsEntry("player", "Tamenori Hideshi").containsEntry("as", "black");
        screenshot("4-player");
    }

    @Test
    void aBookmarkedAddressBringsBackTheSamePage() throws Exception {
        open("/?moves=f5d6c3d3c4f4&from=2000&to=2010");
        awaitTree("f5d6c3d3c4f4");
        browser.findElement(By.id("rotate")).click();
        wait(Browsers.PATIENCE).until(b -> query().containsKey("view"));
        awaitBoardSettled();
        String url = browser.getCurrentUrl();
        String board = browser.findElement(By.id("board")).getAttribute("innerHTML");
        List<List<String>> rows = expectedRows("f5d6c3d3c4f4", "--from", "2000", "--to", "2010");
        wait(Browsers.PATIENCE).until(b -> treeRows().equals(rows));

        open("about:blank");
        open(url);
        awaitTree("f5d6c3d3c4f4");
        wait(Browsers.PATIENCE).until(b -> treeRows().equals(rows));
        awaitBoardSettled();
        assertThat(browser.findElement(By.id("board")).getAttribute("innerHTML")).isEqualTo(board);
        assertThat(browser.findElement(By.id("from")).getAttribute("value")).isEqualTo("2000");
        assertThat(browser.findElement(By.id("to")).getAttribute("value")).isEqualTo("2010");
        assertThat(browser.getCurrentUrl()).isEqualTo(url);
        assertThat(query()).containsEntry("view", "6").containsEntry("moves", "f5d6c3d3c4f4");
        screenshot("5-bookmark");

        // Each move is a step in the browser's history.
        clickSquare(browser.findElement(By.cssSelector("#tree tbody tr")).getAttribute("data-move"));
        wait(Browsers.PATIENCE).until(b -> moves().length() == 14);
        awaitTree(moves());
        browser.navigate().back();
        awaitTree("f5d6c3d3c4f4");
        assertThat(browser.getCurrentUrl()).isEqualTo(url);
    }

    @Test
    void thePageFitsAPhoneAndADesktopWithoutScrollingSideways() throws Exception {
        try {
            for (int[] size : new int[][] {{390, 844}, {360, 740}, {1366, 768}}) {
                browser.manage().window().setSize(new org.openqa.selenium.Dimension(size[0], size[1]));
                open("/?moves=f5d6c3d3c4&player=" + java.net.URLEncoder.encode("Tamenori Hideshi", StandardCharsets.UTF_8)
                        + "&as=white");
                awaitTree("f5d6c3d3c4");
                wait(Browsers.PATIENCE).until(b -> text("#games-title").startsWith("Games that reached"));
                awaitIdle();
                long viewport = Browsers.assertNoSidewaysScrolling(browser, "at " + size[0] + "x" + size[1]);
                JavascriptExecutor js = (JavascriptExecutor) browser;
                // The board, every tree row's move, games and score share are on screen, not cut off.
                for (String css : new String[] {"#board svg", "#tree tbody tr:first-child td:nth-child(6)",
                        "#games tbody tr:first-child td:nth-child(4)"}) {
                    double right = ((Number) js.executeScript("return document.querySelector(arguments[0]).getBoundingClientRect().right;",
                            css)).doubleValue();
                    assertThat(right).as("%s at %d px", css, size[0]).isLessThanOrEqualTo((double) viewport);
                }
                screenshot("layout-" + size[0] + "x" + size[1]);
                if (size[0] == 390) {
                    // The player's side, rounded as the command line rounds it: "black scores 31.1% (26.4–36.4%);
                    // Tamenori Hideshi (white) scores 68.9% (63.6–73.6%)" on the complete archive.
                    String cli = Cli.run("tree", "--db", db.toString(), "f5d6c3d3c4", "--player", "Tamenori Hideshi", "--as",
                            "white").out().lines().skip(1).findFirst().orElseThrow();
                    String shares = cli.substring(cli.indexOf("black scores"), cli.indexOf("; disc difference"));
                    assertThat(shares).containsPattern("; Tamenori Hideshi \\(white\\) scores \\d+\\.\\d% \\(\\d+\\.\\d–\\d+\\.\\d%\\)");
                    assertThat(text("#position-summary")).contains(shares);
                    assertThat(text("#score-heading")).isEqualTo("white%");
                }
            }
        } finally {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(1400, 1200));
        }
    }

    @Test
    void whatCannotBeShownSaysSoInThePagesWordsInPlaceOfOlderResults() throws Exception {
        // A view out of range: a message, and the board drawn as usual (never the error text in the board).
        open("/?moves=f5d6&view=9");
        awaitTree("f5d6");
        wait(Browsers.PATIENCE).until(b -> b.findElement(By.id("error")).isDisplayed());
        assertThat(text("#error")).isEqualTo("The address's view '9' is not a turn of the board (0 to 7); showing the usual view.");
        assertThat(browser.findElements(By.cssSelector("#board svg rect.legal"))).isNotEmpty();
        assertThat(text("#board")).doesNotContain("error", "{");

        // Moves that are not squares, and moves that are not legal.
        open("/?moves=f5zz");
        awaitTree("");
        wait(Browsers.PATIENCE).until(b -> b.findElement(By.id("error")).isDisplayed());
        assertThat(text("#error")).startsWith("The address's moves 'f5zz' are not squares one after another");
        // Moves legal up to a point: the board there, and the reason once, above the page.
        open("/?moves=f5d6f5");
        awaitTree("f5d6");
        wait(Browsers.PATIENCE).until(b -> b.findElement(By.id("error")).isDisplayed());
        assertThat(text("#error")).isEqualTo("The address's moves 'f5d6f5': move 'f5' at ply 3 is not legal here "
                + "(f5 is occupied; black can play c3 c4 c5 c6 c7); showing the position after f5d6.");
        assertThat(browser.findElements(By.cssSelector("#board svg rect.legal"))).isNotEmpty();
        assertThat(treeRows()).isEqualTo(expectedRows("f5d6"));
        screenshot("6-illegal-moves");

        // A player nobody is: the error takes the place of the tree and the games, in the page's words.
        open("/?moves=f5d6");
        awaitTree("f5d6");
        WebElement player = browser.findElement(By.id("player"));
        player.sendKeys("Nobody Atall");
        browser.findElement(By.id("apply")).click();
        wait(Browsers.PATIENCE).until(b -> "true".equals(b.findElement(By.id("tree")).getAttribute("data-error")));
        assertThat(text("#position-summary")).contains("no player matches 'Nobody Atall'").doesNotContain("--");
        assertThat(browser.findElements(By.cssSelector("#tree tbody tr"))).isEmpty();
        wait(Browsers.PATIENCE).until(b -> b.findElements(By.cssSelector("#games tbody tr")).isEmpty()
                && text("#games-title").contains("no player matches"));
        screenshot("7-unknown-player");

        // Home and End walk to either end of the line.
        open("/?moves=f5d6c3");
        awaitTree("f5d6c3");
        browser.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        awaitTree("");
        browser.findElement(By.tagName("body")).sendKeys(Keys.END);
        awaitTree("f5d6c3");
    }

    @Test
    void theDocumentationsScreenshotIsTheLivePage() throws Exception {
        // README.md and docs/ show src/docs/explorer.png: taken here on every run into target/screenshots, and
        // copied over the tracked file only when asked (-Ddocs.update=true, as the docs' examples are), so that
        // a test run leaves the working tree as it found it.
        try {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(1366, 768));
            open("/?moves=f5d6c4d3c3f4f6");
            awaitTree("f5d6c4d3c3f4f6");
            WebElement first = wait(Browsers.PATIENCE).until(b -> b.findElement(By.cssSelector("#games tbody tr")));
            first.click();
            wait(Browsers.PATIENCE).until(b -> b.findElement(By.id("game-panel")).isDisplayed());
            awaitTreeOfPly(7);
            awaitIdle();
            screenshot("explorer");
            assertThat(SCREENSHOTS.resolve("explorer.png")).isNotEmptyFile();
            if (Boolean.getBoolean("docs.update")) {
                Files.copy(SCREENSHOTS.resolve("explorer.png"), Path.of("src", "docs", "explorer.png"),
                        StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(1400, 1200));
        }
    }

    /** Waits until no part of the page waits for the server. */
    private static void awaitIdle() {
        wait(Browsers.PATIENCE).until(b -> b.findElements(By.cssSelector(".loading")).isEmpty());
    }

    // --- helpers ---

    /** Opens a path of the server, or a whole address. */
    private static void open(String address) {
        browser.get(address.startsWith("/") ? "http://127.0.0.1:" + server.port() + address : address);
    }

    private static WebDriverWait wait(Duration timeout) {
        return new WebDriverWait(browser, timeout);
    }

    private static void clickSquare(String square) {
        wait(Browsers.PATIENCE).until(b -> b.findElement(By.cssSelector("#board rect.legal[data-square='" + square + "']")))
                .click();
    }

    /** Waits until the tree of the position after {@code moves} is shown, and notes how long it took from the click. */
    private static void awaitTree(String moves) {
        wait(Browsers.PATIENCE).until(b -> moves.equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
        Object ms = ((JavascriptExecutor) browser).executeScript("return window.othelloDb.lastClickToTreeMs;");
        if (ms != null) {
            timings.add(String.format(java.util.Locale.ROOT, "click to tree shown, %s: %.1f ms",
                    moves.isEmpty() ? "start" : moves, ((Number) ms).doubleValue()));
            ((JavascriptExecutor) browser).executeScript("window.othelloDb.lastClickToTreeMs = null;");
        }
    }

    private static void awaitTreeOfPly(int ply) {
        wait(Browsers.PATIENCE).until(b -> {
            String shown = b.findElement(By.id("tree")).getAttribute("data-moves");
            return shown != null && shown.length() == 2 * ply && shown.equals(moves());
        });
    }

    /** Waits until the board shows the position and the view the address holds. */
    private static void awaitBoardSettled() {
        wait(Browsers.PATIENCE).until(b -> {
            WebElement board = b.findElement(By.id("board"));
            return moves().equals(board.getAttribute("data-moves"))
                    && query().getOrDefault("view", "0").equals(board.getAttribute("data-view"));
        });
    }

    private static String text(String css) {
        return browser.findElement(By.cssSelector(css)).getText();
    }

    private static List<List<String>> treeRows() {
        return TreeRows.shown(browser);
    }

    /** The same, from the command line's JSON. */
    private static List<List<String>> expectedRows(String... args) {
        return TreeRows.expected(db, args);
    }

    private static JsonNode cli(String... args) throws IOException {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    /** The parameters of the page's address. */
    private static Map<String, String> query() {
        Map<String, String> out = new LinkedHashMap<>();
        String q = URI.create(browser.getCurrentUrl()).getRawQuery();
        if (q != null) {
            for (String pair : q.split("&", -1)) {
                String[] kv = pair.split("=", 2);
                out.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8),
                        kv.length > 1 ? URLDecoder.decode(kv[1], StandardCharsets.UTF_8) : "");
            }
        }
        return out;
    }

    /** The moves the page's address holds. */
    private static String moves() {
        return query().getOrDefault("moves", "");
    }

    private static String key(String moves) {
        return Replay.of(moves).finalPosition().canonical().hex();
    }

    private static void screenshot(String name) {
        File shot = ((ChromeDriver) browser).getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
