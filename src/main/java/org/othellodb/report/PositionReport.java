package org.othellodb.report;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.OpeningLine;
import org.othellodb.board.Openings;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Transcript;
import org.othellodb.tree.OpeningNames;

/** The position after some moves ({@code position}) as a document: the board, the legal moves, the canonical key and the opening. */
public record PositionReport(String moves, @Nullable String movesFromF5, @Nullable String toMove, boolean mustPass, int blackDiscs,
                             int whiteDiscs, int empties, boolean gameOver, List<String> legalMoves, List<String> board,
                             String canonicalKey, int symmetry, String symmetryName, @Nullable String openingLine, @Nullable String opening) {

    /** The position after {@code line}, its opening named from {@code names}. */
    public static PositionReport of(Line line, OpeningNames names) {
        Position p = line.finalPosition();
        Canonical key = p.canonical();
        int[] played = line.boardMoves();
        OpeningLine opening = Openings.line(played);
        OpeningNames.Opening named = names.deepest(line.positions());
        return new PositionReport(line.typed(), line.fromStart() ? Transcript.format(Openings.normalise(played)) : null,
                p.isGameOver() ? null : p.toMove().lowerName(), p.mustPass(), p.blackDiscs(), p.whiteDiscs(), p.empties(),
                p.isGameOver(), java.util.Arrays.stream(Square.list(p.legalMoves())).mapToObj(Square::name).toList(), List.of(boardRows(p)),
                key.hex(), key.symmetry().index(), key.symmetry().description(), opening == null ? null : opening.lowerName(),
                named == null ? null : named.name());
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
