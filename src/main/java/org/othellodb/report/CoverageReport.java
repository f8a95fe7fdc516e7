package org.othellodb.report;

import org.jspecify.annotations.Nullable;
import org.othellodb.query.FilterEcho;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Line;
import org.othellodb.store.RepertoireTable;
import org.othellodb.study.Coverage;

/**
 * How the selected games met a repertoire the user owns ({@code repertoire coverage}): the share
 * kept at each depth, the holes (the opponent's replies it does not hold, the most played first),
 * the lines to memorise, and each of its moves with the games' score and a value when one is known.
 * Scores are the repertoire colour's share of the points (a draw counts half).
 *
 * @param games        the games selected
 * @param umigame      the lines to memorise for every reply the repertoire holds
 * @param umigamePlayed the same counting the replies at least {@code minGames} of the games played
 * @param holesTotal   the holes there are ({@code holes} may list fewer)
 * @param values       where the values come from ("book FILE", "solver"), or null
 */
public record CoverageReport(OwnRepertoireReport.Summary repertoire, FilterEcho filter, int games, long umigame,
                             long umigamePlayed, int minGames, List<DepthRow> depths, List<HoleRow> holes, int holesTotal,
                             List<MoveRow> moves, String values) {

    /** At one depth (moves from the start): the games following, leaving, ending there, and the share kept. */
    public record DepthRow(int depth, int following, int leftByOpponent, int leftByOwn, int ended, double share) {
    }

    /** A hole: the opponent's {@code reply} after {@code moves}, in {@code games} games, where the repertoire's colour scored {@code score}. */
    public record HoleRow(String moves, String reply, int games, double score) {
    }

    /**
     * A move of the repertoire's colour after {@code moves}: the games that followed the repertoire to it,
     * their score, the move's value (the mover's discs) and what gave it, the score that value predicts,
     * and the flag where they disagree.
     */
    public record MoveRow(String moves, String move, int games, @Nullable Double score, @Nullable Integer value, @Nullable String source, @Nullable Double expected,
                          String flag) {
    }

    /**
     * The coverage of the repertoire called {@code name} by the games {@code filter} (resolved)
     * selects: {@code repertoire coverage} and the page's panel.
     */
    public static CoverageReport of(org.othellodb.store.Database db, String name, org.othellodb.query.GameFilter filter,
                                    org.othellodb.study.MoveValues values, int minGames, int holeLimit, String valuesSource) {
        org.othellodb.study.Repertoires.Stored stored = new org.othellodb.study.Repertoires(db).get(name);
        Coverage c = Coverage.of(stored.repertoire(), new org.othellodb.store.TreeTables(db).games(filter));
        return of(stored.row(), c, filter.record(db), c.ownMoves(values), minGames, holeLimit, valuesSource);
    }

    public static CoverageReport of(RepertoireTable.Row row, Coverage c, FilterEcho filter, List<Coverage.OwnMove> moves,
                                    int minGames, int holeLimit, String values) {
        List<Coverage.Hole> holes = c.holes();
        return new CoverageReport(OwnRepertoireReport.Summary.of(row, c.repertoire()), filter, c.walks().size(), c.umigame(0),
                c.umigame(minGames), minGames,
                c.depths().stream().map(d -> new DepthRow(d.depth(), d.following(), d.leftByOpponent(), d.leftByOwn(), d.ended(),
                        d.share())).toList(),
                holes.stream().limit(holeLimit == 0 ? Long.MAX_VALUE : holeLimit)
                        .map(h -> new HoleRow(moves(h.line()), h.reply(), h.games(), h.points() / h.games())).toList(),
                holes.size(),
                moves.stream().map(m -> new MoveRow(moves(m.line()), m.move(), m.games(), m.games() == 0 ? null : m.points() / m.games(),
                        m.value() == null ? null : m.value().discs(), m.value() == null ? null : m.value().source(), m.expected(),
                        m.flag())).toList(),
                values);
    }

    /** The moves of a line from the start as one word ("" for the start). */
    static String moves(Line line) {
        return line.typed();
    }

    /** The report's tables for one CSV. */
    public Map<String, List<?>> sections() {
        Map<String, List<?>> out = new LinkedHashMap<>();
        out.put("depths", depths);
        out.put("holes", holes);
        out.put("moves", moves);
        return out;
    }
}
