package org.othellodb.book;

import java.util.List;
import org.othellodb.board.Canonical;
import org.othellodb.board.Position;

/**
 * A book ready to write, or read back from a file: its records in file order, found by their
 * stored boards. {@code level} is the search level the whole book claims (Edax's header).
 */
public final class Book {

    private final List<BookRecord> records;
    private final int level;
    /**
     * Record numbers by stored boards, made at the first lookup: writing a book needs none, and a
     * {@code HashMap} of an every-position book's 5.9 million records costs 500 MB.
     */
    private volatile RecordIndex index;
    private volatile Figures figures;

    public Book(List<BookRecord> records, int level) {
        // A built book's records are made from the graph's arrays as they are read: an every-position
        // book does not fit twice in a small heap. It is immutable already.
        this.records = records instanceof RecordLookup ? records : List.copyOf(records);
        this.level = level;
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
        if (records instanceof RecordLookup view) {
            return view.indexOf(player, opponent); // in file order: found without an index
        }
        RecordIndex i = index;
        if (i == null) {
            synchronized (this) {
                i = index;
                if (i == null) {
                    i = index = new RecordIndex(records);
                }
            }
        }
        return i.indexOf(player, opponent);
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
        return figures().maxDepth;
    }

    public long links() {
        return figures().links;
    }

    /** Records whose leaf is a move (Edax counts these as "leaves"). */
    public long leaves() {
        return figures().leaves;
    }

    /**
     * Counted in one pass at the first question: a graph's records are made on each reading, so
     * a built book counts its arrays instead of making 5.9 million records only to count them.
     */
    private Figures figures() {
        Figures f = figures;
        if (f == null && records instanceof RecordColumns arrays) {
            f = figures = arrays.figures();
        }
        if (f == null) {
            int maxDepth = 0;
            long links = 0;
            long leaves = 0;
            for (BookRecord r : records) {
                maxDepth = Math.max(maxDepth, r.depth());
                links += r.links().size();
                if (r.leaf().move() != Link.NO_MOVE) {
                    leaves++;
                }
            }
            f = figures = new Figures(maxDepth, links, leaves);
        }
        return f;
    }

    record Figures(int maxDepth, long links, long leaves) {
    }
}
