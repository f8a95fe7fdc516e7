package org.othellodb.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the driver's import made of each game the cluster read, for the tree to count the games the
 * database holds, as they are at the end: each part's games get ids in their order, but those the
 * import did not store as games of their own (a duplicate merged into a stored game, an older WTHOR
 * issue kept aside, a record of a file stored before); and a stored game that a later record changed
 * (a merge, a newer WTHOR issue) is counted as the database finally holds it, or not at all when a
 * newer issue took it out. Made by {@link FateRecorder}; sent to every task.
 */
final class Fates implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Per part: the id of its place p is {@code bases[part] + p −} the places before p not stored. */
    private final long[] bases;
    /** Per part, sorted: the places of its games that the import did not store as games of their own. */
    private final int[][] notStored;
    /** Stored games whose counted values changed: result, black score, theoretical score and depth ({@link Fates#values}). */
    private final Map<Long, int[]> changed;
    private final Set<Long> takenOut;
    private final long games;

    Fates(long[] bases, int[][] notStored, Map<Long, int[]> changed, Set<Long> takenOut, long games) {
        this.bases = bases;
        this.notStored = notStored;
        this.changed = changed;
        this.takenOut = takenOut;
        this.games = games;
    }

    /** The games the database holds. */
    long games() {
        return games;
    }

    /** The games of {@code part} ({@code read} in their order) that the database holds, with their ids and final values. */
    List<GameFiles.Game> counted(int part, List<GameFiles.Game> read) {
        int[] skip = notStored[part];
        List<GameFiles.Game> out = new ArrayList<>(read.size() - skip.length);
        int s = 0;
        for (int place = 0; place < read.size(); place++) {
            if (s < skip.length && skip[s] == place) {
                s++;
                continue;
            }
            long id = bases[part] + place - s;
            if (takenOut.contains(id)) {
                continue;
            }
            GameFiles.Game g = read.get(place);
            int[] now = changed.get(id);
            out.add(now == null ? g.as(id, g.result(), g.blackScore(), g.theoreticalScore(), g.theoreticalDepth())
                    : g.as(id, now[0], PreparedPart.orNull(now[1]), PreparedPart.orNull(now[2]), PreparedPart.orNull(now[3])));
        }
        return out;
    }

    /** A game's counted values as {@link #changed} keeps them, a null as {@link PreparedPart#orNone} writes it. */
    static int[] values(int result, Integer blackScore, Integer theoreticalScore, Integer theoreticalDepth) {
        return new int[] {result, PreparedPart.orNone(blackScore), PreparedPart.orNone(theoreticalScore),
                PreparedPart.orNone(theoreticalDepth)};
    }
}
