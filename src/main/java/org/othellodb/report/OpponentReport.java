package org.othellodb.report;

import org.jspecify.annotations.Nullable;
import org.othellodb.query.FilterEcho;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.PlayerGames;
import org.othellodb.store.Players;
import org.othellodb.store.TreeTables;
import org.othellodb.study.Coverage;
import org.othellodb.study.Repertoires;
import org.othellodb.tree.OpeningNames;
import org.othellodb.tree.PlayerReport;
import org.othellodb.tree.TreeQuery;
import org.othellodb.tree.TreeView;

/**
 * Preparing for an opponent ({@code report --opponent NAME --against REPERTOIRE}): the opponent's games
 * with the other colour than the repertoire's, walked through it as {@code repertoire coverage} walks
 * games: which of its lines they met and how they scored there, where they left it (their own moves,
 * and whether anyone else in the database played them), their results by year in those games, and
 * their endgame against perfect play. Every score is the opponent's. Short enough for one or two A4
 * pages: at most {@link #LINES} lines and {@link #DEVIATIONS} deviations, the most played first.
 *
 * @param games           the opponent's games with that colour the filter selects
 * @param met             of those, the games where the repertoire's colour played at least its first move
 * @param meanDepth       the moves those games followed the repertoire, on average
 * @param linesTotal      the lines there are ({@code lines} lists the most played)
 * @param deviationsTotal the deviations there are
 */
public record OpponentReport(String opponent, String colour, OwnRepertoireReport.Summary repertoire, FilterEcho filter,
                             int games, int met, @Nullable Double meanDepth, List<LineRow> lines, int linesTotal,
                             List<DeviationRow> deviations, int deviationsTotal, PlayerDocument.Tally total,
                             List<PlayerDocument.YearRow> byYear, PlayerDocument.PerfectPlay perfectPlay, String database,
                             String date) {

    /** The most lines listed. */
    public static final int LINES = 15;
    /** The most deviations listed. */
    public static final int DEVIATIONS = 10;

    /**
     * Where the games met a line: the position after {@code moves} (the repertoire's first line to it,
     * {@code depth} moves), how they went on ({@code end}: the line ends; {@code theirs}: the opponent played
     * {@code move}, not in it; {@code yours}: the repertoire's colour played {@code move}, not its own;
     * {@code over}: the game ended), in how many games, the opponent's score, the years.
     */
    public record LineRow(String moves, int depth, String next, String move, int games, double score, @Nullable Integer firstYear,
                          @Nullable Integer lastYear) {
    }

    /**
     * The opponent's move out of the repertoire after {@code moves}: their games and score with it, the
     * first year they played it, and the games of everyone else in the database that played it there
     * (0: a move of their own).
     */
    public record DeviationRow(String moves, String move, int games, double score, @Nullable Integer firstYear, long othersGames) {
    }

    /**
     * The report for the opponent {@code filter} names with {@code --opponent} (its names resolved),
     * against the user's repertoire called {@code repertoire}: the opponent's games with the other colour,
     * under the filter's other criteria. A filter without one opponent, or with a player or a colour, is refused.
     */
    public static OpponentReport against(Database db, GameFilter filter, String repertoire, OpeningNames names, String database,
                                         java.time.LocalDate date) {
        if (filter.opponent() == null || filter.opponentLike()) {
            throw new BadInputException("--against REPERTOIRE needs --opponent NAME: the player to prepare for");
        }
        if (filter.player() != null || filter.as() != null) {
            throw new BadInputException("--against REPERTOIRE takes the opponent's games against anyone, with the other colour "
                    + "than the repertoire's: --player and --as do not apply");
        }
        Repertoires.Stored rep = new Repertoires(db).get(repertoire);
        Players.Resolved who = Players.of(db).resolve(db, "--opponent", filter.opponent(), false);
        GameFilter theirs = filter.toBuilder().opponent(null).player(filter.opponent()).as(rep.row().colour().opponent()).build();
        return of(db, who, rep, theirs, names, database, date);
    }

    /**
     * The report on the games {@code theirs} selects (the opponent's, with the colour against the
     * repertoire's, names resolved) of the opponent {@code who}.
     */
    public static OpponentReport of(Database db, Players.Resolved who, Repertoires.Stored rep, GameFilter theirs,
                                    OpeningNames names, String database, java.time.LocalDate date) {
        Color mine = rep.row().colour();
        List<TreeTables.TreeGame> games = new TreeTables(db).games(theirs);
        Coverage c = Coverage.of(rep.repertoire(), games);
        // The repertoire's colour plays move 1 (black) or move 2 (white): a game met it once it followed that move.
        int firstOwn = mine == Color.BLACK ? 1 : 2;
        List<Coverage.Walk> met = c.walks().stream().filter(w -> w.depth() >= firstOwn).toList();
        Map<String, List<Coverage.Walk>> byLine = new LinkedHashMap<>();
        for (Coverage.Walk w : met) {
            byLine.computeIfAbsent(c.lineTo(w.at()).typed() + " " + w.exit() + " " + w.move(), k -> new ArrayList<>()).add(w);
        }
        List<LineRow> lines = new ArrayList<>();
        List<DeviationRow> deviations = new ArrayList<>();
        TreeQuery query = new TreeQuery(db, names);
        for (List<Coverage.Walk> ws : byLine.values()) {
            Coverage.Walk w = ws.get(0);
            Line line = c.lineTo(w.at());
            double score = ws.stream().mapToDouble(x -> 1 - Coverage.points(x.game(), mine)).sum() / ws.size();
            Integer first = ws.stream().map(x -> x.game().year()).filter(y -> y != null).min(Integer::compare).orElse(null);
            Integer last = ws.stream().map(x -> x.game().year()).filter(y -> y != null).max(Integer::compare).orElse(null);
            lines.add(new LineRow(line.typed(), w.depth(), next(w.exit()), c.moveShown(w), ws.size(), score, first, last));
            if (w.exit() == Coverage.Exit.opponent) {
                deviations.add(new DeviationRow(line.typed(), c.moveShown(w), ws.size(), score, first,
                        played(query.tree(line, GameFilter.NONE), c.moveShown(w)) - ws.size()));
            }
        }
        Comparator<LineRow> lineOrder = Comparator.comparingInt(LineRow::games).reversed().thenComparing(LineRow::moves)
                .thenComparing(LineRow::next);
        lines.sort(lineOrder);
        deviations.sort(Comparator.comparingInt(DeviationRow::games).reversed().thenComparing(DeviationRow::moves)
                .thenComparing(DeviationRow::move));
        PlayerReport player = PlayerReport.of(new PlayerGames(db).of(who.ids(), GameFilter.NONE.within(new GameFilter.Scope(
                "the games that met repertoire " + rep.row().name(), met.stream().map(w -> w.game().id()).toList()))), names);
        List<PlayerDocument.YearRow> years = new ArrayList<>();
        player.byYear().forEach((year, t) -> years.add(new PlayerDocument.YearRow(year, PlayerDocument.Tally.of(t))));
        return new OpponentReport(String.join(" / ", who.names()), mine.opponent().lowerName(),
                OwnRepertoireReport.Summary.of(rep.row(), rep.repertoire()), theirs.record(db), games.size(), met.size(),
                met.isEmpty() ? null : Json.round(met.stream().mapToInt(Coverage.Walk::depth).average().orElse(0), 2),
                lines.subList(0, Math.min(LINES, lines.size())), lines.size(),
                deviations.subList(0, Math.min(DEVIATIONS, deviations.size())), deviations.size(),
                PlayerDocument.Tally.of(player.total()), years, PlayerDocument.PerfectPlay.of(player.perfectPlay()),
                FileNames.nameOnly(database), date.toString());
    }

    private static String next(Coverage.Exit exit) {
        return switch (exit) {
            case end -> "end";
            case opponent -> "theirs";
            case own -> "yours";
            case over -> "over";
        };
    }

    /** The games of the whole database that played {@code move} at the tree's position. */
    private static long played(TreeView tree, String move) {
        return tree.children().stream().filter(r -> r.squares().contains(move)).mapToLong(r -> r.stats().games()).sum();
    }

    /** What the report is about, in one sentence. */
    public static String summary(OpponentReport r) {
        return String.format("%s as %s: %,d games (%s), %,d of them met repertoire '%s' (%s), following it %s moves on average; "
                + "scores are %s's", r.opponent(), r.colour(), r.games(), r.filter().description(), r.met(), r.repertoire().name(),
                r.repertoire().colour(), r.meanDepth() == null ? "–" : String.format("%.1f", r.meanDepth()), r.opponent());
    }

    /** How the games went on after a line, in words: "your line ends", "they play d3", "you play c4", "the game ends". */
    public static String next(LineRow l, String theirColour) {
        return switch (l.next()) {
            case "end" -> "your line ends";
            case "theirs" -> "they play " + l.move();
            case "yours" -> (theirColour.equals("black") ? "white" : "black") + " plays " + l.move();
            default -> "the game ends";
        };
    }

    /** "1998–2011", "2004", or "". */
    public static String years(@Nullable Integer first, @Nullable Integer last) {
        return first == null ? "" : first.equals(last) ? first.toString() : first + "–" + last;
    }

    /** Their endgame against perfect play, in one sentence. */
    public static String perfect(OpponentReport r) {
        PlayerDocument.PerfectPlay p = r.perfectPlay();
        if (p.games() == 0) {
            return "No game with WTHOR's perfect-play score.";
        }
        return String.format("In %,d games with WTHOR's perfect-play score (both sides perfect from its depth), %s had "
                + "%.1f discs with perfect play and %.1f at the end: %+.1f a game; below perfect play in %,d, level in %,d, "
                + "above in %,d; won with perfect play but not won in %,d", p.games(), r.opponent(), p.meanPerfectDiscs(),
                p.meanFinalDiscs(), -java.util.Objects.requireNonNull(p.meanDiscsLost()), p.gamesWorse(), p.gamesSame(), p.gamesBetter(),
                p.perfectWonFinalDrawn() + p.perfectWonFinalLost());
    }

    /** The report's tables for one CSV. */
    public Map<String, List<?>> sections() {
        Map<String, List<?>> out = new LinkedHashMap<>();
        out.put("lines", lines);
        out.put("deviations", deviations);
        out.put("by_year", byYear);
        out.put("perfect_play", List.of(perfectPlay));
        return out;
    }
}
