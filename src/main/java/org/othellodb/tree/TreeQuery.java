package org.othellodb.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
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
 * Answers "what was played here, and how did it score?" for any position, merging transpositions
 * and mirror images. Unfiltered questions about stored positions read the stored statistics;
 * filtered ones count the games in the position index; positions the tree does not store are
 * found by scanning the games.
 */
public final class TreeQuery {

    private static final int F5 = Square.parse("f5");

    private final Database db;
    private final TreeTables tables;
    private final OpeningNames names;

    public TreeQuery(Database db) {
        this(db, OpeningNames.catalogue());
    }

    /** Opening names taken from {@code names} (a language of the catalogue). */
    public TreeQuery(Database db, OpeningNames names) {
        this.db = db;
        this.tables = new TreeTables(db);
        this.names = names;
    }

    public TreeView tree(String moves, GameFilter filter) {
        return tree(Replay.of(moves), filter);
    }

    public TreeView tree(Line line, GameFilter filter) {
        Position p = line.finalPosition();
        Canonical c = p.canonical();
        PositionKey key = PositionKey.of(c, p.toMove());
        Optional<PositionRow> row = tables.position(key.player(), key.opponent(), key.blackToMove());
        Stats total;
        Map<Integer, Stats> byMove = new TreeMap<>();
        if (filter.isEmpty() && row.isPresent()) {
            total = row.get().stats();
            byMove.putAll(tables.moves(row.get().id()));
        } else {
            total = new Stats();
            for (GameVisit v : visits(row, key, p.movesPlayed(), filter)) {
                v.countIn(total);
                if (v.nextMove() != GameVisit.ENDED) {
                    v.countIn(byMove.computeIfAbsent(v.nextMove(), m -> new Stats()));
                }
            }
        }
        return view(line, total, byMove, names, row.isPresent());
    }

    /**
     * The view of the position after {@code line} from its statistics and those of the moves played
     * there ({@code byMove}, keyed by canonical move as the tree stores them): each move shown in the
     * orientation of {@code line}, with the equivalent squares and the opening it leads to.
     */
    static TreeView view(Line line, Stats total, Map<Integer, Stats> byMove, OpeningNames names, boolean stored) {
        Position p = line.finalPosition();
        Canonical c = p.canonical();
        OpeningNames.Opening pathOpening = names.deepest(line.positions());
        List<TreeView.Row> children = new ArrayList<>();
        byMove.forEach((canonicalMove, stats) -> {
            List<String> squares = new ArrayList<>();
            for (int equivalent : c.equivalents(canonicalMove)) {
                squares.add(Square.name(c.toOriginal(equivalent)));
            }
            squares.sort(null);
            // Equivalent moves lead to the same position, so any of them names the child.
            OpeningNames.Opening childOpening = names.at(p.apply(c.toOriginal(canonicalMove)));
            children.add(new TreeView.Row(shown(squares), squares, stats, childOpening != null ? childOpening : pathOpening));
        });
        return new TreeView(line, total, pathOpening, children, stored);
    }

    /** The games at a position: from the index when the tree stores it, else by scanning the games. */
    public List<GameVisit> visits(Line line, GameFilter filter) {
        Position p = line.finalPosition();
        PositionKey key = PositionKey.of(p);
        return visits(tables.position(key.player(), key.opponent(), key.blackToMove()), key, p.movesPlayed(), filter);
    }

    /** Ids of the games that reached the position after {@code line} (position search). */
    public List<Long> gameIds(Line line, GameFilter filter) {
        Position p = line.finalPosition();
        PositionKey key = PositionKey.of(p);
        Optional<PositionRow> row = tables.position(key.player(), key.opponent(), key.blackToMove());
        if (row.isPresent()) {
            return tables.gameIds(row.get().id(), filter);
        }
        return GameScan.visits(db, key, p.movesPlayed(), filter).stream().map(GameVisit::gameId).toList();
    }

    private List<GameVisit> visits(Optional<PositionRow> row, PositionKey key, int ply, GameFilter filter) {
        if (row.isPresent()) {
            return tables.visits(row.get().id(), filter);
        }
        return GameScan.visits(db, key, ply, filter);
    }

    /** The square to show for equivalent moves: f5 where it is one of them (the convention at the start), else the first. */
    public static String shown(List<String> squares) {
        String f5 = Square.name(F5);
        return squares.contains(f5) ? f5 : squares.get(0);
    }
}
