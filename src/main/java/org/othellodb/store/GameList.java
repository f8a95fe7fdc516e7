package org.othellodb.store;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/** Games as people look at them: with names, source and tags. */
public final class GameList {

    /** A stored game with its names. Scores are black's; {@code moves} are squares in the source's orientation. */
    public record Game(long id, Integer year, String date, String tournament, String black, String white,
                       Integer blackScore, int result, String resultText, Integer theoreticalScore,
                       Integer theoreticalDepth, byte[] moves, boolean complete, String source, String sourceFormat,
                       int recordIndex, Integer line, Map<String, String> tags) {

        /** The score as people write it, black first: {@code 33-31}; the winner only when that is all that is known. */
        public String score() {
            if (blackScore != null) {
                return blackScore + "-" + (64 - blackScore);
            }
            return result > 0 ? "black won" : result < 0 ? "white won" : "draw";
        }
    }

    private static final String SELECT = "SELECT g.id, g.year, g.date, t.name AS tournament, b.name AS black, w.name AS white, "
            + "g.black_score, g.result, g.result_text, g.theoretical_score, g.theoretical_depth, g.moves, g.complete, "
            + "s.path, s.format, g.record_index, g.line FROM games g LEFT JOIN tournaments t ON t.id = g.tournament_id "
            + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id "
            + "JOIN sources s ON s.id = g.source_id";

    private final Handle h;

    public GameList(Database db) {
        this.h = db.handle();
    }

    public Optional<Game> game(long id) {
        List<Game> found = h.createQuery(SELECT + " WHERE g.id = :id").bind("id", id).map((rs, ctx) -> game(rs)).list();
        return found.stream().findFirst().map(g -> withTags(g, tags(g.id())));
    }

    /**
     * Games that a filter selects, optionally only among {@code among} (ids), sorted by year then
     * id (newest first when asked), at most {@code limit}; and how many there are in all.
     */
    public Page page(GameFilter filter, Collection<Long> among, boolean newest, int limit) {
        GameFilter.Sql sql = filter.toSql(h, "g");
        String restrict = "";
        if (among != null) {
            h.execute("CREATE TEMP TABLE IF NOT EXISTS picked (id INTEGER PRIMARY KEY)");
            h.execute("DELETE FROM picked");
            try (BulkInsert insert = new BulkInsert(h.getConnection(), "INSERT OR IGNORE INTO picked (id)", 1, "")) {
                among.forEach(insert::value);
            }
            restrict = " AND g.id IN (SELECT id FROM picked)";
        }
        String where = " WHERE " + sql.condition() + restrict;
        int total = sql.bind(h.createQuery("SELECT count(*) FROM games g" + where)).mapTo(Integer.class).one();
        String order = newest ? " ORDER BY g.year DESC, g.id DESC" : " ORDER BY g.year, g.id";
        List<Game> games = sql.bind(h.createQuery(SELECT + where + order + " LIMIT :limit")).bind("limit", limit)
                .map((rs, ctx) -> game(rs)).list();
        return new Page(total, games);
    }

    /** Some games, and the number of all the games that matched. */
    public record Page(int total, List<Game> games) {
    }

    private Map<String, String> tags(long id) {
        Map<String, String> tags = new LinkedHashMap<>();
        h.createQuery("SELECT key, value FROM game_tags WHERE game_id = :id ORDER BY key").bind("id", id)
                .map((rs, ctx) -> tags.put(rs.getString(1), rs.getString(2))).list();
        return tags;
    }

    private static Game withTags(Game g, Map<String, String> tags) {
        return new Game(g.id(), g.year(), g.date(), g.tournament(), g.black(), g.white(), g.blackScore(), g.result(),
                g.resultText(), g.theoreticalScore(), g.theoreticalDepth(), g.moves(), g.complete(), g.source(),
                g.sourceFormat(), g.recordIndex(), g.line(), tags);
    }

    private static Game game(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Game(rs.getLong("id"), Columns.intOrNull(rs, "year"), rs.getString("date"), rs.getString("tournament"),
                rs.getString("black"), rs.getString("white"), Columns.intOrNull(rs, "black_score"), rs.getInt("result"),
                rs.getString("result_text"), Columns.intOrNull(rs, "theoretical_score"),
                Columns.intOrNull(rs, "theoretical_depth"), rs.getBytes("moves"), rs.getInt("complete") == 1,
                rs.getString("path"), rs.getString("format"), rs.getInt("record_index"), Columns.intOrNull(rs, "line"),
                Map.of());
    }
}
