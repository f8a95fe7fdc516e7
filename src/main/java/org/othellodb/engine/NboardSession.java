package org.othellodb.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.othellodb.board.MidgameSearch;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.error.OthelloDbException;

/**
 * The engine side of the NBoard protocol (the one NBoard, Edax, Egaroucid and NTest speak), one
 * command a line on the input, answers on the output, each line flushed:
 * <ul>
 *   <li>{@code nboard N}: starts the session; {@code set depth N}: the midgame depth, answered by
 *       {@code set myname othello-db N}; {@code set game GGF}: the game (start board and moves);
 *       {@code set contempt N}: accepted, not used (a draw is worth 0);</li>
 *   <li>{@code move F5[/eval/time]} (or just {@code F5}; {@code PA} passes): a move played;</li>
 *   <li>{@code hint N}: the best N moves, as {@code book PV EVAL GAMES DEPTH} lines for moves from
 *       the opening tree or book, {@code search PV EVAL 0 DEPTH} otherwise (DEPTH is the number of
 *       empty squares when the value is exact), between {@code status} lines;</li>
 *   <li>{@code go}: the move to play, {@code === F5/EVAL/SECONDS} (the board is not changed: the GUI
 *       sends {@code move} when it is played);</li>
 *   <li>{@code ping N}: {@code pong N} (commands run one after the other, so nothing is in flight);</li>
 *   <li>{@code learn}: {@code learned} (the engine learns nothing: its book is the database);</li>
 *   <li>{@code analyze}: {@code analysis K EVAL} for every position of the game, from the last back
 *       to the start, K the moves played before it, EVAL a searched value for the side to move
 *       there (never a statistic);</li>
 *   <li>{@code quit}: ends the session. Other lines are ignored, as the protocol asks.</li>
 * </ul>
 */
public final class NboardSession {

    private final Engine engine;
    private final PrintWriter out;
    private Position start = Position.START;
    private final List<Integer> moves = new ArrayList<>();
    private int depth = 8;

    public NboardSession(Engine engine, PrintWriter out) {
        this.engine = engine;
        this.out = out;
    }

    /** Reads commands until {@code quit} or the end of the input. */
    public void run(BufferedReader in) throws IOException {
        for (String line; (line = in.readLine()) != null; ) {
            if (!command(line)) {
                return;
            }
        }
    }

    /** Runs one command line; false when the session ends. */
    @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
    public boolean command(String line) {
        String[] words = line.strip().split("\\s+", 2);
        String cmd = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        try {
            switch (cmd) {
                case "quit" -> {
                    return false;
                }
                case "set" -> set(rest);
                case "move" -> moves.add(GgfGame.move(rest));
                case "hint" -> hint(rest.isEmpty() ? 1 : Integer.parseInt(rest.split("\\s+")[0]));
                case "go" -> go();
                case "ping" -> send("pong " + rest);
                case "learn" -> send("learned");
                case "analyze" -> analyze();
                default -> {
                    if (cmd.length() == 2 && Character.isLetter(cmd.charAt(0))) {
                        moves.add(GgfGame.move(cmd)); // NBoard 1.1 sends the bare move
                    }
                    // anything else (nboard N included) needs no answer
                }
            }
        } catch (OthelloDbException | IllegalArgumentException e) {
            // A command the engine cannot follow is reported and the session goes on, as the GUI expects.
            send("status error: " + e.getMessage());
        }
        return true;
    }

    private void set(String rest) {
        String[] words = rest.split("\\s+", 2);
        String value = words.length > 1 ? words[1] : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "depth" -> {
                depth = Math.max(1, Integer.parseInt(value.strip()));
                send("set myname othello-db" + depth);
            }
            case "game" -> {
                GgfGame g = GgfGame.parse(value);
                start = g.start();
                moves.clear();
                moves.addAll(g.moves());
                Engine.position(start, moves); // refuse an illegal game now, not at the next hint
            }
            default -> {
                // contempt and the rest: accepted, not used
            }
        }
    }

    private void hint(int n) {
        send("status othello-db is thinking");
        for (Hint h : engine.hints(start, moves, Math.max(1, n), depth)) {
            if (h.fromBook()) {
                send(String.format(Locale.ROOT, "book %s %.2f %d %d", moveName(h.move()), h.eval(), h.games(), h.depth()));
            } else {
                send(String.format(Locale.ROOT, "search %s %.2f 0 %d", moveName(h.move()), h.eval(), h.depth()));
            }
        }
        send("status othello-db is waiting");
    }

    private void go() {
        send("status othello-db is thinking");
        long t0 = System.nanoTime();
        Hint h = engine.choose(start, moves, depth);
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (h != null) {
            send(String.format(Locale.ROOT, "=== %s/%.2f/%.1f", moveName(h.move()), h.eval(), seconds));
        }
        send("status othello-db is waiting");
    }

    private void analyze() {
        send("status othello-db is analysing");
        for (int k = moves.size(); k >= 0; k--) {
            Position p = Engine.position(start, moves.subList(0, k));
            MidgameSearch.Scored v = engine.value(p, depth);
            send(String.format(Locale.ROOT, "analysis %d %.2f", k, (double) v.score()));
        }
        send("status othello-db is waiting");
    }

    /** NBoard's move names: upper case, {@code PA} for a pass. */
    static String moveName(int move) {
        return move == Square.PASS ? "PA" : Square.name(move).toUpperCase(Locale.ROOT);
    }

    private void send(String line) {
        out.println(line);
        out.flush();
    }
}
