package org.othellodb.store;

import java.util.List;

/** The players the user watches ({@code watched_players}): an import tells of their new games. */
public final class WatchTable {

    private final Database db;

    public WatchTable(Database db) {
        this.db = db;
    }

    /** The watched names, as the user wrote them, in alphabetical order. */
    public List<String> names() {
        return db.handle().createQuery("SELECT name FROM watched_players ORDER BY name COLLATE NOCASE").mapTo(String.class).list();
    }

    /** Watches {@code name}; false when it was watched already (case aside). */
    public boolean add(String name, String now) {
        return db.handle().createUpdate("INSERT OR IGNORE INTO watched_players (name, added_at) VALUES (:n, :t)")
                .bind("n", name).bind("t", now).execute() == 1;
    }

    /** Stops watching {@code name}; false when it was not watched. */
    public boolean remove(String name) {
        return db.handle().createUpdate("DELETE FROM watched_players WHERE name = :n COLLATE NOCASE").bind("n", name).execute() == 1;
    }

    /** Whether some games name the player exactly (case aside): a watched name that matches nobody is likely a typo. */
    public boolean playerKnown(String name) {
        return db.handle().createQuery("SELECT count(*) FROM players WHERE name = :n COLLATE NOCASE").bind("n", name)
                .mapTo(Integer.class).one() > 0;
    }
}
