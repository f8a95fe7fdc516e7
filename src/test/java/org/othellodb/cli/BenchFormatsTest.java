package org.othellodb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellodb.support.Archive;
import org.othellodb.support.Cli;
import org.othellodb.support.Samples;

/** {@code bench --only formats} on cut-down real samples: one row per format with the right counts. */
class BenchFormatsTest {

    @Test
    void everyFormatGetsARowWithItsCountsAndTheLogistelloTargetIsReported(@TempDir Path dir) throws IOException {
        Path samples = dir.resolve("samples");
        for (String sub : new String[] {"pgn", "ggf", "logistello", "eothello", "movestrings"}) {
            Files.createDirectories(samples.resolve(sub));
        }
        Files.copy(Samples.PGN.resolve("WTH_1977.pgn"), samples.resolve("pgn/WTH_1977.pgn"));
        Files.copy(Samples.GGF.resolve("novello_TestGames.ggf"), samples.resolve("ggf/novello_TestGames.ggf"));
        String logistello = String.join("\n", new String(new java.util.zip.GZIPInputStream(Files.newInputStream(Samples.LOGISTELLO))
                .readNBytes(100_000), StandardCharsets.US_ASCII).lines().limit(200).toList()) + "\n";
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(samples.resolve("logistello/logbook.gam.gz")))) {
            out.write(logistello.getBytes(StandardCharsets.US_ASCII));
        }
        Files.writeString(samples.resolve("eothello/othello_dataset.csv"), Samples.firstLines(Samples.EOTHELLO, 101));
        Files.writeString(samples.resolve("movestrings/lines.txt"), Samples.firstLines(Samples.MOVESTRINGS, 10));
        Path wthor = dir.resolve("wthor");
        Files.createDirectories(wthor);
        for (String f : new String[] {"WTH_1978.wtb", "WTHOR.JOU", "WTHOR.TRN"}) {
            Files.copy(Archive.WTHOR.resolve(f), wthor.resolve(f));
        }
        java.io.StringWriter outText = new java.io.StringWriter();
        java.io.StringWriter errText = new java.io.StringWriter();
        int code = BenchMain.run(new java.io.PrintWriter(outText), new java.io.PrintWriter(errText),
                "--only", "formats", "--samples", samples.toString(), "--data", wthor.toString());
        Cli.Run run = new Cli.Run(code, outText.toString(), errText.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        String out = run.out();
        assertThat(out).containsPattern("(?m)^wthor +8 +8 +0 ")
                .containsPattern("(?m)^pgn +12 +12 +0 ")
                .containsPattern("(?m)^ggf +12 +12 +0 ")
                .containsPattern("(?m)^logistello +200 +200 +0 ")
                .containsPattern("(?m)^csv +100 +100 +0 ")
                .containsPattern("(?m)^text +10 +0 +10 ")
                .containsPattern("logistello: 200 games imported in \\d+\\.\\d\\d s \\(target < 10 s: met\\); with the opening tree");
    }
}
