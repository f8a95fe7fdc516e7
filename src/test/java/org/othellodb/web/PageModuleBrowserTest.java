package org.othellodb.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.othellodb.support.Archive;
import org.othellodb.support.Browsers;
import org.othellodb.support.Cli;

/**
 * Each of the explorer's ES modules on its own in headless Chromium: for every script of the page
 * directory, a fresh document is given the markup of its page and loads that module alone (with
 * what it imports, and nothing wired by app.js), and the module's check
 * (src/test/resources/page-modules/NAME.check.js, run with harness.js there) calls its exports
 * against the server of the games of 2021 and compares what it drew with the server's answers. A
 * module without a check fails here: a new module needs one.
 */
class PageModuleBrowserTest {

    private static final String CHECKS = "/page-modules/";

    @TempDir
    static Path dir;

    private static WebServer server;
    private static WebDriver browser;
    private static final StringWriter log = new StringWriter();

    /** The page directory's scripts, by file name: each is one case. */
    static Stream<String> modules() {
        return PageModules.shipped().stream().map(path -> path.substring(1));
    }

    @Test
    void everyModuleHasACheckAndEveryCheckAModule() throws IOException {
        List<String> modules = modules().toList();
        Path checks = Path.of("src", "test", "resources", "page-modules");
        try (Stream<Path> files = Files.list(checks)) {
            List<String> checked = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".check.js"))
                    .map(n -> n.replace(".check.js", ".js")).sorted().toList();
            assertThat(checked).as("the checks in %s, one per module of %s", checks, PageModules.DIRECTORY)
                    .containsExactlyElementsOf(modules);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void eachModuleWorksOnItsOwn(String module) {
        String check = resource(module.replace(".js", ".check.js"));
        JavascriptExecutor js = (JavascriptExecutor) browser();
        // A new document for each module, on the server's origin (the modules are imported from it).
        browser.get("http://127.0.0.1:" + server.port() + "/api/filters");
        Object answer = js.executeAsyncScript(check + "\n" + resource("harness.js"), module);
        assertThat(answer).isInstanceOf(Map.class);
        Map<?, ?> result = (Map<?, ?>) answer;
        assertThat((List<?>) result.get("failures")).as("what %s's check found wrong", module).isEmpty();
        assertThat(((Number) result.get("assertions")).intValue()).as("assertions made on %s", module).isGreaterThanOrEqualTo(3);
        // A refusal a check asks for on purpose (a 400) is logged by Chromium too; any other error fails.
        assertThat(Browsers.consoleErrors(browser)).as("errors in the console with %s", module)
                .filteredOn(e -> !e.contains("Failed to load resource: the server responded with a status of 400")).isEmpty();
    }

    /**
     * The browser and a server on the games of 2021 (with a repertoire to drill, and its news), started by the
     * first module's case.
     */
    private static synchronized WebDriver browser() {
        if (browser == null) {
            Browsers.requireChromium();
            Path db = dir.resolve("modules.db");
            // The repertoire before the games: the import's news tells how they met it (news.check.js).
            ok("repertoire", "new", "tiger", "--colour", "black", "--db", db.toString());
            ok("repertoire", "add", "tiger", "f5d6c3d3c4f4f6f3e6e7", "--db", db.toString());
            ok("import", "--db", db.toString(), "--quiet", Archive.WTHOR.resolve("WTH_2021.wtb").toString());
            server = TestServers.start(db, new PrintWriter(log));
            browser = Browsers.headless(dir.resolve("profile"), 1200, 1000);
            browser.manage().timeouts().scriptTimeout(Browsers.PATIENCE);
        }
        return browser;
    }

    @AfterAll
    static void stop() {
        TestServers.closeAll(browser, server);
        assertThat(log.toString()).isEmpty();
    }

    private static void ok(String... args) {
        Cli.Run run = Cli.run(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    private static String resource(String name) {
        try (InputStream in = PageModuleBrowserTest.class.getResourceAsStream(CHECKS + name)) {
            assertThat(in).as("%s%s: every module of the page needs a check there", "src/test/resources" + CHECKS, name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
