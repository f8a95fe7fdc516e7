package org.othellodb.book;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;

/**
 * A book ready to write, or read back from a file: its records in file order, found by their
 * stored boards. {@code level} is the search level the whole book claims (Edax's header).
 */
public final class Book {

    private final List<BookRecord> records;
    private final int level;
    private final Map<BoardKey, Integer> index;

    public Book(List<BookRecord> records, int level) {
        this.records = List.copyOf(records);
        this.level = level;
        this.index = new HashMap<>(records.size() * 2);
        for (int i = 0; i < this.records.size(); i++) {
            // The first of two records with the same board wins, as in Edax (rule 8).
            index.putIfAbsent(this.records.get(i).key(), i);
        }
    }

    public List<BookRecord> records() {
        return records;
    }

    public int size() {
        return records.size();
    }

    public int level() {
        return level;
    }

    /** The index of the record stored with exactly these boards, or -1. */
    public int indexOf(long player, long opponent) {
        Integer i = index.get(new BoardKey(player, opponent));
        return i == null ? -1 : i;
    }

    public BookRecord get(long player, long opponent) {
        int i = indexOf(player, opponent);
        return i < 0 ? null : records.get(i);
    }

    /** The record of {@code p} in any orientation: looked up by its canonical image, as the engines do. */
    public BookRecord find(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return get(c.player(), c.opponent());
    }

    /** The deepest record's depth (moves played), 0 for an empty book. */
    public int maxDepth() {
        int max = 0;
        for (BookRecord r : records) {
            max = Math.max(max, r.depth());
        }
        return max;
    }

    public long links() {
        long n = 0;
        for (BookRecord r : records) {
            n += r.links().size();
        }
        return n;
    }

    /** Records whose leaf is a move (Edax counts these as "leaves"). */
    public long leaves() {
        long n = 0;
        for (BookRecord r : records) {
            if (r.leaf().move() != Link.NO_MOVE) {
                n++;
            }
        }
        return n;
    }
}
