package org.othellodb.book;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;
import org.othellodb.tree.SortedRuns;

/**
 * Counts the selected games at the positions a book may hold, by replaying them.
 *
 * <p>With {@code minGames} 1 every position reached is counted, in one replay: each visit goes,
 * with its canonical boards, into the bucket of its hash ({@link VisitBuckets}), and the buckets
 * are summed into the table's columns ({@link VisitTally}); memory grows with the visits, as the
 * book itself does. Otherwise most positions of an archive, reached by one game, cannot enter, and
 * the count keeps a tally ({@link PositionTally}) only for the candidates, 64-bit hashes of the
 * positions that may be reached by {@code minGames} games, found by hash without allocation: memory
 * grows with the candidates, not with the games (a book of 2 million games' positions would
 * otherwise hold tens of millions of visits). A tally keeps its boards, so two positions sharing a
 * hash (never seen, but possible) are told apart.
 *
 * <p>The candidates come from the opening tree when it is current and deep enough: it stores every
 * position two games reach with the same colour to move, and a position reached with both colours
 * (the same discs after a pass in one game) shows in the game with the pass, where the colour to
 * move differs from the move count's parity; those are added by a replay that only looks at such
 * positions. Otherwise a first replay hashes every position and counts the hashes by sorting them.
 *
 * <p>The games are never held all at once ({@link BookGames}): each pass reads them again in
 * batches, a batch's slices replayed in parallel, one slice per core. Hashes gathered over all the
 * games (every position's, for the threshold; those after a pass; a repertoire's replies) are
 * sorted on disk in {@link SortedRuns} within a fixed budget; what stays in memory are the
 * candidates and their tallies (one set per core), bounded by the positions that may enter, not by
 * the games. With {@code minGames} 1 the visits themselves are kept, as many as the games' positions
 * up to the ply bound, since every one of those positions is a record of the book.
 */
final class PositionCounter {

    private final BookGames games;
    private final BookOptions options;
    private final long[] treeCandidates;
    /** Slices a batch is cut into, each replayed by one core; slice w of every batch adds to worker w's tallies. */
    private final int workers;
    /** How many games the last pass read. */
    private long read;

    /**
     * @param treeCandidates canonical boards (player, opponent, player, ...) of the tree's positions up
     *                       to the ply bound, when the tree counts every game; null to find candidates from the games
     */
    PositionCounter(BookGames games, BookOptions options, long[] treeCandidates) {
        this.games = games;
        this.options = options;
        this.treeCandidates = options.minGames() >= 2 ? treeCandidates : null;
        this.workers = Runtime.getRuntime().availableProcessors();
    }

    /** How many games were counted (once {@link #count} has read them). */
    long games() {
        return read;
    }

    /** Tallies of every position up to the ply bound that may enter the book. */
    TallyTable count() {
        if (options.minGames() <= 1) { // every position reached is counted: one replay, no candidates to find
            long expected = games.count().getAsLong() * (options.maxPly() + 1); // BookOptions keeps maxPly within 0..60
            VisitBuckets visits = new VisitBuckets(expected, 1);
            // Gathered in game order, which keeps the numbering of two positions sharing a hash (VisitTally).
            pass((worker, slice, first) -> visits(slice), v -> {
                for (int k = 0; k < v.longs(); k += 4) {
                    visits.add(v.data()[k], v.data()[k + 1], v.data()[k + 2], v.data()[k + 3]);
                }
            });
            return VisitTally.of(List.of(visits));
        }
        long[] wanted = treeCandidates != null ? fromTree() : occurring(options.minGames(), slice -> collect(slice,
                (player, opponent, toMove, ply) -> hash(player, opponent)));
        if (options.onlyColor() != null) {
            LongIndex candidates = new LongIndex(wanted);
            wanted = distinctSorted(concat(wanted, occurring(1, slice -> repliesMet(slice, candidates))));
        }
        LongIndex index = new LongIndex(wanted);
        int n = wanted.length;
        Tallies[] parts = new Tallies[workers];
        pass((worker, slice, first) -> {
            if (parts[worker] == null) {
                parts[worker] = new Tallies(new PositionTally[n], new HashMap<>());
            }
            tally(parts[worker], slice, first, index);
            return parts[worker];
        }, part -> { });
        PositionTally[] all = new PositionTally[n];
        Map<BoardKey, PositionTally> collisions = new HashMap<>();
        for (Tallies part : parts) {
            if (part == null) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                if (part.byHash[i] != null) {
                    place(all, i, part.byHash[i], collisions);
                }
            }
            part.collisions.values().forEach(t -> place(all, index.get(TallyTable.hash(t.player, t.opponent)), t, collisions));
        }
        // The position met first in game order keeps its hash's place, as VisitTally numbers them.
        List<PositionTally> others = new ArrayList<>(collisions.values());
        others.sort(Comparator.comparingLong(t -> t.firstGame));
        for (PositionTally t : others) {
            int at = index.get(TallyTable.hash(t.player, t.opponent));
            if (t.firstGame < all[at].firstGame) {
                collisions.remove(new BoardKey(t.player, t.opponent));
                collisions.put(new BoardKey(all[at].player, all[at].opponent), all[at]);
                all[at] = t;
            }
        }
        List<CountedPosition> counted = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (all[i] != null) {
                counted.add(all[i].counted());
                all[i] = null;
            }
        }
        collisions.values().stream().sorted(Comparator.comparingLong(t -> t.firstGame)).forEach(t -> counted.add(t.counted()));
        return TallyTable.of(counted);
    }

    /** Adds {@code t} to the tally of its boards: the one at hash number {@code at}, or one apart when another position holds that. */
    private static void place(PositionTally[] all, int at, PositionTally t, Map<BoardKey, PositionTally> collisions) {
        if (all[at] == null) {
            all[at] = t;
        } else if (all[at].player == t.player && all[at].opponent == t.opponent) {
            all[at].merge(t);
        } else {
            collisions.merge(new BoardKey(t.player, t.opponent), t, PositionTally::merge);
        }
    }

    /** A slice's work: {@code first} is the number of its first game in the whole selection (0 the first). */
    @FunctionalInterface
    private interface SliceWork<T> {
        T apply(int worker, List<BookGame> slice, long first);
    }

    /**
     * One pass over the games: each batch is cut into a slice per worker, replayed in parallel;
     * {@code inOrder} then receives the slices' results in game order, on the calling thread.
     */
    private <T> void pass(SliceWork<T> work, Consumer<T> inOrder) {
        long[] seen = {0};
        games.forEachBatch(batch -> {
            int slices = Math.min(workers, batch.size());
            long first = seen[0];
            List<T> done = IntStream.range(0, slices).parallel().mapToObj(w -> {
                int from = batch.size() * w / slices;
                return work.apply(w, batch.subList(from, batch.size() * (w + 1) / slices), first + from);
            }).toList();
            done.forEach(inOrder);
            seen[0] += batch.size();
        });
        read = seen[0];
    }

    private static long hash(long player, long opponent) {
        Canonical c = Canonical.of(player, opponent);
        return TallyTable.hash(c.player(), c.opponent());
    }

    /** The tree's candidates and those of positions reached with the colour the parity does not say. */
    private long[] fromTree() {
        long[] tree = new long[treeCandidates.length / 2];
        for (int i = 0; i < tree.length; i++) {
            tree[i] = TallyTable.hash(treeCandidates[2 * i], treeCandidates[2 * i + 1]);
        }
        long[] afterPasses = occurring(1, slice -> collect(slice, (player, opponent, toMove, ply) ->
                (toMove == Color.BLACK) != (ply % 2 == 0) ? hash(player, opponent) : NONE));
        return distinctSorted(concat(tree, afterPasses));
    }

    /**
     * The hashes (distinct, sorted, {@link #NONE} left out) that {@code hashesOf} gives at least
     * {@code times} times over all the games (a game never reaches a position twice): one pass, the
     * hashes sorted on disk within the games' budget, so that memory holds what is returned.
     */
    private long[] occurring(int times, Function<List<BookGame>, long[]> hashesOf) {
        Path dir;
        try {
            dir = Files.createTempDirectory(games.scratch(), ".othello-db-book-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a scratch folder for the book's sorted hashes in " + games.scratch(), e);
        }
        try (SortedRuns runs = new SortedRuns(dir, 1, games.budgetLongs())) {
            pass((worker, slice, first) -> hashesOf.apply(slice), h -> runs.add(h, 0, h.length));
            long[][] out = {new long[1024]};
            int[] kept = {0};
            long[] run = {NONE, 0}; // the hash being counted, its count
            runs.forEachSorted(r -> {
                if (r[0] == run[0]) {
                    run[1]++;
                } else {
                    run[0] = r[0];
                    run[1] = 1;
                }
                if (run[1] == times && run[0] != NONE) {
                    if (kept[0] == out[0].length) {
                        out[0] = Arrays.copyOf(out[0], kept[0] * 2);
                    }
                    out[0][kept[0]++] = run[0];
                }
            });
            return Arrays.copyOf(out[0], kept[0]);
        } finally {
            try {
                Files.deleteIfExists(dir); // its runs are deleted as the sort closes
            } catch (IOException ignored) {
                // an empty scratch folder left behind is not worth failing the book for
            }
        }
    }

    /** Maps a position to a hash to keep, or {@link #NONE}. */
    @FunctionalInterface
    private interface Pick {
        long at(long player, long opponent, Color toMove, int ply);
    }

    /** "Keep nothing" for {@link Pick}. A position whose hash is really 0 (1 in 2^64) is then never a candidate. */
    private static final long NONE = 0;

    /** The hashes {@code pick} keeps from a slice's positions up to the ply bound. */
    private long[] collect(List<BookGame> slice, Pick pick) {
        long[][] out = {new long[1024]};
        int[] n = {0};
        for (BookGame g : slice) {
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                long h = pick.at(player, opponent, toMove, ply);
                if (h != NONE) {
                    if (n[0] == out[0].length) {
                        out[0] = Arrays.copyOf(out[0], n[0] * 2);
                    }
                    out[0][n[0]++] = h;
                }
                return true;
            });
        }
        return Arrays.copyOf(out[0], n[0]);
    }

    /**
     * For a repertoire book: hashes of the positions reached by a reply of the other colour from a
     * candidate (and of the position after the owner's pass right after one). Those may enter
     * without reaching minGames (see {@link Membership}).
     */
    private long[] repliesMet(List<BookGame> slice, LongIndex candidates) {
        Color owner = options.onlyColor();
        long[][] out = {new long[64]};
        int[] n = {0};
        for (BookGame g : slice) {
            boolean[] follows = {false};
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                long h = hash(player, opponent);
                boolean candidate = candidates.get(h) >= 0;
                if (follows[0] && !candidate) {
                    if (n[0] == out[0].length) {
                        out[0] = Arrays.copyOf(out[0], n[0] * 2);
                    }
                    out[0][n[0]++] = h;
                }
                follows[0] = (candidate && toMove != owner && move != Square.NONE) || (follows[0] && move == Square.PASS);
                return true;
            });
        }
        return Arrays.copyOf(out[0], n[0]);
    }

    /** Receives each visit of a replay: the canonical image, its hash and the {@link Visit}. */
    @FunctionalInterface
    private interface VisitSink {
        void visit(Canonical c, long hash, long visit, long game);
    }

    /** Replays a slice's games up to the ply bound, handing each position's visit, and its game's number, to {@code sink}. */
    private void replay(List<BookGame> slice, long first, VisitSink sink) {
        long number = first;
        for (BookGame g : slice) {
            Integer diff = g.blackScore() == null ? null : 2 * g.blackScore() - 64;
            long game = number++;
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                int next = move == Square.NONE ? Square.NONE : c.toCanonical(move);
                sink.visit(c, TallyTable.hash(c.player(), c.opponent()), Visit.of(toMove, g.result(), diff, theoretical(g, ply), next), game);
                return true;
            });
        }
    }

    /** A slice's visits of every position, four longs each (hash, canonical boards, visit), in {@code data[0 .. longs − 1]}. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its array: a hot path, never copied
    private record Visits(long[] data, int longs) {
    }

    private Visits visits(List<BookGame> slice) {
        long[][] out = {new long[4 * 64 * Math.max(1, slice.size())]};
        int[] n = {0};
        replay(slice, 0, (c, hash, visit, game) -> {
            if (n[0] == out[0].length) {
                out[0] = Arrays.copyOf(out[0], n[0] * 2);
            }
            long[] o = out[0];
            o[n[0]] = hash;
            o[n[0] + 1] = c.player();
            o[n[0] + 2] = c.opponent();
            o[n[0] + 3] = visit;
            n[0] += 4;
        });
        return new Visits(out[0], n[0]);
    }

    /** One worker's tallies of the candidates: by hash number, and apart for a position whose hash another one took. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Tallies(PositionTally[] byHash, Map<BoardKey, PositionTally> collisions) {
    }

    private void tally(Tallies into, List<BookGame> slice, long first, LongIndex index) {
        PositionTally[] byHash = into.byHash;
        replay(slice, first, (c, hash, visit, game) -> {
            int at = index.get(hash);
            if (at < 0) {
                return;
            }
            PositionTally t = byHash[at];
            if (t == null) {
                t = byHash[at] = new PositionTally(c.player(), c.opponent(), game);
            } else if (t.player != c.player() || t.opponent != c.opponent()) {
                t = into.collisions.computeIfAbsent(new BoardKey(c.player(), c.opponent()),
                        key -> new PositionTally(key.player(), key.opponent(), game));
            }
            t.add(visit);
        });
    }

    private static long[] concat(long[]... parts) {
        long[] all = new long[Arrays.stream(parts).mapToInt(a -> a.length).sum()];
        int at = 0;
        for (long[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    private static long[] distinctSorted(long[] values) {
        long[] v = values.clone();
        Arrays.parallelSort(v);
        int n = 0;
        for (int i = 0; i < v.length; i++) {
            if (i == 0 || v[i] != v[i - 1]) {
                v[n++] = v[i];
            }
        }
        return Arrays.copyOf(v, n);
    }

    /** The game's perfect-play disc difference (black's), where the position is at or past the depth WTHOR computed it at. */
    static Integer theoretical(BookGame g, int ply) {
        if (g.theoreticalScore() == null || g.theoreticalDepth() == null) {
            return null;
        }
        int empties = 60 - ply;
        return empties <= g.theoreticalDepth() && g.finalEmpties() <= g.theoreticalDepth()
                ? 2 * g.theoreticalScore() - 64 : null;
    }
}
