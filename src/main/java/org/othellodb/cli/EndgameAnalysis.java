package org.othellodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.report.EndgameReport;
import org.othellodb.report.Json;
import org.othellodb.store.Database;
import org.othellodb.store.GameList;
import org.othellodb.store.SolvedPositions;

/**
 * {@code game ID --endgame}: the game's moves against perfect play from some empties on, as the
 * page's endgame panel shows them ({@link EndgameReport}, one code for both). The values are solved
 * once: those kept in the database are read, the rest solved, then kept for the next run and for the
 * page (a database that cannot be written, or that another process is writing for more than a moment, is
 * analysed all the same, only nothing is kept): {@link EndgameReport#solvingOnce}, as the page's route.
 */
final class EndgameAnalysis {

    /** The solver's table: 2^22 entries, as solve's. */
    private static final int TABLE_BITS = 22;

    private EndgameAnalysis() {
    }

    /** Solves what is not kept in {@code db} (open, read-only), then keeps it through a connection that may write. */
    static EndgameReport of(Database db, Path file, long id, Line line, int fromEmpties) {
        return EndgameReport.solvingOnce(id, line, fromEmpties, new EndgameSolver(TABLE_BITS), EndgameReport.kept(db, line, fromEmpties),
                partial -> { }, solved -> SolvedPositions.keepIn(file, solved));
    }

    static void print(PrintWriter out, GameCommand.Format format, GameList.Game g, EndgameReport r) {
        switch (format) {
            case json -> Json.print(out, r);
            case csv -> Csv.print(out, EndgameReport.Move.class, r.moves());
            default -> text(out, g, r);
        }
    }

    private static void text(PrintWriter out, GameList.Game g, EndgameReport r) {
        out.printf("Game %d: %s (black) %s %s (white)%n", g.id(), g.black() == null ? "?" : g.black(), g.score(),
                g.white() == null ? "?" : g.white());
        if (r.moves().isEmpty()) {
            out.printf("No move was played with %d empties or fewer.%n", r.fromEmpties());
            return;
        }
        out.printf("Perfect play at %d empties: black %+d; discs lost: black %d, white %d.%n", r.moves().get(0).empties(),
                r.blackDiscDiffAtStart(), r.blackLoss(), r.whiteLoss());
        EndgameReport.Move f = r.firstMistake();
        out.println(f == null ? "No mistake: both sides played perfectly."
                : String.format("First mistake: move %d, %s by %s (%s lost; %s kept %+d).", f.moveNumber(), f.move(), f.player(),
                        Text.count(f.loss(), "disc"), f.bestMove(), f.best()));
        out.println();
        out.printf("  %4s %7s  %-6s %-6s %5s %6s %4s  %s%n", "move", "empties", "player", "played", "best", "value", "loss", "black after");
        for (EndgameReport.Move m : r.moves()) {
            out.printf("%s %4d %7d  %-6s %-6s %5s %+6d %4d  %+d%n", f != null && m.moveNumber() == f.moveNumber() ? ">" : " ", m.moveNumber(), m.empties(), m.player(),
                    m.move(), m.bestMove() == null ? "–" : m.bestMove(), m.best(), m.loss(), m.blackDiscDiffAfter());
        }
        out.println();
        out.println("Values are final disc differences, the mover's (black after: black's, after the move). "
                + (r.nodes() == 0 ? "Every value was kept from an earlier analysis."
                : String.format("Solved: %,d positions searched.", r.nodes())));
    }
}
