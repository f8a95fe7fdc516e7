package org.othellodb.study;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.othellodb.board.Color;
import org.othellodb.error.BadInputException;
import org.othellodb.store.Database;
import org.othellodb.store.RepertoireTable;

/**
 * The repertoires of a database: made, read, changed and deleted, each change in one write
 * transaction (a refused change writes nothing).
 */
public final class Repertoires {

    /** Longer than any name people give a repertoire; a longer one is a mistake. */
    public static final int MAX_NAME = 200;

    private final Database db;
    private final RepertoireTable table;

    public Repertoires(Database db) {
        this.db = db;
        this.table = new RepertoireTable(db);
    }

    /** A stored repertoire and what it holds. */
    public record Stored(RepertoireTable.Row row, OwnRepertoire repertoire) {
    }

    /**
     * Refuses a name no repertoire can have: empty, too long, with control characters or a line
     * break, or with '#', which starts a comment in its file (the name would not come back whole).
     */
    public static String checkName(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > MAX_NAME || n.chars().anyMatch(Character::isISOControl) || n.indexOf('#') >= 0) {
            throw new BadInputException("a repertoire's name is 1 to " + MAX_NAME + " characters on one line, without '#', not '"
                    + (n.length() > 40 ? n.substring(0, 40) + "..." : n) + "'");
        }
        return n;
    }

    public List<RepertoireTable.Row> all() {
        return table.all();
    }

    /** The repertoire called {@code name}, or a refusal that lists the ones there are. */
    public Stored get(String name) {
        RepertoireTable.Row row = table.find(name).orElseThrow(() -> new BadInputException("no repertoire '" + name + "'"
                + (table.all().isEmpty() ? "; make one with: othello-db repertoire new NAME --colour black|white"
                : "; there are: " + String.join(", ", table.all().stream().map(RepertoireTable.Row::name).toList()))));
        return new Stored(row, OwnRepertoire.of(row.name(), row.colour(), table.moves(row.id())));
    }

    /** Makes an empty repertoire; a name already taken is refused. */
    public Stored create(String name, Color colour) {
        String n = checkName(name);
        return db.inWriteTransaction(() -> {
            if (table.find(n).isPresent()) {
                throw new BadInputException("repertoire '" + table.find(n).get().name() + "' exists already");
            }
            return new Stored(table.create(n, colour, now()), new OwnRepertoire(n, colour));
        });
    }

    /** A change made: the repertoire as stored after it, and what the change said it did. */
    public record Changed<T>(Stored after, T result) {
    }

    /**
     * Changes the repertoire called {@code name} as {@code change} says, in one transaction; a
     * change that throws writes nothing. The repertoire changed in memory is what was stored, so
     * nothing is read back.
     */
    public <T> Changed<T> change(String name, java.util.function.Function<OwnRepertoire, T> change) {
        return db.inWriteTransaction(() -> {
            Stored s = get(name);
            T result = change.apply(s.repertoire());
            table.setMoves(s.row().id(), s.repertoire().rows());
            return new Changed<>(s, result);
        });
    }

    /**
     * Stores {@code read} (a file's repertoire) under its name: a new repertoire, or with
     * {@code replace} in place of the one of that name, whose creation time it keeps.
     */
    public Stored put(OwnRepertoire read, boolean replace) {
        String n = checkName(read.name());
        return db.inWriteTransaction(() -> {
            var existing = table.find(n);
            if (existing.isPresent() && !replace) {
                throw new BadInputException("repertoire '" + existing.get().name() + "' exists already; --replace puts the file's "
                        + "moves in its place");
            }
            if (existing.isPresent()) {
                table.delete(existing.get().id());
            }
            RepertoireTable.Row row = table.create(n, read.colour(), existing.map(RepertoireTable.Row::createdAt).orElse(now()));
            table.setMoves(row.id(), read.rows());
            return new Stored(row, read);
        });
    }

    /** Deletes the repertoire called {@code name}; returns what it was. */
    public Stored delete(String name) {
        return db.inWriteTransaction(() -> {
            Stored s = get(name);
            table.delete(s.row().id());
            return s;
        });
    }

    /** The number of moves of each repertoire, as listed. */
    public java.util.Map<Long, Integer> moveCounts() {
        return table.moveCounts();
    }

    private static String now() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
