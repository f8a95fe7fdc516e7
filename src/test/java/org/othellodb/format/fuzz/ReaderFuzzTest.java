package org.othellodb.format.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every reader makes progress on every input: damaged copies of the real samples of every format
 * (see {@link Mutator}) go to every reader, which must end and give nothing but games within the
 * documented ranges, record problems and refused files with reason codes docs/formats.md lists.
 * {@code mvn test} runs 25,000 inputs, {@code mvn verify} another 40,000 (tagged slow; 100,000
 * took 67 s of CI's 30 minutes on 2026-11-27). The seed
 * and the counts can be changed for a longer search:
 * {@code mvn test -Dtest=ReaderFuzzTest -Dfuzz.seed=7 -Dfuzz.inputs=2000000}.
 */
class ReaderFuzzTest {

    private static final long SEED = Long.getLong("fuzz.seed", 20_250_611L);
    private static final int HANG_SECONDS = Integer.getInteger("fuzz.hangSeconds", 30);
    /** Inputs that once broke a reader, kept so that they never do again. */
    private static final Path CORPUS = Path.of("src", "test", "resources", "fuzz");

    @Test
    void everyReaderEndsOnDamagedSamplesWithOnlyDocumentedOutcomes() throws InterruptedException {
        fuzz(SEED, Long.getLong("fuzz.inputs", 25_000));
    }

    @Test
    @Tag("slow")
    void fortyThousandMoreInputs() throws InterruptedException {
        fuzz(SEED + 1, Long.getLong("fuzz.slowInputs", 40_000));
    }

    @Test
    void inputsThatOnceBrokeAReaderNowReadCleanly() throws IOException, InterruptedException {
        List<Path> files;
        try (Stream<Path> s = Files.list(CORPUS)) {
            files = s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("README.md")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        ReaderFuzzer.Outcome outcome = fuzzer(0).replay(files, HANG_SECONDS);
        assertClean(outcome, files.size());
    }

    private static ReaderFuzzer fuzzer(long seed) {
        return new ReaderFuzzer(seed, Path.of("target", "fuzz-work", "seed" + seed), Path.of("target", "fuzz-failures"));
    }

    private static void fuzz(long seed, long inputs) throws InterruptedException {
        ReaderFuzzer.Outcome outcome = fuzzer(seed).run(inputs, HANG_SECONDS);
        System.out.println(outcome.summary(seed));
        assertClean(outcome, inputs);
    }

    /** The failures and a hang in one message, each naming its input. */
    private static void assertClean(ReaderFuzzer.Outcome outcome, long inputs) {
        List<String> found = new ArrayList<>(outcome.failures());
        if (outcome.hang() != null) {
            found.add(outcome.hang());
        }
        assertThat(found).isEmpty();
        assertThat(outcome.inputs()).isEqualTo(inputs);
    }
}
