package org.othellodb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Replay;
import org.othellodb.board.Symmetry;
import org.othellodb.query.FilterEcho;
import org.othellodb.tree.Confidence;

/**
 * A {@link Handout} as one self-contained HTML page: the board drawn inline in SVG, the styles in
 * the page, no script and nothing fetched from elsewhere, so the file can be mailed or printed
 * anywhere. Its print style sheet fits the board, the tree and the games on one or two A4 pages;
 * on a screen it reads from a phone's 360 px up (the less needed columns step aside when narrow:
 * draws and intervals below 640 px, black's and white's wins below 480; print shows them all).
 * Percentages are rounded from the counts as the command line rounds them (one decimal).
 */
public final class HandoutHtml {

    static final String STYLE = """
            @page { size: A4; margin: 12mm 12mm 14mm; }
            * { box-sizing: border-box; }
            body { font: 14px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff; margin: 0; }
            main { max-width: 62rem; margin: 0 auto; padding: 1rem; }
            h1 { font-size: 1.35rem; margin: 0 0 .2rem; }
            h2 { font-size: 1.05rem; margin: 1rem 0 .3rem; }
            p { margin: .2rem 0; }
            .top { display: flex; flex-wrap: wrap; gap: .5rem 1.2rem; align-items: flex-start; }
            figure { margin: 0; width: min(100%, 300px); flex: 0 0 auto; }
            figure svg { display: block; width: 100%; height: auto; }
            figcaption { font-size: .9rem; margin-top: .2rem; }
            .about { flex: 1 1 16rem; min-width: 0; }
            .note { color: #555; font-size: .85rem; }
            table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
            th, td { padding: 2px 5px; text-align: right; border-bottom: 1px solid #ddd; vertical-align: top; }
            th { font-weight: 600; border-bottom: 1px solid #777; white-space: nowrap; }
            .text { text-align: left; overflow-wrap: anywhere; }
            td.low { color: #666; }
            tr { break-inside: avoid; }
            thead { display: table-header-group; }
            footer { margin-top: 1rem; padding-top: .3rem; border-top: 1px solid #777; font-size: .8rem; color: #333; }
            @media (max-width: 640px) {
              body { font-size: 13px; }
              main { padding: .5rem; }
              th, td { padding: 2px 3px; }
              .wide { display: none; }
            }
            @media (max-width: 480px) {
              .wider { display: none; }
            }
            @media print {
              body { font-size: 9.5pt; }
              main { max-width: none; padding: 0; }
              figure { width: 64mm; }
              .screen { display: none; }
              h2 { break-after: avoid; }
            }
            """;

    private HandoutHtml() {
    }

    /** The page of {@code h}. */
    public static String render(Handout h) {
        return render(h, true);
    }

    /** The page of {@code h}; without {@code legalMoves}, the board has no marks on the legal moves (a quiz). */
    public static String render(Handout h, boolean legalMoves) {
        PositionReport pos = h.position();
        TreeReport tree = h.tree();
        String title = pos.moves().isEmpty() ? "Start position" : pos.moves();
        String player = player(h);
        boolean withPlayer = withPlayer(h);
        StringBuilder html = new StringBuilder(40_000);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(esc("Handout: " + title + (pos.opening() == null ? "" : " · " + pos.opening())))
                .append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<main>\n");

        html.append("<h1>").append(esc(title)).append("</h1>\n");
        List<String> named = new ArrayList<>();
        if (pos.openingLine() != null) {
            named.add(pos.openingLine());
        }
        if (pos.opening() != null) {
            named.add(pos.opening());
        }
        if (!named.isEmpty()) {
            html.append("<p id=\"opening\">").append(esc(String.join(" · ", named))).append("</p>\n");
        }

        html.append("<div class=\"top\">\n<figure id=\"board\">\n")
                .append(board(pos, legalMoves))
                .append("<figcaption>").append(esc(toMove(pos))).append("</figcaption>\n</figure>\n");
        html.append("<div class=\"about\">\n<p id=\"summary\">").append(esc(summary(tree, h.filter(), player))).append("</p>\n");
        html.append("<p class=\"note\">Counts merge transpositions and mirror images; black% is black's score share (a draw "
                + "counts half) with its 95% interval").append(withPlayer ? esc("; player% is " + player + "'s, "
                + (h.filter().as() == null ? "with either colour" : "as " + h.filter().as())) : "")
                .append("; * fewer than ").append(TreeReport.LOW_COUNT).append(" games.</p>\n");
        html.append("<p class=\"note screen\">Print this page for an A4 handout.</p>\n</div>\n</div>\n");

        treeTable(html, tree, withPlayer);
        gamesTable(html, h);

        html.append("<footer id=\"footer\">Filters: ").append(esc(h.filter().description()))
                .append(" · database ").append(esc(h.database())).append(" · made ").append(esc(h.date()))
                .append(" with othello-db</footer>\n</main>\n</body>\n</html>\n");
        return html.toString();
    }

    private static String board(PositionReport pos, boolean legalMoves) {
        return new BoardSvg(Symmetry.IDENTITY).render(Replay.of(pos.moves()), legalMoves);
    }

    /** "Black to move · ● 3  ○ 3 · 5 legal moves", as the page and the command line's text say it. */
    public static String toMove(PositionReport pos) {
        String discs = "● " + pos.blackDiscs() + "  ○ " + pos.whiteDiscs();
        String toMove = pos.toMove();
        if (toMove == null) {
            return "Game over · " + discs;
        }
        String mover = Character.toUpperCase(toMove.charAt(0)) + toMove.substring(1);
        return mover + " to move" + (pos.mustPass() ? " (must pass)" : "") + " · " + discs + " · "
                + count(pos.legalMoves().size(), "legal move");
    }

    /** The handout's summary line: the games, their years, the filter, black's share and the player's. */
    public static String summary(Handout h) {
        return summary(h.tree(), h.filter(), player(h));
    }

    /** Whether the tree shows the player's share: with a player, unless as black (then it is black's, already shown). */
    public static boolean withPlayer(Handout h) {
        return h.tree().position().book().containsKey("player_score") && !"black".equals(h.filter().as());
    }

    /** The filter's player (or text of names), or null. */
    public static @Nullable String player(Handout h) {
        return h.filter().playerAsked();
    }

    private static String summary(TreeReport tree, FilterEcho filter, @Nullable String player) {
        TreeReport.Counts c = tree.position().counts();
        String description = filter.description();
        if (c.games() == 0) {
            return "0 games (" + description + ")";
        }
        String years = c.firstYear() == null ? "" : c.firstYear().equals(c.lastYear()) ? " in " + c.firstYear()
                : ", " + c.firstYear() + "–" + c.lastYear();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s%s (%s): black %,d · draws %,d · white %,d; black scores %s",
                count(c.games(), "game"), years, description, c.blackWins(), c.draws(), c.whiteWins(),
                share(c.blackWins() + 0.5 * c.draws(), c.games())));
        Map<String, Object> p = tree.position().book();
        if (player != null && p.containsKey("player_games") && !"black".equals(filter.as())
                && playerCount(p, "player_games") > 0) {
            sb.append("; ").append(player).append(" (").append(filter.as() == null ? "either colour" : filter.as())
                    .append(") scores ").append(share(playerPoints(p), playerCount(p, "player_games")));
        }
        return sb.toString();
    }

    private static void treeTable(StringBuilder html, TreeReport tree, boolean withPlayer) {
        html.append("<h2>Moves played</h2>\n");
        if (tree.children().isEmpty()) {
            html.append("<p id=\"no-moves\">").append(tree.position().counts().games() == 0 ? "No game reached this position."
                    : "No move was played from here in these games.").append("</p>\n");
            return;
        }
        html.append("<table id=\"tree\">\n<thead><tr><th class=\"text\">move</th><th>games</th><th class=\"wide\">share</th>"
                + "<th class=\"wider\">black</th><th class=\"wide\">draws</th><th class=\"wider\">white</th><th>black%</th><th class=\"wide\">95% interval</th>");
        if (withPlayer) {
            html.append("<th>player%</th><th class=\"wide\">95% interval</th>");
        }
        html.append("<th class=\"text\">opening</th></tr></thead>\n<tbody>\n");
        long total = tree.position().counts().games();
        for (TreeReport.Child c : tree.children()) {
            TreeReport.Counts n = c.counts();
            double points = n.blackWins() + 0.5 * n.draws();
            html.append("<tr data-move=\"").append(esc(c.move())).append("\" data-games=\"").append(n.games()).append("\">")
                    .append("<td class=\"text").append(c.lowCount() ? " low" : "").append("\">").append(c.lowCount() ? "*" : "")
                    .append(esc(c.move())).append("</td>")
                    .append(td("", String.format(Locale.ROOT, "%,d", n.games())))
                    .append(td("wide", String.format(Locale.ROOT, "%.1f%%", 100.0 * n.games() / total)))
                    .append(td("wider", String.format(Locale.ROOT, "%,d", n.blackWins())))
                    .append(td("wide", String.format(Locale.ROOT, "%,d", n.draws())))
                    .append(td("wider", String.format(Locale.ROOT, "%,d", n.whiteWins())))
                    .append(td("black-score", percent(points / n.games())))
                    .append(td("wide", interval(points, n.games())));
            if (withPlayer) {
                Map<String, Object> p = c.book();
                long games = playerCount(p, "player_games");
                html.append(td("player-score", games == 0 ? "–" : percent(playerPoints(p) / games)))
                        .append(td("wide", games == 0 ? "" : interval(playerPoints(p), games)));
            }
            html.append("<td class=\"text\">").append(esc(c.name() == null ? "" : c.name()));
            if (c.squares().size() > 1) {
                html.append(esc(" (same as " + String.join(" ", c.squares().stream().filter(x -> !x.equals(c.move())).toList()) + ")"));
            }
            html.append("</td></tr>\n");
        }
        html.append("</tbody>\n</table>\n");
        if (tree.hiddenMoves() > 0) {
            html.append("<p class=\"note\">").append(count(tree.hiddenMoves(), "move")).append(" played in fewer than ")
                    .append(count(tree.minGames(), "game")).append(" not shown.</p>\n");
        }
    }

    private static void gamesTable(StringBuilder html, Handout h) {
        html.append("<h2 id=\"games-title\">").append(h.gamesTotal() == 0 ? "No games"
                : h.games().size() < h.gamesTotal() ? esc(String.format(Locale.ROOT, "The newest %,d of the %s that reached this position",
                        h.games().size(), count(h.gamesTotal(), "game")))
                : count(h.gamesTotal(), "game") + " reached this position" + (h.gamesTotal() > 1 ? ", newest first" : ""))
                .append("</h2>\n");
        if (h.games().isEmpty()) {
            return;
        }
        html.append("<table id=\"games\">\n<thead><tr><th>year</th><th class=\"text\">black</th><th class=\"text\">white</th>"
                + "<th>score</th><th class=\"text wide\">tournament</th><th class=\"wide\">game</th></tr></thead>\n<tbody>\n");
        for (GamesReport.Row r : h.games()) {
            GamesReport.Identity g = r.game();
            html.append("<tr data-game=\"").append(g.id()).append("\">")
                    .append(td("", g.year() == null ? "" : String.valueOf(g.year())))
                    .append(td("text", g.black() == null ? "?" : g.black()))
                    .append(td("text", g.white() == null ? "?" : g.white()))
                    .append(td("", g.score() == null ? "" : g.score()))
                    .append(td("text wide", g.tournament() == null ? "" : g.tournament()))
                    .append(td("wide", String.valueOf(g.id())))
                    .append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    /** The player's points (a draw counts half) in a row's or the position's fields. */
    public static double playerPoints(Map<String, Object> p) {
        return playerCount(p, "player_wins") + 0.5 * playerCount(p, "player_draws");
    }

    /** A count the player's side put in the fields ({@code withPlayer} says they are there). */
    public static long playerCount(Map<String, Object> p, String field) {
        // A Number, not an Integer: the tree's counts are 64-bit.
        return ((Number) Objects.requireNonNull(p.get(field), field)).longValue();
    }

    private static String td(String cls, String text) {
        return (cls.isEmpty() ? "<td>" : "<td class=\"" + cls + "\">") + esc(text) + "</td>";
    }

    /** "48.6%", one decimal as the command line prints it. */
    public static String percent(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%.1f%%", 100 * fraction) : "–";
    }

    /** "45.2–52.0%": the 95% Wilson interval of a score share. */
    public static String interval(double points, long games) {
        double[] i = Confidence.wilson95(points, games);
        return String.format(Locale.ROOT, "%.1f–%.1f%%", 100 * i[0], 100 * i[1]);
    }

    private static String share(double points, long games) {
        return percent(points / games) + " (" + interval(points, games) + ")";
    }

    private static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? noun : noun + "s");
    }

    static String esc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
