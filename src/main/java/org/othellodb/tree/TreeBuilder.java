package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
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

/**
 * Brings the opening tree up to date with the games not yet counted in it. The tree stores the
 * positions that two or more games reach (and the moves played from them, and which games reached
 * them); a position reached by a single game is found through that game instead. Counting more
 * games only adds: stored positions get the new games' counts, and positions that the new games
 * make shared are stored with every game that reached them.
 *
 * <p>The work is done in two passes over every game: the first counts each position's 64-bit
 * hash to find the ones that may be shared, the second compares those exactly. Memory stays at a
 * few hundred bytes per shared position, whatever the number of games.
 */
public final class TreeBuilder {

    /** Plies counted when no bound is given: every position of every game. */
    public static final int ALL_PLIES = 60;
    /** The next-move value of a game that ended at the position. */
    public static final int ENDED = GameVisit.ENDED;

    /** What an update did. */
    public record Result(int gamesAdded, int positionsAdded, int positionsUpdated, int indexRows, boolean rebuilt, long millis,
                         long positionsCounted, Map<String, Long> phaseMillis) {
    }

    private final Database db;
    private final TreeTables tables;
    private final int maxPly;

    public TreeBuilder(Database db, int maxPly) {
        this.db = db;
        this.tables = new TreeTables(db);
        this.maxPly = maxPly;
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
            Optional<String> storedBound = db.meta("tree_max_ply");
            boolean mustRebuild = rebuild || (storedBound.isPresent() && Integer.parseInt(storedBound.get()) != maxPly)
                    || db.meta("tree_rebuild").map("1"::equals).orElse(false);
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
                return new Result(0, 0, 0, 0, mustRebuild, (System.nanoTime() - start) / 1_000_000, 0, phases.millis);
            }
            List<TreeGame> games = tables.games(lastCounted);
            phases.done("load games");
            long[] counted = {0};
            HashSet64 shared = sharedHashes(games, known, counted);
            phases.done("count positions");
            Map<PositionKey, Long> stored = storedIds();
            Map<PositionKey, Node> nodes = collect(games, shared, stored);
            phases.done("collect shared");
            int[] counts = write(games, nodes);
            phases.done("write");
            int pending = (int) games.stream().filter(g -> !g.inTree()).count();
            tables.setLastCountedGame(last);
            return new Result(pending, counts[0], counts[1], counts[2], mustRebuild, (System.nanoTime() - start) / 1_000_000,
                    counted[0], phases.millis);
        });
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

    /**
     * Hashes of the positions that appear at least twice over all games; {@code counted[0]} gets how
     * many positions there were. Each chunk's hashes are sorted where they were made and the sorted
     * runs merged, without copying them all into one array: the hashes are the largest thing an
     * import of millions of games holds, and a game's known hashes are dropped once copied.
     */
    private HashSet64 sharedHashes(List<TreeGame> games, KnownHashes known, long[] counted) {
        int chunks = Math.max(1, Runtime.getRuntime().availableProcessors() * 4);
        List<long[]> runs = IntStream.range(0, chunks).parallel().mapToObj(c -> {
            int from = (int) ((long) games.size() * c / chunks);
            int to = (int) ((long) games.size() * (c + 1) / chunks);
            long[] out = new long[(to - from) * 62 + 64];
            int n = 0;
            for (int i = from; i < to; i++) {
                TreeGame g = games.get(i);
                long[] hashes = known == null ? null : known.take(g.id());
                if (hashes == null) {
                    hashes = KnownHashes.hash(g.moves(), maxPly);
                }
                if (n + hashes.length > out.length) {
                    out = Arrays.copyOf(out, Math.max(out.length * 2, n + hashes.length));
                }
                System.arraycopy(hashes, 0, out, n, hashes.length);
                n += hashes.length;
            }
            long[] run = Arrays.copyOf(out, n);
            Arrays.sort(run);
            return run;
        }).toList();
        counted[0] = runs.stream().mapToLong(a -> a.length).sum();
        return new HashSet64(repeated(runs));
    }

    /** The values that occur more than once over sorted runs, each once, in increasing order (a k-way merge). */
    static long[] repeated(List<long[]> runs) {
        int k = runs.size();
        int[] at = new int[k];
        long[] shared = new long[16];
        int n = 0;
        boolean any = false;
        long previous = 0;
        while (true) {
            int min = -1;
            for (int r = 0; r < k; r++) { // a few runs (4 a core): a scan beats a heap
                if (at[r] < runs.get(r).length && (min < 0 || runs.get(r)[at[r]] < runs.get(min)[at[min]])) {
                    min = r;
                }
            }
            if (min < 0) {
                return Arrays.copyOf(shared, n);
            }
            long v = runs.get(min)[at[min]++];
            if (any && v == previous && (n == 0 || shared[n - 1] != v)) {
                if (n == shared.length) {
                    shared = Arrays.copyOf(shared, n * 2);
                }
                shared[n++] = v;
            }
            previous = v;
            any = true;
        }
    }

    private Map<PositionKey, Long> storedIds() {
        Map<PositionKey, Long> ids = new HashMap<>();
        tables.forEachPositionKey((id, player, opponent, btm) -> ids.put(new PositionKey(player, opponent, btm), id));
        return ids;
    }

    /** One tree position touched by this update, with the games that count for it here. */
    private static final class Node {
        final PositionKey key;
        final int ply;
        long id;
        final boolean stored;
        long[] visits = new long[4];
        int count;

        Node(PositionKey key, int ply, long id) {
            this.key = key;
            this.ply = ply;
            this.id = id;
            this.stored = id != 0;
        }

        /** Adds the visits of {@code later}, whose games all come after this node's. */
        Node append(Node later) {
            if (count + later.count > visits.length) {
                visits = Arrays.copyOf(visits, count + later.count);
            }
            System.arraycopy(later.visits, 0, visits, count, later.count);
            count += later.count;
            return this;
        }

        void visit(int gameIndex, int ply, int nextMove) {
            if (count == visits.length) {
                visits = Arrays.copyOf(visits, count * 2);
            }
            visits[count++] = ((long) gameIndex << 16) | ((long) ply << 8) | nextMove;
        }
    }

    /**
     * Finds, for every position that may be shared, the games that count for it now. Chunks of
     * games are read in parallel and merged in game order, so each position's games stay sorted.
     */
    private Map<PositionKey, Node> collect(List<TreeGame> games, HashSet64 shared, Map<PositionKey, Long> stored) {
        int chunks = Math.max(1, Runtime.getRuntime().availableProcessors());
        List<Map<PositionKey, Node>> parts = IntStream.range(0, chunks).parallel().mapToObj(c -> collect(games,
                (int) ((long) games.size() * c / chunks), (int) ((long) games.size() * (c + 1) / chunks), shared, stored))
                .toList();
        Map<PositionKey, Node> nodes = parts.get(0);
        for (Map<PositionKey, Node> part : parts.subList(1, parts.size())) {
            part.forEach((key, node) -> nodes.merge(key, node, Node::append));
        }
        return nodes;
    }

    private Map<PositionKey, Node> collect(List<TreeGame> games, int from, int to, HashSet64 shared,
                                           Map<PositionKey, Long> stored) {
        Map<PositionKey, Node> nodes = new HashMap<>();
        for (int gi = from; gi < to; gi++) {
            TreeGame g = games.get(gi);
            int gameIndex = gi;
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > maxPly) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                boolean black = toMove == Color.BLACK;
                if (!shared.contains(PositionKey.hash64(c.player(), c.opponent(), black))) {
                    return true;
                }
                PositionKey key = new PositionKey(c.player(), c.opponent(), black);
                Long id = stored.get(key);
                if (id != null && g.inTree()) {
                    return true; // already counted at this stored position
                }
                int next = move == Square.NONE ? ENDED : c.representative(c.toCanonical(move));
                nodes.computeIfAbsent(key, k -> new Node(k, ply, id == null ? 0 : id)).visit(gameIndex, ply, next);
                return true;
            });
        }
        return nodes;
    }

    /** A position's rows, ready to write. */
    private record NodeRows(Node node, Stats total, Map<Integer, Stats> moves, long[] entries) {
    }

    /**
     * Writes the touched positions; returns positions added, positions updated, index rows written.
     * Statistics are computed on a second thread while this one writes to SQLite.
     */
    private int[] write(List<TreeGame> games, Map<PositionKey, Node> nodes) {
        List<Node> touched = new ArrayList<>();
        for (Node n : nodes.values()) {
            if (n.stored || n.count >= 2) {
                touched.add(n);
            }
        }
        // New positions get ids in the order of the positions table's unique key (player, opponent,
        // colour, as SQLite compares them), so the key's index and the table both grow at their end.
        Comparator<Node> byKey = Comparator.comparingLong((Node n) -> n.key.player())
                .thenComparingLong(n -> n.key.opponent()).thenComparing(n -> n.key.blackToMove());
        touched.sort(Comparator.comparing((Node n) -> !n.stored).thenComparingLong(n -> n.stored ? n.id : 0).thenComparing(byKey));
        List<Long> storedIds = touched.stream().filter(n -> n.stored).map(n -> n.id).toList();
        Map<Long, Stats> storedStats = tables.positionStats(storedIds);
        Map<Long, Map<Integer, Stats>> storedMoves = tables.moves(storedIds);
        long nextId = tables.nextPositionId();
        for (Node n : touched) {
            if (!n.stored) {
                n.id = nextId++;
            }
        }
        int rows = 0;
        try (TreeTables.Writer writer = tables.new Writer();
             Prefetcher<NodeRows> computed = new Prefetcher<>("tree statistics", sink -> {
                 for (Node n : touched) {
                     sink.accept(rows(n, games, storedStats.get(n.id), storedMoves.get(n.id)));
                 }
             })) {
            while (computed.hasNext()) {
                NodeRows r = computed.next();
                Node n = r.node();
                writer.position(n.id, n.key.player(), n.key.opponent(), n.key.blackToMove(), n.ply, r.total());
                for (Map.Entry<Integer, Stats> m : r.moves().entrySet()) {
                    writer.move(n.id, m.getKey(), m.getValue());
                }
                writer.positionGames(n.id, r.entries(), n.count);
                rows += n.count;
            }
        }
        return new int[] {touched.size() - storedIds.size(), storedIds.size(), rows};
    }

    /** A position's statistics: what was stored plus the games counted now. */
    private static NodeRows rows(Node n, List<TreeGame> games, Stats stored, Map<Integer, Stats> storedMoves) {
        Stats total = new Stats();
        Map<Integer, Stats> moves = new HashMap<>();
        long[] entries = new long[n.count];
        if (stored != null) {
            total.add(stored);
        }
        if (storedMoves != null) {
            moves.putAll(storedMoves);
        }
        for (int v = 0; v < n.count; v++) {
            long visit = n.visits[v];
            TreeGame g = games.get((int) (visit >>> 16));
            int next = (int) visit & 0xFF;
            entries[v] = IndexEntry.pack(g.id(), next);
            GameVisit counted = new GameVisit(g.id(), (int) (visit >>> 8) & 0xFF, next, g.result(), g.blackScore(),
                    g.theoreticalScore(), g.theoreticalDepth(), g.finalEmpties(), g.year());
            counted.countIn(total);
            if (next != ENDED) {
                counted.countIn(moves.computeIfAbsent(next, m -> new Stats()));
            }
        }
        return new NodeRows(n, total, moves, entries);
    }
}
