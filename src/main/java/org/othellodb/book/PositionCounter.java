package org.othellodb.book;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;

/**
 * Counts the selected games at the positions a book may hold, by replaying them: each visit of a
 * position goes, with its canonical boards, into the bucket of its hash ({@link VisitBuckets}), and
 * the buckets are counted into a {@link TallyTable} ({@link VisitTally}).
 *
 * <p>With {@code minGames} 1 every position reached is counted in that one replay. Otherwise most
 * positions of an archive, reached by one game, are not candidates, and the visits kept are those of
 * the candidates, 64-bit hashes of the positions that may be reached by {@code minGames} games. They
 * come from the opening tree when it is current and deep enough: it stores every position two
 * games reach with the same colour to move, and a position reached with both colours (the same discs
 * after a pass in one game) shows in the game with the pass, where the colour to move differs from
 * the move count's parity; those are added by a replay that only looks at such positions. Without
 * the tree, a first replay hashes every position and counts the hashes by sorting them.
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
        LongIndex wanted = null;
        // With minGames 1 every position is a candidate: no first pass is needed to find them.
        if (options.minGames() > 1) {
            long[] candidates = treeCandidates != null ? fromTree() : frequent();
            if (options.onlyColor() != null) {
                LongIndex index = new LongIndex(candidates);
                candidates = distinctSorted(concat(candidates, concat(parallel(c -> repliesMet(c, index)))));
            }
            wanted = new LongIndex(candidates);
        }
        LongIndex filter = wanted;
        long expected = (long) games.size() * (Math.min(60, options.maxPly()) + 1);
        return VisitTally.of(parallel(c -> visits(c, filter, expected)));
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

    /** A chunk's visits of the positions {@code wanted} holds (all when null), by hash range. */
    private VisitBuckets visits(int chunk, LongIndex wanted, long expected) {
        VisitBuckets out = new VisitBuckets(expected, (double) (from(chunk + 1) - from(chunk)) / Math.max(1, games.size()));
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            BookGame g = games.get(i);
            Integer diff = g.blackScore() == null ? null : 2 * g.blackScore() - 64;
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                Canonical c = Canonical.of(player, opponent);
                long h = TallyTable.hash(c.player(), c.opponent());
                if (wanted == null || wanted.get(h) >= 0) {
                    int next = move == Square.NONE ? Square.NONE : c.toCanonical(move);
                    out.add(h, c.player(), c.opponent(), Visit.of(toMove, g.result(), diff, theoretical(g, ply), next));
                }
                return true;
            });
        }
        return out;
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
