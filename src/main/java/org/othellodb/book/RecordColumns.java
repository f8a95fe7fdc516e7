package org.othellodb.book;

import java.util.AbstractList;
import java.util.RandomAccess;
import org.othellodb.board.Color;

/**
 * A built book's records in file order ({@link BookBuilder#fileOrder}), one primitive column per
 * field and the links in compressed rows, made into {@link BookRecord}s as they are read. The graph
 * ({@link BookArrays}) numbers its nodes in the order its rules visit them; making records from it
 * in file order read a dozen arrays at random places per record, a quarter of an every-position
 * book's time. Gathered once into file order, the records are read front to back.
 */
final class RecordColumns extends AbstractList<BookRecord> implements RandomAccess, RecordLookup {

    static final byte WHITE_TO_MOVE = 1;

    final long[] player;
    final long[] opponent;
    final int[] wins;
    final int[] draws;
    final int[] losses;
    final long[] lines;
    final byte[] value;
    final byte[] lower;
    final byte[] upper;
    final byte[] level;
    final byte[] flags;
    final byte[] leafScore;
    final byte[] leafMove;
    /** Record i's links are {@code linkStart[i] .. linkStart[i + 1] − 1}. */
    final int[] linkStart;
    final byte[] linkMove;
    final byte[] linkScore;

    /** Empty columns for {@code size} records with {@code links} links, for the graph to fill. */
    RecordColumns(int size, int links) {
        player = new long[size];
        opponent = new long[size];
        wins = new int[size];
        draws = new int[size];
        losses = new int[size];
        lines = new long[size];
        value = new byte[size];
        lower = new byte[size];
        upper = new byte[size];
        level = new byte[size];
        flags = new byte[size];
        leafScore = new byte[size];
        leafMove = new byte[size];
        linkStart = new int[size + 1];
        linkMove = new byte[links];
        linkScore = new byte[links];
    }

    @Override
    public BookRecord get(int i) {
        return new BookRecord(player[i], opponent[i], wins[i], draws[i], losses[i], lines[i], value[i], lower[i],
                upper[i], level[i], new LinkRow(linkStart[i], linkStart[i + 1]), Link.of(leafScore[i], leafMove[i]),
                (flags[i] & WHITE_TO_MOVE) != 0 ? Color.WHITE : Color.BLACK);
    }

    @Override
    public int size() {
        return player.length;
    }

    /** The book's figures, counted from the columns without making the records. */
    Book.Figures figures() {
        int maxDiscs = 4;
        long leaves = 0;
        for (int i = 0; i < size(); i++) {
            maxDiscs = Math.max(maxDiscs, discs(i));
            if (leafMove[i] != (byte) Link.NO_MOVE) {
                leaves++;
            }
        }
        return new Book.Figures(maxDiscs - 4, linkStart[size()], leaves);
    }

    /** The number of the record with these boards, or −1: a binary search, the records being in file order. */
    @Override
    public int indexOf(long p, long o) {
        int d = Long.bitCount(p | o);
        int lo = 0;
        int hi = size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Integer.compare(discs(mid), d);
            if (c == 0) {
                c = Long.compareUnsigned(player[mid], p);
            }
            if (c == 0) {
                c = Long.compareUnsigned(opponent[mid], o);
            }
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    private int discs(int i) {
        return Long.bitCount(player[i] | opponent[i]);
    }

    /**
     * A record's links, read from the rows (which no longer change): copying each record's links
     * into a list of their own, 5.9 million times for an every-position book, cost more than writing.
     */
    final class LinkRow extends AbstractList<Link> implements RandomAccess {
        private final int first;
        private final int end;

        private LinkRow(int first, int end) {
            this.first = first;
            this.end = end;
        }

        @Override
        public Link get(int j) {
            java.util.Objects.checkIndex(j, end - first);
            return Link.of(linkScore[first + j], linkMove[first + j]);
        }

        @Override
        public int size() {
            return end - first;
        }
    }
}
