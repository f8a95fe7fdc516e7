package org.othellodb.tree;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;

/** One position's visits as the merge assembles them, with the statistics of its old and its new games apart. */
final class PositionGroup {
    final long player;
    final long opponent;
    final boolean blackToMove;
    final int ply;
    long[] entries = new long[4];
    int count;
    int firstNew = -1;
    long firstGame;
    final Stats oldTotal = new Stats();
    final Stats newTotal = new Stats();
    final Map<Integer, Stats> oldMoves = new HashMap<>();
    final Map<Integer, Stats> newMoves = new HashMap<>();

    PositionGroup(long[] record) {
        player = record[0];
        opponent = record[1];
        blackToMove = VisitRecord.blackToMove(record);
        ply = VisitRecord.ply(record);
    }

    boolean sameKey(long[] record) {
        return record[0] == player && record[1] == opponent && VisitRecord.blackToMove(record) == blackToMove;
    }

    void add(long[] record, long lastCounted) {
        GameVisit visit = VisitRecord.visit(record);
        boolean isNew = visit.gameId() > lastCounted;
        if (isNew && firstNew < 0) {
            firstNew = count;
        }
        if (count == 0) {
            firstGame = visit.gameId();
        }
        if (count == entries.length) {
            entries = Arrays.copyOf(entries, count * 2);
        }
        entries[count++] = IndexEntry.pack(visit.gameId(), visit.nextMove());
        visit.countIn(isNew ? newTotal : oldTotal);
        if (visit.nextMove() != GameVisit.ENDED) {
            visit.countIn((isNew ? newMoves : oldMoves).computeIfAbsent(visit.nextMove(), m -> new Stats()));
        }
    }
}
