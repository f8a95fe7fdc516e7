package org.othellodb.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.TheoreticalScore;
import org.othellodb.board.Transcript;
import org.othellodb.format.GameRecord;

/**
 * The solver's part of {@code bench}: its speed on real positions at 20 empties (CPU time of one
 * thread, the table cleared before each), and the check of the archive's theoretical scores.
 */
final class SolveBench {

    /** The target: median seconds per position at 20 empties. */
    static final double TARGET_SECONDS = 0.5;
    static final int SPEED_EMPTIES = 20;

    private SolveBench() {
    }

    /** Every {@code step}-th game, {@code count} of them spread over the archive (all when count is 0 or more than there are). */
    static List<GameRecord> spread(List<GameRecord> games, int count) {
        if (count <= 0 || count >= games.size()) {
            return games;
        }
        List<GameRecord> out = new ArrayList<>();
        double step = (double) games.size() / count;
        for (int i = 0; i < count; i++) {
            out.add(games.get((int) (i * step)));
        }
        return out;
    }

    static void speed(PrintWriter out, List<GameRecord> games, int count, java.nio.file.Path edax) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        // The solver's default table (2^20 entries, 24 MB): at 20 empties it holds every position the
        // search stores (from 8 empties) and misses the caches less than 2^22 (measured, same minutes:
        // mean 0.389 s at 2^22, 0.350 s at 2^20, 0.335 s at 2^18, 0.361 s at 2^16 for 6 % more nodes).
        EndgameSolver solver = new EndgameSolver();
        List<Double> seconds = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        long nodes = 0;
        for (GameRecord g : spread(games, count * 2)) {
            if (seconds.size() == count) {
                break;
            }
            Position p = TheoreticalScore.position(Replay.of(g.moves()), SPEED_EMPTIES);
            if (p == null || p.isGameOver()) {
                continue;
            }
            solver.clear();
            positions.add(p);
            long t0 = threads.getCurrentThreadCpuTime();
            nodes += solver.solve(p).nodes();
            seconds.add((threads.getCurrentThreadCpuTime() - t0) / 1e9);
        }
        double[] s = seconds.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double total = Arrays.stream(s).sum();
        double median = s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        out.printf("solve at %d empties, %d positions of real games (one core, CPU time): median %.3f s, mean %.3f s,"
                + " max %.3f s; %,.0f nodes/s (target: median <= %.1f s: %s)%n", SPEED_EMPTIES, s.length, median,
                total / s.length, s[s.length - 1], nodes / total, TARGET_SECONDS, median <= TARGET_SECONDS ? "met" : "missed");
        if (edax != null) {
            double edaxSeconds = EdaxTiming.cpuSeconds(edax, positions);
            out.printf("Edax (%s, one thread) on the same %d positions: %.3f s CPU in all, mean %.3f s (its start-up"
                    + " left out); othello-db / Edax = %.2f (target: <= 1.3: %s)%n", edax, positions.size(), edaxSeconds,
                    edaxSeconds / positions.size(), total / edaxSeconds, total / edaxSeconds <= 1.3 ? "met" : "missed");
        }
    }

    /** The theoretical scores of {@code count} games spread over the archive (0: all), solved again and compared. */
    static void check(PrintWriter out, List<GameRecord> games, int count) {
        EndgameSolver solver = new EndgameSolver(22);
        int agree = 0;
        int checked = 0;
        int none = 0;
        List<String> disagree = new ArrayList<>();
        long t0 = System.nanoTime();
        for (GameRecord g : spread(games, count)) {
            if (g.theoreticalScore() == null || g.theoreticalDepth() == null) {
                none++;
                continue;
            }
            Line line = Replay.of(g.moves());
            solver.clear();
            Integer score = TheoreticalScore.of(line, g.theoreticalDepth(), solver);
            if (score == null) {
                none++;
                continue;
            }
            checked++;
            if (score.equals(g.theoreticalScore())) {
                agree++;
            } else {
                disagree.add(String.format("%s %s: stored %d, solved %d", g.year(), Transcript.format(g.moves()),
                        g.theoreticalScore(), score));
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf("theoretical scores: %,d games checked in %.0f s, %,d agree, %,d disagree; %,d stopped before the"
                + " depth or without a score%n", checked, seconds, agree, disagree.size(), none);
        disagree.forEach(d -> out.println("  " + d));
    }
}
