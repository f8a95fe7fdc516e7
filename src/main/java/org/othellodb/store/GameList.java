package org.othellodb.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jdbi.v3.core.Handle;
import org.jspecify.annotations.Nullable;
import org.othellodb.board.Result;
import org.othellodb.error.ToolFailureException;
import org.othellodb.query.GameFilter;

/** Games read back with their names, FFO ids, source and tags: to show them, search them, write them out. */
public final class GameList {

    /**
     * A stored game. Scores are black's; {@code moves} are squares in the source's orientation;
     * the WTHOR ids are FFO's ids of the tournament and players, when they come from WTHOR.
     */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record Game(long id, @Nullable Integer year, String date, String tournament, String black, String white,
                       @Nullable Integer tournamentWthorId, @Nullable Integer blackWthorId, @Nullable Integer whiteWthorId, @Nullable Integer blackScore,
                       int result, String resultText, @Nullable Integer theoreticalScore, @Nullable Integer theoreticalDepth, byte[] moves,
                       boolean complete, String source, String sourceFormat, int recordIndex, @Nullable Integer line,
                       Map<String, String> tags) {

        /** The score as people write it, black first: {@code 33-31}; the winner only when that is all that is known. */
        public String score() {
            if (blackScore != null) {
                return blackScore + "-" + (64 - blackScore);
            }
            Result r = Result.of(result);
            return r == Result.DRAW ? "draw" : r.winnerName() + " won";
        }
    }

    /** How games are streamed. */
    public enum Order {
        /** By source file, then record: each imported file's games in their order. */
        SOURCE("g.source_id, g.record_index, g.id"),
        /** By year first (games without a year last), then as {@link #SOURCE}: what per-year WTHOR files need. */
        YEAR("g.year IS NULL, g.year, g.source_id, g.record_index, g.id");

        private final String sql;

        Order(String sql) {
            this.sql = sql;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> TAGS = new TypeReference<>() { };

    private static final String SELECT = "SELECT g.id, g.year, g.date, t.name AS tournament, b.name AS black, w.name AS white, "
            + "t.wthor_id AS t_id, b.wthor_id AS b_id, w.wthor_id AS w_id, g.black_score, g.result, g.result_text, "
            + "g.theoretical_score, g.theoretical_depth, g.moves, g.complete, s.path, s.format, g.record_index, g.line, "
            + "(SELECT json_group_object(key, value) FROM game_tags WHERE game_id = g.id) AS tags "
            + "FROM games g LEFT JOIN tournaments t ON t.id = g.tournament_id "
            + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id "
            + "JOIN sources s ON s.id = g.source_id";

    private final Handle h;

    public GameList(Database db) {
        this.h = db.handle();
    }

    public Optional<Game> game(long id) {
        return h.createQuery(SELECT + " WHERE g.id = :id").bind("id", id).map((rs, ctx) -> game(rs)).findOne();
    }

    /** Calls {@code sink} with every game {@code filter} selects, in {@code order}, one at a time; returns how many. */
    public int forEach(GameFilter filter, Order order, Consumer<Game> sink) {
        FilterSql where = FilterSql.of(h, filter);
        int[] count = {0};
        where.bind(h.createQuery(SELECT + " WHERE " + where.condition() + " ORDER BY " + order.sql))
                .map((rs, ctx) -> game(rs))
                .forEach(g -> {
                    count[0]++;
                    sink.accept(g);
                });
        return count[0];
    }

    /**
     * Games that a filter selects, optionally only among {@code among} (ids), sorted by year then
     * id (newest first when asked): at most {@code limit} after the first {@code offset}; and how
     * many there are in all.
     */
    public Page page(GameFilter filter, @Nullable Collection<Long> among, boolean newest, int limit, int offset) {
        FilterSql sql = FilterSql.of(h, filter);
        if (among == null) {
            return page(sql, "", -1, newest, limit, offset);
        }
        // The ids go in as one JSON array: no temporary table to fill, so reading writes nothing.
        return page(sql.and("g.id IN (SELECT value FROM json_each(:f_among))", Map.of("f_among", FilterSql.jsonArray(among))),
                "", -1, newest, limit, offset);
    }

    /** The first {@code limit} games a filter selects, by year then id (newest first when asked); and how many there are. */
    public Page page(GameFilter filter, boolean newest, int limit) {
        return page(filter, null, newest, limit, 0);
    }

    /** Above this many games, a position's games are paged by walking the games in order (see {@link #pageAtPosition}). */
    private static final int MANY_GAMES = 2000;

    /**
     * As {@link #page(GameFilter, Collection, boolean, int, int)}, among the games that reached a
     * position the tree stores, read from its index without copying the list out of SQLite.
     */
    public Page pageAtPosition(GameFilter filter, long positionId, boolean newest, int limit, int offset) {
        int reached = h.createQuery("SELECT coalesce((SELECT sum(entries) FROM position_games "
                + "WHERE position_id = :position), 0)").bind("position", positionId).mapTo(Integer.class).one();
        // Where many games reached the position, walking the games by year and checking each against the
        // list ('+' keeps SQLite from looking them up by id instead) finds a page after a few rows; where
        // few did, looking those few up and sorting them is quicker.
        String id = reached > MANY_GAMES ? "+g.id" : "g.id";
        String restrict = " AND " + id + " IN (SELECT " + IndexEntry.GAME_ID_SQL + " FROM position_games pg, json_each(pg.games) j "
                + "WHERE pg.position_id = " + positionId + ")";
        return page(FilterSql.of(h, filter), restrict, filter.isEmpty() ? reached : -1, newest, limit, offset);
    }

    /** One page of the games {@code sql} and {@code restrict} select; {@code total}: their number, -1 to count them. */
    private Page page(FilterSql sql, String restrict, int total, boolean newest, int limit, int offset) {
        String where = " WHERE " + sql.condition() + restrict;
        if (total < 0) {
            total = sql.bind(h.createQuery("SELECT count(*) FROM games g" + where)).mapTo(Integer.class).one();
        }
        String order = newest ? " ORDER BY g.year DESC, g.id DESC" : " ORDER BY g.year, g.id";
        List<Game> games = sql.bind(h.createQuery(SELECT + where + order + " LIMIT :limit OFFSET :offset"))
                .bind("limit", limit).bind("offset", offset).map((rs, ctx) -> game(rs)).list();
        return new Page(total, games);
    }

    /** Some games, and the number of all the games that matched. */
    public record Page(int total, List<Game> games) {
    }

    /** Names of the players or tournaments that have an FFO id, by that id. */
    public Map<Integer, String> wthorNames(NameTables.Kind kind) {
        Map<Integer, String> out = new TreeMap<>();
        h.createQuery("SELECT wthor_id, name FROM " + kind.table() + " WHERE wthor_id IS NOT NULL")
                .map((rs, ctx) -> out.put(rs.getInt(1), rs.getString(2))).list();
        return out;
    }

    private static Game game(ResultSet rs) throws SQLException {
        return new Game(rs.getLong("id"), Columns.intOrNull(rs, "year"), rs.getString("date"), rs.getString("tournament"),
                rs.getString("black"), rs.getString("white"), Columns.intOrNull(rs, "t_id"), Columns.intOrNull(rs, "b_id"),
                Columns.intOrNull(rs, "w_id"), Columns.intOrNull(rs, "black_score"), rs.getInt("result"),
                rs.getString("result_text"), Columns.intOrNull(rs, "theoretical_score"),
                Columns.intOrNull(rs, "theoretical_depth"), rs.getBytes("moves"), rs.getInt("complete") == 1,
                rs.getString("path"), rs.getString("format"), rs.getInt("record_index"), Columns.intOrNull(rs, "line"),
                tags(rs.getString("tags")));
    }

    /** Tags in key order: game_tags keeps no other order. */
    private static Map<String, String> tags(String json) {
        if (json == null || json.equals("{}")) {
            return Map.of();
        }
        try {
            return new TreeMap<>(JSON.readValue(json, TAGS));
        } catch (JsonProcessingException e) {
            throw new ToolFailureException("cannot read the tags of a game: " + e.getMessage(), e);
        }
    }
}
