package org.othellodb.tree;

import java.util.Arrays;
import java.util.function.LongPredicate;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.GameVisit;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * A visit of a game at a position as four longs that sort by position, then game: the canonical
 * board (player, opponent), then the colour to move (bit 62), game id (bits 16–61: game ids up
 * to 2^46), ply (bits 8–15) and next move (bits 0–7), then what the statistics need of the game
 * (its result, scores, depth, final empties and year, a byte each and 16 bits for the year).
 */
final class VisitRecord {
    static final int WIDTH = 4;
    private static final long MAX_GAME_ID = (1L << 46) - 1;

    private VisitRecord() {
    }

    /** The records of a game's positions whose hash {@code keep} accepts. */
    static long[] of(TreeGame g, int maxPly, PositionHash positionHash, LongPredicate keep) {
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
            long hash = positionHash.of(c.player(), c.opponent(), black);
            if (!keep.test(hash)) {
                return true;
            }
            int next = move == Square.NONE ? GameVisit.ENDED : c.representative(c.toCanonical(move));
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
