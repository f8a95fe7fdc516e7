package org.othellodb.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.othellodb.board.Position;
import org.othellodb.board.Square;
import org.othellodb.book.BookBuilder;
import org.othellodb.book.BookEvaluation;
import org.othellodb.error.ToolFailureException;

/**
 * The GUI side of the NBoard protocol: runs an engine ({@code sh -c CMD}, so a command may be {@code cd DIR && ./edax ...}), sets its depth,
 * and asks it for the best moves of positions. Each question is {@code set game} (the position as
 * a GGF board, no moves), {@code hint N}, then {@code ping K}: the engine answers commands in
 * order, so every {@code search}/{@code book} line before {@code pong K} belongs to the question.
 *
 * <p>A line's level: its depth, or 60 (exact) when the depth reaches the empty squares of the
 * position after the move (both Edax and {@code othello-db engine} report an exact search so);
 * a {@code book} line (the engine answered from its own book) keeps the level it reports.
 */
public final class NboardClient implements AutoCloseable {

    private final String command;
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;
    private final Deque<String> stderrTail = new ArrayDeque<>();
    private int pings;

    public NboardClient(String command, int depth) {
        this.command = command;
        try {
            process = new ProcessBuilder("/bin/sh", "-c", command).start();
        } catch (IOException e) {
            throw new ToolFailureException("cannot start the engine '" + command + "': " + e.getMessage(), e);
        }
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread drain = new Thread(this::drainStderr, "engine-stderr");
        drain.setDaemon(true);
        drain.start();
        send("nboard 1"); // Edax refuses any other version; the others ignore it
        send("set depth " + depth);
        sync();
    }

    /**
     * The engine's {@code n} best moves of {@code p} (at least one unless the game is over), with
     * their scores for the side to move rounded to discs.
     */
    public List<BookEvaluation.MoveScore> best(Position p, int n) {
        send("set game " + ggf(p));
        send("hint " + n);
        List<BookEvaluation.MoveScore> moves = new ArrayList<>();
        for (String line : sync()) {
            BookEvaluation.MoveScore m = parse(line, p);
            if (m != null && moves.stream().noneMatch(x -> x.move() == m.move())) {
                moves.add(m);
            }
        }
        if (moves.isEmpty() && !p.isGameOver()) {
            throw new ToolFailureException("the engine '" + command + "' gave no move for " + ggf(p));
        }
        return moves;
    }

    /** A {@code search}/{@code book} line as a move score, or null for any other line. */
    static BookEvaluation.MoveScore parse(String line, Position p) {
        @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
        String[] f = line.strip().split("\\s+");
        if (f.length < 5 || !(f[0].equals("search") || f[0].equals("book")) || f[1].length() < 2) {
            return null;
        }
        int move = GgfGame.move(f[1].substring(0, 2));
        if (move != Square.PASS && !p.isLegal(move)) {
            return null;
        }
        double eval = Double.parseDouble(f[2].replaceAll("[(),].*", "").replace("+", ""));
        int score = (int) Math.max(-64, Math.min(64, Math.round(eval)));
        int depth = leadingInt(f[4]);
        if (f[0].equals("book")) {
            return new BookEvaluation.MoveScore(move, score, Math.max(0, Math.min(depth, BookBuilder.SOLVED_LEVEL)));
        }
        int emptiesAfter = p.empties() - (move == Square.PASS ? 0 : 1);
        boolean exact = depth >= emptiesAfter && !f[4].contains("@");
        return new BookEvaluation.MoveScore(move, score, exact ? BookBuilder.SOLVED_LEVEL
                : Math.max(1, Math.min(depth, BookBuilder.SOLVED_LEVEL - 1)));
    }

    private static int leadingInt(String s) {
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        return i == 0 ? 0 : Integer.parseInt(s.substring(0, i));
    }

    /** The position as a GGF game without moves, as NBoard sends it. */
    static String ggf(Position p) {
        StringBuilder sb = new StringBuilder("(;GM[Othello]PC[othello-db]BO[8 ");
        for (int sq = 0; sq < 64; sq++) {
            char c = p.at(sq);
            sb.append(c == 'X' ? '*' : c == 'O' ? 'O' : '-');
        }
        return sb.append(p.toMove() == org.othellodb.board.Color.BLACK ? " *" : " O").append("];)").toString();
    }

    /** Sends {@code ping K} and returns every line before {@code pong K}. */
    private List<String> sync() {
        int k = ++pings;
        send("ping " + k);
        List<String> lines = new ArrayList<>();
        try {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.strip().equals("pong " + k)) {
                    return lines;
                }
                lines.add(line);
            }
        } catch (IOException e) {
            throw failed("cannot read its answers: " + e.getMessage());
        }
        throw failed("it stopped before answering");
    }

    private void send(String line) {
        in.println(line);
        if (in.checkError()) {
            throw failed("it does not read its input");
        }
    }

    private ToolFailureException failed(String why) {
        String tail;
        synchronized (stderrTail) {
            tail = String.join(" | ", stderrTail);
        }
        return new ToolFailureException("the engine '" + command + "': " + why + (tail.isEmpty() ? "" : " (its stderr: " + tail + ")"));
    }

    private void drainStderr() {
        try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = err.readLine()) != null; ) {
                synchronized (stderrTail) {
                    stderrTail.addLast(line);
                    if (stderrTail.size() > 5) {
                        stderrTail.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // the engine is gone
        }
    }

    @Override
    public void close() {
        in.println("quit");
        in.close();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
