package org.othellodb.store;

/**
 * The game_merges table: every time a record had the year and moves of a game stored from another
 * source, what was decided (merged, or kept apart) and why. Written in bulk inside the file's
 * transaction, so the log and the games always agree.
 */
public final class MergeLog implements AutoCloseable {

    /** What became of the record. */
    public enum Decision {
        /** The same game: the record was not stored again. */
        merged,
        /** Another game with the same moves: the record was stored as its own game. */
        kept_apart
    }

    private final BulkInsert rows;

    /** Call inside a transaction with deferred foreign keys: a kept-apart record's game may not be written yet. */
    public MergeLog(Database db) {
        rows = new BulkInsert(db.handle().getConnection(), "INSERT INTO game_merges (source_id, record_index, line, game_id, "
                + "decision, new_game_id, reason, decided_at)", 8, "");
    }

    public void add(long sourceId, int recordIndex, Integer line, long gameId, Decision decision, Long newGameId, String reason,
                    String decidedAt) {
        rows.value(sourceId).value(recordIndex).value(line).value(gameId).value(decision.name()).value(newGameId).value(reason)
                .value(decidedAt);
    }

    public void flush() {
        rows.flush();
    }

    @Override
    public void close() {
        rows.close();
    }
}
