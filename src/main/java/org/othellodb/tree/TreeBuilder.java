package org.othellodb.tree;

import org.othellodb.util.HashFilter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.othellodb.store.Database;
import org.othellodb.store.GameVisit;
import org.othellodb.store.TreeTables;
import org.othellodb.util.Parallelism;
import org.othellodb.util.Progress;

/**
 * Brings the opening tree up to date with the games not yet counted in it. The tree stores the
 * positions that two or more games reach (and the moves played from them, and which games reached
 * them); a position reached by a single game is found through that game instead. Counting more
 * games only adds: stored positions get the new games' counts, and positions that the new games
 * make shared are stored with every game that reached them.
 *
 * <p>An update replays only its new games: the positions reached by exactly one game are kept in
 * {@code single_positions} (a short hash, game), so that a new game joining one of them finds the
 * earlier game there and replays it alone ({@link IncrementalVisits}); a hash never decides which
 * position is which: the merge compares the boards. A full build (also when new games come to a
 * tree without that table) is done in two passes over every game, read from SQLite in batches: the
 * first counts each position's 64-bit hash to find the ones that may be shared, the second writes
 * the visits of those positions, exactly keyed, and the merge assembles each position's games and
 * writes it. Both passes sort on disk ({@link SortedRuns}) within a fixed budget and the shared
 * hashes are a filter of bounded size ({@link HashFilter}), so the heap does not grow with the
 * number of games; only the one position being written holds its list of games (the start
 * position: all of them).
 *
 * <p>This class orders the stages; each is its own class: {@link FullBuildPasses} (the two passes
 * of a full build), {@link IncrementalVisits} (an update's new games and the old games they
 * joined), {@link SortedRuns} (the sort on disk), {@link VisitRecord} (a visit as sortable longs),
 * {@link TreeMerge} with {@link PositionGroup} (the merge into positions, moves and index
 * chunks), and {@code store.TreeTables.Writer} (the SQL).
 */
public final class TreeBuilder {

    /** Plies counted when no bound is given: every position of every game. */
    public static final int ALL_PLIES = 60;
    /** The next-move value of a game that ended at the position. */
    public static final int ENDED = GameVisit.ENDED;

    /**
     * What an update did. {@code incremental}: only the new games were replayed, and of the earlier
     * games the {@code oldGamesReplayed} that a new game joined at a position they had alone.
     */
    public record Result(long gamesAdded, long positionsAdded, long positionsUpdated, long indexRows, boolean rebuilt, long millis,
                         long positionsCounted, Map<String, Long> phaseMillis, boolean incremental, long oldGamesReplayed) {
    }

    private final Database db;
    private final TreeTables tables;
    /**
     * The memory budget of each pass's sorted runs, in longs: 8 Mi longs (64 MiB), whatever the
     * number of games; the rest goes to files beside the database.
     */
    static final int DEFAULT_BUDGET_LONGS = 8 << 20;

    private final int maxPly;
    private final int budgetLongs;
    private int fanIn = SortedRuns.DEFAULT_FAN_IN;
    private final PositionHash hash;
    /** Told each pass and its steps, for a progress bar. */
    private Progress progress = Progress.NONE;
    /** The threads that replay games and read ahead of the writer: the machine's cores unless told. */
    private Parallelism parallelism = Parallelism.cores();

    public TreeBuilder(Database db, int maxPly) {
        this(db, maxPly, DEFAULT_BUDGET_LONGS);
    }

    TreeBuilder(Database db, int maxPly, int budgetLongs) {
        this(db, maxPly, budgetLongs, PositionHash.STRONG);
    }

    /** With another position hash: a test's weak one, to show that the boards decide. */
    TreeBuilder(Database db, int maxPly, int budgetLongs, PositionHash hash) {
        this.db = db;
        this.tables = new TreeTables(db);
        this.maxPly = maxPly;
        this.budgetLongs = budgetLongs;
        this.hash = hash;
    }

    /** The most sorted runs each sort merges at once (tests set it small to merge in several levels). */
    TreeBuilder fanIn(int runs) {
        this.fanIn = runs;
        return this;
    }

    /** Tells {@code p} how the update goes: each pass over the games and the write, with their steps. */
    public TreeBuilder progress(Progress p) {
        this.progress = p;
        return this;
    }

    /** Uses {@code p}'s threads ({@link Parallelism#ONE}: the single-threaded path, the same rows). */
    public TreeBuilder parallelism(Parallelism p) {
        this.parallelism = p;
        return this;
    }

    /** Counts the pending games; rebuilds from scratch when asked, when the ply bound changed, or after results were corrected. */
    public Result update(boolean rebuild) {
        return update(rebuild, null);
    }

    /** As {@link #update(boolean)}, taking the position hashes of games that {@code known} has already computed. */
    public Result update(boolean rebuild, KnownHashes known) {
        if (known != null && known.maxPly() != maxPly) {
            throw new IllegalArgumentException("hashes computed up to ply " + known.maxPly() + ", tree bound " + maxPly);
        }
        long start = System.nanoTime();
        // The tree's rows are derived from the games by this writer alone; checking each index row's
        // two references would triple the time of a full build (measured: 7.1 s against 2.2 s for
        // 2.56M rows). Enforcement is off for this transaction only; tests run foreign_key_check.
        return db.withoutForeignKeys(() -> updateInTransaction(rebuild, known, start));
    }

    private Result updateInTransaction(boolean rebuild, KnownHashes known, long start) {
        return db.inWriteTransaction(() -> {
            boolean mustRebuild = mustRebuild(rebuild);
            BuildPhases phases = new BuildPhases();
            if (mustRebuild) {
                tables.clear();
                phases.done("clear");
            }
            db.setMeta("tree_max_ply", Integer.toString(maxPly));
            db.setMeta("tree_rebuild", "0");
            long lastCounted = tables.lastCountedGame();
            long last = tables.lastGame();
            if (last == lastCounted) {
                return new Result(0, 0, 0, 0, mustRebuild, (System.nanoTime() - start) / 1_000_000, 0, phases.millis, false, 0);
            }
            long pending = tables.gamesAfter(lastCounted);
            boolean incremental = lastCounted > 0;
            if (!incremental) {
                tables.clearSinglePositions();
            }
            Path dir = TreeScratch.directory(db);
            try (TreeTables.SinglePositions singles = tables.new SinglePositions();
                 SingleEdits edits = new SingleEdits(dir, budgetLongs, fanIn, hash)) {
                long[] counted = {0};
                long[] oldGames = {0};
                long[] counts;
                BuildSettings settings = new BuildSettings(tables, maxPly, budgetLongs, fanIn, progress, parallelism, hash);
                TreeMerge merge = new TreeMerge(settings);
                if (incremental) {
                    IncrementalVisits visitsOfNew = new IncrementalVisits(settings);
                    try (SortedRuns visits = visitsOfNew.collect(lastCounted, known, counted, oldGames, singles, dir, phases)) {
                        counts = merge.write(visits, lastCounted, true, edits);
                    }
                    edits.applyTo(singles);
                } else {
                    FullBuildPasses passes = new FullBuildPasses(settings);
                    long games = tables.gamesAfter(0);
                    progress.phase("count positions", games, "games");
                    FullBuildPasses.FirstPass first = passes.sharedHashes(known, counted, dir);
                    phases.done("count positions");
                    progress.phase("collect shared positions", games, "games");
                    try (SortedRuns visits = passes.collect(first, dir)) {
                        phases.done("collect shared");
                        counts = merge.write(visits, 0, tables.nextPositionId() > 1, edits);
                    }
                    edits.writeWith(first.singlesFile(), first.singles(), singles);
                }
                phases.done("write");
                tables.setLastCountedGame(last);
                tables.setSinglePositionsComplete();
                return new Result(pending, counts[0], counts[1], counts[2], mustRebuild, (System.nanoTime() - start) / 1_000_000,
                        counted[0], phases.millis, incremental, oldGames[0]);
            } finally {
                TreeScratch.delete(dir);
            }
        });
    }

    /**
     * Whether the tree is built again from scratch: when asked, when the ply bound changed, after
     * results were corrected, or when new games come to a tree without a complete
     * {@code single_positions} ({@link #readsEveryGame}).
     */
    private boolean mustRebuild(boolean rebuild) {
        return asked(rebuild) || lacksSinglePositions();
    }

    private boolean asked(boolean rebuild) {
        Optional<String> storedBound = db.meta("tree_max_ply");
        return rebuild || (storedBound.isPresent() && Integer.parseInt(storedBound.get()) != maxPly)
                || db.meta("tree_rebuild").map("1"::equals).orElse(false);
    }

    private boolean lacksSinglePositions() {
        return tables.lastCountedGame() > 0 && !tables.singlePositionsComplete() && tables.lastGame() > tables.lastCountedGame();
    }

    /**
     * Whether this update, though not asked to rebuild, reads every game and builds the tree again
     * because the tree has no complete {@code single_positions} (made by a version before schema 8,
     * or by the Spark job): later updates replay only their new games. Adding to such a tree in
     * place would have to decide which positions its old games reach alone by their hashes.
     */
    public boolean readsEveryGame(boolean rebuild) {
        return !asked(rebuild) && lacksSinglePositions();
    }

    /** Marks the tree for a rebuild at the next update (results of counted games changed). */
    public static void requireRebuild(Database db) {
        db.setMeta("tree_rebuild", "1");
    }

    /** Games read from SQLite and replayed together (in parallel) before their records join a run. */
    static final int BATCH = 4096;
}
