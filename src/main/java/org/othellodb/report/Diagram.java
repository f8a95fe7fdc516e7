package org.othellodb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.othellodb.board.Line;
import org.othellodb.board.Symmetry;

/**
 * A board diagram to put in a handout or a message: the board of {@link BoardSvg} with its
 * coordinates, and a caption under it (who played, where, the moves that led there). The dots
 * of the legal moves can be left out, as a quiz diagram wants.
 */
public final class Diagram {

    /** Characters per caption line: the board is 368 units wide, the text 12 units high. */
    private static final int LINE_CHARS = 56;
    private static final int LINE_HEIGHT = 16;

    private Diagram() {
    }

    /** The SVG of {@code line}'s position seen in {@code view}, captioned with {@code caption} (lines wrapped). */
    public static String render(Line line, Symmetry view, boolean legalMoves, List<String> caption) {
        String board = new BoardSvg(view).render(line, legalMoves);
        List<String> lines = new ArrayList<>();
        for (String text : caption) {
            lines.addAll(wrap(text));
        }
        int size = Integer.parseInt(board.replaceFirst("(?s).*?width=\"(\\d+)\".*", "$1"));
        int height = size + (lines.isEmpty() ? 0 : 8 + LINE_HEIGHT * lines.size());
        StringBuilder svg = new StringBuilder(board.length() + 512);
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" "
                + "height=\"%d\" font-family=\"sans-serif\">%n", size, height, size, height));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>%n", size, height));
        svg.append(board);
        for (int i = 0; i < lines.size(); i++) {
            svg.append(String.format(Locale.ROOT, "<text class=\"caption\" x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#222\">%s</text>%n",
                    12, size + 4 + LINE_HEIGHT * (i + 1), escape(lines.get(i))));
        }
        return svg.append("</svg>\n").toString();
    }

    /** Two caption lines naming a game: its id, tournament and year; its players and score. */
    public static List<String> about(org.othellodb.store.GameList.Game g) {
        String where = java.util.stream.Stream.of(g.tournament(), g.year() == null ? null : String.valueOf(g.year()))
                .filter(java.util.Objects::nonNull).collect(java.util.stream.Collectors.joining(" "));
        String who = (g.black() == null ? "?" : g.black()) + " (black) – " + (g.white() == null ? "?" : g.white()) + " (white), "
                + g.score();
        return List.of("Game " + g.id() + (where.isEmpty() ? "" : " · " + where), who);
    }

    /** The caption line of the moves that led to the board: "after 7 moves: f5d6c3d3c4f4f6". */
    public static String played(int[] moves) {
        return moves.length == 0 ? "the start position"
                : "after " + moves.length + (moves.length == 1 ? " move: " : " moves: ") + org.othellodb.board.Transcript.format(moves);
    }

    private static List<String> wrap(String text) {
        List<String> out = new ArrayList<>();
        String rest = text.strip();
        while (rest.length() > LINE_CHARS) {
            int cut = rest.lastIndexOf(' ', LINE_CHARS);
            if (cut <= 0) {
                cut = LINE_CHARS;
            }
            out.add(rest.substring(0, cut).strip());
            rest = rest.substring(cut).strip();
        }
        if (!rest.isEmpty()) {
            out.add(rest);
        }
        return out;
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
