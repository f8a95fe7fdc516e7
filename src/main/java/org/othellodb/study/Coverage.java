package org.othellodb.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Color;
import org.othellodb.board.Line;
import org.othellodb.board.Position;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.store.TreeTables;
import org.othellodb.tree.PositionKey;

/**
 * How the selected games met a repertoire: each game is walked from the start along its moves for
 * as long as the repertoire holds them (positions keyed as the tree keys them, so a move order or
 * an orientation the repertoire also holds stays in it), and stops at its first move the
 * repertoire does not hold, or where the repertoire holds no move (the end of a line). Nothing is
 * stored: a scan of the games' moves, a few plies each, is quick enough to do on every question.
 */
public final class Coverage {

    /** How a game stopped following the repertoire. */
    public enum Exit {
        /** The repertoire holds no move at the position: the game followed the line to its end. */
        end,
        /** The opponent played a reply the repertoire does not hold: a hole. */
        opponent,
        /** The repertoire's colour played another move than the repertoire's. */
        own,
        /** The game ended inside the repertoire. */
        over
    }

    /**
     * A game walked: the last repertoire position it reached, after {@code depth} moves; how it
     * stopped there, and the move it played there ({@link Square#NONE} at an end), in the
     * repertoire's canonical frame.
     */
    public record Walk(TreeTables.TreeGame game, Position at, int depth, Exit exit, int move) {
    }

    /** At one depth: games that followed the repertoire through that many moves, those that stopped at the move, and the share kept. */
    public record Depth(int depth, int following, int leftByOpponent, int leftByOwn, int ended, double share) {
    }

    /**
     * An opponent's reply the repertoire does not hold, at the position after {@code line} (the
     * repertoire's first line to it): how many games played it, and the repertoire colour's points in them.
     */
    public record Hole(Line line, String reply, int games, double points) {
    }

    /**
     * One of the repertoire's own moves, at the position after {@code line}: the games that followed
     * the repertoire there and played it, the repertoire colour's points in them, and the move's
     * value (null when neither a book nor the solver gives one).
     */
    public record OwnMove(Line line, String move, int games, double points, MoveValues.Value value) {

        /** The score share the move's value predicts (see {@link #expected}); null without a value. */
        public Double expected() {
            return value == null ? null : Coverage.expected(value.discs());
        }

        /**
         * "trap", "bluff" or "hard" where the games' score and the value disagree by more than
         * {@link #MARGIN} over {@link #FLAG_MIN_GAMES} games or more; else null. A trap: the value
         * holds (a draw or better) and the games score far above it, the opponents go wrong against
         * it; a bluff: the value loses, the games score far above it all the same; hard: the games
         * score far below the value, the move is sound but hard to play on.
         */
        public String flag() {
            if (value == null || games < FLAG_MIN_GAMES) {
                return null;
            }
            double gap = points / games - expected();
            if (gap > MARGIN) {
                return value.discs() >= 0 ? "trap" : "bluff";
            }
            return gap < -MARGIN ? "hard" : null;
        }
    }

    /** How far the games' score share and the value's may differ before a move is flagged. */
    public static final double MARGIN = 0.20;
    /** The fewest games a flag rests on. */
    public static final int FLAG_MIN_GAMES = 20;
    /** Discs of value that turn an even score into 73% (1 / (1 + e^-1)): the logistic's scale. */
    public static final double SCALE_DISCS = 8;

    /**
     * The score share a disc value predicts: 1 / (1 + e^(-discs / 8)), 50% for a draw, 73% for +8,
     * 88% for +16. The scale is chosen, not fitted to the archive: a value is a side's discs with
     * perfect (or the engine's) play on, and games of people are decided by their mistakes.
     */
    public static double expected(int discs) {
        return 1 / (1 + Math.exp(-discs / SCALE_DISCS));
    }

    private final OwnRepertoire repertoire;
    private final List<Walk> walks;
    private final Map<PositionKey, Line> firstLines;

    private Coverage(OwnRepertoire repertoire, List<Walk> walks) {
        this.repertoire = repertoire;
        this.walks = walks;
        this.firstLines = firstLines(repertoire);
    }

    /** The walks of {@code games} through {@code repertoire}. */
    public static Coverage of(OwnRepertoire repertoire, List<TreeTables.TreeGame> games) {
        List<Walk> walks = new ArrayList<>(games.size());
        for (TreeTables.TreeGame g : games) {
            walks.add(walk(repertoire, g));
        }
        return new Coverage(repertoire, walks);
    }

    public OwnRepertoire repertoire() {
        return repertoire;
    }

    public List<Walk> walks() {
        return walks;
    }

    /** The repertoire's first line (in its variations' order and orientation) to {@code p}, a position it reaches. */
    public Line lineTo(Position p) {
        return firstLines.get(PositionKey.of(p));
    }

    /** The move {@code w} stopped with, shown in the orientation of {@link #lineTo} its position; null at an end. */
    public String moveShown(Walk w) {
        return w.move() == Square.NONE ? null : OwnRepertoire.shown(lineTo(w.at()).finalPosition(), w.move());
    }

    /** A game followed along the repertoire until it leaves it, or the line or the game ends. */
    static Walk walk(OwnRepertoire r, TreeTables.TreeGame g) {
        Walk[] out = new Walk[1];
        Replay.walk(g.moves(), (player, opponent, toMove, played, next) -> {
            Position p = new Position(player, opponent, toMove);
            if (next == Square.NONE) {
                out[0] = new Walk(g, p, played, p.isGameOver() ? Exit.over : Exit.end, Square.NONE);
                return false;
            }
            var held = r.held(p);
            int move = OwnRepertoire.canonical(p, next);
            if (held.isEmpty()) {
                out[0] = new Walk(g, p, played, Exit.end, Square.NONE);
                return false;
            }
            if (held.contains(move)) {
                return true;
            }
            out[0] = new Walk(g, p, played, toMove == r.colour() ? Exit.own : Exit.opponent, move);
            return false;
        });
        return out[0];
    }

    /** The repertoire colour's points in game {@code g}: 1 a win, ½ a draw. */
    public static double points(TreeTables.TreeGame g, Color colour) {
        return g.result() == 0 ? 0.5 : (g.result() > 0) == (colour == Color.BLACK) ? 1 : 0;
    }

    /**
     * For each depth from 1 to the deepest the repertoire goes: the games still in it after that
     * many moves, those that left it at that move (by the opponent, by the repertoire's colour), those
     * whose line ended there; the share is, of the games whose player of the repertoire's colour
     * played its moves through that depth, those that the opponent did not take out of it.
     */
    public List<Depth> depths() {
        int deepest = repertoire.variations().stream().mapToInt(v -> v.line().finalPosition().movesPlayed()).max().orElse(0);
        int[] opponent = new int[61];
        int[] own = new int[61];
        int[] ended = new int[61];
        int[] reached = new int[61];
        for (Walk w : walks) {
            reached[w.depth()]++;
            switch (w.exit()) {
                case opponent -> opponent[w.depth() + 1]++;
                case own -> own[w.depth() + 1]++;
                default -> ended[w.depth()]++;
            }
        }
        List<Depth> out = new ArrayList<>();
        int following = walks.size();
        int leftByOpponent = 0;
        int leftByOwn = 0;
        for (int d = 1; d <= deepest; d++) {
            following -= reached[d - 1];
            leftByOpponent += opponent[d];
            leftByOwn += own[d];
            int played = walks.size() - leftByOwn;
            double share = played == 0 ? 0 : (double) (played - leftByOpponent) / played;
            out.add(new Depth(d, following, opponent[d], own[d], ended[d], share));
        }
        return out;
    }

    /** The opponent's replies the repertoire does not hold, the most played first (then in the repertoire's order). */
    public List<Hole> holes() {
        Map<PositionKey, Map<Integer, double[]>> counts = new LinkedHashMap<>();
        for (Walk w : walks) {
            if (w.exit() == Exit.opponent) {
                PositionKey k = PositionKey.of(w.at());
                double[] c = counts.computeIfAbsent(k, x -> new HashMap<>()).computeIfAbsent(w.move(), x -> new double[2]);
                c[0]++;
                c[1] += points(w.game(), repertoire.colour());
            }
        }
        List<Hole> out = new ArrayList<>();
        List<PositionKey> order = new ArrayList<>(firstLines.keySet());
        counts.forEach((k, moves) -> moves.forEach((move, c) -> {
            Line line = firstLines.get(k);
            out.add(new Hole(line, OwnRepertoire.shown(line.finalPosition(), move), (int) c[0], c[1]));
        }));
        out.sort(Comparator.comparingInt(Hole::games).reversed()
                .thenComparingInt(h -> order.indexOf(PositionKey.of(h.line().finalPosition())))
                .thenComparing(Hole::reply));
        return out;
    }

    /** Each move the repertoire holds for its colour, in the order of its variations, with the games' figures and its value. */
    public List<OwnMove> ownMoves(MoveValues values) {
        Map<PositionKey, double[]> passed = new HashMap<>();
        for (Walk w : walks) {
            // A game passed every repertoire position before the one it stopped at: count it at each where its colour moved.
            Line line = Replay.of(java.util.Arrays.copyOf(moves(w.game()), w.depth()));
            for (int i = 0; i < line.moves().length; i++) {
                Position p = line.positions()[i];
                if (p.toMove() == repertoire.colour()) {
                    double[] c = passed.computeIfAbsent(PositionKey.of(p), x -> new double[2]);
                    c[0]++;
                    c[1] += points(w.game(), repertoire.colour());
                }
            }
        }
        List<OwnMove> out = new ArrayList<>();
        firstLines.forEach((k, line) -> {
            Position p = line.finalPosition();
            var held = repertoire.held(p);
            if (p.toMove() == repertoire.colour() && !held.isEmpty()) {
                int move = held.iterator().next();
                double[] c = passed.getOrDefault(k, new double[2]);
                out.add(new OwnMove(line, OwnRepertoire.shown(p, move), (int) c[0], c[1], values.of(p, OwnRepertoire.original(p, move))));
            }
        });
        return out;
    }

    private static int[] moves(TreeTables.TreeGame g) {
        int[] out = new int[g.moves().length];
        for (int i = 0; i < out.length; i++) {
            out[i] = g.moves()[i];
        }
        return out;
    }

    /**
     * The number of lines to memorise (the "Umigame number" of Egaroucid's books): a position where
     * the repertoire stops counts 1; where its colour is to move, the number of the position its move
     * leads to; where the opponent is, the sum over the replies it holds that at least
     * {@code minGames} of the walked games played there (0: every reply it holds). A position reached
     * by two move orders counts once on each way, as the number counts lines, not positions.
     */
    public long umigame(int minGames) {
        Map<PositionKey, Map<Integer, Integer>> played = new HashMap<>();
        if (minGames > 0) {
            for (Walk w : walks) {
                Line line = Replay.of(java.util.Arrays.copyOf(moves(w.game()), w.depth()));
                for (int i = 0; i < line.moves().length; i++) {
                    Position p = line.positions()[i];
                    played.computeIfAbsent(PositionKey.of(p), x -> new HashMap<>())
                            .merge(OwnRepertoire.canonical(p, line.moves()[i]), 1, Integer::sum);
                }
            }
        }
        return umigame(Position.START, minGames, played, new HashMap<>());
    }

    private long umigame(Position p, int minGames, Map<PositionKey, Map<Integer, Integer>> played, Map<PositionKey, Long> memo) {
        PositionKey k = PositionKey.of(p);
        Long known = memo.get(k);
        if (known != null) {
            return known;
        }
        long n = 0;
        boolean any = false;
        for (int move : repertoire.held(p)) {
            boolean mine = p.toMove() == repertoire.colour();
            if (!mine && minGames > 0 && played.getOrDefault(k, Map.of()).getOrDefault(move, 0) < minGames) {
                continue;
            }
            any = true;
            n += umigame(p.apply(OwnRepertoire.original(p, move)), minGames, played, memo);
        }
        long value = any ? n : 1;
        memo.put(k, value);
        return value;
    }

    /** Each position the repertoire reaches, with the first line of its variations that reaches it (in their order). */
    private static Map<PositionKey, Line> firstLines(OwnRepertoire r) {
        Map<PositionKey, Line> out = new LinkedHashMap<>();
        for (OwnRepertoire.Variation v : r.variations()) {
            Line line = v.line();
            for (int i = 0; i < line.positions().length; i++) {
                out.putIfAbsent(PositionKey.of(line.positions()[i]), Replay.of(java.util.Arrays.copyOf(line.moves(), i)));
            }
        }
        return out;
    }
}
