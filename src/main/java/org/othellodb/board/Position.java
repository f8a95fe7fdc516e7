package org.othellodb.board;

/**
 * A position: the discs of the side to move ({@code player}), the other side's discs
 * ({@code opponent}), and which colour is to move. Immutable.
 */
public record Position(long player, long opponent, Color toMove) {

    /** White on d4 and e5, black on d5 and e4, black to move. */
    public static final Position START = new Position(
            Square.bit(Square.parse("d5")) | Square.bit(Square.parse("e4")),
            Square.bit(Square.parse("d4")) | Square.bit(Square.parse("e5")),
            Color.BLACK);

    public Position {
        if ((player & opponent) != 0) {
            throw new IllegalArgumentException("a square holds discs of both colours");
        }
    }

    /** A position given by the colours of its discs. */
    public static Position of(long black, long white, Color toMove) {
        return toMove == Color.BLACK ? new Position(black, white, toMove) : new Position(white, black, toMove);
    }

    public long black() {
        return toMove == Color.BLACK ? player : opponent;
    }

    public long white() {
        return toMove == Color.BLACK ? opponent : player;
    }

    public int blackDiscs() {
        return Long.bitCount(black());
    }

    public int whiteDiscs() {
        return Long.bitCount(white());
    }

    public int empties() {
        return 64 - Long.bitCount(player | opponent);
    }

    /** Discs on the board minus the four of the start: the number of moves played to get here. */
    public int movesPlayed() {
        return 60 - empties();
    }

    public long legalMoves() {
        return Bitboards.legalMoves(player, opponent);
    }

    public boolean isLegal(int square) {
        return square >= 0 && square < 64 && (legalMoves() & Square.bit(square)) != 0;
    }

    /** The side to move has no legal move but the other side has: it must pass. */
    @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
    public boolean mustPass() {
        return legalMoves() == 0 && Bitboards.legalMoves(opponent, player) != 0;
    }

    @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
    public boolean isGameOver() {
        return legalMoves() == 0 && Bitboards.legalMoves(opponent, player) == 0;
    }

    /** The position after the side to move plays {@code square}; it must be legal. */
    public Position play(int square) {
        if (!isLegal(square)) {
            throw new IllegalArgumentException(Square.name(square) + " is not legal for " + toMove.lowerName());
        }
        return playUnchecked(square);
    }

    /** {@link #play} without the legality check, for callers that took the move from {@link #legalMoves}. */
    public Position playUnchecked(int square) {
        long flipped = Bitboards.flips(player, opponent, square);
        return new Position(opponent & ~flipped, player | flipped | Square.bit(square), toMove.opponent());
    }

    /** The same discs with the other side to move. */
    @SuppressWarnings("ArgumentSelectionDefectChecker") // (opponent, player) swapped: the negamax idiom
    public Position pass() {
        return new Position(opponent, player, toMove.opponent());
    }

    /** {@link #play} for a square, {@link #pass} for {@link Square#PASS}. */
    public Position apply(int move) {
        return move == Square.PASS ? pass() : play(move);
    }

    public Canonical canonical() {
        return Canonical.of(player, opponent);
    }

    /** 'X' for black, 'O' for white, '-' for empty, in square order a1..h8. */
    public char at(int square) {
        long bit = Square.bit(square);
        if ((black() & bit) != 0) {
            return 'X';
        }
        return (white() & bit) != 0 ? 'O' : '-';
    }
}
