package org.othellodb.study;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.othellodb.board.Canonical;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import org.othellodb.store.RepertoireTable;
import org.othellodb.tree.PositionKey;
import org.othellodb.tree.TreeQuery;

/**
 * A repertoire the user owns, in memory: at each position (keyed as the tree keys it, so that move
 * orders and mirror images meet) the moves it holds, in the position's canonical frame. Where its
 * colour is to move it holds one move, the one chosen; where the other colour is, the replies
 * prepared. Every position it holds is reached from the start through its own moves: a change that
 * cuts a part off (a replaced move) drops that part.
 */
public final class OwnRepertoire {

    private final String name;
    private final Color colour;
    private final Map<PositionKey, TreeSet<Integer>> moves = new HashMap<>();

    public OwnRepertoire(String name, Color colour) {
        this.name = name;
        this.colour = colour;
    }

    /** The repertoire held by {@code rows} (a repertoire's rows as the store gives them). */
    static OwnRepertoire of(String name, Color colour, List<RepertoireTable.Move> rows) {
        OwnRepertoire r = new OwnRepertoire(name, colour);
        for (RepertoireTable.Move m : rows) {
            r.moves.computeIfAbsent(new PositionKey(m.player(), m.opponent(), m.blackToMove()), k -> new TreeSet<>()).add(m.move());
        }
        return r;
    }

    public String name() {
        return name;
    }

    public Color colour() {
        return colour;
    }

    /** The number of moves it holds (each position's chosen move and each prepared reply once). */
    public int size() {
        return moves.values().stream().mapToInt(Set::size).sum();
    }

    /** The positions where its colour is to move and it holds the move to play: what the user has to know. */
    public int positionsToAnswer() {
        return (int) moves.keySet().stream().filter(k -> k.blackToMove() == (colour == Color.BLACK)).count();
    }

    /** Its rows, for the store. */
    List<RepertoireTable.Move> rows() {
        List<RepertoireTable.Move> out = new ArrayList<>();
        moves.forEach((k, set) -> {
            int ply = Long.bitCount(k.player() | k.opponent()) - 4;
            set.forEach(m -> out.add(new RepertoireTable.Move(k.player(), k.opponent(), k.blackToMove(), m, ply)));
        });
        return out;
    }

    /** True when {@code p} is the start or a position the repertoire's moves reach. */
    public boolean reaches(Position p) {
        return p.equals(Position.START) || reachable().contains(PositionKey.of(p));
    }

    /** The move it holds for its colour at {@code p}, in the orientation of {@code p}; null when it holds none. */
    public String chosen(Position p) {
        TreeSet<Integer> set = moves.get(PositionKey.of(p));
        return p.toMove() != colour || set == null || set.isEmpty() ? null : shown(p, set.first());
    }

    /** The moves it holds at {@code p}, each as a square of {@code p}'s orientation, by name. */
    public List<String> movesAt(Position p) {
        TreeSet<Integer> set = moves.get(PositionKey.of(p));
        List<String> out = new ArrayList<>();
        if (set != null) {
            set.forEach(m -> out.add(shown(p, m)));
        }
        out.sort(null);
        return out;
    }

    /**
     * Adds the moves of {@code line}, which starts at the start or at a position the repertoire
     * reaches. Where its colour is to move and it already plays another move, the line is refused,
     * unless {@code replace}: then the line's move takes its place and what only the old move reached is dropped.
     *
     * @return the moves added and the moves dropped
     */
    public Change add(Line line, boolean replace) {
        if (!reaches(line.positions()[0])) {
            throw new BadInputException("repertoire '" + name + "' does not reach " + line.typed()
                    + ": add a line from the start that reaches it first");
        }
        int before = size();
        int replaced = 0;
        int[] played = line.moves();
        for (int i = 0; i < played.length; i++) {
            Position p = line.positions()[i];
            int move = canonical(p, played[i]);
            TreeSet<Integer> set = moves.computeIfAbsent(PositionKey.of(p), k -> new TreeSet<>());
            if (p.toMove() == colour && !set.isEmpty() && !set.contains(move)) {
                if (!replace) {
                    throw new RepertoireConflictException(describe(line, i) + " plays " + Square.name(played[i]) + " where repertoire '" + name
                            + "' plays " + shown(p, set.first()) + " (" + colour.lowerName() + " to move); --replace plays "
                            + Square.name(played[i]) + " there instead");
                }
                set.clear();
                replaced++;
            }
            set.add(move);
        }
        int dropped = prune();
        return new Change(size() - before + dropped + replaced, dropped + replaced);
    }

    /**
     * Takes out the last move of {@code line}, a line from the start along the repertoire's moves,
     * and what only that move reached (its whole line when it was the first move).
     *
     * @return no move added, and the moves dropped
     */
    public Change remove(Line line) {
        int[] played = line.moves();
        if (!line.fromStart() || played.length == 0) {
            throw new BadInputException("give the moves from the start to the move to take out of repertoire '" + name + "'");
        }
        for (int i = 0; i < played.length; i++) {
            if (!held(line.positions()[i]).contains(canonical(line.positions()[i], played[i]))) {
                throw new BadInputException(describe(line, i) + ": repertoire '" + name + "' does not hold "
                        + Square.name(played[i]) + " there");
            }
        }
        int last = played.length - 1;
        Position p = line.positions()[last];
        moves.get(PositionKey.of(p)).remove(canonical(p, played[last]));
        return new Change(0, 1 + prune());
    }

    /** Moves added and moves dropped by a change. */
    public record Change(int added, int dropped) {
    }

    /** Adds one move at {@code p}, a position the repertoire reaches (the adoption's walk). */
    void addMove(Position p, int square) {
        moves.computeIfAbsent(PositionKey.of(p), k -> new TreeSet<>()).add(canonical(p, square));
    }

    /** "the line f5d6c3 at move 4": where a line goes against the repertoire, as the user typed it. */
    private static String describe(Line line, int index) {
        Line before = Replay.from(line.positions()[0], Arrays.copyOf(line.moves(), index));
        return "the line " + line.typed() + " at move " + (line.positions()[index].movesPlayed() + 1)
                + (before.moves().length == 0 && before.fromStart() ? "" : " (after " + before.typed() + ")");
    }

    /** The moves it holds at {@code p}, in {@code p}'s canonical frame (see {@link #canonical}); empty when none. */
    Set<Integer> held(Position p) {
        Set<Integer> set = moves.get(PositionKey.of(p));
        return set == null ? Set.of() : set;
    }

    /** {@code square} of {@code p} in the canonical frame the repertoire keeps its moves in. */
    static int canonical(Position p, int square) {
        if (square == Square.PASS) {
            return Square.PASS;
        }
        Canonical c = p.canonical();
        return c.representative(c.toCanonical(square));
    }

    /** A move of the canonical frame as a square of {@code p} (one of the equivalent squares). */
    static int original(Position p, int canonicalMove) {
        return canonicalMove == Square.PASS ? Square.PASS : p.canonical().toOriginal(canonicalMove);
    }

    /** A move of the canonical frame as {@code p} shows it: f5 where it is one of the equivalent squares, else the first. */
    static String shown(Position p, int canonicalMove) {
        if (canonicalMove == Square.PASS) {
            return Square.name(Square.PASS);
        }
        Canonical c = p.canonical();
        List<String> squares = new ArrayList<>();
        for (int equivalent : c.equivalents(canonicalMove)) {
            squares.add(Square.name(c.toOriginal(equivalent)));
        }
        squares.sort(null);
        return TreeQuery.shown(squares);
    }

    /** The positions the start reaches through the repertoire's moves. */
    private Set<PositionKey> reachable() {
        Set<PositionKey> seen = new HashSet<>();
        List<PositionKey> todo = new ArrayList<>(List.of(PositionKey.of(Position.START)));
        seen.add(todo.get(0));
        while (!todo.isEmpty()) {
            PositionKey k = todo.remove(todo.size() - 1);
            Position p = new Position(k.player(), k.opponent(), k.blackToMove() ? Color.BLACK : Color.WHITE);
            for (int m : moves.getOrDefault(k, new TreeSet<>())) {
                PositionKey next = PositionKey.of(p.apply(m));
                if (seen.add(next)) {
                    todo.add(next);
                }
            }
        }
        return seen;
    }

    /** Drops the moves of positions the start no longer reaches; returns how many. */
    private int prune() {
        Set<PositionKey> keep = reachable();
        int dropped = 0;
        for (var it = moves.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            if (e.getValue().isEmpty() || !keep.contains(e.getKey())) {
                dropped += e.getValue().size();
                it.remove();
            }
        }
        return dropped;
    }

    /**
     * A variation: the moves from the start to a position where the repertoire stops, or to one it
     * reached first by another order ({@code transposesTo}, the first order, as written before it).
     */
    public record Variation(Line line, String transposesTo) {
    }

    /**
     * Every variation, depth first from the start in the orientation of f5, the moves of a position by
     * square name: each move the repertoire holds is in exactly one variation, a position reached
     * again by another order ends its variation there. The order only depends on the moves held, so
     * the same repertoire always gives the same list.
     */
    public List<Variation> variations() {
        return variations(Replay.of(new int[0]));
    }

    /** The variations on from {@code from}, a position the repertoire reaches, in the order of {@link #variations()}. */
    public List<Variation> variations(Line from) {
        if (!reaches(from.finalPosition())) {
            throw new BadInputException("repertoire '" + name + "' does not reach " + from.typed());
        }
        List<Variation> out = new ArrayList<>();
        walk(from, from, new HashMap<>(), out);
        return out;
    }

    @SuppressWarnings("ReferenceEquality") // a sentinel compared by identity on purpose
    private void walk(Line from, Line line, Map<PositionKey, String> seen, List<Variation> out) {
        Position p = line.finalPosition();
        PositionKey key = PositionKey.of(p);
        String first = seen.putIfAbsent(key, line.typed());
        if (first != null) {
            out.add(new Variation(line, first));
            return;
        }
        List<String> next = movesAt(p);
        if (next.isEmpty() && line != from) {
            out.add(new Variation(line, null));
        }
        for (String move : next) {
            walk(from, extend(line, move), seen, out);
        }
    }

    /** {@code line} and one more move, a square name or "pass". */
    static Line extend(Line line, String move) {
        int[] played = Arrays.copyOf(line.moves(), line.moves().length + 1);
        played[played.length - 1] = move.equals(Square.name(Square.PASS)) ? Square.PASS : Square.parse(move);
        return Replay.from(line.positions()[0], played);
    }
}
