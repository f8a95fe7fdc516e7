package org.othellodb.store;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jspecify.annotations.Nullable;

/** Files and records that could not be imported. */
public final class ProblemTable {

    /** One stored problem. */
    public record Problem(Long sourceId, String path, Integer recordIndex, Integer line, String reason, String message) {
    }

    private final Handle h;

    public ProblemTable(Database db) {
        this.h = db.handle();
    }

    public void add(Problem p, String reportedAt) {
        h.createUpdate("INSERT INTO import_problems (source_id, path, record_index, line, reason, message, reported_at) "
                        + "VALUES (:s, :p, :r, :l, :reason, :m, :at)")
                .bind("s", p.sourceId()).bind("p", p.path()).bind("r", p.recordIndex()).bind("l", p.line())
                .bind("reason", p.reason()).bind("m", p.message()).bind("at", reportedAt).execute();
    }

    /** A stored problem as listed for people: with its id and when it was reported. */
    public record Listed(long id, @Nullable Long sourceId, String path, @Nullable Integer recordIndex, @Nullable Integer line, String reason, String message,
                         String reportedAt) {
    }

    /** At most {@code limit} problems, oldest first, of one source (null: all) and one reason (null: all). */
    public List<Listed> list(Long sourceId, String reason, int limit) {
        return h.createQuery("SELECT id, source_id, path, record_index, line, reason, message, reported_at FROM import_problems "
                        + "WHERE (:s IS NULL OR source_id = :s) AND (:r IS NULL OR reason = :r) ORDER BY id LIMIT :limit")
                .bind("s", sourceId).bind("r", reason).bind("limit", limit)
                .map((rs, ctx) -> new Listed(rs.getLong("id"), Columns.longOrNull(rs, "source_id"), rs.getString("path"),
                        Columns.intOrNull(rs, "record_index"), Columns.intOrNull(rs, "line"), rs.getString("reason"),
                        rs.getString("message"), rs.getString("reported_at")))
                .list();
    }

    /** How many problems of each reason, most frequent first, for one source (null: all). */
    public java.util.Map<String, Integer> countsByReason(Long sourceId) {
        java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
        h.createQuery("SELECT reason, count(*) AS n FROM import_problems WHERE (:s IS NULL OR source_id = :s) GROUP BY reason "
                        + "ORDER BY n DESC, reason")
                .bind("s", sourceId).map((rs, ctx) -> out.put(rs.getString(1), rs.getInt(2))).list();
        return out;
    }

    public List<Problem> all() {
        return h.createQuery("SELECT source_id, path, record_index, line, reason, message FROM import_problems ORDER BY id")
                .map(ConstructorMapper.of(Problem.class)).list();
    }
}
