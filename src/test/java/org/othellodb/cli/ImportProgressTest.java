package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Cli;

class ImportProgressTest {

    @Test
    void theLockNoticeIsSaidOncePerRunNotOncePerFile() {
        StringWriter err = new StringWriter();
        try (ImportProgress progress = new ImportProgress(new PrintWriter(err), false)) {
            for (int file = 0; file < 3; file++) {
                progress.waiting("waiting for the database lock: another process is writing to t.db");
            }
        }
        assertThat(err.toString().lines().filter(l -> l.contains("waiting for the database lock"))).hasSize(1);
    }

    /**
     * A rate over a few milliseconds measures the start-up ("13 records/s" for one game): an import
     * under a second prints none, a longer one does (either can happen here, the machine's speed decides).
     */
    @Test
    void aShortImportPrintsNoRate(@TempDir Path dir) {
        Cli.Run run = Cli.run("import", "--db", dir.resolve("t.db").toString(), "src/test/resources/samples/ggf/novello_TestGames.ggf");
        assertThat(run.exitCode()).as(run.err()).isZero();
        String time = run.out().lines().filter(l -> l.startsWith("Import time:")).findFirst().orElseThrow();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Import time: (\\d+\\.\\d) s( \\([\\d,]+ records/s\\))?").matcher(time);
        assertThat(m.matches()).as(time).isTrue();
        double seconds = Double.parseDouble(m.group(1));
        if (m.group(2) != null) {
            assertThat(seconds).as(time).isGreaterThanOrEqualTo(1.0);
        } else {
            assertThat(seconds).as(time).isLessThanOrEqualTo(1.0); // 0.95-0.999 s prints as 1.0 without a rate
        }
    }
}
