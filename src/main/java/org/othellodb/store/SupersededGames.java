package org.othellodb.store;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jspecify.annotations.Nullable;

/**
 * The WTHOR issues of a year and the records of those a newer issue replaced (table superseded_games):
 * the newest issue holds the year's games, an older one's records wait here for the newest to be removed.
 */
public final class SupersededGames implements AutoCloseable {

    /** An imported WTHOR issue: its source and the date its header gives. */
    public record Issue(long sourceId, String fileDate) {
    }

    /** A record kept aside, as the game it would be, with FFO's ids of its labels (to recognise it in another issue). */
    public record Kept(GameRow row, @Nullable Integer tournamentWthorId, @Nullable Integer blackWthorId, @Nullable Integer whiteWthorId) {
    }

    private static final String COLUMNS = "source_id, record_index, year, date, tournament_id, black_id, white_id, black_score, "
            + "result, result_text, theoretical_score, theoretical_depth, moves, move_count, complete, final_black, "
            + "final_white, final_empties, opening_line, match_key";
    // The issues of a year: those holding a game of it, and those with records of it kept aside.
    private static final String ISSUES_OF_YEAR = "SELECT s.id, s.file_date FROM sources s WHERE s.format = 'wthor' AND s.id <> :x "
            + "AND s.id IN (SELECT source_id FROM games WHERE year = :y UNION SELECT source_id FROM superseded_games WHERE year = :y)";

    private final Handle h;
    private @Nullable BulkInsert rows;

    public SupersededGames(Database db) {
        this.h = db.handle();
    }

    /** The newest WTHOR issue of {@code year} but {@code except}: the latest header date, then the latest import. */
    public Optional<Issue> newest(int year, long except) {
        return h.createQuery(ISSUES_OF_YEAR + " ORDER BY s.file_date DESC, s.id DESC LIMIT 1").bind("y", year).bind("x", except)
                .map((rs, ctx) -> new Issue(rs.getLong(1), rs.getString(2))).findOne();
    }

    /** The year of the WTHOR issue {@code sourceId}, when it holds or keeps aside a game. */
    public Optional<Integer> yearOf(long sourceId) {
        return h.createQuery("SELECT year FROM games WHERE source_id = :s AND year IS NOT NULL UNION ALL "
                        + "SELECT year FROM superseded_games WHERE source_id = :s LIMIT 1")
                .bind("s", sourceId).mapTo(Integer.class).findOne();
    }

    /** True when {@code sourceId} is an issue a newer one replaced (its records are kept aside). */
    public boolean isSuperseded(long sourceId) {
        return h.createQuery("SELECT EXISTS (SELECT 1 FROM superseded_games WHERE source_id = :s)").bind("s", sourceId)
                .mapTo(Boolean.class).one();
    }

    /** Keeps aside the games the WTHOR issues of {@code year} hold, as they are: a newer issue is about to take them over. */
    public void supersedeYear(int year) {
        h.createUpdate("INSERT OR REPLACE INTO superseded_games (" + COLUMNS + ") SELECT g." + COLUMNS.replace(", ", ", g.")
                        + " FROM games g JOIN sources s ON s.id = g.source_id WHERE s.format = 'wthor' AND g.year = :y")
                .bind("y", year).execute();
    }

    /** Keeps aside a record of an issue older than the one stored. Call {@link #flush} before the transaction ends. */
    public void keep(GameRow g) {
        if (rows == null) {
            rows = new BulkInsert(h.getConnection(), "INSERT INTO superseded_games (" + COLUMNS + ")", 20, "");
        }
        rows.value(g.sourceId()).value(g.recordIndex()).value(g.year()).value(g.date()).value(g.tournamentId())
                .value(g.blackId()).value(g.whiteId()).value(g.blackScore()).value(g.result()).value(g.resultText())
                .value(g.theoreticalScore()).value(g.theoreticalDepth()).value(g.moves())
                .value(g.moveCount()).value(g.complete() ? 1 : 0).value(g.finalBlack()).value(g.finalWhite())
                .value(g.finalEmpties()).value(g.openingLine()).value(g.matchKey());
    }

    public void flush() {
        if (rows != null) {
            rows.flush();
        }
    }

    /** The records kept aside for the issue {@code sourceId}, in file order. */
    public List<Kept> kept(long sourceId) {
        return h.createQuery("SELECT k.*, t.wthor_id AS t_wthor, b.wthor_id AS b_wthor, w.wthor_id AS w_wthor FROM superseded_games k "
                        + "LEFT JOIN tournaments t ON t.id = k.tournament_id LEFT JOIN players b ON b.id = k.black_id "
                        + "LEFT JOIN players w ON w.id = k.white_id WHERE k.source_id = :s ORDER BY k.record_index")
                .bind("s", sourceId)
                .map((rs, ctx) -> new Kept(new GameRow(rs.getLong("source_id"), rs.getInt("record_index"), null,
                        Columns.intOrNull(rs, "year"), rs.getString("date"), Columns.longOrNull(rs, "tournament_id"),
                        Columns.longOrNull(rs, "black_id"), Columns.longOrNull(rs, "white_id"), Columns.intOrNull(rs, "black_score"),
                        rs.getInt("result"), rs.getString("result_text"), Columns.intOrNull(rs, "theoretical_score"),
                        Columns.intOrNull(rs, "theoretical_depth"), rs.getBytes("moves"),
                        rs.getInt("move_count"), rs.getInt("complete") == 1, rs.getInt("final_black"), rs.getInt("final_white"),
                        rs.getInt("final_empties"), rs.getString("opening_line"), rs.getString("match_key"), Map.of()),
                        Columns.intOrNull(rs, "t_wthor"), Columns.intOrNull(rs, "b_wthor"), Columns.intOrNull(rs, "w_wthor")))
                .list();
    }

    /** Forgets the records kept aside for {@code sourceId} (they became games again, or the issue is removed). */
    public void forget(long sourceId) {
        h.createUpdate("DELETE FROM superseded_games WHERE source_id = :s").bind("s", sourceId).execute();
    }

    @Override
    public void close() {
        if (rows != null) {
            rows.close();
        }
    }
}
