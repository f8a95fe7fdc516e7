package org.othellodb.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.othellodb.board.Position;
import org.othellodb.error.ToolFailureException;

/**
 * Times a locally built Edax on positions, for the solve benchmark's ratio: the positions are
 * written as an OBF problem file (64 squares, X black, O white, then the side to move), Edax solves
 * them with {@code -solve FILE -l 60 -n 1} in its own directory (where it finds its data/), and
 * bash's {@code time} gives the CPU time of the run (user + system), less that of a run on one
 * trivial position (Edax's start-up).
 * Edax is never part of this project: give the path of your own build.
 */
final class EdaxTiming {

    private EdaxTiming() {
    }

    /**
     * Edax's CPU seconds for solving {@code positions}: a run on them less a run on one position
     * near the end (its start-up: loading the weights, allocating the table).
     */
    static double cpuSeconds(Path edax, List<Position> positions) {
        Position nearEnd = positions.get(0);
        while (nearEnd.empties() > 4 && nearEnd.legalMoves() != 0) {
            nearEnd = nearEnd.playUnchecked(Long.numberOfTrailingZeros(nearEnd.legalMoves()));
        }
        return Math.max(0, run(edax, positions) - run(edax, List.of(nearEnd)));
    }

    private static double run(Path edax, List<Position> positions) {
        try {
            Path obf = Files.createTempFile("othello-db-solve", ".obf");
            try {
                StringBuilder sb = new StringBuilder();
                for (Position p : positions) {
                    for (int sq = 0; sq < 64; sq++) {
                        sb.append(p.at(sq));
                    }
                    sb.append(p.toMove() == org.othellodb.board.Color.BLACK ? " X;\n" : " O;\n");
                }
                Files.writeString(obf, sb.toString(), StandardCharsets.US_ASCII);
                Path binary = edax.toAbsolutePath();
                String command = "TIMEFORMAT='%U %S'; time '" + binary + "' -solve '" + obf + "' -l 60 -n 1 > /dev/null";
                Process p = new ProcessBuilder("bash", "-c", command).directory(binary.getParent().toFile())
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                if (!p.waitFor(1, TimeUnit.HOURS) || p.exitValue() != 0) {
                    throw new ToolFailureException(edax + ": Edax failed: " + err);
                }
                @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
                String[] last = err.substring(err.lastIndexOf('\n') + 1).trim().split("\\s+");
                return Double.parseDouble(last[0]) + Double.parseDouble(last[1]);
            } finally {
                Files.deleteIfExists(obf);
            }
        } catch (IOException e) {
            throw new ToolFailureException(edax + ": cannot time Edax: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailureException("interrupted");
        }
    }
}
