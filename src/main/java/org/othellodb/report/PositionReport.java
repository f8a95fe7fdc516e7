package org.othellodb.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.tree.OpeningNames;

/** The position after some moves ({@code position}) as a JSON document. */
public final class PositionReport {

    private PositionReport() {
    }

    /** The position after {@code line}, its opening named from {@code names}. */
    public static ObjectNode json(Line line, OpeningNames names) {
        Position p = line.finalPosition();
        Canonical key = p.canonical();
        int[] played = line.boardMoves();
        OpeningLine opening = Openings.line(played);
        OpeningNames.Opening named = names.deepest(line.positions());
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
        for (int sq : Square.list(p.legalMoves())) {
            legal.add(Square.name(sq));
        }
        ArrayNode board = o.putArray("board");
        for (String row : boardRows(p)) {
            board.add(row);
        }
        o.put("canonical_key", key.hex());
        o.put("symmetry", key.symmetry().index());
        o.put("symmetry_name", key.symmetry().description());
        o.put("opening_line", opening == null ? null : opening.lowerName());
        o.put("opening", named == null ? null : named.name());
        return o;
    }

    /** Rows of the board, row 1 first, as strings of X (black), O (white) and '-'. */
    public static String[] boardRows(Position p) {
        String[] rows = new String[8];
        for (int row = 0; row < 8; row++) {
            StringBuilder sb = new StringBuilder(8);
            for (int col = 0; col < 8; col++) {
                sb.append(p.at(Square.of(row, col)));
            }
            rows[row] = sb.toString();
        }
        return rows;
    }
}
