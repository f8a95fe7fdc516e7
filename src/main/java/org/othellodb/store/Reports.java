package org.othellodb.store;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jdbi.v3.core.Handle;

/** Totals over the stored games, for the {@code stats} report. */
public final class Reports {

    /** Games and how they ended, by the recorded result. */
    public record Totals(int games, int complete, int stoppedEarly, int blackWins, int draws, int whiteWins) {
    }

    private static final String TOTALS = "SELECT count(*), coalesce(sum(complete), 0), coalesce(sum(1 - complete), 0), "
            + "coalesce(sum(result = 1), 0), coalesce(sum(result = 0), 0), coalesce(sum(result = -1), 0) FROM games";

    private final Handle h;

    public Reports(Database db) {
        this.h = db.handle();
    }

    public Totals totals() {
        return h.createQuery(TOTALS).map((rs, ctx) -> totals(rs)).one();
    }

    /** Totals per opening line, in the order parallel, diagonal, perpendicular. */
    public Map<String, Totals> byLine() {
        Map<String, Totals> out = new LinkedHashMap<>();
        for (String line : new String[] {"parallel", "diagonal", "perpendicular"}) {
            out.put(line, h.createQuery(TOTALS + " WHERE opening_line = :l").bind("l", line).map((rs, ctx) -> totals(rs)).one());
        }
        return out;
    }

    public int problemCount() {
        return h.createQuery("SELECT count(*) FROM import_problems").mapTo(Integer.class).one();
    }

    public int playerCount() {
        return h.createQuery("SELECT count(*) FROM players").mapTo(Integer.class).one();
    }

    public int tournamentCount() {
        return h.createQuery("SELECT count(*) FROM tournaments").mapTo(Integer.class).one();
    }

    public int positionCount() {
        return h.createQuery("SELECT count(*) FROM positions").mapTo(Integer.class).one();
    }

    private static Totals totals(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Totals(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getInt(6));
    }
}
