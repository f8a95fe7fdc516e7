package org.othellodb.cli;

import java.io.PrintWriter;
import org.othellodb.report.Json;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;
import org.othellodb.report.BoardSvg;
import org.othellodb.report.PositionReport;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "position")
final class PositionCommand extends OthelloCommand {

    @Mixin
    MovesParameter moves;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json, csv or svg (a diagram for handouts; default: ${DEFAULT-VALUE}).")
    Format format;

    @Mixin
    NamesOption names;

    @Mixin
    DiagramOption discs;

    /** How the position is printed; svg is the diagram /api/board.svg draws. */
    enum Format { text, json, csv, svg }

    @Override
    public Integer call() {
        Line line = moves.line();
        OpeningLine opening = Openings.line(line.boardMoves());
        OpeningNames.Opening named = names.catalogue().deepest(line.positions());
        PrintWriter out = out();
        switch (format) {
            case json -> Json.print(out, PositionReport.of(line, names.catalogue()));
            case csv -> Csv.printOne(out, PositionReport.of(line, names.catalogue()));
            case svg -> out.print(new BoardSvg(Symmetry.IDENTITY).render(line));
            default -> text(out, line, opening, named);
        }
        return Main.EXIT_OK;
    }

    private void text(PrintWriter out, Line line, OpeningLine opening, OpeningNames.Opening named) {
        Position p = line.finalPosition();
        Canonical key = p.canonical();
        int[] played = line.boardMoves();
        BoardDiagram diagram = discs.diagram();
        out.println(!line.fromStart() ? "Board: " + line.typed().substring("board ".length())
                : "Moves: " + (played.length == 0 ? "(start position)" : Transcript.format(played) + "  (" + played.length + ")"));
        out.print(diagram.render(p, p.legalMoves()));
        out.printf("Black %c %d   White %c %d   Empty %d%n", diagram.black(), p.blackDiscs(), diagram.white(),
                p.whiteDiscs(), p.empties());
        if (p.isGameOver()) {
            out.printf("Game over: %d-%d (WTHOR score %d-%d)%n", p.blackDiscs(), p.whiteDiscs(),
                    line.finalScore().wthorBlackScore(), 64 - line.finalScore().wthorBlackScore());
        } else if (p.mustPass()) {
            out.println("To move: " + p.toMove().lowerName() + ", who must pass; then " + p.pass().toMove().lowerName()
                    + " can play " + names(p.pass().legalMoves()));
        } else {
            out.println("To move: " + p.toMove().lowerName() + " (" + (p.toMove() == org.othellodb.board.Color.BLACK
                    ? diagram.black() : diagram.white()) + "), legal moves: " + names(p.legalMoves()));
        }
        out.println("Canonical key: " + key.hex() + "  (symmetry " + key.symmetry().index() + ": "
                + key.symmetry().description() + ")");
        if (opening != null) {
            out.println("Opening line: " + opening.lowerName());
        }
        if (named != null) {
            out.println("Opening: " + named.name() + (named.aliases().isEmpty() ? "" : " (" + String.join(", ", named.aliases()) + ")")
                    + (named.ply() < played.length ? ", left after move " + named.ply() : ""));
        }
    }

    static String names(long set) {
        StringBuilder sb = new StringBuilder();
        for (int sq : Square.list(set)) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(sq));
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
