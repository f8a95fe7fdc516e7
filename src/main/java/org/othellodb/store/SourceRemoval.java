package org.othellodb.store;

import java.util.Collection;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jspecify.annotations.Nullable;

/**
 * Takes an imported file out of the database: its games, its problems, its merge decisions and its
 * row in sources. A game of the file that another file also holds (that file's record was merged
 * into it) stays, held from then on by that file. Run inside one write transaction: a kill leaves
 * the file whole or gone. The opening tree is the caller's to rebuild.
 */
public final class SourceRemoval {

    /** What the removal of one file did. */
    public record Removed(long sourceId, String path, int gamesDeleted, int gamesKept, int mergesDropped, int problemsDropped) {
    }

    /** What taking games out did: deleted, kept (another file holds them), merge decisions dropped. */
    public record Dropped(int deleted, int kept, int merges) {
    }

    private record Holder(long gameId, long mergeId, long sourceId, int recordIndex, @Nullable Integer line) {
    }

    private final Handle h;

    public SourceRemoval(Database db) {
        this.h = db.handle();
    }

    public Removed remove(SourceRow source) {
        long s = source.id();
        h.execute("DROP TABLE IF EXISTS temp.removed_games");
        h.createUpdate("CREATE TEMP TABLE removed_games AS SELECT id FROM games WHERE source_id = :s").bind("s", s).execute();
        Dropped dropped = dropListed();
        int merges = h.createUpdate("DELETE FROM game_merges WHERE source_id = :s").bind("s", s).execute();
        int problems = h.createUpdate("DELETE FROM import_problems WHERE source_id = :s").bind("s", s).execute();
        h.createUpdate("DELETE FROM superseded_games WHERE source_id = :s").bind("s", s).execute();
        h.createUpdate("DELETE FROM sources WHERE id = :s").bind("s", s).execute();
        return new Removed(s, source.path(), dropped.deleted(), dropped.kept(), dropped.merges() + merges, problems);
    }

    /**
     * Takes the games {@code ids} out while their file stays (a newer WTHOR issue dropped them); as for a
     * removed file, a game another file merged into stays, held by that file.
     */
    public Dropped drop(Collection<Long> ids) {
        h.execute("DROP TABLE IF EXISTS temp.removed_games");
        h.execute("CREATE TEMP TABLE removed_games (id INTEGER PRIMARY KEY)");
        var batch = h.prepareBatch("INSERT INTO temp.removed_games (id) VALUES (:id)");
        ids.forEach(id -> batch.bind("id", id).add());
        if (!ids.isEmpty()) {
            batch.execute();
        }
        return dropListed();
    }

    /** Deletes the games listed in temp.removed_games, but those another file merged into: that file holds them now. */
    private Dropped dropListed() {
        // A game another file merged into stays with the first such file, as if that file had stored it.
        List<Holder> holders = h.createQuery("SELECT g.id AS game_id, m.id AS merge_id, m.source_id, m.record_index, m.line "
                        + "FROM games g JOIN game_merges m ON m.game_id = g.id AND m.decision = 'merged' AND m.source_id <> g.source_id "
                        + "WHERE g.id IN (SELECT id FROM temp.removed_games) AND m.id = (SELECT min(m2.id) FROM game_merges m2 "
                        + "WHERE m2.game_id = g.id AND m2.decision = 'merged' AND m2.source_id <> g.source_id) ORDER BY g.id")
                .map((rs, ctx) -> new Holder(rs.getLong("game_id"), rs.getLong("merge_id"), rs.getLong("source_id"),
                        rs.getInt("record_index"), Columns.intOrNull(rs, "line")))
                .list();
        for (Holder k : holders) {
            h.createUpdate("UPDATE games SET source_id = :src, record_index = :ri, line = :line WHERE id = :id")
                    .bind("src", k.sourceId()).bind("ri", k.recordIndex()).bind("line", k.line()).bind("id", k.gameId()).execute();
            h.createUpdate("DELETE FROM game_merges WHERE id = :id").bind("id", k.mergeId()).execute();
            h.createUpdate("DELETE FROM temp.removed_games WHERE id = :id").bind("id", k.gameId()).execute();
        }
        int merges = h.execute("DELETE FROM game_merges WHERE game_id IN (SELECT id FROM temp.removed_games) "
                + "OR new_game_id IN (SELECT id FROM temp.removed_games)");
        h.execute("DELETE FROM game_tags WHERE game_id IN (SELECT id FROM temp.removed_games)");
        int games = h.execute("DELETE FROM games WHERE id IN (SELECT id FROM temp.removed_games)");
        h.execute("DROP TABLE temp.removed_games");
        return new Dropped(games, holders.size(), merges);
    }
}
