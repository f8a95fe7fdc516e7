package org.othellodb.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.store.Database;
import org.othellodb.store.SolvedPositions;

/**
 * A game's endgame against perfect play ({@code /api/endgame?game=ID}): from {@code from_empties}
 * empty squares on, each move with the best value its player could reach there and the value after
 * the move played, both from the mover's side in final discs difference, so that {@code loss} is
 * what the move gave away (0: a perfect move). {@code first_mistake} is the first move with a loss.
 * {@code nodes}: the positions searched for this answer (0 when every value was kept from before);
 * {@code complete} is false in an answer given while the solver is still at work, with the moves solved so far.
 */
public record EndgameReport(long game, int fromEmpties, List<Move> moves, @Nullable Move firstMistake, int blackLoss,
                            int whiteLoss, int blackDiscDiffAtStart, long nodes, boolean complete) {

    /** The most empties analysed: each more takes about twice as long. */
    public static final int MAX_EMPTIES = 24;

    /**
     * One move: its number in the game (from 1), the empties before it, who played it, the move, the
     * best value there and a move that reaches it, the value after the move played, and the loss.
     * {@code black_disc_diff_after}: black's value after the move, for the graph.
     */
    public record Move(int moveNumber, int empties, String player, String move, int best, @Nullable String bestMove, int played,
                       int loss, int blackDiscDiffAfter) {
    }

    /**
     * The exact values an analysis needs, from {@code known} (kept by an earlier one) or else from the
     * solver; {@link #solved()} are the new ones, to keep.
     */
    public static final class Values {
        private final EndgameSolver solver;
        private final Map<Position, EndgameSolver.Solution> known;
        private final Map<Position, EndgameSolver.Solution> solved = new HashMap<>();

        public Values(EndgameSolver solver, Map<Position, EndgameSolver.Solution> known) {
            this.solver = solver;
            this.known = known;
        }

        EndgameSolver.Solution of(Position p) {
            EndgameSolver.Solution s = known.get(p);
            if (s == null) {
                s = solved.computeIfAbsent(p, solver::solve);
            }
            return s;
        }

        /** The values this analysis solved (not known before). */
        public Map<Position, EndgameSolver.Solution> solved() {
            return solved;
        }

        long nodes() {
            return solver.nodes();
        }
    }

    /** The positions whose values an analysis of {@code line} from {@code fromEmpties} on needs: each one before and after a move. */
    public static List<Position> positions(Line line, int fromEmpties) {
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < line.moves().length; i++) {
            Position p = line.positions()[i];
            if (line.moves()[i] != Square.PASS && p.empties() <= fromEmpties) {
                out.add(p);
                out.add(p.play(line.moves()[i]));
            }
        }
        return out;
    }

    /** Analyses {@code line} (the game's moves) from the first position with at most {@code fromEmpties} empties. */
    public static EndgameReport of(long id, Line line, int fromEmpties, EndgameSolver solver) {
        return of(id, line, fromEmpties, new Values(solver, Map.of()), partial -> { });
    }

    /**
     * The analysis of {@code line} that solves each position once: the values {@code known} (read by
     * {@link #kept}) are taken, the rest solved, and those handed to {@code keep} (when there are any)
     * for the next analysis, the command's or the page's; {@code progress} as below.
     */
    public static EndgameReport solvingOnce(long id, Line line, int fromEmpties, EndgameSolver solver,
                                            Map<Position, EndgameSolver.Solution> known, Consumer<EndgameReport> progress,
                                            Consumer<Map<Position, EndgameSolver.Solution>> keep) {
        Values values = new Values(solver, known);
        EndgameReport report = of(id, line, fromEmpties, values, progress);
        if (!values.solved().isEmpty()) {
            keep.accept(values.solved());
        }
        return report;
    }

    /** The values kept in {@code db} of the positions an analysis of {@code line} from {@code fromEmpties} on needs. */
    public static Map<Position, EndgameSolver.Solution> kept(Database db, Line line, int fromEmpties) {
        return new SolvedPositions(db).known(positions(line, fromEmpties));
    }

    /**
     * Analyses {@code line} with the values of {@code values}; {@code progress} is told the analysis so far
     * after each move (incomplete), for a page that shows the moves as they are solved.
     */
    public static EndgameReport of(long id, Line line, int fromEmpties, Values values, Consumer<EndgameReport> progress) {
        long before = values.nodes();
        List<Move> moves = new ArrayList<>();
        Move first = null;
        int[] loss = new int[2];
        Integer start = null;
        int number = 0;
        for (int i = 0; i < line.moves().length; i++) {
            Position p = line.positions()[i];
            int move = line.moves()[i];
            if (move == Square.PASS) {
                continue;
            }
            number++;
            if (p.empties() > fromEmpties) {
                continue;
            }
            int sign = p.toMove() == Color.BLACK ? 1 : -1;
            EndgameSolver.Solution best = values.of(p);
            if (start == null) {
                start = sign * best.score();
            }
            int played = -values.of(p.play(move)).score();
            Move m = new Move(number, p.empties(), p.toMove().lowerName(), Square.name(move), best.score(),
                    best.bestMove() >= 0 && best.bestMove() < Square.PASS ? Square.name(best.bestMove()) : null, played,
                    best.score() - played, sign * played);
            moves.add(m);
            loss[p.toMove() == Color.BLACK ? 0 : 1] += m.loss();
            if (first == null && m.loss() > 0) {
                first = m;
            }
            progress.accept(new EndgameReport(id, fromEmpties, List.copyOf(moves), first, loss[0], loss[1], start,
                    values.nodes() - before, false));
        }
        return new EndgameReport(id, fromEmpties, moves, first, loss[0], loss[1], start == null ? 0 : start,
                values.nodes() - before, true);
    }
}
