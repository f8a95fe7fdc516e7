package org.othellodb.board;

/**
 * A position's canonical image: the smallest of its eight symmetric images, comparing the side to
 * move's board as an unsigned number, ties broken by the other board (Edax's book rule).
 * {@code symmetry} maps the original position onto this image, so a move {@code m} of the original
 * is {@code symmetry.apply(m)} here.
 */
public record Canonical(long player, long opponent, Symmetry symmetry) {

    /** values() copies its array at each call: a book asks millions of positions whether they are symmetric. */
    private static final Symmetry[] SYMMETRIES = Symmetry.values();

    public static Canonical of(long player, long opponent) {
        long p1 = Bitboards.mirrorColumns(player);
        long o1 = Bitboards.mirrorColumns(opponent);
        long p2 = Bitboards.mirrorRows(player);
        long o2 = Bitboards.mirrorRows(opponent);
        long p3 = Bitboards.mirrorRows(p1);
        long o3 = Bitboards.mirrorRows(o1);
        long bestP = player;
        long bestO = opponent;
        int best = 0;
        // Unrolled over the eight images, numbered as Symmetry numbers them; no allocation on this hot path.
        if (smaller(p1, o1, bestP, bestO)) { bestP = p1; bestO = o1; best = 1; }
        if (smaller(p2, o2, bestP, bestO)) { bestP = p2; bestO = o2; best = 2; }
        if (smaller(p3, o3, bestP, bestO)) { bestP = p3; bestO = o3; best = 3; }
        // The transposed images (4 + k: the transpose of image k); the opponent's board is transposed
        // only when the player's does not already lose the comparison, which it mostly does.
        for (int k = 0; k < 4; k++) {
            long t = Bitboards.transpose(k == 0 ? player : k == 1 ? p1 : k == 2 ? p2 : p3);
            if (Long.compareUnsigned(t, bestP) <= 0) {
                long u = Bitboards.transpose(k == 0 ? opponent : k == 1 ? o1 : k == 2 ? o2 : o3);
                if (smaller(t, u, bestP, bestO)) {
                    bestP = t;
                    bestO = u;
                    best = 4 + k;
                }
            }
        }
        return new Canonical(bestP, bestO, Symmetry.byIndex(best));
    }

    private static boolean smaller(long p, long o, long bestP, long bestO) {
        int c = Long.compareUnsigned(p, bestP);
        return c < 0 || (c == 0 && Long.compareUnsigned(o, bestO) < 0);
    }

    /** The canonical key as hexadecimal: the side to move's board, then the other's, 16 digits each. */
    public String hex() {
        return String.format("%016x%016x", player, opponent);
    }

    /** The move {@code canonicalMove}, expressed in the canonical frame, mapped back to the original position. */
    public int toOriginal(int canonicalMove) {
        return symmetry.inverse().apply(canonicalMove);
    }

    public int toCanonical(int originalMove) {
        return symmetry.apply(originalMove);
    }

    /** True when a symmetry other than the identity leaves the canonical board unchanged (the start, for one). */
    public boolean isSymmetric() {
        for (Symmetry s : SYMMETRIES) {
            if (s != Symmetry.IDENTITY && s.apply(player) == player && s.apply(opponent) == opponent) {
                return true;
            }
        }
        return false;
    }

    /**
     * The smallest square equivalent to {@code canonicalMove} under the symmetries that leave the
     * canonical board unchanged: moves with the same representative lead to the same position.
     */
    public int representative(int canonicalMove) {
        int best = canonicalMove;
        if (canonicalMove >= 64) {
            return best;
        }
        for (Symmetry s : SYMMETRIES) {
            if (s != Symmetry.IDENTITY && s.apply(player) == player && s.apply(opponent) == opponent) {
                best = Math.min(best, s.apply(canonicalMove));
            }
        }
        return best;
    }

    /** Every square (canonical frame) equivalent to {@code canonicalMove}, in increasing order. */
    public int[] equivalents(int canonicalMove) {
        if (canonicalMove >= 64) {
            return new int[] {canonicalMove};
        }
        long set = 0;
        for (Symmetry s : SYMMETRIES) {
            if (s.apply(player) == player && s.apply(opponent) == opponent) {
                set |= 1L << s.apply(canonicalMove);
            }
        }
        int[] out = new int[Long.bitCount(set)];
        for (int i = 0; set != 0; set &= set - 1) {
            out[i++] = Long.numberOfTrailingZeros(set);
        }
        return out;
    }
}
