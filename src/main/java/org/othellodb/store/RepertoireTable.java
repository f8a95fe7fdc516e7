package org.othellodb.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.othellodb.board.Color;

/**
 * The repertoires the user owns ({@code repertoires}, {@code repertoire_moves}): tables no import,
 * removal or tree rebuild writes. A repertoire's moves are read and written whole: they are a few
 * thousand rows at most, and writing the set the caller computed keeps every change one statement
 * list in one transaction.
 */
public final class RepertoireTable {

    /** A repertoire: its name as the user wrote it, the colour the user plays, when it was made (UTC, ISO-8601). */
    public record Row(long id, String name, Color colour, String createdAt) {
    }

    /**
     * A move of a repertoire at a position keyed as the tree keys it (canonical boards of the side to
     * move and of the other side, the colour to move); {@code move} in that canonical frame.
     */
    public record Move(long player, long opponent, boolean blackToMove, int move, int ply) {
    }

    private final Database db;

    public RepertoireTable(Database db) {
        this.db = db;
    }

    private Handle h() {
        return db.handle();
    }

    /** The repertoire called {@code name} (case aside). */
    public Optional<Row> find(String name) {
        return h().createQuery("SELECT id, name, colour, created_at FROM repertoires WHERE name = :n COLLATE NOCASE")
                .bind("n", name).map((rs, ctx) -> row(rs)).findOne();
    }

    /** Every repertoire, by name. */
    public List<Row> all() {
        return h().createQuery("SELECT id, name, colour, created_at FROM repertoires ORDER BY name COLLATE NOCASE, id")
                .map((rs, ctx) -> row(rs)).list();
    }

    /** The number of moves of each repertoire, by id (a repertoire without moves is absent). */
    public Map<Long, Integer> moveCounts() {
        Map<Long, Integer> out = new java.util.HashMap<>();
        h().createQuery("SELECT repertoire_id, count(*) FROM repertoire_moves GROUP BY repertoire_id")
                .map((rs, ctx) -> out.put(rs.getLong(1), rs.getInt(2))).list();
        return out;
    }

    private static Row row(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Row(rs.getLong("id"), rs.getString("name"), Color.valueOf(rs.getString("colour").toUpperCase(java.util.Locale.ROOT)),
                rs.getString("created_at"));
    }

    /** Makes an empty repertoire; the caller checked that the name is free. */
    public Row create(String name, Color colour, String createdAt) {
        long id = h().createUpdate("INSERT INTO repertoires (name, colour, created_at) VALUES (:n, :c, :t)")
                .bind("n", name).bind("c", colour.lowerName()).bind("t", createdAt)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
        return new Row(id, name, colour, createdAt);
    }

    /** Removes a repertoire, its moves and its drill's memory. */
    public void delete(long id) {
        new DrillTable(db).deleteAll(id);
        h().createUpdate("DELETE FROM repertoire_moves WHERE repertoire_id = :id").bind("id", id).execute();
        h().createUpdate("DELETE FROM repertoires WHERE id = :id").bind("id", id).execute();
    }

    /** A repertoire's moves, in key order. */
    public List<Move> moves(long id) {
        return h().createQuery("SELECT player, opponent, black_to_move, move, ply FROM repertoire_moves WHERE repertoire_id = :id "
                + "ORDER BY player, opponent, black_to_move, move").bind("id", id)
                .map((rs, ctx) -> new Move(rs.getLong(1), rs.getLong(2), rs.getInt(3) == 1, rs.getInt(4), rs.getInt(5))).list();
    }

    /** Replaces a repertoire's moves by {@code moves}; call it in a write transaction. */
    public void setMoves(long id, Collection<Move> moves) {
        h().createUpdate("DELETE FROM repertoire_moves WHERE repertoire_id = :id").bind("id", id).execute();
        PreparedBatch batch = h().prepareBatch("INSERT INTO repertoire_moves (repertoire_id, player, opponent, black_to_move, move, ply) "
                + "VALUES (:r, :p, :o, :b, :m, :ply)");
        for (Move m : moves) {
            batch.bind("r", id).bind("p", m.player()).bind("o", m.opponent()).bind("b", m.blackToMove() ? 1 : 0)
                    .bind("m", m.move()).bind("ply", m.ply()).add();
        }
        if (!moves.isEmpty()) {
            batch.execute();
        }
    }
}
