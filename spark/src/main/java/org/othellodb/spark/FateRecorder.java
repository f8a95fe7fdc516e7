package org.othellodb.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.othellodb.ingest.GameHook;
import org.othellodb.store.Database;
import org.othellodb.store.TreeTables;

/**
 * The driver's import hook: notes which game of which part each stored game is (the records the
 * cluster prepared carry their part and place, {@link #number}) and which stored games changed, and
 * makes the {@link Fates} the tree is counted with. The import gives consecutive ids in the order
 * of the records it stores; a part whose stored games do not follow that order stops the job.
 */
final class FateRecorder implements GameHook {

    private final long[] bases;
    private final int[] nextPlace;
    private final List<List<Integer>> notStored = new ArrayList<>();
    private final Set<Long> changed = new HashSet<>();
    private long stored;

    FateRecorder(int parts) {
        bases = new long[parts];
        nextPlace = new int[parts];
        java.util.Arrays.fill(bases, -1);
        for (int i = 0; i < parts; i++) {
            notStored.add(new ArrayList<>());
        }
    }

    /** What a record carries for the hook: its part, and its place among the part's games. */
    static Long number(int part, int place) {
        return (long) part << 32 | place;
    }

    /** The part of a {@link #number}. */
    static int partOf(long number) {
        return (int) (number >>> 32);
    }

    /** The place among its part's games of a {@link #number}. */
    static int placeOf(long number) {
        return (int) number;
    }

    @Override
    public Object prepare(byte[] moves) {
        return null; // the cluster prepared the records
    }

    @Override
    public void stored(long gameId, Object prepared) {
        long number = (Long) prepared;
        int part = partOf(number);
        int place = placeOf(number);
        List<Integer> skipped = notStored.get(part);
        while (nextPlace[part] < place) {
            skipped.add(nextPlace[part]++);
        }
        long base = gameId - (place - skipped.size());
        if (bases[part] < 0) {
            bases[part] = base;
        } else if (bases[part] != base) {
            throw new IllegalStateException("part " + part + ", game " + place + ": the import stored it as game " + gameId
                    + ", not " + (bases[part] + place - skipped.size()) + " as the order of its games gives");
        }
        nextPlace[part] = place + 1;
        stored++;
    }

    @Override
    public void changed(long gameId) {
        changed.add(gameId);
    }

    /** Once the import is done: {@code gamesPerPart} the games the tasks read of each part; {@code db} the database written. */
    Fates fates(long[] gamesPerPart, Database db) {
        int[][] skip = new int[bases.length][];
        for (int part = 0; part < bases.length; part++) {
            List<Integer> skipped = notStored.get(part);
            while (nextPlace[part] < gamesPerPart[part]) {
                skipped.add(nextPlace[part]++);
            }
            skip[part] = skipped.stream().mapToInt(Integer::intValue).toArray();
        }
        Map<Long, int[]> now = new HashMap<>();
        List<Long> ids = new ArrayList<>(changed);
        for (int from = 0; from < ids.size(); from += 10_000) {
            for (TreeTables.TreeGame g : new TreeTables(db).games(ids.subList(from, Math.min(ids.size(), from + 10_000)))) {
                now.put(g.id(), Fates.values(g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth()));
            }
        }
        Set<Long> takenOut = new HashSet<>(changed);
        takenOut.removeAll(now.keySet());
        return new Fates(bases, skip, now, takenOut, stored - takenOut.size());
    }
}
