package org.othellodb.tree;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.GameVisit;
import org.othellodb.store.Stats;
import org.othellodb.store.TreeTables.TreeGame;

/**
 * A player's repertoire with one colour: their games' tree walked from the start. Where the player
 * is to move, the moves they played; where the opponent is, the replies they met. It holds the same
 * positions as the repertoire book ({@code book export --colour}) of the same games and bounds:
 * a position is counted over every game that reached it, by any move order; the player's moves are
 * followed where the position they lead to was reached by at least {@code minGames} games, the
 * opponent's replies wherever one game met them; nothing deeper than {@code maxPly} moves. A
 * position reached again by another move order is shown once, the other times as a transposition.
 */
public final class Repertoire {

    /** The tree's low-count mark: the database's best-scoring move is chosen among moves of at least this many games. */
    public static final int BEST_MIN_GAMES = 10;

    /**
     * A position of the repertoire. {@code stats}: the player's games that reached it (black's view, as
     * all statistics); {@code hidden}: the player's moves left out for fewer than {@code minGames}
     * games; {@code transposesTo}: the moves where the position was shown first, when it was (then no
     * branches); {@code database}: what all games of the database played here, at the player's turn.
     */
    public record Node(Line line, boolean ownerToMove, Stats stats, List<Branch> branches, int hidden, String transposesTo,
                       Reference database) {

        /** The player's move here played in the most games, or null. */
        public Branch mainBranch() {
            return branches.stream().max(Comparator.comparingLong((Branch b) -> b.row().stats().games())).orElse(null);
        }

        /** True when the player's main move here is not the database's most played move. */
        public boolean leavesMostPlayed() {
            return differs(database == null ? null : database.mostPlayed());
        }

        /** True when the player's main move here is not the database's best-scoring move. */
        public boolean leavesBest() {
            return differs(database == null ? null : database.best());
        }

        private boolean differs(TreeView.Row reference) {
            Branch main = mainBranch();
            return main != null && reference != null && !main.row().shown().equals(reference.shown());
        }
    }

    /** A move from a node: its row (games that played it there) and the node it leads to, null when not followed. */
    public record Branch(TreeView.Row row, Node child) {
    }

    /** The database's choices at a position: its most played move, and its best-scoring one among moves of {@link #BEST_MIN_GAMES} games or more. */
    public record Reference(TreeView.Row mostPlayed, TreeView.Row best) {
    }

    /** The games at one position: all of them, and by the move they played (canonical frame, merged as the tree merges). */
    private static final class Counts {
        final Stats total = new Stats();
        final Map<Integer, Stats> byMove = new TreeMap<>();
    }

    private final Map<PositionKey, Counts> counts = new HashMap<>();
    private final Color owner;
    private final int maxPly;
    private final int minGames;
    private final OpeningNames names;
    private final Function<Line, TreeView> database;
    private final Map<PositionKey, String> shown = new HashMap<>();

    private Repertoire(Color owner, int maxPly, int minGames, OpeningNames names, Function<Line, TreeView> database) {
        this.owner = owner;
        this.maxPly = maxPly;
        this.minGames = minGames;
        this.names = names;
        this.database = database;
    }

    /**
     * The repertoire of {@code games} (the player's, with colour {@code owner}) from the start.
     *
     * @param database the unfiltered tree at a position, to compare the player's choices with
     * @return the start node, or null when fewer than {@code minGames} games were given
     */
    public static Node build(List<TreeGame> games, Color owner, int maxPly, int minGames, OpeningNames names,
                             Function<Line, TreeView> database) {
        return build(games, owner, Replay.of(new int[0]), maxPly, minGames, names, database);
    }

    /**
     * The repertoire from the position after {@code from} (still at most {@code maxPly} moves from the
     * start): the games that reached it, by any move order and in any orientation, walked on from
     * there in the orientation of {@code from}.
     *
     * @return the node of {@code from}, or null when fewer than {@code minGames} of the games reached it
     */
    public static Node build(List<TreeGame> games, Color owner, Line from, int maxPly, int minGames, OpeningNames names,
                             Function<Line, TreeView> database) {
        Repertoire r = new Repertoire(owner, maxPly, minGames, names, database);
        for (TreeGame g : games) {
            r.count(g);
        }
        Counts start = r.counts.get(PositionKey.of(from.finalPosition()));
        if (start == null || start.total.games() < minGames) {
            return null;
        }
        return r.node(from);
    }

    private void count(TreeGame g) {
        Replay.walk(g.moves(), (player, opponent, toMove, played, move) -> {
            if (played > maxPly) {
                return false;
            }
            Canonical c = Canonical.of(player, opponent);
            Counts at = counts.computeIfAbsent(new PositionKey(c.player(), c.opponent(), toMove == Color.BLACK), k -> new Counts());
            GameVisit visit = new GameVisit(g.id(), played, GameVisit.ENDED, g.result(), g.blackScore(), null, null,
                    g.finalEmpties(), g.year());
            visit.countIn(at.total);
            if (move != Square.NONE && played < maxPly) {
                visit.countIn(at.byMove.computeIfAbsent(c.representative(c.toCanonical(move)), m -> new Stats()));
            }
            return true;
        });
    }

    private Node node(Line line) {
        Position p = line.finalPosition();
        PositionKey key = PositionKey.of(p);
        Counts here = counts.get(key);
        boolean ownerToMove = p.toMove() == owner;
        String first = shown.putIfAbsent(key, line.typed());
        if (first != null) {
            return new Node(line, ownerToMove, here.total, List.of(), 0, first, null);
        }
        TreeView view = TreeQuery.view(line, here.total, here.byMove, names, true);
        List<TreeView.Row> rows = new ArrayList<>(view.children());
        rows.sort(Comparator.comparingLong((TreeView.Row r) -> -r.stats().games()).thenComparing(TreeView.Row::shown));
        List<Branch> branches = new ArrayList<>();
        int hidden = 0;
        for (TreeView.Row row : rows) {
            Line next = extend(line, row.shown());
            Counts child = counts.get(PositionKey.of(next.finalPosition()));
            if (ownerToMove && child.total.games() < minGames) {
                hidden++;
                continue;
            }
            branches.add(new Branch(row, next.finalPosition().movesPlayed() <= maxPly ? node(next) : null));
        }
        Reference reference = ownerToMove && !branches.isEmpty() ? reference(database.apply(line)) : null;
        return new Node(line, ownerToMove, here.total, branches, hidden, null, reference);
    }

    private static Line extend(Line line, String move) {
        int[] moves = java.util.Arrays.copyOf(line.moves(), line.moves().length + 1);
        moves[moves.length - 1] = move.equals("pass") ? Square.PASS : Square.parse(move);
        return Replay.from(line.positions()[0], moves);
    }

    private Reference reference(TreeView all) {
        boolean black = all.position().toMove() == Color.BLACK;
        TreeView.Row most = null;
        TreeView.Row best = null;
        for (TreeView.Row r : all.children()) {
            if (most == null || r.stats().games() > most.stats().games()) {
                most = r;
            }
            if (r.stats().games() >= BEST_MIN_GAMES
                    && (best == null || score(r.stats(), black) > score(best.stats(), black))) {
                best = r;
            }
        }
        return new Reference(most, best);
    }

    /** The side to move's score share. */
    static double score(Stats s, boolean blackToMove) {
        return blackToMove ? s.blackScore() : 1 - s.blackScore();
    }
}
