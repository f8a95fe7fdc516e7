package org.othellodb.store;

import java.util.HashMap;
import java.util.Map;
import org.jdbi.v3.core.Handle;

/**
 * The drill's memory ({@code drill_cards}): one row per position a repertoire asks the user to
 * answer, with its scheduler state. Only the drill writes it.
 */
public final class DrillTable {

    /**
     * A position's state: keyed as {@link RepertoireTable.Move} keys positions; stability in days,
     * difficulty 1..10, times in UTC ISO-8601.
     */
    public record Card(long player, long opponent, boolean blackToMove, double stability, double difficulty, String dueAt,
                       String lastReview, int reviews, int lapses) {
    }

    /** A position's key, as the table keys it. */
    public record Key(long player, long opponent, boolean blackToMove) {
    }

    private final Database db;

    public DrillTable(Database db) {
        this.db = db;
    }

    private Handle h() {
        return db.handle();
    }

    /** The cards of a repertoire, by position. */
    public Map<Key, Card> cards(long repertoireId) {
        Map<Key, Card> out = new HashMap<>();
        h().createQuery("SELECT player, opponent, black_to_move, stability, difficulty, due_at, last_review, reviews, lapses "
                        + "FROM drill_cards WHERE repertoire_id = :r").bind("r", repertoireId)
                .map((rs, ctx) -> new Card(rs.getLong(1), rs.getLong(2), rs.getInt(3) == 1, rs.getDouble(4), rs.getDouble(5),
                        rs.getString(6), rs.getString(7), rs.getInt(8), rs.getInt(9)))
                .forEach(c -> out.put(new Key(c.player(), c.opponent(), c.blackToMove()), c));
        return out;
    }

    /** Writes a card, new or changed. */
    public void put(long repertoireId, Card c) {
        h().createUpdate("INSERT OR REPLACE INTO drill_cards (repertoire_id, player, opponent, black_to_move, stability, difficulty, "
                        + "due_at, last_review, reviews, lapses) VALUES (:r, :p, :o, :b, :s, :d, :due, :last, :n, :l)")
                .bind("r", repertoireId).bind("p", c.player()).bind("o", c.opponent()).bind("b", c.blackToMove() ? 1 : 0)
                .bind("s", c.stability()).bind("d", c.difficulty()).bind("due", c.dueAt()).bind("last", c.lastReview())
                .bind("n", c.reviews()).bind("l", c.lapses()).execute();
    }

    /** Forgets a repertoire's cards (the repertoire is deleted). */
    void deleteAll(long repertoireId) {
        h().createUpdate("DELETE FROM drill_cards WHERE repertoire_id = :r").bind("r", repertoireId).execute();
    }
}
