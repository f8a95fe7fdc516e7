package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.othellodb.support.ArchiveFigures.ARCHIVE;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every game of the WTHOR archive shipped in data/wthor replays through the rules core. The
 * 68-byte records are decoded here on their own, so this pins the core, not the reader.
 */
class WthorArchiveReplayTest {

    static List<Path> wtbFiles() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("data", "wthor"))) {
            return s.filter(p -> p.toString().endsWith(".wtb")).sorted().toList();
        }
    }

    @Test
    void everyGameReplaysAndEveryCompleteGameScoresAsRecorded() throws IOException {
        int games = 0;
        int stoppedEarly = 0;
        int complete = 0;
        int endingWithEmpties = 0;
        for (Path file : wtbFiles()) {
            ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
            int count = b.getInt(4);
            assertThat(b.capacity()).isEqualTo(16 + 68 * count);
            assertThat(b.get(14)).as("theoretical depth in %s", file).isEqualTo((byte) 24);
            for (int i = 0; i < count; i++) {
                int at = 16 + 68 * i;
                int recorded = b.get(at + 6) & 0xFF;
                int n = 0;
                int[] moves = new int[60];
                for (int k = 0; k < 60; k++) {
                    int v = b.get(at + 8 + k) & 0xFF;
                    if (v != 0) {
                        assertThat(n).as("no move after a zero byte").isEqualTo(k);
                        moves[n++] = Square.of(v / 10 - 1, v % 10 - 1);
                    }
                }
                Line line = Replay.of(java.util.Arrays.copyOf(moves, n)); // throws on any illegal move
                games++;
                if (line.complete()) {
                    complete++;
                    FinalScore score = line.finalScore();
                    assertThat(score.wthorBlackScore()).as("%s record %d", file.getFileName(), i).isEqualTo(recorded);
                    if (score.empties() > 0) {
                        endingWithEmpties++;
                    }
                } else {
                    stoppedEarly++;
                }
            }
        }
        assertThat(games).isEqualTo(ARCHIVE.games());
        assertThat(stoppedEarly).isEqualTo(ARCHIVE.stoppedEarly());
        assertThat(complete).isEqualTo(ARCHIVE.complete());
        assertThat(endingWithEmpties).isEqualTo(ARCHIVE.completeWithEmpties());
    }
}
