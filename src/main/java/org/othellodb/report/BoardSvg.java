package org.othellodb.report;

import java.util.Locale;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.board.Symmetry;
import org.othellodb.board.Transcript;

/**
 * Board diagrams in SVG, for handouts ({@code position --format svg}) and the web explorer. Legal
 * moves are marked with a dot (the other side's when the side to move must pass) and the last move
 * with a red mark. Every square is a {@code rect} carrying its name in {@code data-square} (and the
 * class {@code legal} where a move can be played), so a page can make the diagram clickable. The
 * view can be turned or mirrored; the coordinates turn with it.
 */
public final class BoardSvg {

    private static final int CELL = 40;
    private static final int MARGIN = 24;
    private static final int SIZE = 2 * MARGIN + 8 * CELL;

    private final Symmetry view;

    /** {@code view} maps a square to where it is drawn ({@link Symmetry#IDENTITY}: a1 at the top left). */
    public BoardSvg(Symmetry view) {
        this.view = view;
    }

    public String render(Line line) {
        return render(line, true);
    }

    /** The board after {@code line}; without {@code hints}, no marks on the legal moves (a quiz diagram). */
    public String render(Line line, boolean hints) {
        Position p = line.finalPosition();
        int[] played = line.boardMoves();
        int last = played.length == 0 ? -1 : played[played.length - 1];
        StringBuilder svg = new StringBuilder(12_000);
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" "
                + "height=\"%d\" role=\"img\" aria-label=\"Othello board after %s\" font-family=\"sans-serif\">%n",
                SIZE, SIZE, SIZE, SIZE, played.length == 0 ? "no move" : Transcript.format(played)));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#f4efe4\"/>%n", SIZE, SIZE));
        labels(svg);
        // Where the side to move must pass, the moves shown are the other side's, played after the pass.
        Position mover = p.mustPass() ? p.pass() : p;
        long legal = hints ? mover.legalMoves() : 0L;
        for (int sq = 0; sq < 64; sq++) {
            boolean isLegal = (legal & Square.bit(sq)) != 0;
            svg.append(String.format(Locale.ROOT, "<rect class=\"square%s\" data-square=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
                    + "height=\"%d\" fill=\"#2e7d4f\" stroke=\"#123d26\" stroke-width=\"1\"/>%n", isLegal ? " legal" : "",
                    Square.name(sq), x(sq), y(sq), CELL, CELL));
        }
        for (int row : new int[] {2, 6}) {
            for (int col : new int[] {2, 6}) {
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"3\" fill=\"#123d26\" "
                        + "pointer-events=\"none\"/>%n", MARGIN + col * CELL, MARGIN + row * CELL));
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            char disc = p.at(sq);
            int cx = x(sq) + CELL / 2;
            int cy = y(sq) + CELL / 2;
            if (disc != '-') {
                svg.append(String.format(Locale.ROOT, "<circle class=\"disc %s\" cx=\"%d\" cy=\"%d\" r=\"16\" fill=\"%s\" "
                        + "stroke=\"#111\" stroke-width=\"1\" pointer-events=\"none\"/>%n", disc == 'X' ? "black" : "white",
                        cx, cy, disc == 'X' ? "#111" : "#f7f7f7"));
            } else if ((legal & Square.bit(sq)) != 0) {
                svg.append(String.format(Locale.ROOT, "<circle class=\"hint\" cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"%s\" "
                        + "fill-opacity=\"0.45\" pointer-events=\"none\"/>%n", cx, cy, mover.toMove() == Color.BLACK
                        ? "#111" : "#f7f7f7"));
            }
            if (sq == last) {
                svg.append(String.format(Locale.ROOT, "<circle class=\"last\" cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#e53935\" "
                        + "pointer-events=\"none\"/>%n", cx, cy));
            }
        }
        return svg.append("</svg>\n").toString();
    }

    /** Column and row names along the top and the left, for the square drawn in each place. */
    private void labels(StringBuilder svg) {
        Symmetry back = view.inverse();
        boolean transposed = (view.index() & 4) != 0;
        for (int i = 0; i < 8; i++) {
            int top = back.apply(Square.of(0, i));
            int left = back.apply(Square.of(i, 0));
            String across = transposed ? rowName(top) : columnName(top);
            String down = transposed ? columnName(left) : rowName(left);
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\" "
                    + "fill=\"#333\">%s</text>%n", MARGIN + i * CELL + CELL / 2, MARGIN - 8, across));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"14\" "
                    + "fill=\"#333\">%s</text>%n", MARGIN / 2, MARGIN + i * CELL + CELL / 2 + 5, down));
        }
    }

    private static String columnName(int square) {
        return String.valueOf((char) ('a' + Square.column(square)));
    }

    private static String rowName(int square) {
        return String.valueOf((char) ('1' + Square.row(square)));
    }

    private int x(int square) {
        return MARGIN + Square.column(view.apply(square)) * CELL;
    }

    private int y(int square) {
        return MARGIN + Square.row(view.apply(square)) * CELL;
    }
}
