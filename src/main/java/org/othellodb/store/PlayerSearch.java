package org.othellodb.store;

import java.util.List;
import java.util.Locale;
import org.jdbi.v3.core.Handle;

/** Players found by part of their name, for name pickers: the best-known (most games) first. */
public final class PlayerSearch {

    /** A player and the number of games they played. */
    public record Match(long id, String name, int games) {
    }

    private final Handle h;

    public PlayerSearch(Database db) {
        this.h = db.handle();
    }

    /** Players whose name contains {@code text} (any case; every player for blank text), most games first, at most {@code limit}. */
    public List<Match> containing(String text, int limit) {
        String pattern = "%" + text.strip().toLowerCase(Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        return h.createQuery("SELECT p.id, p.name, (SELECT count(*) FROM games WHERE black_id = p.id) "
                        + "+ (SELECT count(*) FROM games WHERE white_id = p.id) AS games "
                        + "FROM players p WHERE lower(p.name) LIKE :pattern ESCAPE '\\' ORDER BY games DESC, p.name LIMIT :limit")
                .bind("pattern", pattern).bind("limit", limit)
                .map((rs, ctx) -> new Match(rs.getLong(1), rs.getString(2), rs.getInt(3)))
                .list();
    }
}
