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

    /** An imported file with what it holds now: the games stored from it and its import problems. */
    public record Summary(SourceRow row, int gamesHeld, int problems) {
    }

    /** Every imported file, oldest first, with the games it holds and its problems. */
    public List<Summary> summaries() {
        java.util.Map<Long, Integer> held = new java.util.HashMap<>();
        h.createQuery("SELECT source_id, count(*) FROM games GROUP BY source_id").map((rs, ctx) -> held.put(rs.getLong(1), rs.getInt(2)))
                .list();
        java.util.Map<Long, Integer> problems = new java.util.HashMap<>();
        h.createQuery("SELECT source_id, count(*) FROM import_problems WHERE source_id IS NOT NULL GROUP BY source_id")
                .map((rs, ctx) -> problems.put(rs.getLong(1), rs.getInt(2))).list();
        return all().stream().map(r -> new Summary(r, held.getOrDefault(r.id(), 0), problems.getOrDefault(r.id(), 0))).toList();
    }

    /**
     * The imported files {@code text} designates: an id ({@code 12}), a SHA-256 or the beginning of one
     * (8 hex digits at least), or a path: as imported (absolute), as typed from the current directory, or a
     * name that ends the imported path ({@code WTH_2019.wtb}).
     */
    public List<SourceRow> matching(String text) {
        String t = text.strip();
        List<SourceRow> all = all();
        if (t.matches("\\d{1,18}")) {
            long id = Long.parseLong(t);
            List<SourceRow> byId = all.stream().filter(r -> r.id() == id).toList();
            if (!byId.isEmpty()) {
                return byId;
            }
        }
        if (t.matches("(?i)[0-9a-f]{8,64}")) {
            String lower = t.toLowerCase(java.util.Locale.ROOT);
            List<SourceRow> bySha = all.stream().filter(r -> r.sha256().startsWith(lower)).toList();
            if (!bySha.isEmpty()) {
                return bySha;
            }
        }
        String absolute = java.nio.file.Path.of(t).toAbsolutePath().normalize().toString();
        List<SourceRow> byPath = all.stream().filter(r -> r.path().equals(t) || r.path().equals(absolute)).toList();
        if (!byPath.isEmpty()) {
            return byPath;
        }
        String tail = t.startsWith("/") ? t : "/" + t;
        return all.stream().filter(r -> r.path().endsWith(tail)).toList();
    }

    private static SourceRow row(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new SourceRow(rs.getLong("id"), rs.getString("path"), rs.getString("format"), rs.getLong("size"),
                rs.getString("sha256"), rs.getString("imported_at"), rs.getString("file_date"), rs.getString("note"),
                rs.getInt("games_read"), rs.getInt("games_imported"), rs.getInt("games_duplicate"),
                rs.getInt("games_updated"), rs.getInt("games_rejected"));
    }
}
