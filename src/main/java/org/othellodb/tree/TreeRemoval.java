package org.othellodb.tree;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.othellodb.store.Database;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeEdits;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;
import org.othellodb.util.Progress;

/**
 * Takes games out of the opening tree in the transaction that deletes them, as an update adds
 * them: only the games that leave are replayed. At each stored position they reach, their visits
 * are subtracted from the statistics of the position and of the moves played there, and their
 * entries leave the position's chunks (the chunks from the first that held one are cut again, so
 * that every chunk but the last stays full and the rows are those a build of the remaining games
 * writes). A position that one game reaches now moves to {@code single_positions}; one that no
 * game reaches goes; a position a leaving game had alone leaves {@code single_positions}. The
 * years are the one part that does not subtract: where a leaving game had a position's (or a
 * move's) first or last year, they are read again from the games that remain.
 *
 * <p>Use: {@link #watch} before the games are deleted, {@link #apply} after, both in the same
 * write transaction.
 */
public final class TreeRemoval {

    /** What a removal did to the tree. */
    public record Result(long games, long positionsUpdated, long positionsDropped, long millis) {
    }

    private final Database db;
    private final TreeEdits edits;
    private final int maxPly;

    private final PositionHash hash;

    private TreeRemoval(Database db, TreeEdits edits, PositionHash hash) {
        this.db = db;
        this.edits = edits;
        this.hash = hash;
        this.maxPly = db.meta("tree_max_ply").map(Integer::parseInt).orElse(TreeBuilder.ALL_PLIES);
    }

    /**
     * Starts catching the counted games that the rest of the transaction deletes; empty when the
     * tree counts no game or awaits a rebuild anyway (then there is nothing to subtract).
     */
    public static Optional<TreeRemoval> watch(Database db) {
        return watch(db, PositionHash.STRONG);
    }

    /** As {@link #watch(Database)}, with another position hash: a test's weak one, to show that the boards decide. */
    static Optional<TreeRemoval> watch(Database db, PositionHash hash) {
        return TreeEdits.watch(db).map(edits -> new TreeRemoval(db, edits, hash));
    }

    /** Subtracts the games deleted since {@link #watch}, in the same transaction. */
    public Result apply(Progress progress) {
        long start = System.nanoTime();
        long[] counts = {0, 0};
        long games;
        try (TreeEdits e = edits) {
            games = e.leavingCount();
            if (games > 0) {
                Path dir = TreeScratch.directory(db);
                try (SortedRuns visits = replay(games, progress, dir);
                     SingleEdits singles = new SingleEdits(dir, TreeBuilder.DEFAULT_BUDGET_LONGS, hash)) {
                    progress.phase("tree", visits.records(), "visits");
                    subtract(visits, singles, progress, counts);
                    try (TreeTables.SinglePositions table = new TreeTables(db).new SinglePositions()) {
                        singles.applyTo(table);
                    }
                } finally {
                    TreeScratch.delete(dir);
                }
            }
        }
        return new Result(games, counts[0], counts[1], (System.nanoTime() - start) / 1_000_000);
    }

    /** Every position of every leaving game, as the visit records of an update, sorted by position then game. */
    private SortedRuns replay(long games, Progress progress, Path dir) {
        progress.phase("replay", games, "games");
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, TreeBuilder.DEFAULT_BUDGET_LONGS);
        try {
            List<TreeGame> batch = edits.leaving(Long.MIN_VALUE, TreeBuilder.BATCH);
            while (!batch.isEmpty()) {
                List<long[]> records = batch.parallelStream().map(g -> VisitRecord.of(g, maxPly, hash, h -> true)).toList();
                for (long[] r : records) {
                    visits.add(r, 0, r.length / VisitRecord.WIDTH);
                }
                progress.step(batch.size());
                batch = edits.leaving(batch.get(batch.size() - 1).id(), TreeBuilder.BATCH);
            }
            return visits;
        } catch (RuntimeException e) {
            visits.close();
            throw e;
        }
    }

    /** One position's leaving visits, in increasing game id; the position is the key of its first record. */
    private static final class Leaving {
        final long[] first;
        final List<GameVisit> visits = new ArrayList<>();

        Leaving(long[] record) {
            first = record.clone(); // the merge reuses its array
        }

        boolean sameKey(long[] record) {
            return record[0] == first[0] && record[1] == first[1] && blackToMove() == VisitRecord.blackToMove(record);
        }

        boolean blackToMove() {
            return VisitRecord.blackToMove(first);
        }
    }

    private void subtract(SortedRuns visits, SingleEdits singles, Progress progress, long[] counts) {
        try (TreeTables.Writer writer = new TreeTables(db).new Writer();
             TreeTables.PositionLookup lookup = new TreeTables(db).new PositionLookup()) {
            Leaving[] current = {null};
            visits.forEachSorted(r -> {
                if (current[0] == null || !current[0].sameKey(r)) {
                    if (current[0] != null) {
                        position(current[0], writer, lookup, singles, counts);
                        progress.step(current[0].visits.size());
                    }
                    current[0] = new Leaving(r);
                }
                current[0].visits.add(VisitRecord.visit(r));
            });
            if (current[0] != null) {
                position(current[0], writer, lookup, singles, counts);
                progress.step(current[0].visits.size());
            }
        }
    }

    /** Takes one position's leaving visits out of the tree. */
    private void position(Leaving leaving, TreeTables.Writer writer, TreeTables.PositionLookup lookup, SingleEdits singles,
            long[] counts) {
        long player = leaving.first[0];
        long opponent = leaving.first[1];
        Optional<TreeTables.PositionRow> stored = lookup.position(player, opponent, leaving.blackToMove());
        if (stored.isEmpty()) {
            // A position the leaving game reached alone.
            for (GameVisit v : leaving.visits) {
                singles.remove(player, opponent, leaving.blackToMove(), v.gameId());
            }
            return;
        }
        long id = stored.get().id();
        TreeEdits.ChunkTail tail = edits.chunksFrom(id, leaving.visits.get(0).gameId());
        long[] kept = keptEntries(tail.entries(), leaving.visits);
        long remaining = stored.get().stats().games() - leaving.visits.size();
        if (remaining < 2) {
            edits.deletePosition(id);
            if (remaining == 1) {
                long[] one = kept.length == 1 ? kept : keptEntries(edits.chunksFrom(id, Long.MIN_VALUE).entries(), leaving.visits);
                singles.add(player, opponent, leaving.blackToMove(), IndexEntry.gameId(one[0]));
            }
            counts[1]++;
            return;
        }
        Stats total = stored.get().stats();
        Map<Integer, Stats> moves = new TreeMap<>(lookup.moves(id));
        boolean yearsChange = false;
        for (GameVisit v : leaving.visits) {
            v.takeOutOf(total);
            yearsChange |= bound(total, v.year());
            if (v.nextMove() != GameVisit.ENDED) {
                Stats move = moves.get(v.nextMove());
                v.takeOutOf(move);
                yearsChange |= bound(move, v.year());
            }
        }
        moves.values().removeIf(s -> s.games() == 0);
        if (yearsChange) {
            setYears(id, total, moves);
        }
        edits.clearFrom(id, tail.firstGame());
        writer.position(id, leaving.first[0], leaving.first[1], leaving.blackToMove(), stored.get().ply(), total);
        moves.forEach((move, s) -> writer.move(id, move, s));
        writer.positionGames(id, kept, kept.length);
        counts[0]++;
    }

    /** Whether a leaving game's year was the first or last year of {@code s}: then the games that remain say which are. */
    private static boolean bound(Stats s, Integer year) {
        return year != null && (year.equals(s.firstYear()) || year.equals(s.lastYear()));
    }

    /** The first and last years of the position and of each move, from the games that remain (the leaving ones are deleted). */
    private void setYears(long positionId, Stats total, Map<Integer, Stats> moves) {
        Map<Integer, Integer[]> years = edits.yearsByMove(positionId);
        Integer first = null;
        Integer last = null;
        for (Map.Entry<Integer, Integer[]> y : years.entrySet()) {
            Integer[] fl = y.getValue();
            first = fl[0] != null && (first == null || fl[0] < first) ? fl[0] : first;
            last = fl[1] != null && (last == null || fl[1] > last) ? fl[1] : last;
            Stats move = moves.get(y.getKey());
            if (move != null) {
                move.setYears(fl[0], fl[1]);
            }
        }
        total.setYears(first, last);
    }

    /** {@code entries} without those of the leaving games (both in increasing game id). */
    private static long[] keptEntries(long[] entries, List<GameVisit> leaving) {
        long[] out = new long[entries.length];
        int n = 0;
        Iterator<GameVisit> gone = leaving.iterator();
        GameVisit next = gone.hasNext() ? gone.next() : null;
        for (long e : entries) {
            long game = IndexEntry.gameId(e);
            while (next != null && next.gameId() < game) {
                next = gone.hasNext() ? gone.next() : null;
            }
            if (next != null && next.gameId() == game) {
                continue;
            }
            out[n++] = e;
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
