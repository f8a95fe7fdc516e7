package org.othellodb.store;

import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Position;

/**
 * The exact values the endgame analysis solved, kept in {@code solved_positions} (see schema.sql) so
 * that a game is solved once: {@code game ID --endgame} and the page's endgame panel read and write
 * them. Nothing else depends on the table, and a position's value never changes, so no import,
 * removal or rebuild has to touch it. A file made before the table existed gets it on the
 * first write; reading such a file finds nothing kept.
 */
public final class SolvedPositions {

    private static final String TABLE = "solved_positions";

    private final Database db;

    public SolvedPositions(Database db) {
        this.db = db;
    }

    /** The kept values of those of {@code positions} solved before (keyed by the positions as given); nodes are 0. */
    public Map<Position, EndgameSolver.Solution> known(Collection<Position> positions) {
        Map<Position, EndgameSolver.Solution> found = new HashMap<>();
        if (positions.isEmpty() || !exists()) {
            return found;
        }
        for (Position p : positions) {
            db.handle().createQuery("SELECT score, best_move FROM " + TABLE + " WHERE player = :player AND opponent = :opponent")
                    .bind("player", p.player()).bind("opponent", p.opponent())
                    .map((rs, ctx) -> new EndgameSolver.Solution(rs.getInt(1), rs.getInt(2), 0))
                    .findOne().ifPresent(s -> found.put(p, s));
        }
        return found;
    }

    /** Keeps {@code solved} (the table made first on a file older than it), in one write transaction. */
    public void keep(Map<Position, EndgameSolver.Solution> solved) {
        if (solved.isEmpty()) {
            return;
        }
        db.inWriteTransaction(() -> {
            if (!exists()) {
                SchemaUpgrade.createAsSchemaDoes(db, "CREATE TABLE IF NOT EXISTS " + TABLE);
            }
            var batch = db.handle().prepareBatch("INSERT OR REPLACE INTO " + TABLE
                    + " (player, opponent, score, best_move) VALUES (:player, :opponent, :score, :best)");
            for (Map.Entry<Position, EndgameSolver.Solution> e : solved.entrySet()) {
                batch.bind("player", e.getKey().player()).bind("opponent", e.getKey().opponent())
                        .bind("score", e.getValue().score()).bind("best", e.getValue().bestMove()).add();
            }
            batch.execute();
            return null;
        });
    }

    /**
     * Keeps {@code solved} in {@code file} through a connection of its own ({@link Database#openToKeep}).
     * Nothing is kept in a file that cannot be written, which is analysed all the same, nor
     * in one another process is writing for more than a moment: those values are solved again next
     * time. True when kept.
     */
    public static boolean keepIn(Path file, Map<Position, EndgameSolver.Solution> solved) {
        return keepIn(file, solved, (db, keep) -> keep.run());
    }

    /** As {@link #keepIn(Path, Map)}, with {@code write} run around the keeping (handed its connection). */
    public static boolean keepIn(Path file, Map<Position, EndgameSolver.Solution> solved, BiConsumer<Database, Runnable> write) {
        if (solved.isEmpty()) {
            return false;
        }
        try {
            Optional<Database> opened = Database.openToKeep(file);
            if (opened.isEmpty()) {
                return false;
            }
            try (Database db = opened.get()) {
                write.accept(db, () -> new SolvedPositions(db).keep(solved));
            }
            return true;
        } catch (RuntimeException e) {
            if (SqliteErrors.isBusy(e)) {
                return false;
            }
            throw e;
        }
    }

    /** How many positions are kept (0 on a file without the table). */
    public long count() {
        return exists() ? db.handle().createQuery("SELECT count(*) FROM " + TABLE).mapTo(Long.class).one() : 0;
    }

    private boolean exists() {
        return db.handle().createQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = :name")
                .bind("name", TABLE).mapTo(Integer.class).one() > 0;
    }
}
