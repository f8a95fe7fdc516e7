package org.othellodb.book;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;

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
 */
final class PositionCounter {

    private final List<BookGame> games;
    private final BookOptions options;
    private final long[] treeCandidates;
    private final int chunks;

    /**
     * @param treeCandidates canonical boards (player, opponent, player, ...) of the tree's positions up
     *                       to the ply bound, when the tree counts every game; null to find candidates from the games
     */
    PositionCounter(List<BookGame> games, BookOptions options, long[] treeCandidates) {
        this.games = games;
        this.options = options;
        this.treeCandidates = options.minGames() >= 2 ? treeCandidates : null;
        this.chunks = Math.max(1, Math.min(games.size() / 1000 + 1, Runtime.getRuntime().availableProcessors()));
    }

    /** Tallies of every position up to the ply bound that may enter the book. */
    TallyTable count() {
        if (options.minGames() <= 1) { // every position reached is counted: one replay, no candidates to find
            long expected = (long) games.size() * (options.maxPly() + 1); // BookOptions keeps maxPly within 0..60
            return VisitTally.of(parallel(c -> visits(c, expected)));
        }
        long[] wanted = treeCandidates != null ? fromTree() : frequent();
        if (options.onlyColor() != null) {
            LongIndex candidates = new LongIndex(wanted);
            wanted = distinctSorted(concat(wanted, concat(parallel(c -> repliesMet(c, candidates)))));
        }
        LongIndex index = new LongIndex(wanted);
        int n = wanted.length;
        List<Tallies> parts = parallel(c -> tally(c, index, n));
        PositionTally[] all = parts.get(0).byHash;
        Map<BoardKey, PositionTally> collisions = parts.get(0).collisions;
        for (Tallies part : parts.subList(1, parts.size())) {
            for (int i = 0; i < n; i++) {
                PositionTally t = part.byHash[i];
                if (t == null) {
                    continue;
                }
                if (all[i] == null) {
                    all[i] = t;
                } else if (all[i].player == t.player && all[i].opponent == t.opponent) {
                    all[i].merge(t);
                } else { // another position with this hash, first met in a later chunk's games
                    collisions.merge(new BoardKey(t.player, t.opponent), t, PositionTally::merge);
                }
            }
            part.collisions.forEach((k, t) -> {
                int at = index.get(TallyTable.hash(k.player(), k.opponent()));
                if (all[at] != null && all[at].player == k.player() && all[at].opponent == k.opponent()) {
                    all[at].merge(t); // a later chunk's collision that is an earlier chunk's main position
                } else {
                    collisions.merge(k, t, PositionTally::merge);
                }
            });
        }
        List<CountedPosition> counted = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (all[i] != null) {
                counted.add(all[i].counted());
                all[i] = null;
            }
        }
        collisions.values().forEach(t -> counted.add(t.counted()));
        return TallyTable.of(counted);
    }

    private <T> List<T> parallel(IntFunction<T> perChunk) {
        return IntStream.range(0, chunks).parallel().mapToObj(perChunk).toList();
    }

    private int from(int chunk) {
        return (int) ((long) games.size() * chunk / chunks);
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
        long[] afterPasses = concat(parallel(c -> collect(c, (player, opponent, toMove, ply) ->
                (toMove == Color.BLACK) != (ply % 2 == 0) ? hash(player, opponent) : NONE)));
        return distinctSorted(concat(tree, afterPasses));
    }

    /** Hashes (distinct, sorted) of the positions at least minGames games reach (a game never reaches one twice). */
    private long[] frequent() {
        long[] all = concat(parallel(c -> collect(c, (player, opponent, toMove, ply) -> hash(player, opponent))));
        Arrays.parallelSort(all);
        long[] out = new long[Math.max(16, all.length / 4)];
        int n = 0;
        for (int i = 0; i < all.length; ) {
            int j = i + 1;
            while (j < all.length && all[j] == all[i]) {
                j++;
            }
            if (j - i >= options.minGames() && all[i] != NONE) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, n * 2);
                }
                out[n++] = all[i];
            }
            i = j;
        }
        return Arrays.copyOf(out, n);
    }

    /** Maps a position to a hash to keep, or {@link #NONE}. */
    @FunctionalInterface
    private interface Pick {
        long at(long player, long opponent, Color toMove, int ply);
    }

    /** "Keep nothing" for {@link Pick}. A position whose hash is really 0 (1 in 2^64) is then never a candidate. */
    private static final long NONE = 0;

    /** The hashes {@code pick} keeps from a chunk's positions up to the ply bound. */
    private long[] collect(int chunk, Pick pick) {
        long[][] out = {new long[1024]};
        int[] n = {0};
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            Replay.walk(games.get(i).moves(), (player, opponent, toMove, ply, move) -> {
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
    private long[] repliesMet(int chunk, LongIndex candidates) {
        Color owner = options.onlyColor();
        long[][] out = {new long[64]};
        int[] n = {0};
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            boolean[] follows = {false};
            Replay.walk(games.get(i).moves(), (player, opponent, toMove, ply, move) -> {
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
        void visit(Canonical c, long hash, long visit);
    }

    /** Replays a chunk's games up to the ply bound, handing each position's visit to {@code sink}. */
    private void replay(int chunk, VisitSink sink) {
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            BookGame g = games.get(i);
            Integer diff = g.blackScore() == null ? null : 2 * g.blackScore() - 64;
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                int next = move == Square.NONE ? Square.NONE : c.toCanonical(move);
                sink.visit(c, TallyTable.hash(c.player(), c.opponent()), Visit.of(toMove, g.result(), diff, theoretical(g, ply), next));
                return true;
            });
        }
    }

    /** A chunk's visits of every position, by hash range. */
    private VisitBuckets visits(int chunk, long expected) {
        VisitBuckets out = new VisitBuckets(expected, (double) (from(chunk + 1) - from(chunk)) / Math.max(1, games.size()));
        replay(chunk, (c, hash, visit) -> out.add(hash, c.player(), c.opponent(), visit));
        return out;
    }

    /** A chunk's tallies of the candidates: by hash number, and apart for a position whose hash another one took. */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    private record Tallies(PositionTally[] byHash, Map<BoardKey, PositionTally> collisions) {
    }

    private Tallies tally(int chunk, LongIndex index, int n) {
        PositionTally[] byHash = new PositionTally[n];
        Map<BoardKey, PositionTally> collisions = new HashMap<>();
        replay(chunk, (c, hash, visit) -> {
            int at = index.get(hash);
            if (at < 0) {
                return;
            }
            PositionTally t = byHash[at];
            if (t == null) {
                t = byHash[at] = new PositionTally(c.player(), c.opponent());
            } else if (t.player != c.player() || t.opponent != c.opponent()) {
                t = collisions.computeIfAbsent(new BoardKey(c.player(), c.opponent()),
                        key -> new PositionTally(key.player(), key.opponent()));
            }
            t.add(visit);
        });
        return new Tallies(byHash, collisions);
    }

    private static long[] concat(List<long[]> parts) {
        return concat(parts.toArray(long[][]::new));
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
