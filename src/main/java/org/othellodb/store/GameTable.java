package org.othellodb.store;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jspecify.annotations.Nullable;

/**
 * Writes games in bulk (ids are handed out here, so tags can refer to a game before its batch
 * is written) and answers the questions the importer asks about games already stored.
 */
public final class GameTable implements AutoCloseable {

    /** A stored WTHOR game, as needed to recognise it in a newer issue of its year. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record WthorGame(long id, byte[] moves, Integer tournamentWthorId, Integer blackWthorId, Integer whiteWthorId,
                            Integer blackScore, Integer theoreticalScore) {
    }

    private final Handle h;
    private final BulkInsert games;
    private final BulkInsert tags;
    private long nextId;

    /** Call inside a transaction with deferred foreign keys: a game's tags may be written before the game. */
    public GameTable(Database db) {
        this.h = db.handle();
        Connection c = h.getConnection();
        games = new BulkInsert(c, "INSERT INTO games (id, source_id, record_index, line, year, date, tournament_id, "
                + "black_id, white_id, black_score, result, result_text, theoretical_score, theoretical_depth, moves, "
                + "move_count, complete, final_black, final_white, final_empties, opening_line, match_key)", 22, "");
        tags = new BulkInsert(c, "INSERT OR REPLACE INTO game_tags (game_id, key, value)", 3, "");
        nextId = h.createQuery("SELECT coalesce(max(id), 0) + 1 FROM games").mapTo(Long.class).one();
    }

    /** True when no game is stored yet. */
    public static boolean isEmpty(Database db) {
        return db.handle().createQuery("SELECT NOT EXISTS (SELECT 1 FROM games)").mapTo(Boolean.class).one();
    }

    /** The largest game id (0 when there is none): ids run from 1 with few gaps. */
    public static long lastId(Database db) {
        return db.handle().createQuery("SELECT coalesce(max(id), 0) FROM games").mapTo(Long.class).one();
    }

    /** The moves of every stored game, in storage order (for benchmarks that need real positions). */
    public static List<byte[]> allMoves(Database db) {
        return db.handle().createQuery("SELECT moves FROM games").mapTo(byte[].class).list();
    }

    /** Queues a game and returns the id it will have. Call {@link #flush} before the transaction ends. */
    public long add(GameRow g) {
        long id = nextId++;
        games.value(id).value(g.sourceId()).value(g.recordIndex()).value(g.line()).value(g.year()).value(g.date())
                .value(g.tournamentId()).value(g.blackId()).value(g.whiteId()).value(g.blackScore()).value(g.result())
                .value(g.resultText()).value(g.theoreticalScore()).value(g.theoreticalDepth()).value(g.moves())
                .value(g.moveCount()).value(g.complete() ? 1 : 0).value(g.finalBlack())
                .value(g.finalWhite()).value(g.finalEmpties()).value(g.openingLine()).value(g.matchKey());
        for (Map.Entry<String, String> tag : g.tags().entrySet()) {
            tags.value(id).value(tag.getKey()).value(tag.getValue());
        }
        return id;
    }

    public void flush() {
        games.flush();
        tags.flush();
    }

    /** Stored WTHOR games of {@code year}, in the order they were stored. */
    public List<WthorGame> wthorGamesOfYear(int year) {
        return h.createQuery("SELECT g.id, g.moves, t.wthor_id AS tournament_wthor_id, b.wthor_id AS black_wthor_id, "
                        + "w.wthor_id AS white_wthor_id, g.black_score, "
                        + "g.theoretical_score FROM games g JOIN sources s ON s.id = g.source_id "
                        + "LEFT JOIN tournaments t ON t.id = g.tournament_id LEFT JOIN players b ON b.id = g.black_id "
                        + "LEFT JOIN players w ON w.id = g.white_id WHERE s.format = 'wthor' AND g.year = :y ORDER BY g.id")
                .bind("y", year).map(ConstructorMapper.of(WthorGame.class)).list();
    }

    /** A stored game with a match key: what the import compares a record of another source with. */
    public record Stored(long id, long sourceId, @Nullable Long tournamentId, @Nullable Long blackId, @Nullable Long whiteId, @Nullable Integer blackScore, int result) {
    }

    /** How many stored games have a match key. */
    public long matchKeyCount() {
        return h.createQuery("SELECT count(*) FROM games WHERE match_key IS NOT NULL").mapTo(Long.class).one();
    }

    /** Every stored game with a match key, by key (see README: the same game from two sources). */
    public Map<String, List<Stored>> byMatchKey() {
        Map<String, List<Stored>> out = new HashMap<>();
        h.createQuery("SELECT id, source_id, match_key, tournament_id, black_id, white_id, black_score, result FROM games "
                        + "WHERE match_key IS NOT NULL ORDER BY id")
                .map((rs, ctx) -> out.computeIfAbsent(rs.getString("match_key"), k -> new ArrayList<>(1)).add(
                        new Stored(rs.getLong("id"), rs.getLong("source_id"), Columns.longOrNull(rs, "tournament_id"),
                                Columns.longOrNull(rs, "black_id"), Columns.longOrNull(rs, "white_id"),
                                Columns.intOrNull(rs, "black_score"), rs.getInt("result"))))
                .list();
        return out;
    }

    /** Games stored before schema 2 whose match key is still to be computed: id, year, moves and both names. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record Unkeyed(long id, Integer year, byte[] moves, String black, String white) {
    }

    public List<Unkeyed> unkeyed() {
        return h.createQuery("SELECT g.id, g.year, g.moves, b.name AS black, w.name AS white FROM games g "
                        + "LEFT JOIN players b ON b.id = g.black_id LEFT JOIN players w ON w.id = g.white_id WHERE g.match_key IS NULL")
                .map(ConstructorMapper.of(Unkeyed.class)).list();
    }

    public void setMatchKeys(Map<Long, String> keys) {
        var batch = h.prepareBatch("UPDATE games SET match_key = :k WHERE id = :id");
        keys.forEach((id, key) -> batch.bind("k", key).bind("id", id).add());
        if (!keys.isEmpty()) {
            batch.execute();
        }
    }

    /** Applies corrected details from a newer WTHOR issue; true when anything changed. */
    public boolean correct(long gameId, Long tournamentId, Long blackId, Long whiteId, Integer blackScore, int result,
                           String resultText, Integer theoreticalScore, String matchKey) {
        return h.createUpdate("UPDATE games SET tournament_id = :t, black_id = :b, white_id = :w, black_score = :s, "
                        + "result = :r, result_text = :rt, theoretical_score = :th, match_key = :k WHERE id = :id AND ("
                        + "tournament_id IS NOT :t OR black_id IS NOT :b OR white_id IS NOT :w OR black_score IS NOT :s "
                        + "OR theoretical_score IS NOT :th)")
                .bind("t", tournamentId).bind("b", blackId).bind("w", whiteId).bind("s", blackScore).bind("r", result)
                .bind("rt", resultText).bind("th", theoreticalScore).bind("k", matchKey).bind("id", gameId)
                .execute() > 0;
    }

    /** The stored game {@code gameId} is record {@code recordIndex} of the newer WTHOR issue {@code sourceId}: that issue holds it now. */
    public void moveTo(long gameId, long sourceId, int recordIndex) {
        h.createUpdate("UPDATE games SET source_id = :s, record_index = :ri, line = NULL WHERE id = :id")
                .bind("s", sourceId).bind("ri", recordIndex).bind("id", gameId).execute();
    }

    /** The stored game {@code gameId} becomes {@code g} again (an older WTHOR issue's record: same moves, its own labels). */
    public void restore(long gameId, GameRow g) {
        h.createUpdate("UPDATE games SET source_id = :s, record_index = :ri, line = :line, date = :date, tournament_id = :t, "
                        + "black_id = :b, white_id = :w, black_score = :sc, result = :r, result_text = :rt, theoretical_score = :th, "
                        + "theoretical_depth = :td, match_key = :k WHERE id = :id")
                .bind("s", g.sourceId()).bind("ri", g.recordIndex()).bind("line", g.line()).bind("date", g.date())
                .bind("t", g.tournamentId()).bind("b", g.blackId()).bind("w", g.whiteId()).bind("sc", g.blackScore())
                .bind("r", g.result()).bind("rt", g.resultText()).bind("th", g.theoreticalScore()).bind("td", g.theoreticalDepth())
                .bind("k", g.matchKey()).bind("id", gameId).execute();
    }

    /** The fields of a stored game that a duplicate from another source may complete or, from an official source, replace. */
    public record Mergeable(long id, long sourceId, boolean official, int recordIndex, @Nullable Integer line, @Nullable Long tournamentId,
                            @Nullable Long blackId, @Nullable Long whiteId, @Nullable Integer blackScore, int result, String resultText,
                            @Nullable Integer theoreticalScore, @Nullable Integer theoreticalDepth, String date) {
    }

    /** The stored game {@code id} as a merge sees it; official: its source is a WTHOR file. */
    public Mergeable mergeable(long id) {
        return h.createQuery("SELECT g.id, g.source_id, s.format = 'wthor' AS official, g.record_index, g.line, g.tournament_id, "
                        + "g.black_id, g.white_id, g.black_score, g.result, g.result_text, g.theoretical_score, g.theoretical_depth, "
                        + "g.date FROM games g JOIN sources s ON s.id = g.source_id WHERE g.id = :id")
                .bind("id", id)
                .map((rs, ctx) -> new Mergeable(rs.getLong("id"), rs.getLong("source_id"), rs.getBoolean("official"),
                        rs.getInt("record_index"), Columns.intOrNull(rs, "line"), Columns.longOrNull(rs, "tournament_id"),
                        Columns.longOrNull(rs, "black_id"), Columns.longOrNull(rs, "white_id"), Columns.intOrNull(rs, "black_score"),
                        rs.getInt("result"), rs.getString("result_text"), Columns.intOrNull(rs, "theoretical_score"),
                        Columns.intOrNull(rs, "theoretical_depth"), rs.getString("date")))
                .one();
    }

    /** Writes the merged fields of a stored game (the game keeps its id, moves and board). */
    public void applyMerge(Mergeable m) {
        h.createUpdate("UPDATE games SET source_id = :src, record_index = :ri, line = :line, tournament_id = :t, black_id = :b, "
                        + "white_id = :w, black_score = :s, result = :r, result_text = :rt, theoretical_score = :th, "
                        + "theoretical_depth = :td, date = :date WHERE id = :id")
                .bind("src", m.sourceId()).bind("ri", m.recordIndex()).bind("line", m.line()).bind("t", m.tournamentId())
                .bind("b", m.blackId()).bind("w", m.whiteId()).bind("s", m.blackScore()).bind("r", m.result())
                .bind("rt", m.resultText()).bind("th", m.theoreticalScore()).bind("td", m.theoreticalDepth())
                .bind("date", m.date()).bind("id", m.id()).execute();
    }

    /** Adds the tags a duplicate brings that the stored game does not have; returns how many. */
    public int addMissingTags(long id, Map<String, String> tags) {
        if (tags.isEmpty()) {
            return 0;
        }
        var batch = h.prepareBatch("INSERT OR IGNORE INTO game_tags (game_id, key, value) VALUES (:id, :k, :v)");
        tags.forEach((k, v) -> batch.bind("id", id).bind("k", k).bind("v", v).add());
        int added = 0;
        for (int n : batch.execute()) {
            added += n;
        }
        return added;
    }

    @Override
    public void close() {
        games.close();
        tags.close();
    }
}
