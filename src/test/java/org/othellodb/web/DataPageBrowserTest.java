package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/**
 * The page of imported files and import problems in headless Chromium: reached from the explorer,
 * the same counts as the command line, file names without folders, and no sideways scrolling on a
 * phone or a desktop.
 */
class DataPageBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    @TempDir
    static Path dir;

    private static WebServer server;
    private static ChromeDriver browser;
    private static Path db;

    @BeforeAll
    static void start() throws IOException {
        Browsers.requireChromium();
        db = dir.resolve("data.db");
        Path wthor = Files.createDirectories(dir.resolve("wthor"));
        for (String name : List.of("WTH_2019.wtb", "WTHOR.JOU", "WTHOR.TRN")) {
            Files.copy(Archive.WTHOR.resolve(name), wthor.resolve(name));
        }
        Cli.Run imported = Cli.run("import", "--db", db.toString(), "--quiet", wthor.toString(), Samples.GGF.toString());
        assertThat(imported.exitCode()).as(imported.err()).isEqualTo(3); // the GGF samples hold two games of other variants
        server = TestServers.start(db, new PrintWriter(new StringWriter()));
        browser = Browsers.headless(dir.resolve("profile"), 1366, 768);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
    }

    @Test
    void theImportedFilesAndTheirProblemsAreOneClickFromTheExplorerOnAnyScreen() throws IOException {
        browser.get("http://127.0.0.1:" + server.port() + "/");
        wait(browser).until(b -> b.findElement(By.linkText("What was imported"))).click();
        wait(browser).until(b -> b.findElements(By.cssSelector("#problems tbody tr:not(.empty)")).size() == 2);
        String sources = Cli.run("sources", "--db", db.toString()).out();
        assertThat(text("#sources-title")).isEqualTo("Files: " + sources.lines().findFirst().orElseThrow());
        List<WebElement> rows = browser.findElements(By.cssSelector("#sources tbody tr"));
        assertThat(rows).hasSize(6); // two name files, a year, three GGF files
        assertThat(rows).extracting(r -> r.findElement(By.cssSelector("td:nth-child(2)")).getText())
                .contains("WTHOR.JOU", "WTH_2019.wtb", "nboard_test2.ggf").noneMatch(name -> name.contains("/"));
        assertThat(text("#problems-title")).isEqualTo("Import problems: 2");
        assertThat(text("#problems tbody")).contains("nboard_test2.ggf", "board_size", "non_standard_start", "board size 4×4");

        new Select(browser.findElement(By.id("reason"))).selectByValue("board_size");
        wait(browser).until(b -> b.findElements(By.cssSelector("#problems tbody tr")).size() == 1);
        assertThat(text("#problems tbody")).contains("board_size").doesNotContain("non_standard_start");

        for (int[] size : new int[][] {{390, 844}, {360, 740}, {1366, 768}}) {
            browser.manage().window().setSize(new Dimension(size[0], size[1]));
            Browsers.assertNoSidewaysScrolling(browser, "at " + size[0] + "x" + size[1]);
            screenshot("data-" + size[0] + "x" + size[1]);
        }
    }

    private static String text(String css) {
        return browser.findElement(By.cssSelector(css)).getText();
    }

    private static WebDriverWait wait(ChromeDriver b) {
        return new WebDriverWait(b, Browsers.PATIENCE);
    }

    private static void screenshot(String name) throws IOException {
        File shot = browser.getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
