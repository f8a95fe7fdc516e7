package org.othellodb.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PrintableTest {

    @Test
    void controlCharactersFromAFileAreEscapedAndTheMessageStaysOneLine() {
        assertThat(Printable.oneLine("B[f5\n]\u001b[2J\r\u0000\u0085\u2028\tok é")).isEqualTo("B[f5\\x0a]\\x1b[2J\\x0d\\x00\\x85\\u2028\tok é");
        assertThat(Printable.oneLine("x".repeat(2000))).hasSize(503).endsWith("...");
        RecordProblem p = new RecordProblem(0, 1, "bad_syntax", "found '\n'");
        assertThat(p.message()).isEqualTo("found '\\x0a'");
        assertThat(new StructuralException(Path.of("a.csv"), "unknown_layout", "header: \u001b]0;x\u0007").getMessage())
                .isEqualTo("a.csv: header: \\x1b]0;x\\x07");
    }
}
