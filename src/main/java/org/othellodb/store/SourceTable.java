package org.othellodb.store;

import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/** Imported files. */
public final class SourceTable {

    private final Handle h;

    public SourceTable(Database db) {
        this.h = db.handle();
    }

    public Optional<SourceRow> bySha256(String sha256) {
        return h.createQuery("SELECT * FROM sources WHERE sha256 = :sha").bind("sha", sha256)
                .map((rs, ctx) -> row(rs)).findOne();
    }

    public List<SourceRow> all() {
        return h.createQuery("SELECT * FROM sources ORDER BY id").map((rs, ctx) -> row(rs)).list();
    }

    public long insert(String path, String format, long size, String sha256, String importedAt, String fileDate, String note) {
        return h.createUpdate("INSERT INTO sources (path, format, size, sha256, imported_at, file_date, note) "
                        + "VALUES (:path, :format, :size, :sha, :at, :fileDate, :note)")
                .bind("path", path).bind("format", format).bind("size", size).bind("sha", sha256)
                .bind("at", importedAt).bind("fileDate", fileDate).bind("note", note)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
    }

    public void setCounts(long id, int read, int imported, int duplicate, int updated, int rejected) {
        h.createUpdate("UPDATE sources SET games_read = :r, games_imported = :i, games_duplicate = :d, "
                        + "games_updated = :u, games_rejected = :x WHERE id = :id")
                .bind("r", read).bind("i", imported).bind("d", duplicate).bind("u", updated).bind("x", rejected)
                .bind("id", id).execute();
    }

    private static SourceRow row(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new SourceRow(rs.getLong("id"), rs.getString("path"), rs.getString("format"), rs.getLong("size"),
                rs.getString("sha256"), rs.getString("imported_at"), rs.getString("file_date"), rs.getString("note"),
                rs.getInt("games_read"), rs.getInt("games_imported"), rs.getInt("games_duplicate"),
                rs.getInt("games_updated"), rs.getInt("games_rejected"));
    }
}
