package org.othellodb.engine;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.EndgameSolver;
import org.othellodb.board.Line;
import org.othellodb.board.MidgameSearch;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;

/**
 * What {@code othello-db engine} thinks of a position: in the opening, the moves of its opening
 * sources (a book file first, then the database's tree), when the game started from the standard
 * position and a source knows the position; from {@code exactEmpties} empty squares down, the
 * exact solver; in between, a fixed-depth search over the simple evaluation, no deeper than
 * {@code maxDepth} plies whatever the GUI asks (the search is plain alpha-beta: each ply costs a
 * few times the one before).
 */
public final class Engine {

    private final List<OpeningSource> openings;
    private final MidgameSearch search;
    private final int maxDepth;

    public Engine(List<OpeningSource> openings, int exactEmpties, int maxDepth) {
        this.openings = List.copyOf(openings);
        this.search = new MidgameSearch(new EndgameSolver(22), exactEmpties);
        this.maxDepth = maxDepth;
    }

    public long nodes() {
        return search.nodes();
    }

    /** The plies searched for a requested depth. */
    public int depthFor(int requested) {
        return Math.max(1, Math.min(requested, maxDepth));
    }

    /**
     * Up to {@code n} moves of the position after {@code moves} from {@code start}, best first
     * (all of them with their values when no opening source knows the position). Empty when the
     * game is over.
     */
    public List<Hint> hints(Position start, List<Integer> moves, int n, int depth) {
        Position p = position(start, moves);
        if (p.isGameOver()) {
            return List.of();
        }
        if (start.equals(Position.START)) {
            Line line = Replay.of(moves.stream().mapToInt(Integer::intValue).toArray());
            for (OpeningSource source : openings) {
                List<Hint> known = source.moves(line);
                if (!known.isEmpty()) {
                    return known.subList(0, Math.min(n, known.size()));
                }
            }
        }
        List<Hint> out = new ArrayList<>();
        for (MidgameSearch.Scored s : search.scoreMoves(p, depthFor(depth))) {
            out.add(new Hint(s.move(), s.score(), s.depth(), s.exact() ? Hint.Source.exact : Hint.Source.search, 0));
            if (out.size() == n) {
                break;
            }
        }
        return out;
    }

    /** The move the engine plays: the first hint. Null when the game is over. */
    public Hint choose(Position start, List<Integer> moves, int depth) {
        List<Hint> h = hints(start, moves, 1, depth);
        return h.isEmpty() ? null : h.get(0);
    }

    /**
     * The position after {@code moves} (squares or {@link Square#PASS}) from {@code start}. A pass
     * the game leaves out (a move by the other side where the side to move had none) is made.
     */
    public static Position position(Position start, List<Integer> moves) {
        Position p = start;
        for (int m : moves) {
            if (m != Square.PASS && p.mustPass()) {
                p = p.pass();
            }
            p = p.apply(m);
        }
        return p;
    }

    /**
     * The value of the position after {@code moves} for the side to move, from a search (never the
     * opening sources: analysis is about play, not statistics): exact when the solver can reach it.
     */
    public MidgameSearch.Scored value(Position p, int depth) {
        return search.best(p, depthFor(depth));
    }
}
