package org.othellodb.store;

import java.util.List;
import org.jdbi.v3.core.Handle;

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

    private record Holder(long gameId, long mergeId, long sourceId, int recordIndex, Integer line) {
    }

    private final Handle h;

    public SourceRemoval(Database db) {
        this.h = db.handle();
    }

    public Removed remove(SourceRow source) {
        long s = source.id();
        // A game another file merged into stays with the first such file, as if that file had stored it.
        List<Holder> holders = h.createQuery("SELECT g.id AS game_id, m.id AS merge_id, m.source_id, m.record_index, m.line "
                        + "FROM games g JOIN game_merges m ON m.game_id = g.id AND m.decision = 'merged' AND m.source_id <> :s "
                        + "WHERE g.source_id = :s AND m.id = (SELECT min(m2.id) FROM game_merges m2 WHERE m2.game_id = g.id "
                        + "AND m2.decision = 'merged' AND m2.source_id <> :s) ORDER BY g.id")
                .bind("s", s)
                .map((rs, ctx) -> new Holder(rs.getLong("game_id"), rs.getLong("merge_id"), rs.getLong("source_id"),
                        rs.getInt("record_index"), Columns.intOrNull(rs, "line")))
                .list();
        for (Holder k : holders) {
            h.createUpdate("UPDATE games SET source_id = :src, record_index = :ri, line = :line WHERE id = :id")
                    .bind("src", k.sourceId()).bind("ri", k.recordIndex()).bind("line", k.line()).bind("id", k.gameId()).execute();
            h.createUpdate("DELETE FROM game_merges WHERE id = :id").bind("id", k.mergeId()).execute();
        }
        h.execute("DROP TABLE IF EXISTS temp.removed_games");
        h.createUpdate("CREATE TEMP TABLE removed_games AS SELECT id FROM games WHERE source_id = :s").bind("s", s).execute();
        int merges = h.createUpdate("DELETE FROM game_merges WHERE source_id = :s OR game_id IN (SELECT id FROM temp.removed_games) "
                + "OR new_game_id IN (SELECT id FROM temp.removed_games)").bind("s", s).execute();
        h.execute("DELETE FROM game_tags WHERE game_id IN (SELECT id FROM temp.removed_games)");
        int games = h.createUpdate("DELETE FROM games WHERE source_id = :s").bind("s", s).execute();
        h.execute("DROP TABLE temp.removed_games");
        int problems = h.createUpdate("DELETE FROM import_problems WHERE source_id = :s").bind("s", s).execute();
        h.createUpdate("DELETE FROM sources WHERE id = :s").bind("s", s).execute();
        return new Removed(s, source.path(), games, holders.size(), merges, problems);
    }
}
