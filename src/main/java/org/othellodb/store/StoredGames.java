package org.othellodb.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.jdbi.v3.core.Handle;
import org.othellodb.error.ToolFailureException;
import org.othellodb.format.GameRecord;

/**
 * Games read back from the database as {@link GameRecord}s, for the writers of {@code export}:
 * names, FFO ids, scores, tags. Streamed in the order of their sources, each source's games in
 * record order, so that a file imported and exported comes out in its own order.
 */
public final class StoredGames {

    /** How the games come out. */
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

    private final Handle h;

    public StoredGames(Database db) {
        this.h = db.handle();
    }

    private static final String SELECT = "SELECT g.record_index, g.line, g.year, g.date, t.name AS tournament, "
            + "b.name AS black, w.name AS white, t.wthor_id AS t_id, b.wthor_id AS b_id, w.wthor_id AS w_id, g.black_score, "
            + "g.result, g.result_text, g.theoretical_score, g.theoretical_depth, g.moves, "
            + "(SELECT json_group_object(key, value) FROM game_tags WHERE game_id = g.id) AS tags "
            + "FROM games g LEFT JOIN tournaments t ON t.id = g.tournament_id "
            + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id ";

    /** One game, as the writers take it. */
    public java.util.Optional<GameRecord> game(long id) {
        return h.createQuery(SELECT + "WHERE g.id = :id").bind("id", id).map((rs, ctx) -> record(rs)).findOne();
    }

    /** Calls {@code sink} with every game {@code filter} selects, in {@code order}; returns how many. */
    public int forEach(GameFilter filter, Order order, Consumer<GameRecord> sink) {
        GameFilter.Sql where = filter.toSql(h, "g");
        int[] count = {0};
        where.bind(h.createQuery(SELECT + "WHERE " + where.condition() + " ORDER BY " + order.sql))
                .map((rs, ctx) -> record(rs))
                .forEach(g -> {
                    count[0]++;
                    sink.accept(g);
                });
        return count[0];
    }

    private static GameRecord record(ResultSet rs) throws SQLException {
        byte[] bytes = rs.getBytes("moves");
        int[] moves = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            moves[i] = bytes[i];
        }
        return GameRecord.builder(rs.getInt("record_index"), Columns.intOrNull(rs, "line") == null ? 0 : rs.getInt("line"))
                .moves(moves)
                .year(Columns.intOrNull(rs, "year"))
                .date(rs.getString("date"))
                .tournament(rs.getString("tournament"))
                .black(rs.getString("black"))
                .white(rs.getString("white"))
                .wthorIds(Columns.intOrNull(rs, "t_id"), Columns.intOrNull(rs, "b_id"), Columns.intOrNull(rs, "w_id"))
                .blackScore(Columns.intOrNull(rs, "black_score"))
                .winner(rs.getInt("result"))
                .resultText(rs.getString("result_text"))
                .theoretical(Columns.intOrNull(rs, "theoretical_score"), Columns.intOrNull(rs, "theoretical_depth"))
                .tags(tags(rs.getString("tags")))
                .build();
    }

    private static Map<String, String> tags(String json) {
        if (json == null || json.equals("{}")) {
            return Map.of();
        }
        try {
            return JSON.readValue(json, TAGS);
        } catch (JsonProcessingException e) {
            throw new ToolFailureException("cannot read the tags of a game: " + e.getMessage(), e);
        }
    }

    /** Names of the players or tournaments that have an FFO id, by that id. */
    public Map<Integer, String> wthorNames(NameTables.Kind kind) {
        Map<Integer, String> out = new TreeMap<>();
        h.createQuery("SELECT wthor_id, name FROM " + kind.table() + " WHERE wthor_id IS NOT NULL")
                .map((rs, ctx) -> out.put(rs.getInt(1), rs.getString(2))).list();
        return out;
    }
}
