package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;
import static org.othellodb.support.ArchiveFigures.commas;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.PrintsPage;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.print.PrintOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;

/**
 * The printable handout ({@code report --format html}, the explorer's {@code /handout}) in headless
 * Chromium: the board and the tree with the archive's counts (every game plays f5 or a symmetric
 * first move; then d6, f6 and f4 as {@code ArchiveFigures} counts them), printed to PDF on A4 in one or two pages, no sideways scrolling on a phone. Screenshots in target/screenshots.
 */
class HandoutBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    static Path dir;

    private static Path db;
    private static WebServer server;
    private static WebDriver browser;
    private static final StringWriter LOG = new StringWriter();

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = Archive.database();
        server = TestServers.start(db, new PrintWriter(LOG));
        browser = Browsers.headless(dir.resolve("profile"), 390, 844);
        browser.manage().window().setSize(new Dimension(390, 844));
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
        assertThat(LOG.toString()).isEmpty();
    }

    @Test
    void theCommandWritesTheSamePageTheServerServesSelfContained() throws Exception {
        Path file = dir.resolve("handout.html");
        Cli.Run run = Cli.run("report", "--db", db.toString(), "--position", "f5d6", "--format", "html", "--out", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("Wrote ").contains("(5 moves, 10 games)");
        String page = Files.readString(file);
        assertThat(page).startsWith("<!DOCTYPE html>").contains("@page { size: A4;").contains("<svg ");
        // Nothing to run and nothing to fetch: the file can be mailed and printed anywhere.
        assertThat(page).doesNotContain("<script").doesNotContain("<link").doesNotContain(" src=").doesNotContain("href=")
                .doesNotContain("url(");
        assertThat(page).contains("database test-archive.db · made ");

        HttpResponse<String> r = get("/handout?moves=f5d6");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/html");
        assertThat(r.headers().firstValue("Content-Security-Policy").orElseThrow()).isEqualTo(SecurityHeaders.HANDOUT_POLICY);
        assertThat(r.body()).isEqualTo(page);

        assertThat(get("/handout?moves=f5d6&colour=black").statusCode()).isEqualTo(400);
        assertThat(get("/handout?moves=f5f5").statusCode()).isEqualTo(400);
        assertThat(Cli.run("tree", "--db", db.toString(), "--format", "html").exitCode()).isEqualTo(2);

        // The document both render, and its rows for a spreadsheet.
        Cli.Run json = Cli.run("report", "--db", db.toString(), "--position", "f5d6", "--format", "json");
        com.fasterxml.jackson.databind.JsonNode doc = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out());
        assertThat(doc.at("/position/moves").asText()).isEqualTo("f5d6");
        assertThat(doc.at("/tree/position/games").asInt()).isEqualTo(ARCHIVE.perpendicular().games());
        assertThat(doc.get("games_total").asInt()).isEqualTo(ARCHIVE.perpendicular().games());
        assertThat(doc.get("games")).hasSize(10);
        assertThat(doc.get("database").asText()).isEqualTo("test-archive.db");
        assertThat(doc.at("/filter/description").asText()).isEqualTo("all games");
        String csv = Cli.run("report", "--db", db.toString(), "--position", "f5d6", "--format", "csv").out();
        assertThat(csv.lines().findFirst().orElseThrow()).startsWith("move,games,black_wins,draws,white_wins,black_score");
        assertThat(csv.lines().skip(1).findFirst().orElseThrow()).startsWith("c3," + ARCHIVE.f5d6c3().games() + "," + ARCHIVE.f5d6c3().black() + ","
                + ARCHIVE.f5d6c3().draws() + "," + ARCHIVE.f5d6c3().white() + ",");
    }

    @Test
    void theStartPositionsHandoutShowsTheBoardAndTheArchivesCountsAndPrintsOnOneOrTwoA4Pages() throws Exception {
        open("/handout");
        assertThat(browser.findElements(By.cssSelector("#board svg rect.square"))).hasSize(64);
        assertThat(browser.findElements(By.cssSelector("#board svg circle.disc"))).hasSize(4);
        List<String> rows = rows();
        assertThat(rows).containsExactly("f5 " + ARCHIVE.games());
        assertThat(browser.findElement(By.id("summary")).getText()).startsWith(commas(ARCHIVE.games()) + " games, 1977–2025 (all games): black "
                + commas(ARCHIVE.all().black()) + " · draws " + commas(ARCHIVE.all().draws()) + " · white " + commas(ARCHIVE.all().white())
                + "; black scores");
        noSidewaysScrolling();
        screenshot("handout-1-start-390");
        assertThat(pdfPages()).isBetween(1, 2);

        open("/handout?moves=f5");
        assertThat(rows()).containsExactly("d6 " + ARCHIVE.perpendicular().games(), "f6 " + ARCHIVE.diagonal().games(),
                "f4 " + ARCHIVE.parallel().games());
        // Rounded as tree rounds: the figures of tree f5's text for the most played move.
        String treeLine = Cli.run("tree", "--db", db.toString(), "f5").out().lines().filter(l -> l.startsWith("  d6 "))
                .findFirst().orElseThrow();
        String blackScore = browser.findElement(By.cssSelector("#tree tr[data-move=d6] td.black-score")).getText();
        assertThat(treeLine).contains(" " + blackScore + " ");
        assertThat(blackScore).isEqualTo(String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * (ARCHIVE.perpendicular().black()
                + ARCHIVE.perpendicular().draws() / 2.0) / ARCHIVE.perpendicular().games()));
        assertThat(browser.findElements(By.cssSelector("#games tbody tr"))).hasSize(10);
        noSidewaysScrolling();
    }

    @Test
    void aPlayersHandoutWithThirtyGamesStillPrintsOnTwoPagesAtMostAndTheExplorerLinksIt() throws Exception {
        open("/handout?moves=f5d6&player=Tamenori+Hideshi&limit=30");
        assertThat(rows()).startsWith("c3 700", "c5 96", "c4 32");
        assertThat(browser.findElement(By.cssSelector("#tree tr[data-move=c3] td.player-score")).getText()).isEqualTo("67.9%");
        assertThat(browser.findElements(By.cssSelector("#games tbody tr"))).hasSize(30);
        noSidewaysScrolling();
        screenshot("handout-2-player-390");
        assertThat(pdfPages()).isBetween(1, 2);

        browser.manage().window().setSize(new Dimension(1366, 768));
        try {
            open("/handout?moves=f5d6c3&limit=30");
            noSidewaysScrolling();
            screenshot("handout-3-f5d6c3-1366");
            assertThat(pdfPages()).isBetween(1, 2);

            open("/?moves=f5d6&player=Tamenori+Hideshi");
            new WebDriverWait(browser, Browsers.PATIENCE)
                    .until(b -> "f5d6".equals(b.findElement(By.id("tree")).getAttribute("data-moves")));
            String link = browser.findElement(By.id("handout")).getAttribute("href");
            assertThat(link).endsWith("/handout?moves=f5d6&player=Tamenori+Hideshi");
            browser.get(link);
            assertThat(rows()).startsWith("c3 700");
        } finally {
            browser.manage().window().setSize(new Dimension(390, 844));
        }
    }

    /**
     * Preparing for an opponent ({@code report --opponent NAME --against REPERTOIRE}, {@code /handout} and
     * {@code /api/report} with the same parameters): the command's page and document are the server's, and the
     * page of the documented 'black main' against Tamenori Hideshi as white (21 lines met, 15 listed, the years they played)
     * prints on one or two A4 pages, a phone's width without scrolling sideways.
     */
    @Test
    void anOpponentsPreparationPrintsOnTwoPagesAtMost() throws Exception {
        Path copy = dir.resolve("with-repertoire.db");
        Files.copy(db, copy);
        String file = copy.toString();
        for (String[] args : List.of(new String[] {"repertoire", "new", "black main", "--colour", "black"},
                new String[] {"repertoire", "add", "black main", "f5d6c3d3c4"}, new String[] {"repertoire", "add", "black main", "f5f6e6f4e3"},
                new String[] {"repertoire", "add", "black main", "f5f4e3f6e6c5"},
                new String[] {"repertoire", "adopt", "black main", "--position", "f5d6c3d3c4", "--depth", "3", "--min-games", "1000"})) {
            Cli.Run run = Cli.run(java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of("--db", file))
                    .toArray(String[]::new));
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        Path page = dir.resolve("tamenori.html");
        Cli.Run html = Cli.run("report", "--opponent", "Tamenori Hideshi", "--against", "black main", "--format", "html", "--out",
                page.toString(), "--db", file);
        assertThat(html.exitCode()).as(html.err()).isZero();
        assertThat(html.out()).startsWith("Wrote ").contains("(15 lines, 590 games)");
        Cli.Run json = Cli.run("report", "--opponent", "Tamenori Hideshi", "--against", "black main", "--format", "json", "--db", file);
        try (WebServer other = TestServers.start(copy, new PrintWriter(LOG))) {
            String base = "http://127.0.0.1:" + other.port();
            String query = "?opponent=Tamenori+Hideshi&against=black+main";
            HttpResponse<String> api = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "/api/report" + query))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(api.statusCode()).isEqualTo(200);
            com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
            com.fasterxml.jackson.databind.JsonNode served = mapper.readTree(api.body());
            com.fasterxml.jackson.databind.JsonNode printed = mapper.readTree(json.out());
            assertThat(served.get("lines")).isEqualTo(printed.get("lines")).hasSize(15);
            assertThat(served.get("by_year")).isEqualTo(printed.get("by_year"));
            assertThat(served.get("met").asInt()).isEqualTo(printed.get("met").asInt()).isEqualTo(590);

            browser.get(base + "/handout" + query);
            assertThat(browser.getPageSource()).contains("Tamenori Hideshi against");
            assertThat(browser.findElements(By.cssSelector("tbody tr"))).hasSize(printed.get("lines").size()
                    + printed.get("deviations").size() + printed.get("by_year").size());
            noSidewaysScrolling();
            screenshot("handout-4-opponent-390");
            assertThat(pdfPages()).isBetween(1, 2);
            browser.manage().window().setSize(new Dimension(1366, 768));
            try {
                browser.get(page.toUri().toString());
                noSidewaysScrolling();
                screenshot("handout-5-opponent-1366");
                assertThat(pdfPages()).isBetween(1, 2);
            } finally {
                browser.manage().window().setSize(new Dimension(390, 844));
            }
            assertThat(HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "/api/report?against=black+main"))
                    .build(), HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(400);
        }
    }

    /** The tree's rows: move and games, as the page's data attributes carry them. */
    @SuppressWarnings("unchecked")
    private static List<String> rows() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript(
                "return Array.from(document.querySelectorAll('#tree tbody tr'), r => r.dataset.move + ' ' + r.dataset.games);");
    }

    /** The page printed by Chromium (Page.printToPDF through WebDriver) on A4, without shrinking: its page count. */
    private static int pdfPages() throws IOException {
        PrintOptions options = new PrintOptions();
        options.setPageSize(PageSize.ISO_A4);
        options.setShrinkToFit(false);
        byte[] pdf = Base64.getDecoder().decode(((PrintsPage) browser).print(options).getContent());
        Path file = SCREENSHOTS.resolve("handout-last.pdf");
        Files.write(file, pdf);
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        Matcher page = Pattern.compile("/Type\\s*/Page(?![a-zA-Z])").matcher(text);
        int pages = 0;
        while (page.find()) {
            pages++;
        }
        Matcher count = Pattern.compile("/Type\\s*/Pages\\b[^>]*?/Count\\s+(\\d+)|/Count\\s+(\\d+)[^>]*?/Type\\s*/Pages\\b")
                .matcher(text);
        if (count.find()) {
            assertThat(Integer.parseInt(count.group(1) != null ? count.group(1) : count.group(2))).isEqualTo(pages);
        }
        assertThat(pages).isPositive();
        return pages;
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static void open(String address) {
        browser.get("http://127.0.0.1:" + server.port() + address);
    }

    private static void noSidewaysScrolling() {
        Browsers.assertNoSidewaysScrolling(browser, "at " + browser.manage().window().getSize());
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
