package org.othellodb.tree;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.Database;
import org.othellodb.store.GameVisit;
import org.othellodb.store.IndexEntry;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.TreeGame;
import org.othellodb.util.Prefetcher;
import org.othellodb.util.Progress;

/**
 * Brings the opening tree up to date with the games not yet counted in it. The tree stores the
 * positions that two or more games reach (and the moves played from them, and which games reached
 * them); a position reached by a single game is found through that game instead. Counting more
 * games only adds: stored positions get the new games' counts, and positions that the new games
 * make shared are stored with every game that reached them.
 *
 * <p>An update replays only its new games: the positions reached by exactly one game are kept in
 * {@code single_positions} (hash, game), so that a new game joining one of them finds the earlier
 * game there and replays it alone ({@code collectIncremental}). A full build (and the first
 * update of a tree made before that table) is done in two passes over every game, read from SQLite
 * in batches: the first counts each position's 64-bit hash to find the ones that may be shared, the second writes the
 * visits of those positions, exactly keyed, and the merge assembles each position's games and
 * writes it. Both passes sort on disk ({@link SortedRuns}) within a fixed budget and the shared
 * hashes are a filter of bounded size ({@link HashFilter}), so the heap does not grow with the
 * number of games; only the one position being written holds its list of games (the start
 * position: all of them).
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
    /** Told each pass and its steps, for a progress bar. */
    private Progress progress = Progress.NONE;

    public TreeBuilder(Database db, int maxPly) {
        this(db, maxPly, DEFAULT_BUDGET_LONGS);
    }

    TreeBuilder(Database db, int maxPly, int budgetLongs) {
        this.db = db;
        this.tables = new TreeTables(db);
        this.maxPly = maxPly;
        this.budgetLongs = budgetLongs;
    }

    /** Tells {@code p} how the update goes: each pass over the games and the write, with their steps. */
    public TreeBuilder progress(Progress p) {
        this.progress = p;
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
            Phases phases = new Phases();
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
            boolean incremental = lastCounted > 0 && tables.singlePositionsComplete();
            if (!incremental) {
                // A full build, or the first update of a tree made before single_positions: every game once.
                tables.clearSinglePositions();
            }
            Path dir = scratchDirectory(db);
            try (TreeTables.SinglePositions singles = tables.new SinglePositions()) {
                long[] counted = {0};
                long[] oldGames = {0};
                long[] counts;
                if (incremental) {
                    try (SortedRuns visits = collectIncremental(lastCounted, known, counted, oldGames, singles, dir, phases)) {
                        counts = write(visits, lastCounted, true, singles, dir);
                    }
                } else {
                    long games = tables.gamesAfter(0);
                    progress.phase("count positions", games, "games");
                    FirstPass first = sharedHashes(lastCounted, pending, known, counted, singles, dir);
                    phases.done("count positions");
                    progress.phase("collect shared positions", games, "games");
                    try (SortedRuns visits = collect(lastCounted, first, dir)) {
                        phases.done("collect shared");
                        counts = write(visits, lastCounted, tables.nextPositionId() > 1, null, dir);
                    }
                }
                phases.done("write");
                tables.setLastCountedGame(last);
                tables.setSinglePositionsComplete();
                return new Result(pending, counts[0], counts[1], counts[2], mustRebuild, (System.nanoTime() - start) / 1_000_000,
                        counted[0], phases.millis, incremental, oldGames[0]);
            } finally {
                deleteScratch(dir);
            }
        });
    }

    /** Whether the tree is built again from scratch: when asked, when the ply bound changed, or after results were corrected. */
    private boolean mustRebuild(boolean rebuild) {
        Optional<String> storedBound = db.meta("tree_max_ply");
        return rebuild || (storedBound.isPresent() && Integer.parseInt(storedBound.get()) != maxPly)
                || db.meta("tree_rebuild").map("1"::equals).orElse(false);
    }

    /**
     * Whether this update, not a rebuild, must read every game once because the tree was built
     * before {@code single_positions} existed (later updates replay only their new games).
     */
    public boolean readsEveryGame(boolean rebuild) {
        return !mustRebuild(rebuild) && tables.lastCountedGame() > 0 && !tables.singlePositionsComplete()
                && tables.lastGame() > tables.lastCountedGame();
    }

    /** Wall time of each step, for the benchmark. */
    private static final class Phases {
        final Map<String, Long> millis = new java.util.LinkedHashMap<>();
        long last = System.nanoTime();

        void done(String phase) {
            long now = System.nanoTime();
            millis.put(phase, (now - last) / 1_000_000);
            last = now;
        }
    }

    /** Marks the tree for a rebuild at the next update (results of counted games changed). */
    public static void requireRebuild(Database db) {
        db.setMeta("tree_rebuild", "1");
    }

    /** Games read from SQLite and replayed together (in parallel) before their records join a run. */
    static final int BATCH = 4096;

    /**
     * The scratch folder of the sorted runs: beside the database (the disk the user chose for the
     * big file), else java.io.tmpdir. Deleted at the end, also when the build fails.
     */
    static Path scratchDirectory(Database db) {
        try {
            Path parent = db.file() == null ? null : db.file().toAbsolutePath().getParent();
            if (parent != null && Files.isDirectory(parent) && Files.isWritable(parent)) {
                return Files.createTempDirectory(parent, ".othello-db-tree-");
            }
            return Files.createTempDirectory("othello-db-tree-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a scratch folder for the tree's sorted runs", e);
        }
    }

    static void deleteScratch(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // a scratch file left behind is not worth failing a committed build for
        }
    }

    /** What the first pass found: the hashes that may be shared, and those the new games reach (null: every game is new). */
    private record FirstPass(HashFilter shared, HashFilter reachedByNew) {
    }

    /**
     * Counts every position's 64-bit hash over all games to find the ones reached twice or more:
     * each hash goes with its game's id to sorted runs on disk (a fixed budget of memory, whatever
     * the number of games); the merge finds the repeated ones, which go into a filter of bounded
     * size, and writes those seen once, with their game, to {@code single_positions} in hash order
     * (so that the table grows at its end). {@code counted[0]} gets how many positions there were.
     * An update also notes the hashes its new games reach, so that the second pass keeps an old
     * game's visit only where a new game may have come.
     */
    private FirstPass sharedHashes(long lastCounted, long pending, KnownHashes known, long[] counted,
                                   TreeTables.SinglePositions singles, Path dir) {
        HashFilter reachedByNew = lastCounted == 0 ? null : new HashFilter(pending * 62);
        Path repeatedFile = dir.resolve("shared.longs");
        long sharedCount;
        try (SortedRuns hashes = new SortedRuns(dir, 2, budgetLongs)) {
            tables.forEachGameBatch(lastCounted, false, BATCH, batch -> {
                long[][] hashed = batch.parallelStream().map(g -> {
                    long[] h = known == null ? null : known.take(g.id());
                    return withGame(h != null ? h : KnownHashes.hash(g.moves(), maxPly), g.id());
                }).toArray(long[][]::new);
                for (int i = 0; i < hashed.length; i++) {
                    hashes.add(hashed[i], 0, hashed[i].length / 2);
                    if (reachedByNew != null && !batch.get(i).inTree()) {
                        for (int j = 0; j < hashed[i].length; j += 2) {
                            reachedByNew.add(hashed[i][j]);
                        }
                    }
                }
                progress.step(batch.size());
            });
            counted[0] = hashes.records();
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(repeatedFile), 1 << 16))) {
                long[] n = {0};
                classify(hashes, h -> {
                    try {
                        out.writeLong(h);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    n[0]++;
                }, singles::add);
                sharedCount = n[0];
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the shared hashes under " + dir, e);
        }
        HashFilter shared = new HashFilter(sharedCount);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(repeatedFile), 1 << 16))) {
            for (long i = 0; i < sharedCount; i++) {
                shared.add(in.readLong());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the shared hashes under " + dir, e);
        }
        return new FirstPass(shared, reachedByNew);
    }

    /** A game's hashes as records of two longs: hash, game id. */
    private static long[] withGame(long[] hashes, long gameId) {
        long[] out = new long[hashes.length * 2];
        for (int i = 0; i < hashes.length; i++) {
            out[2 * i] = hashes[i];
            out[2 * i + 1] = gameId;
        }
        return out;
    }

    /** Receives a position hash seen once, and the game that reached it. */
    @FunctionalInterface
    interface SingleSink {
        void accept(long hash, long gameId);
    }

    /** The values that occur more than once in sorted order, each once, in increasing order. */
    static void repeated(SortedRuns runs, LongConsumer out) {
        classify(runs, out, null);
    }

    /**
     * Sorted records of a hash (and a game id, when two longs wide): each hash that occurs more than
     * once goes to {@code repeated}, once, and each that occurs once to {@code single} with its
     * game, both in increasing order.
     */
    static void classify(SortedRuns runs, LongConsumer repeated, SingleSink single) {
        long[] previous = new long[2]; // hash, game
        int[] seen = {0}; // times the previous hash was seen, up to 2
        runs.forEachSorted(r -> {
            if (seen[0] > 0 && r[0] == previous[0]) {
                if (seen[0] == 1) {
                    repeated.accept(r[0]);
                    seen[0] = 2;
                }
                return;
            }
            if (seen[0] == 1 && single != null) {
                single.accept(previous[0], previous[1]);
            }
            previous[0] = r[0];
            previous[1] = r.length > 1 ? r[1] : 0;
            seen[0] = 1;
        });
        if (seen[0] == 1 && single != null) {
            single.accept(previous[0], previous[1]);
        }
    }

    /**
     * An update that replays only its new games (the tree has {@code single_positions}): every
     * position of every new game becomes a visit record; each distinct position hash they reach is
     * looked up in {@code single_positions}, and where one earlier game had it alone, that game is
     * replayed (once, for all such positions of it) to add its visit, and the row goes (the position
     * is shared now). The merge then finds stored positions, positions now shared, and positions
     * still reached by one game, as in a full build. No other earlier game is read.
     */
    private SortedRuns collectIncremental(long lastCounted, KnownHashes known, long[] counted, long[] oldGames,
                                          TreeTables.SinglePositions singles, Path dir, Phases phases) {
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, budgetLongs);
        try (SortedRuns hashes = new SortedRuns(dir, 1, budgetLongs);
             SortedRuns joined = new SortedRuns(dir, 2, budgetLongs)) {
            progress.phase("replay new games", tables.gamesAfter(lastCounted), "games");
            tables.forEachGameBatch(lastCounted, true, BATCH, batch -> {
                List<long[]> hashed = batch.parallelStream().map(g -> {
                    long[] h = known == null ? null : known.take(g.id());
                    return h != null ? h : KnownHashes.hash(g.moves(), maxPly);
                }).toList();
                for (long[] h : hashed) {
                    hashes.add(h, 0, h.length);
                }
                List<long[]> records = batch.parallelStream().map(g -> VisitRecord.of(g, maxPly, h -> true)).toList();
                for (long[] r : records) {
                    visits.add(r, 0, r.length / VisitRecord.WIDTH);
                }
                progress.step(batch.size());
            });
            counted[0] = hashes.records();
            phases.done("replay new games");
            long[] previous = {0};
            boolean[] any = {false};
            long[] pair = new long[2];
            hashes.forEachSorted(r -> {
                if (any[0] && r[0] == previous[0]) {
                    return;
                }
                any[0] = true;
                previous[0] = r[0];
                long game = singles.take(r[0]);
                if (game >= 0) {
                    pair[0] = game;
                    pair[1] = r[0];
                    joined.add(pair, 0, 1);
                }
            });
            phases.done("look up single positions");
            OldGames old = new OldGames(visits);
            joined.forEachSorted(r -> old.add(r[0], r[1]));
            old.flush();
            oldGames[0] = old.replayed;
            phases.done("replay joined old games");
            return visits;
        } catch (RuntimeException e) {
            visits.close();
            throw e;
        }
    }

    /**
     * The earlier games that new games joined, read and replayed a batch at a time, in id order:
     * each adds its visits of the positions it had alone.
     */
    private final class OldGames {
        private final SortedRuns visits;
        private final List<Long> ids = new java.util.ArrayList<>();
        private final List<long[]> hashes = new java.util.ArrayList<>();
        private final List<Integer> counts = new java.util.ArrayList<>();
        long replayed;

        OldGames(SortedRuns visits) {
            this.visits = visits;
        }

        /** A game and one of its positions, in increasing (game, hash) order. */
        void add(long gameId, long hash) {
            int last = ids.size() - 1;
            if (last < 0 || ids.get(last) != gameId) {
                if (ids.size() == BATCH) {
                    flush();
                }
                ids.add(gameId);
                hashes.add(new long[4]);
                counts.add(0);
                last = ids.size() - 1;
            }
            long[] h = hashes.get(last);
            int n = counts.get(last);
            if (n == h.length) {
                h = Arrays.copyOf(h, n * 2);
                hashes.set(last, h);
            }
            h[n] = hash;
            counts.set(last, n + 1);
        }

        void flush() {
            if (ids.isEmpty()) {
                return;
            }
            List<TreeGame> games = tables.games(ids);
            if (games.size() != ids.size()) {
                throw new IllegalStateException("single_positions names a game that is not stored; rebuild the tree (othello-db build --rebuild)");
            }
            List<long[]> records = java.util.stream.IntStream.range(0, games.size()).parallel().mapToObj(i -> {
                long[] wanted = Arrays.copyOf(hashes.get(i), counts.get(i)); // sorted: the records came in (game, hash) order
                return VisitRecord.of(games.get(i), maxPly, h -> Arrays.binarySearch(wanted, h) >= 0);
            }).toList();
            for (long[] r : records) {
                visits.add(r, 0, r.length / VisitRecord.WIDTH);
            }
            replayed += ids.size();
            ids.clear();
            hashes.clear();
            counts.clear();
        }
    }

    /**
     * The second pass: every game's visits of the positions that may be shared, as records of
     * {@link VisitRecord} sorted by position and then game, so that the merge hands each position's
     * games together and in game order. An old game's visit is kept only where a new game may have
     * come: at a stored position it is counted already, and elsewhere the position can only become
     * shared through a new game.
     */
    private SortedRuns collect(long lastCounted, FirstPass first, Path dir) {
        SortedRuns visits = new SortedRuns(dir, VisitRecord.WIDTH, budgetLongs);
        try {
            tables.forEachGameBatch(lastCounted, false, BATCH, batch -> {
                List<long[]> records = batch.parallelStream().map(g -> {
                    HashFilter byNew = g.inTree() ? first.reachedByNew() : null;
                    return VisitRecord.of(g, maxPly, h -> first.shared().mayContain(h) && (byNew == null || byNew.mayContain(h)));
                }).toList();
                for (long[] r : records) {
                    visits.add(r, 0, r.length / VisitRecord.WIDTH);
                }
                progress.step(batch.size());
            });
            return visits;
        } catch (RuntimeException e) {
            visits.close();
            throw e;
        }
    }

    /** One position's visits as the merge assembles them, with the statistics of its old and its new games apart. */
    private static final class Group {
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

        Group(long[] record) {
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
            if (visit.nextMove() != ENDED) {
                visit.countIn((isNew ? newMoves : oldMoves).computeIfAbsent(visit.nextMove(), m -> new Stats()));
            }
        }
    }

    /**
     * Merges the visit runs and writes the tree one position at a time: a stored position gets its
     * new games added (old games are in it already), another position is written when two or more
     * games reach it. New positions get ids in the order of the positions table's unique key
     * (player, opponent, colour, as SQLite compares them, which is the merge's order), so the key's
     * index and the table both grow at their end. The merge runs on a second thread while this one
     * writes to SQLite. With {@code singles} (an incremental update), a position that one new game
     * reaches alone goes to {@code single_positions}, in hash order at the end. Returns positions
     * added, positions updated, index rows written.
     */
    private long[] write(SortedRuns visits, long lastCounted, boolean treeHasPositions, TreeTables.SinglePositions singles, Path dir) {
        progress.phase("write positions", visits.records(), "visits");
        long nextId = tables.nextPositionId();
        long added = 0;
        long updated = 0;
        long rows = 0;
        long[] pair = new long[2];
        try (SortedRuns newSingles = new SortedRuns(dir, 2, singles == null ? 2 : budgetLongs);
             TreeTables.Writer writer = tables.new Writer();
             TreeTables.PositionLookup lookup = tables.new PositionLookup();
             Prefetcher<Group> groups = new Prefetcher<>("tree merge", sink -> {
                 Group[] current = {null};
                 visits.forEachSorted(r -> {
                     if (current[0] == null || !current[0].sameKey(r)) {
                         if (current[0] != null) {
                             sink.accept(current[0]);
                         }
                         current[0] = new Group(r);
                     }
                     current[0].add(r, lastCounted);
                 });
                 if (current[0] != null) {
                     sink.accept(current[0]);
                 }
             })) {
            while (groups.hasNext()) {
                Group g = groups.next();
                progress.step(g.count);
                Optional<TreeTables.PositionRow> stored = treeHasPositions
                        ? lookup.position(g.player, g.opponent, g.blackToMove) : Optional.empty();
                long id;
                Stats total;
                Map<Integer, Stats> moves;
                int from;
                if (stored.isPresent()) {
                    if (g.firstNew < 0) {
                        continue; // only games it counts already
                    }
                    id = stored.get().id();
                    total = new Stats();
                    total.add(stored.get().stats());
                    moves = lookup.moves(id);
                    from = g.firstNew;
                    updated++;
                } else {
                    if (g.count < 2) {
                        // One game: not a tree position. A full build wrote it to single_positions in its first pass;
                        // here a new game reached it alone. (An old game alone: a hash that only collided.)
                        if (singles != null && g.firstNew == 0) {
                            pair[0] = PositionKey.hash64(g.player, g.opponent, g.blackToMove);
                            pair[1] = g.firstGame;
                            newSingles.add(pair, 0, 1);
                        }
                        continue;
                    }
                    id = nextId++;
                    total = g.oldTotal;
                    moves = g.oldMoves;
                    from = 0;
                    added++;
                }
                total.add(g.newTotal);
                g.newMoves.forEach((move, s) -> moves.computeIfAbsent(move, m -> new Stats()).add(s));
                writer.position(id, g.player, g.opponent, g.blackToMove, g.ply, total);
                for (Map.Entry<Integer, Stats> m : new TreeMap<>(moves).entrySet()) {
                    writer.move(id, m.getKey(), m.getValue());
                }
                if (stored.isPresent()) {
                    writer.addPositionGames(id, g.entries, from, g.count);
                } else {
                    writer.positionGames(id, g.entries, g.count);
                }
                rows += g.count - from;
            }
            if (singles != null) {
                newSingles.forEachSorted(r -> singles.add(r[0], r[1]));
            }
        }
        return new long[] {added, updated, rows};
    }

    /**
     * A visit of a game at a position as four longs that sort by position, then game: the canonical
     * board (player, opponent), then the colour to move (bit 62), game id (bits 16–61: game ids up
     * to 2^46), ply (bits 8–15) and next move (bits 0–7), then what the statistics need of the game
     * (its result, scores, depth, final empties and year, a byte each and 16 bits for the year).
     */
    static final class VisitRecord {
        static final int WIDTH = 4;
        private static final long MAX_GAME_ID = (1L << 46) - 1;

        private VisitRecord() {
        }

        /** The records of a game's positions whose hash {@code keep} accepts. */
        static long[] of(TreeGame g, int maxPly, LongPredicate keep) {
            if (g.id() > MAX_GAME_ID) {
                throw new IllegalStateException("game id " + g.id() + " above the tree's limit of 2^46");
            }
            long info = info(g);
            long[][] out = {new long[WIDTH * 8]}; // grown as needed: most positions of most games are not shared
            int[] n = {0};
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > maxPly) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                boolean black = toMove == Color.BLACK;
                long hash = PositionKey.hash64(c.player(), c.opponent(), black);
                if (!keep.test(hash)) {
                    return true;
                }
                int next = move == Square.NONE ? ENDED : c.representative(c.toCanonical(move));
                if (n[0] == out[0].length) {
                    out[0] = Arrays.copyOf(out[0], out[0].length * 2);
                }
                long[] o = out[0];
                o[n[0]] = c.player();
                o[n[0] + 1] = c.opponent();
                o[n[0] + 2] = (black ? 1L << 62 : 0) | g.id() << 16 | (long) ply << 8 | next;
                o[n[0] + 3] = info;
                n[0] += WIDTH;
                return true;
            });
            return Arrays.copyOf(out[0], n[0]);
        }

        static boolean blackToMove(long[] r) {
            return (r[2] >>> 62) != 0;
        }

        static int ply(long[] r) {
            return (int) (r[2] >>> 8) & 0xFF;
        }

        static GameVisit visit(long[] r) {
            long info = r[3];
            return new GameVisit((r[2] >>> 16) & MAX_GAME_ID, ply(r), (int) r[2] & 0xFF, (int) (info & 0xFF) - 128,
                    field(info, 8), field(info, 16), field(info, 24), (int) (info >>> 32) & 0xFF, field16(info, 40));
        }

        private static long info(TreeGame g) {
            return checked(g.result() + 128L, 0xFF, g)
                    | byteOrNull(g.blackScore(), g) << 8
                    | byteOrNull(g.theoreticalScore(), g) << 16
                    | byteOrNull(g.theoreticalDepth(), g) << 24
                    | checked(g.finalEmpties(), 0xFF, g) << 32
                    | (g.year() == null ? 0L : checked(g.year() + 1L, 0xFFFF, g)) << 40;
        }

        /** A small value kept plus one (0 for null). */
        private static long byteOrNull(Integer v, TreeGame g) {
            return v == null ? 0 : checked(v + 1L, 0xFF, g);
        }

        private static long checked(long v, long max, TreeGame g) {
            if (v < 0 || v > max) {
                throw new IllegalStateException("game " + g.id() + ": a value out of the tree's range (" + (v - 1) + ")");
            }
            return v;
        }

        private static Integer field(long info, int shift) {
            int v = (int) (info >>> shift) & 0xFF;
            return v == 0 ? null : v - 1;
        }

        private static Integer field16(long info, int shift) {
            int v = (int) (info >>> shift) & 0xFFFF;
            return v == 0 ? null : v - 1;
        }
    }
}
