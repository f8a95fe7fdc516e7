package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.othellodb.board.Canonical;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables;
import org.othellodb.store.TreeTables.PositionRow;

/**
 * A game's novelty: its first move that no earlier game had played in that position, whatever
 * the move order that led there and in any orientation. A game is earlier when its date is earlier
 * (both games with a full date), else when its year is; games of the same year without dates are
 * not earlier than each other, so the same novelty can belong to several games of its first year.
 * The games of the whole database count, whatever games a report lists.
 */
public final class Novelties {

    /** The first 8 moves of an XOT game were drawn from the XOT list, not chosen by the players. */
    public static final int XOT_OPENING_MOVES = 8;

    /** A game to look at: its id, year and date (either may be null) and moves (squares, passes left out). */
    @SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
    public record Game(long id, Integer year, String date, byte[] moves, boolean xot) {
    }

    /** A move the earlier games played at the novelty's position (in the game's orientation; null: the game ended there), and how many. */
    public record EarlierMove(Integer square, int games) {
    }

    /** An earlier game at the novelty's position, and what it played there (the game's orientation; null: it ended there). */
    public record EarlierGame(long id, Integer year, Integer square) {
    }

    /**
     * The novelty.
     *
     * @param moveNumber    the move's number in the game (1-based, passes not counted)
     * @param before        the game up to the position where it was played
     * @param move          the square played (the game's orientation)
     * @param earlierGames  how many earlier games reached that position
     * @param earlierMoves  what they played there, the most played first
     * @param earlier       the earlier games themselves, the newest first
     * @param inXotOpening  the move is one of the moves an XOT game was given, not a choice of the players
     */
    public record Novelty(int moveNumber, Line before, int move, int earlierGames, List<EarlierMove> earlierMoves,
                          List<EarlierGame> earlier, boolean inXotOpening) {
    }

    /** The novelty, or why there is none: every move was played before, or the game cannot be placed in time. */
    public record Result(Novelty novelty, String none) {
    }

    private final TreeTables tables;
    private final TreeQuery query;

    public Novelties(Database db) {
        this.tables = new TreeTables(db);
        this.query = new TreeQuery(db);
    }

    public Result of(Game g) {
        if (g.year() == null) {
            return new Result(null, "the game has no year: it cannot be placed in time");
        }
        String day = fullDate(g.date());
        Line line = Replay.of(org.othellodb.board.Transcript.fromBytes(g.moves()));
        int moveNumber = 0;
        for (int i = 0; i < line.moves().length; i++) {
            int move = line.moves()[i];
            if (move == Square.PASS) {
                continue; // a forced pass is no choice
            }
            moveNumber++;
            Position p = line.positions()[i];
            Canonical c = p.canonical();
            PositionKey key = PositionKey.of(c, p.toMove());
            int canonicalMove = c.representative(c.toCanonical(move));
            Optional<PositionRow> row = tables.position(key.player(), key.opponent(), key.blackToMove());
            if (row.isPresent()) {
                Stats played = tables.moves(row.get().id()).get(canonicalMove);
                if (played != null && played.firstYear() != null && played.firstYear() < g.year()) {
                    continue; // a game of an earlier year played it here
                }
            }
            Line prefix = new Line(java.util.Arrays.copyOf(line.moves(), i), java.util.Arrays.copyOf(line.positions(), i + 1), false);
            List<GameVisit> earlier = earlier(row, prefix, g, day);
            if (earlier.stream().anyMatch(v -> v.nextMove() == canonicalMove)) {
                continue;
            }
            if (earlier.isEmpty() && moveNumber == 1) {
                return new Result(null, "no earlier game: it is among the first games of the database");
            }
            return new Result(novelty(g, moveNumber, prefix, move, c, earlier), null);
        }
        return new Result(null, "every move had been played in its position by an earlier game");
    }

    /** The games earlier than {@code g} that reached the position after {@code prefix}. */
    private List<GameVisit> earlier(Optional<PositionRow> row, Line prefix, Game g, String day) {
        if (row.isPresent()) {
            return tables.visitsBefore(row.get().id(), g.year(), day);
        }
        // A position the tree does not store (beyond its ply bound, or not yet counted): the games are scanned; years only.
        return query.visits(prefix, GameFilter.NONE).stream().filter(v -> v.year() != null && v.year() < g.year()).toList();
    }

    private static Novelty novelty(Game g, int moveNumber, Line prefix, int move, Canonical c, List<GameVisit> earlier) {
        Map<Integer, Integer> byMove = new LinkedHashMap<>();
        for (GameVisit v : earlier) {
            byMove.merge(v.nextMove(), 1, Integer::sum);
        }
        List<EarlierMove> moves = new ArrayList<>();
        byMove.forEach((m, n) -> moves.add(new EarlierMove(m == GameVisit.ENDED ? null : c.toOriginal(m), n)));
        moves.sort(Comparator.comparingInt((EarlierMove m) -> -m.games()));
        List<EarlierGame> games = new ArrayList<>();
        for (GameVisit v : earlier) {
            games.add(new EarlierGame(v.gameId(), v.year(), v.nextMove() == GameVisit.ENDED ? null : c.toOriginal(v.nextMove())));
        }
        games.sort(Comparator.comparing((EarlierGame e) -> e.year() == null ? Integer.MIN_VALUE : e.year())
                .thenComparingLong(EarlierGame::id).reversed());
        return new Novelty(moveNumber, prefix, move, earlier.size(), moves, games, g.xot() && moveNumber <= XOT_OPENING_MOVES);
    }

    /** The day of a date written {@code yyyy-mm-dd...}, or null for anything less (a year, a month). */
    static String fullDate(String date) {
        return date != null && date.length() >= 10 && date.substring(0, 10).matches("\\d{4}-\\d{2}-\\d{2}") ? date.substring(0, 10) : null;
    }
}
