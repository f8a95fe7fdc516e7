package org.othellodb.tree;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Replay;

/**
 * The position hashes of games already replayed elsewhere (during their import), so that the
 * tree's first pass need not replay them again. Hashes are computed with the same ply bound as
 * the tree that will use them.
 */
public final class KnownHashes {

    /**
     * At most this many hashes are kept (4 Mi longs, 32 MiB, about 68,000 games): an import of more
     * games leaves the rest to the tree's first pass to hash again, so that the import's memory does
     * not grow with its games.
     */
    static final int MAX_HASHES = 4 << 20;

    private final int maxPly;
    private final Map<Long, long[]> byGame = new HashMap<>();
    private long held;

    public KnownHashes(int maxPly) {
        this.maxPly = maxPly;
    }

    public int maxPly() {
        return maxPly;
    }

    /** The hashes of a game's positions up to the ply bound; pure, safe on any thread. */
    public long[] hash(byte[] moves) {
        return hash(moves, maxPly, PositionHash.STRONG);
    }

    /** The hashes of a game's positions (passes included) up to {@code maxPly} moves. */
    static long[] hash(byte[] moves, int maxPly, PositionHash positionHash) {
        long[] out = new long[2 * moves.length + 2];
        int[] n = {0};
        Replay.walk(moves, (player, opponent, toMove, ply, move) -> {
            if (ply > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            out[n[0]++] = positionHash.of(c.player(), c.opponent(), toMove == org.othellodb.board.Color.BLACK);
            return true;
        });
        return Arrays.copyOf(out, n[0]);
    }

    /** Whether the budget is spent: hashing more games for it would be wasted. */
    public synchronized boolean full() {
        return held >= MAX_HASHES - 2 * TreeBuilder.ALL_PLIES;
    }

    /** Keeps a game's hashes while the budget allows; beyond it they are dropped and hashed again later. */
    public synchronized void put(long gameId, long[] hashes) {
        if (held + hashes.length <= MAX_HASHES) {
            byGame.put(gameId, hashes);
            held += hashes.length;
        }
    }

    synchronized long[] get(long gameId) {
        return byGame.get(gameId);
    }

    /** The hashes of a game, forgotten here: the tree's first pass copies each game's once. */
    synchronized long[] take(long gameId) {
        long[] hashes = byGame.remove(gameId);
        if (hashes != null) {
            held -= hashes.length;
        }
        return hashes;
    }
}
