package org.othellodb.store;

import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;

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

    public List<Problem> all() {
        return h.createQuery("SELECT source_id, path, record_index, line, reason, message FROM import_problems ORDER BY id")
                .map(ConstructorMapper.of(Problem.class)).list();
    }
}
