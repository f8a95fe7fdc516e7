package org.othellodb.cli;

import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * Boards as text people can read: columns a–h across, rows 1–8 down (row 1 at the top), black
 * ● (X), white ○ (O), legal moves marked * and empty squares · (.).
 */
final class BoardDiagram {

    private final boolean unicode;

    BoardDiagram(boolean unicode) {
        this.unicode = unicode;
    }

    char black() {
        return unicode ? '●' : 'X';
    }

    char white() {
        return unicode ? '○' : 'O';
    }

    char empty() {
        return unicode ? '·' : '.';
    }

    /** The board with the squares of {@code marks} shown as '*'. */
    String render(Position p, long marks) {
        StringBuilder sb = new StringBuilder("    a b c d e f g h\n");
        for (int row = 0; row < 8; row++) {
            sb.append("  ").append(row + 1);
            for (int col = 0; col < 8; col++) {
                int sq = Square.of(row, col);
                char c = p.at(sq);
                char shown = c == 'X' ? black() : c == 'O' ? white() : (marks & Square.bit(sq)) != 0 ? '*' : empty();
                sb.append(' ').append(shown);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The transcript grid of tournament sheets: each square shows the number of the move played there. */
    static String grid(int[] boardMoves, Position start) {
        int[] number = new int[64];
        for (int i = 0; i < boardMoves.length; i++) {
            number[boardMoves[i]] = i + 1;
        }
        StringBuilder sb = new StringBuilder("     a  b  c  d  e  f  g  h\n");
        for (int row = 0; row < 8; row++) {
            sb.append("  ").append(row + 1).append(' ');
            for (int col = 0; col < 8; col++) {
                int sq = Square.of(row, col);
                char c = start.at(sq);
                String cell = number[sq] > 0 ? String.format("%2d", number[sq]) : c == 'X' ? " X" : c == 'O' ? " O" : " .";
                sb.append(' ').append(cell);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
