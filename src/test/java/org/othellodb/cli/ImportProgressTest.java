package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

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
}
