package org.othellodb.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.othellodb.report.SolveReport;
import org.othellodb.board.Color;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "solve")
final class SolveCommand extends OthelloCommand implements LongWork {

    @Mixin
    MovesParameter moves;

    @Option(names = "--all", description = "Score every legal move, not only the best.")
    boolean all;

    @Option(names = "--max-empties", paramLabel = "N", defaultValue = "30",
            description = "Refuse positions with more empty squares (default: ${DEFAULT-VALUE}).")
    int maxEmpties;

    @Mixin
    FormatOption format;

    @Mixin
    DiagramOption discs;

    /** A move and its exact score for the side to move. */
    record Scored(int move, int score) {
    }

    @Override
    public Integer call() {
        Line line = moves.line();
        Position p = line.finalPosition();
        if (p.empties() > maxEmpties) {
            throw new BadInputException(p.empties() + " empty squares: too many to solve (the limit is --max-empties "
                    + maxEmpties + "; 20 empties take about half a second, each one more about twice as long)");
        }
        EndgameSolver solver = new EndgameSolver(22);
        long t0 = System.nanoTime();
        EndgameSolver.Solution best = solver.solve(p);
        int[] pv = solver.principalVariation(p, best.score());
        List<Scored> scored = new ArrayList<>();
        if (all && p.legalMoves() != 0) {
            for (int sq : Square.list(p.legalMoves())) {
                Position next = p.play(sq);
                scored.add(new Scored(sq, -solver.solve(next).score()));
            }
            scored.sort(Comparator.comparingInt(Scored::score).reversed().thenComparingInt(Scored::move));
        }
        long millis = (System.nanoTime() - t0) / 1_000_000;
        long nodes = solver.nodes();
        int black = p.toMove() == Color.BLACK ? best.score() : -best.score();
        PrintWriter out = out();
        String played = line.typed();
        if (format.get() != FormatOption.Format.text) {
            SolveReport report = new SolveReport(played, p.empties(), p.isGameOver() ? null : p.toMove().lowerName(),
                    best.score(), black, (black + 64) / 2, best.bestMove() < 0 ? null : Square.name(best.bestMove()),
                    java.util.Arrays.stream(pv).mapToObj(Square::name).toList(),
                    all ? scored.stream().map(s -> new SolveReport.ScoredMove(Square.name(s.move()), s.score())).toList() : null,
                    nodes, millis);
            format.print(out, () -> report, report.getClass(), () -> List.of(report), null);
            return Main.EXIT_OK;
        }
        BoardDiagram diagram = discs.diagram();
        out.println(!line.fromStart() ? "Board: " + played.substring("board ".length())
                : "Moves: " + (played.isEmpty() ? "(start position)" : played + "  (" + line.boardMoves().length + ")"));
        out.print(diagram.render(p, p.legalMoves()));
        if (p.isGameOver()) {
            out.printf("The game is over: %d-%d (black %s)%n", (black + 64) / 2, 64 - (black + 64) / 2, signed(black));
            return Main.EXIT_OK;
        }
        out.printf("Empties: %d, %s to move%s%n", p.empties(), p.toMove().lowerName(), p.mustPass() ? " (must pass)" : "");
        out.printf("Perfect play: %s %s for %s, %d-%d (black %s); best move %s%n", signed(best.score()),
                "discs", p.toMove().lowerName(), (black + 64) / 2,
                64 - (black + 64) / 2, signed(black), Square.name(best.bestMove()));
        out.println("Line: " + moveList(pv));
        if (all) {
            StringBuilder sb = new StringBuilder();
            for (Scored s : scored) {
                sb.append(sb.length() > 0 ? "  " : "").append(Square.name(s.move())).append(' ').append(signed(s.score()));
            }
            out.println("Every move (" + p.toMove().lowerName() + "'s score): " + sb);
        }
        out.printf("Solved in %.2f s, %,d nodes%n", millis / 1000.0, nodes);
        return Main.EXIT_OK;
    }

    static String moveList(int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(m));
        }
        return sb.toString();
    }

    static String signed(int v) {
        return String.format("%+d", v);
    }
}
