package org.othellodb.book;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellodb.board.Square;
import org.othellodb.error.ToolFailureException;
import org.othellodb.util.IoErrors;

/**
 * The searches of a {@code book evaluate} run so far, one line per position appended and flushed
 * as each search ends, so that a killed run loses at most the positions in flight and the next
 * run with the same output starts where it stopped. A line:
 * <pre>player-hex opponent-hex move:score:level ...</pre>
 * (the canonical board, moves in its orientation, {@code pass} for a pass). A line cut by a kill
 * (no newline at the end of the file) is ignored; the first line names the run's settings, so
 * that a run with other settings does not reuse the searches.
 */
public final class EvaluationProgress implements AutoCloseable {

    private final Path file;
    private final Map<BoardKey, BookEvaluation.Searched> done = new HashMap<>();
    private final BufferedWriter writer;

    /** Opens (or starts) the progress of a run with {@code settings}; searches made with other settings are discarded. */
    public EvaluationProgress(Path file, String settings) {
        this.file = file;
        try {
            List<String> lines = read(file);
            boolean same = !lines.isEmpty() && lines.get(0).equals("# " + settings);
            if (same) {
                for (String line : lines.subList(1, lines.size())) {
                    BookEvaluation.Searched s = parse(line);
                    if (s != null) {
                        done.put(s.key(), s);
                    }
                }
            }
            if (!same) {
                Files.writeString(file, "# " + settings + "\n", StandardCharsets.UTF_8);
            } else if (!endsWithNewline(file)) {
                truncateToLastLine(file);
            }
            writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot keep the progress: " + IoErrors.reason(e), e);
        }
    }

    /** The searches already made (a copy). */
    public synchronized Map<BoardKey, BookEvaluation.Searched> done() {
        return new HashMap<>(done);
    }

    /** Records one search, on disk at once. */
    public synchronized void add(BookEvaluation.Searched s) {
        done.put(s.key(), s);
        StringBuilder sb = new StringBuilder();
        sb.append(Long.toHexString(s.player())).append(' ').append(Long.toHexString(s.opponent()));
        for (BookEvaluation.MoveScore m : s.moves()) {
            sb.append(' ').append(m.move() == Square.PASS ? "pass" : Square.name(m.move())).append(':').append(m.score())
                    .append(':').append(m.level());
        }
        try {
            writer.write(sb.append('\n').toString());
            writer.flush();
        } catch (IOException e) {
            throw new ToolFailureException(file + ": cannot keep the progress: " + IoErrors.reason(e), e);
        }
    }

    /** Done with it: the progress file is removed once the book is written. */
    public void delete() {
        close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a progress file left behind is harmless: the next run with other settings replaces it
        }
    }

    @Override
    public synchronized void close() {
        try {
            writer.close();
        } catch (IOException e) {
            // closing after a failure: nothing more to keep
        }
    }

    private static List<String> read(Path file) throws IOException {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            List<String> lines = new ArrayList<>(text.lines().toList());
            if (!text.isEmpty() && !text.endsWith("\n") && !lines.isEmpty()) {
                lines.remove(lines.size() - 1); // cut by a kill
            }
            return lines;
        } catch (NoSuchFileException e) {
            return List.of();
        }
    }

    private static boolean endsWithNewline(Path file) throws IOException {
        byte[] b = Files.readAllBytes(file);
        return b.length == 0 || b[b.length - 1] == '\n';
    }

    private static void truncateToLastLine(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(file, text.substring(0, text.lastIndexOf('\n') + 1), StandardCharsets.UTF_8);
    }

    private static BookEvaluation.Searched parse(String line) {
        try {
            @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
            String[] f = line.strip().split("\\s+");
            List<BookEvaluation.MoveScore> moves = new ArrayList<>();
            for (int i = 2; i < f.length; i++) {
                @SuppressWarnings("StringSplitter") // trailing empty fields dropped on purpose
                String[] m = f[i].split(":");
                moves.add(new BookEvaluation.MoveScore(m[0].equals("pass") ? Square.PASS : Square.parse(m[0]),
                        Integer.parseInt(m[1]), Integer.parseInt(m[2])));
            }
            return new BookEvaluation.Searched(Long.parseUnsignedLong(f[0], 16), Long.parseUnsignedLong(f[1], 16), moves);
        } catch (RuntimeException e) {
            return null; // not a line this class wrote: searched again
        }
    }
}
