package org.othellodb.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The version the POM gives (as the jar's {@code --version} prints it) and CHANGELOG.md agree: a
 * released version has its dated section, the newest one under Unreleased, so that the tag made
 * from the POM's version (v0.1.0) names a section a reader finds; a snapshot's version has none yet
 * and comes after the newest release.
 */
class ChangelogVersionTest {

    private static final Pattern RELEASE = Pattern.compile("^## \\[(\\d+\\.\\d+\\.\\d+)] - (\\d{4}-\\d{2}-\\d{2})$");

    @Test
    void theNewestReleasedSectionIsThePomsVersion() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("CHANGELOG.md"));
        List<String> sections = lines.stream().filter(l -> l.startsWith("## ")).toList();
        assertThat(sections).first().isEqualTo("## [Unreleased]");
        assertThat(sections.subList(1, sections.size())).as("release sections read '## [X.Y.Z] - YYYY-MM-DD'")
                .isNotEmpty().allMatch(s -> RELEASE.matcher(s).matches());
        List<Matcher> releases = sections.stream().skip(1).map(RELEASE::matcher).filter(Matcher::matches).toList();
        releases.forEach(m -> LocalDate.parse(m.group(2)));

        String version = pomVersion();
        String newest = releases.get(0).group(1);
        if (version.endsWith("-SNAPSHOT")) {
            String next = version.substring(0, version.length() - "-SNAPSHOT".length());
            assertThat(releases).noneMatch(m -> m.group(1).equals(next));
            assertThat(compare(next, newest)).as("%s comes after the newest release %s", next, newest)
                    .isPositive();
        } else {
            assertThat(newest).as("the newest section of CHANGELOG.md is the POM's version").isEqualTo(version);
        }
    }

    /** The POM's version, filtered into the resource the CLI's {@code --version} reads. */
    private static String pomVersion() throws IOException {
        Properties p = new Properties();
        try (InputStream in = ChangelogVersionTest.class.getResourceAsStream("/org/othellodb/version.properties")) {
            assertThat(in).as("version.properties on the class path").isNotNull();
            p.load(in);
        }
        String version = p.getProperty("version", "");
        assertThat(version).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
        return version;
    }

    private static int compare(String a, String b) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] x = a.split("\\.");
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] y = b.split("\\.");
        for (int i = 0; i < 3; i++) {
            int c = Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i]));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
