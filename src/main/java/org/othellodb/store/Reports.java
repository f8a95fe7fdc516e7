package org.othellodb.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.othellodb.query.GameFilter;

/** Totals over the stored games, for the {@code stats} report. */
public final class Reports {

    /** Games and how they ended, by the recorded result. */
    public record Totals(int games, int complete, int stoppedEarly, int blackWins, int draws, int whiteWins) {
    }

    private static final String TOTALS = "SELECT count(*) AS games, coalesce(sum(complete), 0) AS complete, "
            + "coalesce(sum(1 - complete), 0) AS stopped_early, coalesce(sum(result = 1), 0) AS black_wins, "
            + "coalesce(sum(result = 0), 0) AS draws, coalesce(sum(result = -1), 0) AS white_wins FROM games";

    /** Rows to {@link Totals} by column name. */
    private static final RowMapper<Totals> TOTALS_ROW = ConstructorMapper.of(Totals.class);

    /** The three lines after f5, in the usual order. */
    public static final List<String> LINES = List.of("parallel", "diagonal", "perpendicular");

    private final Handle h;

    public Reports(Database db) {
        this.h = db.handle();
    }

    public Totals totals() {
        return h.createQuery(TOTALS).map(TOTALS_ROW).one();
    }

    /** Totals per opening line, in the order parallel, diagonal, perpendicular. */
    public Map<String, Totals> byLine() {
        return byLine(GameFilter.NONE);
    }

    /** Totals per opening line of the games a filter selects. */
    public Map<String, Totals> byLine(GameFilter filter) {
        FilterSql sql = FilterSql.of(h, filter);
        Map<String, Totals> out = new LinkedHashMap<>();
        for (String line : LINES) {
            out.put(line, sql.bind(h.createQuery(TOTALS + " g WHERE g.opening_line = :l AND " + sql.condition()))
                    .bind("l", line).map(TOTALS_ROW).one());
        }
        return out;
    }

    /** Per year: games of each line and how they scored, for the games a filter selects. */
    public Map<Integer, Map<String, Totals>> byYearAndLine(GameFilter filter) {
        FilterSql sql = FilterSql.of(h, filter);
        Map<Integer, Map<String, Totals>> out = new java.util.TreeMap<>();
        sql.bind(h.createQuery("SELECT g.year, g.opening_line, count(*), coalesce(sum(g.complete), 0), "
                        + "coalesce(sum(1 - g.complete), 0), coalesce(sum(g.result = 1), 0), coalesce(sum(g.result = 0), 0), "
                        + "coalesce(sum(g.result = -1), 0) FROM games g WHERE g.year IS NOT NULL AND g.opening_line IS NOT NULL "
                        + "AND " + sql.condition() + " GROUP BY g.year, g.opening_line"))
                .map((rs, ctx) -> out.computeIfAbsent(rs.getInt(1), y -> new LinkedHashMap<>()).put(rs.getString(2),
                        new Totals(rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getInt(6), rs.getInt(7), rs.getInt(8))))
                .list();
        return out;
    }

    public int problemCount() {
        return h.createQuery("SELECT count(*) FROM import_problems").mapTo(Integer.class).one();
    }

    /**
     * Players that some stored game uses. A name file names every player FFO knows, and a game merged into
     * another leaves its names behind: the table holds more names than the games use.
     */
    public int playerCount() {
        return h.createQuery("SELECT count(*) FROM players p WHERE EXISTS (SELECT 1 FROM games g WHERE g.black_id = p.id) "
                + "OR EXISTS (SELECT 1 FROM games g WHERE g.white_id = p.id)").mapTo(Integer.class).one();
    }

    /** Tournaments that some stored game uses (see {@link #playerCount}). */
    public int tournamentCount() {
        return h.createQuery("SELECT count(*) FROM tournaments t WHERE EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = t.id)")
                .mapTo(Integer.class).one();
    }

}
