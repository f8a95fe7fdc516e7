package org.othellodb.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The system's headless Chromium for the page tests. A developer's machine without it skips those
 * tests, saying why; CI (-Dbrowser.required=true, set by the pom's profile ci when CI=true) fails
 * instead, so the page is never left untested there.
 */
public final class Browsers {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /**
     * How long a page test waits for what it expects: the wait ends as soon as it is there, so this
     * only bounds a page that hangs, and is long enough for a machine as loaded as a whole build
     * beside other builds (load 21 and more).
     */
    public static final Duration PATIENCE = Duration.ofMinutes(10);
    private static final String WHY = "the page tests need Debian's chromium and chromium-driver "
            + "(apt-get install chromium chromium-driver): /usr/bin/chromium or /usr/bin/chromedriver is missing";

    private Browsers() {
    }

    /** Returns when Chromium and its driver are installed; otherwise skips the test, or fails it where required. */
    public static void requireChromium() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (Boolean.getBoolean("browser.required")) {
            assertThat(installed).as(WHY + " (and -Dbrowser.required=true)").isTrue();
        }
        assumeTrue(installed, WHY + "; skipped (CI requires them)");
    }

    /**
     * The system's Chromium, headless, with its own profile and window size, driven by the system's
     * chromedriver named outright (so Selenium never looks for, or downloads, one). A closed network
     * refuses Chromium's own background connections; the switches keep it from trying.
     */
    public static ChromeDriver headless(Path profile, int width, int height) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=" + width + "," + height,
                "--lang=en-US");
        // The console's messages (uncaught errors, failed loads) are kept for the tests to read.
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }

    /**
     * Fails when the page is wider than the window, as a phone user would have to scroll sideways;
     * the message names the window and the last elements that stick out, to find the culprit.
     *
     * @return the window's width in CSS pixels, for further checks
     */
    public static long assertNoSidewaysScrolling(WebDriver browser, String where) {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        long viewport = ((Number) js.executeScript("return document.documentElement.clientWidth;")).longValue();
        long page = ((Number) js.executeScript("return document.documentElement.scrollWidth;")).longValue();
        Object wide = js.executeScript("return Array.from(document.querySelectorAll('body *')).filter(e => "
                + "e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).slice(-5)"
                + ".map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));");
        assertThat(page).as("page width %s (viewport %d); too wide: %s", where, viewport, wide).isLessThanOrEqualTo(viewport);
        return viewport;
    }

    /** Saves what the browser shows as target/screenshots/NAME.png, for people to look at. */
    public static void screenshot(WebDriver browser, String name) {
        Path shots = Path.of("target", "screenshots");
        try {
            Files.createDirectories(shots);
            Files.copy(((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(org.openqa.selenium.OutputType.FILE).toPath(),
                    shots.resolve(name + ".png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The errors the page's console received since the last call (uncaught exceptions and rejected
     * promises, resources that failed to load such as a 404), as Chromium words them.
     */
    public static List<String> consoleErrors(WebDriver browser) {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
    }
}
