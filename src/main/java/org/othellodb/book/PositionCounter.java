package org.othellodb.book;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.BookSource.BookGame;

/**
 * Counts the selected games at the positions a book may hold, by replaying them. Most positions
 * of an archive are reached by one game; a tally for each would cost hundreds of MB. So a first
 * pass records a 64-bit hash of every position (in game order) and counts them by sorting a copy;
 * the second pass replays the games again and keeps exact tallies only for the positions whose
 * hash occurs at least {@code minGames} times, found by their hash with no allocation. A tally
 * keeps its boards, so two positions sharing a hash (never seen, but possible) are told apart.
 */
final class PositionCounter {

    private final List<BookGame> games;
    private final BookOptions options;
    private final int chunks;

    PositionCounter(List<BookGame> games, BookOptions options) {
        this.games = games;
        this.options = options;
        this.chunks = Math.max(1, Math.min(games.size() / 1000 + 1, Runtime.getRuntime().availableProcessors()));
    }

    /** Tallies of every position up to the ply bound that may enter the book. */
    TallyTable count() {
        long[][] hashes = IntStream.range(0, chunks).parallel().mapToObj(this::hashes).toArray(long[][]::new);
        long[] wanted = frequent(hashes);
        if (options.onlyColor() != null) {
            long[] frequent = wanted;
            LongIndex index = new LongIndex(frequent);
            long[] replies = IntStream.range(0, chunks).parallel()
                    .mapToObj(c -> repliesMet(c, hashes[c], index)).flatMapToLong(Arrays::stream).toArray();
            wanted = distinctSorted(concat(frequent, replies));
        }
        LongIndex index = new LongIndex(wanted);
        int n = wanted.length;
        List<Tallies> parts = IntStream.range(0, chunks).parallel().mapToObj(c -> tally(c, hashes[c], index, n)).toList();
        PositionTally[] all = parts.get(0).byHash;
        Map<BoardKey, PositionTally> collisions = parts.get(0).collisions;
        for (Tallies part : parts.subList(1, parts.size())) {
            for (int i = 0; i < n; i++) {
                PositionTally t = part.byHash[i];
                if (t != null) {
                    all[i] = all[i] == null ? t : all[i].merge(t);
                }
            }
            part.collisions.forEach((k, t) -> collisions.merge(k, t, PositionTally::merge));
        }
        return new TallyTable(all, index, collisions);
    }

    private int from(int chunk) {
        return (int) ((long) games.size() * chunk / chunks);
    }

    /** The hashes of a chunk's positions, game after game, in the order a replay visits them. */
    private long[] hashes(int chunk) {
        long[][] out = {new long[(from(chunk + 1) - from(chunk)) * Math.min(64, options.maxPly() + 3) + 16]};
        int[] n = {0};
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            Replay.walk(games.get(i).moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                if (n[0] == out[0].length) {
                    out[0] = Arrays.copyOf(out[0], n[0] * 2);
                }
                Canonical c = Canonical.of(player, opponent);
                out[0][n[0]++] = TallyTable.hash(c.player(), c.opponent());
                return true;
            });
        }
        return Arrays.copyOf(out[0], n[0]);
    }

    /** Distinct hashes that occur at least minGames times (a game never reaches a position twice). */
    private long[] frequent(long[][] hashes) {
        long[] all = concat(hashes);
        Arrays.parallelSort(all);
        long[] out = new long[Math.max(16, all.length / 4)];
        int n = 0;
        for (int i = 0; i < all.length; ) {
            int j = i + 1;
            while (j < all.length && all[j] == all[i]) {
                j++;
            }
            if (j - i >= options.minGames()) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, n * 2);
                }
                out[n++] = all[i];
            }
            i = j;
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * For a repertoire book: hashes of the positions reached by a reply of the other colour from a
     * position that may be in the book (and of the position after the owner's pass right after
     * one). Those may enter without reaching minGames (see {@link Membership}).
     */
    private long[] repliesMet(int chunk, long[] hashes, LongIndex frequent) {
        Color owner = options.onlyColor();
        long[][] out = {new long[64]};
        int[] n = {0};
        int[] k = {0};
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            boolean[] follows = {false};
            Replay.walk(games.get(i).moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                long h = hashes[k[0]++];
                boolean mayEnter = frequent.get(h) >= 0;
                if (follows[0] && !mayEnter) {
                    if (n[0] == out[0].length) {
                        out[0] = Arrays.copyOf(out[0], n[0] * 2);
                    }
                    out[0][n[0]++] = h;
                }
                follows[0] = (mayEnter && toMove != owner && move >= 0) || (follows[0] && move == Square.PASS);
                return true;
            });
        }
        return Arrays.copyOf(out[0], n[0]);
    }

    /** A chunk's tallies: by hash number, and apart for a position whose hash another one took. */
    private record Tallies(PositionTally[] byHash, Map<BoardKey, PositionTally> collisions) {
    }

    private Tallies tally(int chunk, long[] hashes, LongIndex index, int n) {
        PositionTally[] byHash = new PositionTally[n];
        Map<BoardKey, PositionTally> collisions = new HashMap<>();
        int[] k = {0};
        for (int i = from(chunk); i < from(chunk + 1); i++) {
            BookGame g = games.get(i);
            Integer diff = g.blackScore() == null ? null : 2 * g.blackScore() - 64;
            Replay.walk(g.moves(), (player, opponent, toMove, ply, move) -> {
                if (ply > options.maxPly()) {
                    return false;
                }
                int at = index.get(hashes[k[0]++]);
                if (at < 0) {
                    return true;
                }
                Canonical c = Canonical.of(player, opponent);
                PositionTally t = byHash[at];
                if (t == null) {
                    t = byHash[at] = new PositionTally(c.player(), c.opponent());
                } else if (t.player != c.player() || t.opponent != c.opponent()) {
                    t = collisions.computeIfAbsent(new BoardKey(c.player(), c.opponent()),
                            key -> new PositionTally(key.player(), key.opponent()));
                }
                int next = move < 0 ? -1 : c.toCanonical(move);
                t.add(toMove, g.result(), diff, theoretical(g, ply), next);
                return true;
            });
        }
        return new Tallies(byHash, collisions);
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
        return Arrays.stream(values).sorted().distinct().toArray();
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
