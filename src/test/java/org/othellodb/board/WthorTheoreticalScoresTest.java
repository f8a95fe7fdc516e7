package org.othellodb.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The archive's theoretical scores solved again: games spread over every file of data/wthor, each
 * position at 24 empties (the header's depth) solved exactly and compared with the stored score.
 * Records are decoded here on their own, as in {@link WthorArchiveReplayTest}. Slow (seconds a
 * game): `mvn verify` only; `bench --only solve --solve-games N` runs more.
 */
@Tag("slow")
class WthorTheoreticalScoresTest {

    static final int GAMES_PER_FILE = 1;
    /**
     * Every fourth year file (13 games): a 24-empty solve takes up to 16 s of CPU (2026-11-27), and
     * `mvn verify` must stay under 20 minutes (every other file took 189 s in CI's run of 2026-11-27).
     */
    static final int FILE_STRIDE = 4;

    @Test
    void theStoredScoreIsPerfectPlayFromTwentyFourEmpties() throws IOException {
        EndgameSolver solver = new EndgameSolver(22);
        List<String> disagree = new ArrayList<>();
        int checked = 0;
        List<Path> files = WthorArchiveReplayTest.wtbFiles();
        for (int f = 0; f < files.size(); f += FILE_STRIDE) {
            Path file = files.get(f);
            ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
            int count = b.getInt(4);
            int depth = b.get(14);
            for (int k = 0; k < GAMES_PER_FILE; k++) {
                int at = 16 + 68 * (int) ((k + 0.5) * count / GAMES_PER_FILE);
                int stored = b.get(at + 7) & 0xFF;
                List<Integer> moves = new ArrayList<>();
                for (int i = 0; i < 60 && b.get(at + 8 + i) != 0; i++) {
                    moves.add(Square.fromWthor(b.get(at + 8 + i)));
                }
                Line game = Replay.of(moves.stream().mapToInt(Integer::intValue).toArray());
                solver.clear();
                Integer solved = TheoreticalScore.of(game, depth, solver);
                if (solved == null) {
                    continue; // stopped before 24 empties without ending
                }
                checked++;
                if (solved != stored) {
                    disagree.add(file.getFileName() + " at byte " + at + ": stored " + stored + ", solved " + solved);
                }
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(10);
        assertThat(disagree).isEmpty();
    }
}
