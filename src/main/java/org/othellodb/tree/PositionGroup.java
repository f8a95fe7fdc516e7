package org.othellodb.tree;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;

/**
 * One position's visits as the merge reads them, with the statistics of its old and its new games
 * apart. Its games leave in parts of at most one index chunk ({@link TreeTables#CHUNK_ENTRIES}
 * entries, the stored format's rule), so that a position of 10^8 games holds no more than one
 * chunk and its statistics: the writer writes a part's chunk while the merge reads the next.
 */
final class PositionGroup {
    final long player;
    final long opponent;
    final boolean blackToMove;
    final int ply;
    /** Games of the position so far, in every part. */
    long games;
    /** Whether a game not yet counted reaches it. */
    boolean anyNew;
    long firstGame;
    final Stats oldTotal = new Stats();
    final Stats newTotal = new Stats();
    final Map<Integer, Stats> oldMoves = new HashMap<>();
    final Map<Integer, Stats> newMoves = new HashMap<>();
    private long[] entries = new long[4];
    private int count;
    private int firstNew = -1;

    /**
     * Games of a position, in increasing id: {@code entries[0..count)}, the new ones (not yet counted)
     * from {@code firstNew} (−1: none in this part). The last part comes when the position's
     * statistics are complete. Parts before the last hold exactly {@link TreeTables#CHUNK_ENTRIES}
     * games, so that each part is whole chunks of the position's index.
     */
    @SuppressWarnings("ArrayRecordComponent") // the part owns its array: handed from the merge to the writer, never copied
    record Part(PositionGroup position, long[] entries, int count, int firstNew, boolean last) {
    }

    PositionGroup(long[] record) {
        player = record[0];
        opponent = record[1];
        blackToMove = VisitRecord.blackToMove(record);
        ply = VisitRecord.ply(record);
    }

    /** Reads the sorted visits and hands {@code sink} each position's parts, in order. */
    static void parts(SortedRuns visits, long lastCounted, Consumer<Part> sink) {
        PositionGroup[] current = {null};
        visits.forEachSorted(r -> {
            PositionGroup g = current[0];
            if (g == null || !g.sameKey(r)) {
                if (g != null) {
                    sink.accept(g.part(true));
                }
                g = new PositionGroup(r);
                current[0] = g;
            } else if (g.count == TreeTables.CHUNK_ENTRIES) {
                sink.accept(g.part(false));
            }
            g.add(r, lastCounted);
        });
        if (current[0] != null) {
            sink.accept(current[0].part(true));
        }
    }

    private boolean sameKey(long[] record) {
        return record[0] == player && record[1] == opponent && VisitRecord.blackToMove(record) == blackToMove;
    }

    private Part part(boolean last) {
        Part p = new Part(this, entries, count, firstNew, last);
        // A position that filled a chunk is a large one: its next part starts at the chunk's size.
        entries = last ? new long[0] : new long[TreeTables.CHUNK_ENTRIES];
        count = 0;
        firstNew = -1;
        return p;
    }

    private void add(long[] record, long lastCounted) {
        GameVisit visit = VisitRecord.visit(record);
        boolean isNew = visit.gameId() > lastCounted;
        if (isNew && firstNew < 0) {
            firstNew = count;
            anyNew = true;
        }
        if (games == 0) {
            firstGame = visit.gameId();
        }
        if (count == entries.length) {
            entries = Arrays.copyOf(entries, Math.min(TreeTables.CHUNK_ENTRIES, count * 2));
        }
        entries[count++] = IndexEntry.pack(visit.gameId(), visit.nextMove());
        games++;
        visit.countIn(isNew ? newTotal : oldTotal);
        if (visit.nextMove() != GameVisit.ENDED) {
            visit.countIn((isNew ? newMoves : oldMoves).computeIfAbsent(visit.nextMove(), m -> new Stats()));
        }
    }
}
