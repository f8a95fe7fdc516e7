package org.othellodb.report;

/**
 * An {@link OpponentReport} as one self-contained HTML page, with the handout's styles
 * ({@link HandoutHtml}): no script, nothing fetched, one or two A4 pages in print.
 */
public final class OpponentHtml {

    private OpponentHtml() {
    }

    public static String render(OpponentReport r) {
        StringBuilder html = new StringBuilder(20_000);
        String title = r.opponent() + " against '" + r.repertoire().name() + "'";
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(HandoutHtml.esc("Preparing: " + title)).append("</title>\n<style>\n")
                .append(HandoutHtml.STYLE).append("</style>\n</head>\n<body>\n<main>\n")
                .append("<h1>").append(HandoutHtml.esc(title)).append("</h1>\n<p>")
                .append(HandoutHtml.esc(OpponentReport.summary(r))).append("</p>\n");
        html.append("<h2>Your lines they met</h2>\n<table><thead><tr><th class=\"text\">after</th><th class=\"wide\">moves</th>"
                + "<th class=\"text\">then</th><th>games</th><th>score</th><th class=\"wider\">years</th></tr></thead><tbody>\n");
        for (OpponentReport.LineRow l : r.lines()) {
            html.append("<tr>").append(td("text", l.moves().isEmpty() ? "(start)" : l.moves())).append(td("wide", String.valueOf(l.depth())))
                    .append(td("text", OpponentReport.next(l, r.colour()))).append(td("", String.format("%,d", l.games())))
                    .append(td("", HandoutHtml.percent(l.score()))).append(td("wider", OpponentReport.years(l.firstYear(), l.lastYear())))
                    .append("</tr>\n");
        }
        html.append("</tbody></table>\n");
        if (r.lines().size() < r.linesTotal()) {
            html.append("<p class=\"note\">The ").append(r.lines().size()).append(" most played of ").append(r.linesTotal())
                    .append(".</p>\n");
        }
        html.append("<h2>Where they left your lines</h2>\n<table><thead><tr><th class=\"text\">after</th><th class=\"text\">"
                + "they played</th><th>games</th><th>score</th><th class=\"wide\">first</th><th>others</th></tr></thead><tbody>\n");
        for (OpponentReport.DeviationRow d : r.deviations()) {
            html.append("<tr>").append(td("text", d.moves())).append(td("text", d.move())).append(td("", String.format("%,d", d.games())))
                    .append(td("", HandoutHtml.percent(d.score()))).append(td("wide", d.firstYear() == null ? "" : d.firstYear().toString()))
                    .append(td("", String.format("%,d", d.othersGames()))).append("</tr>\n");
        }
        html.append("</tbody></table>\n<h2>By year, in the games that met your lines</h2>\n<table><thead><tr><th>year</th>"
                + "<th>games</th><th>won</th><th>drawn</th><th>lost</th><th>score</th></tr></thead><tbody>\n");
        for (PlayerDocument.YearRow y : r.byYear()) {
            PlayerDocument.Tally t = y.tally();
            html.append("<tr>").append(td("", y.year() == null ? "?" : y.year().toString())).append(td("", String.valueOf(t.games())))
                    .append(td("", String.valueOf(t.won()))).append(td("", String.valueOf(t.drawn())))
                    .append(td("", String.valueOf(t.lost()))).append(td("", t.score() == null ? "–" : HandoutHtml.percent(t.score())))
                    .append("</tr>\n");
        }
        html.append("</tbody></table>\n<h2>Against perfect play</h2>\n<p>").append(HandoutHtml.esc(OpponentReport.perfect(r)))
                .append("</p>\n<footer>Filters: ").append(HandoutHtml.esc(r.filter().description()))
                .append(" · database ").append(HandoutHtml.esc(r.database())).append(" · made ").append(r.date())
                .append(" with othello-db</footer>\n</main>\n</body>\n</html>\n");
        return html.toString();
    }

    private static String td(String cls, String text) {
        return "<td" + (cls.isEmpty() ? "" : " class=\"" + cls + "\"") + ">" + HandoutHtml.esc(text) + "</td>";
    }
}
