package org.othellodb.spark;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.othellodb.book.CountedPosition;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;

/**
 * The games through one canonical board, apart for each colour to move: the tree's statistics
 * of the position and of each move played from it ({@link GameVisit#countIn}, the tree's own
 * rule), merged as the games are. One board with either colour to move is one book position
 * ({@link #bookPosition}) and two tree positions ({@link #black}, {@link #white}).
 */
public final class BoardCounts implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The games with black to move here, or null; likewise white. */
    Side black;
    Side white;

    /** One colour's games at the board: the position's statistics and those of each move (canonical, merged by symmetry). */
    public static final class Side implements Serializable {
        private static final long serialVersionUID = 1L;
        Stats total = new Stats();
        TreeMap<Integer, Stats> moves = new TreeMap<>();

        public Stats total() {
            return total;
        }

        /** Move (a canonical square, the smallest of its symmetric equivalents, or 64 for a pass) to its statistics. */
        public Map<Integer, Stats> moves() {
            return moves;
        }

        /** Counts one game's visit that played {@code next} here (or ended there). */
        void add(GameVisit game) {
            game.countIn(total);
            if (game.nextMove() != GameVisit.ENDED) {
                game.countIn(moves.computeIfAbsent(game.nextMove(), m -> new Stats()));
            }
        }

        /** The same for a visit packed by {@link VisitTally}, with the move it played next. */
        void add(long tally, int next) {
            VisitTally.countIn(tally, total);
            if (next != GameVisit.ENDED) {
                VisitTally.countIn(tally, moves.computeIfAbsent(next, m -> new Stats()));
            }
        }

        void merge(Side other) {
            total.add(other.total);
            other.moves.forEach((m, s) -> {
                Stats mine = moves.get(m);
                if (mine == null) {
                    moves.put(m, s);
                } else {
                    mine.add(s);
                }
            });
        }
    }

    /** The counts of one game's visit. */
    static BoardCounts of(Visit visit) {
        return new BoardCounts().add(visit);
    }

    /**
     * Counts one more game's visit in place; returns this. The second pass adds each visit to the counts its task
     * already has for the board, rather than making counts of its own for every visit and merging them.
     */
    BoardCounts add(Visit visit) {
        Side s = visit.blackToMove() ? black : white;
        if (s == null) {
            s = new Side();
            if (visit.blackToMove()) {
                black = s;
            } else {
                white = s;
            }
        }
        s.add(visit.visit());
        return this;
    }

    /** A game's visit of a board with a colour to move: never shuffled (each task adds its visits up first). */
    record Visit(GameVisit visit, boolean blackToMove) {
    }

    /** Adds {@code other}'s games (other games at the same board); returns this. */
    BoardCounts merge(BoardCounts other) {
        black = merge(black, other.black);
        white = merge(white, other.white);
        return this;
    }

    private static Side merge(Side mine, Side theirs) {
        if (mine == null) {
            return theirs;
        }
        if (theirs != null) {
            mine.merge(theirs);
        }
        return mine;
    }

    public Side black() {
        return black;
    }

    public Side white() {
        return white;
    }

    /** Games through the board, either colour to move. */
    public long games() {
        return (black == null ? 0L : black.total.games()) + (white == null ? 0L : white.total.games());
    }

    /** The most games of one colour to move: the tree keeps the side that reaches its threshold. */
    long gamesOfOneSide() {
        return Math.max(black == null ? 0L : black.total.games(), white == null ? 0L : white.total.games());
    }

    /**
     * The board as the book counts it: results and disc differences from the view of the side to
     * move at each visit (black's with black to move, white's with white to move), moves of both colours.
     */
    public CountedPosition bookPosition(Board board) {
        Stats b = black == null ? new Stats() : black.total;
        Stats w = white == null ? new Stats() : white.total;
        TreeMap<Integer, Long> played = new TreeMap<>();
        for (Side s : new Side[] {black, white}) {
            if (s != null) {
                s.moves.forEach((m, st) -> played.merge(m, st.games(), Long::sum));
            }
        }
        int[] moves = played.keySet().stream().mapToInt(Integer::intValue).toArray();
        // The book's counts are ints (its builder's arrays): past 2^31 games a board fails loudly, never wraps.
        int[] counts = played.values().stream().mapToInt(Math::toIntExact).toArray();
        return new CountedPosition(board.player, board.opponent, Math.toIntExact(b.games() + w.games()),
                Math.toIntExact(b.blackWins() + w.whiteWins()), Math.toIntExact(b.draws() + w.draws()),
                Math.toIntExact(b.whiteWins() + w.blackWins()), b.discDiffSum() - w.discDiffSum(),
                Math.toIntExact(b.scoredGames() + w.scoredGames()), b.theoreticalSum() - w.theoreticalSum(),
                Math.toIntExact(b.theoreticalGames() + w.theoreticalGames()), Math.toIntExact(b.games()),
                Math.toIntExact(w.games()), moves, counts);
    }
}
