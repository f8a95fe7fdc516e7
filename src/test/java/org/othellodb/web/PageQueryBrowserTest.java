package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;

/**
 * The page as people use it before and after playing a move, at a phone's 390×844 and a laptop's
 * 1366×768: filters given in the address with no move, bad moves in the address, an ambiguous name,
 * a line typed in, the tree's options, the form built from the server's filters, and a console
 * without uncaught errors or missing files. Screenshots of each step in target/screenshots/query-*.
 */
class PageQueryBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TAMENORI = "Tamenori Hideshi";

    @TempDir
    static Path profile;

    /** Where the copy of the archive is. */
    @TempDir
    static Path dir;

    private static Path db;
    private static WebServer server;
    private static ChromeDriver browser;
    private static String size;

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = Archive.copy(dir); // opening a game asks for its endgame, whose solved values the server keeps
        server = TestServers.start(db, new PrintWriter(new StringWriter()));
        browser = Browsers.headless(profile, 1366, 768);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
    }

    /** Whatever a test did, the console holds no uncaught error and no missing file. */
    @AfterEach
    void theConsoleHasNoErrors() {
        if (browser != null) {
            assertThat(Browsers.consoleErrors(browser))
                    // A refused request (an unknown name, an illegal move) is answered 400 and explained on the page.
                    .filteredOn(m -> !m.contains("the server responded with a status of 400")).isEmpty();
        }
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void filtersChosenBeforeAnyMoveGiveTheTreeOfTheStartPosition(int width, int height) throws Exception {
        resize(width, height);
        String[][] cases = {
            {"from=1990", "--from", "1990"},
            {"player=" + encode(TAMENORI), "--player", TAMENORI},
            {"tournament=" + encode("World Championship"), "--tournament", "World Championship"},
            {"source=WTH_1990", "--source", "WTH_1990"},
            {"player=" + encode(TAMENORI) + "&as=white", "--player", TAMENORI, "--as", "white"},
        };
        for (String[] c : cases) {
            open("/?" + c[0]);
            List<List<String>> expected = TreeRows.expected(db, List.of(c).subList(1, c.length).toArray(String[]::new));
            assertThat(expected).as(c[0]).isNotEmpty();
            new WebDriverWait(browser, Browsers.PATIENCE).until(b -> "".equals(attribute("#tree", "data-moves"))
                    && TreeRows.shown(browser).equals(expected));
            assertThat(attribute("#tree", "data-error")).as(c[0]).isNull();
            awaitIdle();
            assertThat(text("#games-title")).as(c[0]).startsWith("Games that reached this position: ");
        }
        screenshot("query-1-filters-before-moves", "#tree-panel");
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void movesThatStopBeingLegalShowTheirLegalBeginningAndSaySoOnce(int width, int height) throws Exception {
        resize(width, height);
        open("/?moves=f5f5");
        awaitTree("f5");
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> b.findElement(By.id("error")).isDisplayed());
        assertThat(text("#error")).startsWith("The address's moves 'f5f5': move 'f5' at ply 2 is not legal here")
                .endsWith("showing the position after f5.");
        assertThat(attribute("#board", "data-moves")).isEqualTo("f5");
        assertThat(attribute("#tree", "data-error")).isNull();
        assertThat(TreeRows.shown(browser)).isEqualTo(TreeRows.expected(db, "f5"));
        String page = (String) js("return document.body.innerText;");
        assertThat(page.split("is not legal here", -1)).as("the message, once").hasSize(2);
        screenshot("query-2-illegal-moves", "body");
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void anAmbiguousNameOffersTheMatchingPlayersAndNamesFieldsTheFormHas(int width, int height) throws Exception {
        resize(width, height);
        open("/?moves=f5d6&player=tamenori");
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> "true".equals(attribute("#tree", "data-error")));
        // "Player 'tamenori' matches 2 players: Tamenori Hideshi (1,338 games), Tamenori Masaru (10 games); give one
        // name as listed, or Player (part of a name) 'tamenori' for every name containing it"
        assertThat(text("#position-summary")).startsWith("Player 'tamenori' matches 2 players: ")
                .contains("or Player (part of a name) 'tamenori'").doesNotContain("--");
        List<String> labels = new ArrayList<>();
        for (WebElement label : browser.findElements(By.cssSelector("#filters label"))) {
            labels.add((String) js("return arguments[0].textContent.trim();", label));
        }
        assertThat(labels).as("the fields the message names").anyMatch(l -> l.startsWith("Player (part of a name)"))
                .anyMatch(l -> l.startsWith("Player"));
        List<WebElement> links = browser.findElements(By.cssSelector("#position-summary .choices a"));
        assertThat(links).extracting(l -> l.getAttribute("data-name")).containsExactly(TAMENORI, "Tamenori Masaru");
        screenshot("query-3-ambiguous-name", "#position-summary");
        links.get(0).click();
        List<List<String>> expected = TreeRows.expected(db, "f5d6", "--player", TAMENORI);
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> TreeRows.shown(browser).equals(expected));
        assertThat(browser.findElement(By.id("player")).getAttribute("value")).isEqualTo(TAMENORI);
        assertThat(browser.getCurrentUrl()).contains("player=Tamenori+Hideshi");
        awaitIdle();
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void aLineIsTypedOrPastedAndTheTreesOptionsApply(int width, int height) throws Exception {
        resize(width, height);
        open("/");
        awaitTree("");
        WebElement line = browser.findElement(By.id("line-input"));
        line.clear();
        line.sendKeys("f5 d6 C3");
        browser.findElement(By.id("line-go")).click();
        awaitTree("f5d6c3");
        // Pasted with move numbers, as a game's record writes them.
        js("arguments[0].value = '1. f5 2. d6';", line);
        line.sendKeys(Keys.ENTER);
        awaitTree("f5d6");
        assertThat(line.getAttribute("value")).isEqualTo("f5d6");

        WebElement minGames = browser.findElement(By.id("min_games"));
        minGames.sendKeys("1000", Keys.TAB);
        List<List<String>> fewer = TreeRows.expected(db, "f5d6", "--min-games", "1000");
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> TreeRows.shown(browser).equals(fewer));
        new Select(browser.findElement(By.id("sort"))).selectByValue("score");
        List<List<String>> byScore = TreeRows.expected(db, "f5d6", "--min-games", "1000", "--sort", "score");
        assertThat(byScore).isNotEqualTo(fewer);
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> TreeRows.shown(browser).equals(byScore));
        assertThat(browser.getCurrentUrl()).contains("min_games=1000", "sort=score");
        awaitIdle();
        screenshot("query-4-typed-line-and-options", "#tree-options");
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void theFormHasAFieldForEachFilterTheServerAccepts(int width, int height) throws Exception {
        resize(width, height);
        open("/");
        awaitTree("");
        JsonNode filters = JSON.readTree(get("/api/filters").body()).get("filters");
        List<String> accepted = new ArrayList<>();
        filters.forEach(f -> accepted.add(f.get("parameter").asText()));
        @SuppressWarnings("unchecked")
        List<String> fields = (List<String>) js("return Array.from(document.querySelectorAll('#filters [name]'), e => e.name);");
        assertThat(fields).containsExactlyInAnyOrderElementsOf(accepted);
        for (JsonNode f : filters) {
            String name = f.get("parameter").asText();
            String type = (String) js("const e = document.getElementById(arguments[0]); "
                    + "return e.tagName === 'SELECT' ? 'select' : e.type;", name);
            String kind = f.get("kind").asText();
            assertThat(type).as(name).isEqualTo(switch (kind) {
                case "flag" -> "checkbox";
                case "colour" -> "select";
                case "year" -> "number";
                default -> "text";
            });
            if (type.equals("select")) {
                @SuppressWarnings("unchecked")
                List<String> values = (List<String>) js("return Array.from(document.getElementById(arguments[0]).options, "
                        + "o => o.value).filter(v => v);", name);
                List<String> offered = new ArrayList<>();
                f.get("values").forEach(v -> offered.add(v.asText()));
                assertThat(values).as(name).isEqualTo(offered);
            }
        }
        browser.findElement(By.cssSelector("#more-filters summary")).click();
        screenshot("query-5-form", "body");
        // No 404 anywhere: the icon is there, under both names browsers ask for.
        HttpResponse<String> icon = get("/favicon.ico");
        assertThat(icon.statusCode()).isEqualTo(200);
        assertThat(icon.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void fastKeyPressesLeaveNoErrorAndThePhoneLayoutKeepsItsColumns(int width, int height) throws Exception {
        resize(width, height);
        open("/?moves=f5d6c3d3c4&player=" + encode(TAMENORI) + "&as=black");
        awaitTree("f5d6c3d3c4");
        // Each press aborts the requests of the position before it: none of that may reach the console.
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_RIGHT,
                Keys.ARROW_RIGHT, Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        awaitTree("f5d6c3d3c4");
        awaitIdle();
        Browsers.assertNoSidewaysScrolling(browser, "at " + width + "x" + height);
        // A game's year and score stay on one line each.
        @SuppressWarnings("unchecked")
        List<Number> lines = (List<Number>) js("return Array.from(document.querySelectorAll('#games tbody tr'))"
                + ".flatMap(r => [r.cells[0], r.cells[3]]).map(c => { const r = document.createRange(); "
                + "r.selectNodeContents(c); return r.getClientRects().length; });");
        assertThat(lines).isNotEmpty().allMatch(n -> n.intValue() == 1);
        // The repertoire's departures from the database's choice fit the screen, not cut off.
        browser.findElement(By.cssSelector("#repertoire-panel summary")).click();
        WebElement departures = new WebDriverWait(browser, Browsers.PATIENCE).until(b -> b.findElement(By.cssSelector(
                "#repertoire-body .deviations")));
        awaitIdle();
        long clipped = ((Number) js("const e = arguments[0]; return e.scrollWidth - e.clientWidth;", departures)).longValue();
        assertThat(clipped).as("columns of the departures hidden beyond the panel's edge").isLessThanOrEqualTo(0);
        Browsers.assertNoSidewaysScrolling(browser, "with the repertoire at " + width + "x" + height);
        screenshot("query-6-phone-columns", "#repertoire-body .deviations");
    }

    @ParameterizedTest
    @CsvSource({"390, 844", "1366, 768"})
    void theMovesByYearPoolSmallYearsShowTheirIntervalsAndThePlayersShare(int width, int height) throws Exception {
        resize(width, height);
        String query = "moves=f5d6c3d3c4&player=" + encode(TAMENORI) + "&as=white";
        open("/?" + query);
        awaitTree("f5d6c3d3c4");
        browser.findElement(By.cssSelector("#trend-panel summary")).click();
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> !b.findElements(
                By.cssSelector("#trend-body svg[data-chart=score] circle.point")).isEmpty());
        awaitIdle();
        JsonNode trend = JSON.readTree(get("/api/trend?" + query).body());
        // Every period has the pool's games or more: no year of one or two games swinging from 0 to 100%.
        int pool = trend.get("pool").asInt();
        assertThat(pool).isEqualTo(20);
        assertThat(trend.get("periods")).allSatisfy(p -> assertThat(p.get("games").asInt()).isGreaterThanOrEqualTo(pool));
        // The score drawn is the player's (white's here), summed again here from each year's white wins and draws.
        assertThat(text("#trend-body")).contains(TAMENORI + "'s score with the move");
        @SuppressWarnings("unchecked")
        List<List<Object>> points = (List<List<Object>>) js("return Array.from(document.querySelectorAll("
                + "'#trend-body svg[data-chart=score] circle.point'), c => [c.dataset.move, Number(c.dataset.from), "
                + "Number(c.dataset.to), Number(c.dataset.value)]);");
        assertThat(points).isNotEmpty();
        for (List<Object> p : points) {
            int games = 0;
            double score = 0;
            for (JsonNode y : trend.get("years")) {
                int year = y.get("year").asInt();
                if (year >= ((Number) p.get(1)).intValue() && year <= ((Number) p.get(2)).intValue()) {
                    for (JsonNode m : y.get("moves")) {
                        if (m.get("move").asText().equals(p.get(0))) {
                            games += m.get("games").asInt();
                            score += m.get("white_wins").asInt() + 0.5 * m.get("draws").asInt();
                        }
                    }
                }
            }
            assertThat(((Number) p.get(3)).doubleValue()).as("%s", p).isCloseTo(score / games, org.assertj.core.data.Offset.offset(1e-9));
        }
        // Each point has its interval, and the years are labelled along the axis.
        assertThat(browser.findElements(By.cssSelector("#trend-body svg[data-chart=score] line.interval"))).hasSize(points.size());
        assertThat(browser.findElements(By.cssSelector("#trend-body svg[data-chart=popularity] text.year")).size())
                .isGreaterThanOrEqualTo(4);
        Browsers.assertNoSidewaysScrolling(browser, "with the moves by year at " + width + "x" + height);
        screenshot("query-7-moves-by-year", "#trend-panel");
    }

    // --- helpers ---

    private static void resize(int width, int height) {
        size = width + "x" + height;
        browser.manage().window().setSize(new Dimension(width, height));
    }

    private static void open(String path) {
        browser.get("http://127.0.0.1:" + server.port() + path);
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }

    private static String text(String css) {
        return browser.findElement(By.cssSelector(css)).getText();
    }

    private static String attribute(String css, String name) {
        return browser.findElement(By.cssSelector(css)).getAttribute(name);
    }

    private static void awaitTree(String moves) {
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> moves.equals(attribute("#tree", "data-moves")));
    }

    private static void awaitIdle() {
        new WebDriverWait(browser, Browsers.PATIENCE).until(b -> b.findElements(By.cssSelector(".loading")).isEmpty());
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A screenshot with the element {@code css} in view. */
    private static void screenshot(String name, String css) {
        js("document.querySelector(arguments[0]).scrollIntoView();", css);
        File shot = browser.getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + "-" + size + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
