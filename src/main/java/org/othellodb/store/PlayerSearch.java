package org.othellodb.store;

import java.util.List;
import org.jdbi.v3.core.Handle;

/** Players found by part of their name, for name pickers: the best-known (most games) first. */
public final class PlayerSearch {

    /** A player and the number of games they played. */
    public record Match(String name, int games) {
    }

    private final Handle h;

    public PlayerSearch(Database db) {
        this.h = db.handle();
    }

    /** Players whose name contains {@code text} (any case; all for blank text), most games first, at most {@code limit}. */
    public List<Match> containing(String text, int limit) {
        return h.createQuery("SELECT p.name, (SELECT count(*) FROM games WHERE black_id = p.id) "
                        + "+ (SELECT count(*) FROM games WHERE white_id = p.id) AS games "
                        + "FROM players p WHERE instr(lower(p.name), lower(:text)) > 0 ORDER BY games DESC, p.name LIMIT :limit")
                .bind("text", text.strip()).bind("limit", limit)
                .map((rs, ctx) -> new Match(rs.getString(1), rs.getInt(2)))
                .list();
    }
}
