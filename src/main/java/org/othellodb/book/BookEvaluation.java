package org.othellodb.book;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Position;
import org.othellodb.board.Square;

/**
 * A book valued by an engine (Zebra's booktool, Edax's {@code book deviate}/{@code fill} and
 * Egaroucid's leaf recalculation do this with their own search):
 * <ol>
 *   <li>every position of the book is searched: a frontier (no book move) for its best move, a
 *       position with book moves for the best move that no game played (the deviation);</li>
 *   <li>with {@code maxError} ≥ 0, a deviation that scores within {@code maxError} discs of the
 *       position's best move becomes a book position of its own, searched like a frontier (Edax's
 *       deviate: the book grows one move past the games where an engine sees another good move);</li>
 *   <li>the engine values are negamaxed up the book: a position is worth the best of −(child's
 *       value) over its book moves and its leaf's searched score.</li>
 * </ol>
 * Each record's level is the depth of the search made at that position, 60 when the search was
 * exact; the games counts (W/D/L) of the input book are kept beside the values, and the W/D/L
 * guard, which is for statistics of games, is not applied ({@link ValueKind}).
 */
public final class BookEvaluation {

    /** A move's searched score for the side to move, and the level it comes from (the depth; 60 exact). */
    public record MoveScore(int move, int score, int level) {
    }

    /** What was learnt of one position: its moves' scores, best first (a canonical board, moves in that orientation). */
    public record Searched(long player, long opponent, List<MoveScore> moves) {
        public Searched {
            moves = List.copyOf(moves);
        }

        public BoardKey key() {
            return new BoardKey(player, opponent);
        }

        /** The level of the position's value: the best move's (0 when nothing was searched). */
        public int level() {
            return moves.isEmpty() ? 0 : moves.get(0).level();
        }
    }

    /**
     * One search to ask the engine for: the book position (canonical board) and how many of its best
     * moves. A position where the side to move must pass is searched after the pass.
     */
    public record Task(Position position, int moves) {
        /** The position the engine searches. */
        public Position searched() {
            return position.mustPass() ? position.pass() : position;
        }

        /** What the engine's scores of {@link #searched()}'s moves say of the book position. */
        public Searched result(List<MoveScore> engineMoves) {
            List<MoveScore> moves = new ArrayList<>(engineMoves);
            moves.sort((a, b) -> Integer.compare(b.score(), a.score()));
            if (position.mustPass() && !moves.isEmpty()) {
                MoveScore best = moves.get(0);
                moves = List.of(new MoveScore(Square.PASS, -best.score(), best.level()));
            }
            return new Searched(position.player(), position.opponent(), moves);
        }
    }

    private final Map<BoardKey, BookRecord> records = new LinkedHashMap<>();
    private final int maxError;

    /** The positions of {@code input} (normalised; the first record of a board wins), to be valued. */
    public BookEvaluation(Book input, int maxError) {
        for (BookRecord r : input.records()) {
            BookRecord n = BookMaintenance.normalised(r);
            if ((n.player() & n.opponent()) == 0) {
                records.putIfAbsent(n.key(), n);
            }
        }
        this.maxError = maxError;
    }

    public int size() {
        return records.size();
    }

    /**
     * The searches the book's positions need, those in {@code done} left out: for each position
     * not over, its best moves beyond those that are book moves (one more when deviations may be
     * added, so that the next best is known when the best becomes a book move).
     */
    public List<Task> tasks(Map<BoardKey, Searched> done) {
        List<Task> out = new ArrayList<>();
        for (BookRecord r : records.values()) {
            if (done.containsKey(r.key())) {
                continue;
            }
            Position p = new Position(r.player(), r.opponent(), colour(r));
            if (p.isGameOver()) {
                continue;
            }
            if (p.mustPass()) {
                if (!contains(p.pass())) {
                    out.add(new Task(p, 1));
                }
                continue;
            }
            int linked = 0;
            for (int sq : Square.list(p.legalMoves())) {
                if (contains(p.playUnchecked(sq))) {
                    linked++;
                }
            }
            int legal = Long.bitCount(p.legalMoves());
            if (linked == legal) {
                continue; // every move is a book move: nothing outside the book to search
            }
            out.add(new Task(p, Math.min(legal, linked + 1 + (maxError >= 0 ? 1 : 0))));
        }
        return out;
    }

    /**
     * Adds the deviations worth a position of their own (within {@code maxError} discs of the best
     * move, searched) as new book positions, with no games; returns how many were added. Call once,
     * after every task of the input book is done; the new positions then need their own tasks.
     */
    public int addDeviations(Map<BoardKey, Searched> done) {
        if (maxError < 0) {
            return 0;
        }
        List<Position> added = new ArrayList<>();
        for (BookRecord r : new ArrayList<>(records.values())) {
            Searched s = done.get(r.key());
            Position p = new Position(r.player(), r.opponent(), colour(r));
            if (s == null || s.moves().isEmpty() || p.mustPass() || !hasBookMove(p)) {
                continue;
            }
            int best = s.moves().get(0).score();
            for (MoveScore m : s.moves()) {
                if (m.move() < Square.PASS && !contains(p.playUnchecked(m.move()))) {
                    if (m.score() >= best - maxError) {
                        added.add(p.playUnchecked(m.move()));
                    }
                    break; // only the best deviation, as for the leaf
                }
            }
        }
        int n = 0;
        for (Position c : added) {
            Canonical k = Canonical.of(c.player(), c.opponent());
            BookRecord r = new BookRecord(k.player(), k.opponent(), 0, 0, 0, 1, 0, -64, 64, 0, List.of(), Link.NONE,
                    c.toMove());
            if (records.putIfAbsent(r.key(), r) == null) {
                n++;
            }
        }
        return n;
    }

    /**
     * The book valued by the searches: linked again, each position's leaf its best searched move
     * outside the book, its level its search's, values negamaxed. Positions without a search (game
     * over, or every move a book move) take their value from the book below them.
     */
    public Book book(Map<BoardKey, Searched> done, int level) {
        BookGraph graph = new BookGraph();
        Map<BookGraph.Node, List<Link>> known = new HashMap<>();
        Map<BookGraph.Node, Searched> searched = new HashMap<>();
        for (BookRecord r : records.values()) {
            BookGraph.Node n = graph.add(r.player(), r.opponent(), colour(r));
            n.wins = r.wins();
            n.draws = r.draws();
            n.losses = r.losses();
            Position p = n.position();
            Searched s = done.get(r.key());
            List<Link> moves = new ArrayList<>();
            if (s != null) {
                for (MoveScore m : s.moves()) {
                    moves.add(new Link(m.score(), m.move()));
                }
                n.level = s.level();
                searched.put(n, s);
            }
            n.exact = p.isGameOver();
            known.put(n, moves);
        }
        graph.link();
        for (BookGraph.Node n : graph.nodes()) {
            Searched s = searched.get(n);
            if (n.isFrontier() && s != null && s.level() >= BookBuilder.SOLVED_LEVEL) {
                n.exact = true; // its best move was solved: the value is proven
            }
        }
        graph.chooseLeaves(known, node -> node.position().isGameOver()
                ? org.othellodb.board.EndgameSolver.finalScore(node.player, node.opponent) : 0);
        Map<BookGraph.Node, Integer> levels = new HashMap<>();
        for (BookGraph.Node n : graph.nodes()) {
            if (!searched.containsKey(n) && !n.isFrontier()) {
                n.level = levelBelow(n, searched, levels); // every move a book move: the value is the book's below
            }
        }
        graph.negamax();
        return new Book(graph.records(), level);
    }

    /**
     * The level of a position that was not searched because every move is a book move: the lowest
     * level among its children (its value is theirs), found through the book below (a DAG: each
     * move adds a disc).
     */
    private static int levelBelow(BookGraph.Node n, Map<BookGraph.Node, Searched> searched,
            Map<BookGraph.Node, Integer> memo) {
        if (searched.containsKey(n) || n.isFrontier()) {
            return n.level;
        }
        Integer known = memo.get(n);
        if (known != null) {
            return known;
        }
        int level = BookBuilder.SOLVED_LEVEL;
        for (BookGraph.Node c : n.children) {
            level = Math.min(level, levelBelow(c, searched, memo));
        }
        memo.put(n, level);
        return level;
    }

    private boolean contains(Position p) {
        Canonical c = Canonical.of(p.player(), p.opponent());
        return records.containsKey(new BoardKey(c.player(), c.opponent()));
    }

    private boolean hasBookMove(Position p) {
        for (int sq : Square.list(p.legalMoves())) {
            if (contains(p.playUnchecked(sq))) {
                return true;
            }
        }
        return false;
    }

    private static Color colour(BookRecord r) {
        return r.toMove() != null ? r.toMove() : BookRecord.colourByParity(r.player(), r.opponent());
    }

    /** The records, for callers that show what is evaluated. */
    public Collection<BookRecord> records() {
        return records.values();
    }
}
