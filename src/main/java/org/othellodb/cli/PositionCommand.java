package org.othellodb.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.tree.OpeningNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "position", mixinStandardHelpOptions = true,
        description = {"Show the board after MOVES, its legal moves, canonical key and opening.", "",
                "MOVES may start with any of d3, c4, f5, e6; passes may be left out. The canonical key is the smallest "
                        + "of the 8 symmetric images (as Edax's books store positions). An illegal move exits with 2, "
                        + "naming the first bad move."})
final class PositionCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "MOVES", description = "Moves from the start, e.g. f5d6c3 or 'f5 d6 c3'.")
    List<String> moves = List.of();

    @Mixin
    FormatOption format;

    @Mixin
    NamesOption names;

    @Option(names = "--ascii", description = "Draw discs as X and O instead of ● and ○.")
    boolean ascii;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Line line = Replay.of(String.join(" ", moves));
        Position p = line.finalPosition();
        Canonical key = p.canonical();
        int[] played = line.boardMoves();
        OpeningLine opening = Openings.line(played);
        OpeningNames.Opening named = names.catalogue().deepest(line.positions());
        PrintWriter out = spec.commandLine().getOut();
        if (format.get() != FormatOption.Format.text) {
            ObjectNode o = Json.object();
            o.put("moves", Transcript.format(played));
            o.put("moves_from_f5", Transcript.format(Openings.normalise(played)));
            o.put("to_move", p.isGameOver() ? null : p.toMove().lowerName());
            o.put("must_pass", p.mustPass());
            o.put("black_discs", p.blackDiscs());
            o.put("white_discs", p.whiteDiscs());
            o.put("empties", p.empties());
            o.put("game_over", p.isGameOver());
            ArrayNode legal = o.putArray("legal_moves");
            for (int sq : squares(p.legalMoves())) {
                legal.add(Square.name(sq));
            }
            ArrayNode board = o.putArray("board");
            for (String row : BoardDiagram.rows(p)) {
                board.add(row);
            }
            o.put("canonical_key", key.hex());
            o.put("symmetry", key.symmetry().index());
            o.put("symmetry_name", key.symmetry().description());
            o.put("opening_line", opening == null ? null : opening.lowerName());
            o.put("opening", named == null ? null : named.name());
            if (format.get() == FormatOption.Format.json) {
                Json.print(out, o);
            } else {
                Csv.printOne(out, o);
            }
            return Main.EXIT_OK;
        }
        BoardDiagram diagram = new BoardDiagram(!ascii && Console.unicode());
        out.println("Moves: " + (played.length == 0 ? "(start position)" : Transcript.format(played) + "  (" + played.length + ")"));
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
        return Main.EXIT_OK;
    }

    static int[] squares(long set) {
        int[] out = new int[Long.bitCount(set)];
        for (int i = 0; set != 0; set &= set - 1) {
            out[i++] = Long.numberOfTrailingZeros(set);
        }
        return out;
    }

    static String names(long set) {
        StringBuilder sb = new StringBuilder();
        for (int sq : squares(set)) {
            sb.append(sb.length() > 0 ? " " : "").append(Square.name(sq));
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
