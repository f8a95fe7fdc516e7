package org.othellodb.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.registry.Formats;
import org.othellodb.ingest.PreparedRecord;

/** The executors' records reach the driver field for field: every sample file's records, problems and odd strings. */
class RecordCodecTest {

    private static final Path SAMPLES = TestFolders.TOP.resolve("src/test/resources/samples");

    @Test
    void everySampleRecordComesBackAsItWasPrepared() throws Exception {
        List<PreparedRecord> prepared = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SAMPLES)) {
            files = walk.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().equals("README.md")).sorted().toList();
        }
        for (Path file : files) {
            try (GameReader reader = Formats.detect(file).orElseThrow(() -> new AssertionError("no format for " + file)).open(file)) {
                reader.forEachRemaining(item -> prepared.add(PreparedRecord.of(item)));
            }
        }
        prepared.addAll(odd());
        // A complete game whose record gives the loser's score: the board's is stored and the contradiction told.
        PreparedRecord complete = prepared.stream().filter(r -> !r.isProblem() && r.complete() && r.blackScore() != null && r.blackScore() != 32)
                .findFirst().orElseThrow();
        prepared.add(PreparedRecord.of(GameRecord.builder(1, 2).moves(complete.record().moves()).blackScore(64 - complete.blackScore())
                .build()));
        // Every kind of record the readers and the replay give: games, replay problems (a move that is not legal), read problems.
        assertThat(prepared.size()).isGreaterThan(10_000);
        assertThat(prepared.stream().filter(r -> r.isProblem() && r.item() instanceof GameRecord).count()).as("replay problems").isPositive();
        assertThat(prepared.stream().filter(r -> r.item() instanceof RecordProblem).count()).as("read problems").isPositive();
        assertThat(prepared.stream().filter(r -> r.contradiction() != null).count()).as("contradictions").isPositive();
        assertThat(prepared.stream().filter(r -> !r.isProblem() && !r.record().tags().isEmpty()).count()).as("tags").isPositive();

        RecordBatches batches = new RecordBatches();
        prepared.forEach(batches::add);
        List<PreparedRecord> back = new ArrayList<>();
        for (byte[] batch : batches.batches()) {
            back.addAll(RecordBatches.decode(batch));
        }
        assertThat(back.size()).isEqualTo(prepared.size());
        for (int i = 0; i < prepared.size(); i++) {
            assertThat(back.get(i)).as("record %d", i).usingRecursiveComparison().isEqualTo(prepared.get(i));
        }
    }

    /** A record whose names pass 65,535 UTF-8 bytes, one with a lone surrogate, a tag with none of ASCII, a read problem. */
    private static List<PreparedRecord> odd() {
        String huge = "é".repeat(40_000);
        GameRecord tooLong = GameRecord.builder(7, 3).moves(new int[] {37, 43}).black(huge).white("\uD800 lone").tag("Évent", "日本")
                .build();
        GameRecord surrogate = GameRecord.builder(8, 0).moves(new int[] {37, 43, 34}).black("a\uDC00").white(null).year(2024)
                .tag("Site", "\uD83D\uDE00").build();
        return List.of(PreparedRecord.of(tooLong), PreparedRecord.of(surrogate),
                PreparedRecord.of(new RecordProblem(9, 12, "bad_line", "line 12 has \uD800 and " + huge)));
    }
}
