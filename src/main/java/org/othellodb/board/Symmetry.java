package org.othellodb.board;

import java.util.List;

/**
 * The eight symmetries of the board. Each is numbered as in Edax's books: bit 1 mirrors the
 * columns (x → x ^ 7), bit 2 mirrors the rows (x → x ^ 56), bit 4 transposes over the a1–h8
 * diagonal, applied in that order.
 */
public enum Symmetry {
    IDENTITY("identity"),
    MIRROR_COLUMNS("mirror columns (a↔h)"),
    MIRROR_ROWS("mirror rows (1↔8)"),
    ROTATE_180("rotate 180°"),
    TRANSPOSE("reflect on the a1–h8 diagonal"),
    ROTATE_ANTICLOCKWISE("rotate 90° anticlockwise"),
    ROTATE_CLOCKWISE("rotate 90° clockwise"),
    ANTI_TRANSPOSE("reflect on the h1–a8 diagonal");

    /** The four symmetries that leave the start position unchanged; they map f5 ↔ e6 ↔ d3 ↔ c4. */
    public static final List<Symmetry> START_PRESERVING = List.of(IDENTITY, ROTATE_180, TRANSPOSE, ANTI_TRANSPOSE);

    private static final Symmetry[] ALL = values();
    private static final Symmetry[][] COMPOSITION = new Symmetry[8][8];
    private static final Symmetry[] INVERSE = new Symmetry[8];

    static {
        fillTables();
    }

    @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
    private static void fillTables() {
        for (Symmetry first : ALL) {
            for (Symmetry second : ALL) {
                COMPOSITION[first.ordinal()][second.ordinal()] = find(first, second);
            }
        }
        for (Symmetry s : ALL) {
            for (Symmetry t : ALL) {
                if (COMPOSITION[s.ordinal()][t.ordinal()] == IDENTITY) {
                    INVERSE[s.ordinal()] = t;
                }
            }
        }
    }

    private final String description;

    Symmetry(String description) {
        this.description = description;
    }

    public static Symmetry byIndex(int edaxIndex) {
        return ALL[edaxIndex];
    }

    /** Edax's symmetry index (0..7). */
    @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
    public int index() {
        return ordinal();
    }

    public String description() {
        return description;
    }

    public int apply(int square) {
        if (square == Square.PASS) {
            return square;
        }
        @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
        int s = ordinal();
        int x = square;
        if ((s & 1) != 0) {
            x ^= 7;
        }
        if ((s & 2) != 0) {
            x ^= 56;
        }
        if ((s & 4) != 0) {
            x = (x >>> 3) | ((x & 7) << 3);
        }
        return x;
    }

    public long apply(long board) {
        @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
        int s = ordinal();
        long b = board;
        if ((s & 1) != 0) {
            b = Bitboards.mirrorColumns(b);
        }
        if ((s & 2) != 0) {
            b = Bitboards.mirrorRows(b);
        }
        if ((s & 4) != 0) {
            b = Bitboards.transpose(b);
        }
        return b;
    }

    public Position apply(Position p) {
        return new Position(apply(p.player()), apply(p.opponent()), p.toMove());
    }

    public int[] apply(int[] squares) {
        int[] out = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            out[i] = apply(squares[i]);
        }
        return out;
    }

    /** The symmetry that applies {@code this} first, then {@code next}. */
    @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
    public Symmetry then(Symmetry next) {
        return COMPOSITION[ordinal()][next.ordinal()];
    }

    @SuppressWarnings("EnumOrdinal") // ordinals index per-symmetry tables, never stored
    public Symmetry inverse() {
        return INVERSE[ordinal()];
    }

    private static Symmetry find(Symmetry first, Symmetry second) {
        for (Symmetry candidate : ALL) {
            boolean same = true;
            for (int sq = 0; sq < 64 && same; sq++) {
                same = candidate.apply(sq) == second.apply(first.apply(sq));
            }
            if (same) {
                return candidate;
            }
        }
        throw new AssertionError("the symmetries are not closed under composition");
    }
}
