package org.othellodb.format.wthor;

import static org.othellodb.format.wthor.WthorLayout.*;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.othellodb.board.FinalScore;
import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import org.othellodb.board.Square;
import org.othellodb.error.BadInputException;
import org.othellodb.format.GameRecord;
import org.othellodb.format.GameWriter;
import org.othellodb.util.AtomicFile;
import org.othellodb.util.IoErrors;

/**
 * Writes games as a WTHOR set in a directory: one {@code WTH_<year>.wtb} per year and the
 * {@code WTHOR.JOU} / {@code WTHOR.TRN} name files they refer to. Players and tournaments that
 * came from WTHOR keep FFO's ids, so that a year imported from WTHOR is written back with
 * byte-identical records in its order; names from other sources get ids after the largest FFO
 * id (0 stays FFO's "???" player and "Diverses parties" tournament, used for unknown names).
 * Names are Latin-1, cut to 19 (players) or 25 (tournaments) characters as FFO cuts them, with a
 * warning. Games without a year cannot be placed in a WTHOR file and are counted, not written.
 *
 * <p>A game from another source has no theoretical score: its recorded score is written in that
 * field. A game that gives only its winner is written with the final board's score (empties to
 * the winner) when the board agrees, else 33, 32 or 31.
 */
public final class WthorWriter implements GameWriter {

    private static final int DEFAULT_DEPTH = 24;

    private final Path dir;
    private final LocalDate created;
    private final Consumer<String> warnings;
    private final Names players;
    private final Names tournaments;
    private final Map<Integer, ByteArrayOutputStream> years = new TreeMap<>();
    private final Map<Integer, Integer> depths = new HashMap<>();
    private int withoutYear;
    private int written;

    /** {@code players} and {@code tournaments}: the names that have FFO ids, by id. */
    public WthorWriter(Path dir, Map<Integer, String> players, Map<Integer, String> tournaments, LocalDate created,
                       Consumer<String> warnings) {
        this.dir = dir;
        this.created = created;
        this.warnings = warnings;
        this.players = new Names(WthorNames.Kind.PLAYERS, players, "???");
        this.tournaments = new Names(WthorNames.Kind.TOURNAMENTS, tournaments, "Diverses parties");
    }

    @Override
    public void write(GameRecord g) {
        if (g.year() == null) {
            withoutYear++;
            return;
        }
        if (g.year() < 0 || g.year() > 0xFFFF) {
            throw new BadInputException("year " + g.year() + " does not fit a WTHOR header");
        }
        ByteBuffer record = ByteBuffer.allocate(GAME_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        record.putShort(G_TOURNAMENT, (short) tournaments.id(g.tournamentWthorId(), g.tournament()));
        record.putShort(G_BLACK, (short) players.id(g.blackWthorId(), g.black()));
        record.putShort(G_WHITE, (short) players.id(g.whiteWthorId(), g.white()));
        int score = blackScore(g);
        record.put(G_BLACK_SCORE, (byte) score);
        record.put(G_THEORETICAL_SCORE, (byte) (g.theoreticalScore() != null ? g.theoreticalScore() : score));
        int[] moves = g.moves();
        if (moves.length > MOVE_SLOTS) {
            throw new IllegalArgumentException("a game of " + moves.length + " moves");
        }
        for (int i = 0; i < moves.length; i++) {
            record.put(G_MOVES + i, (byte) Square.toWthor(moves[i]));
        }
        years.computeIfAbsent(g.year(), y -> new ByteArrayOutputStream()).writeBytes(record.array());
        if (g.theoreticalDepth() != null) {
            depths.putIfAbsent(g.year(), g.theoreticalDepth());
        }
        written++;
    }

    private static int blackScore(GameRecord g) {
        if (g.blackScore() != null) {
            return g.blackScore();
        }
        Line line = Replay.of(g.moves());
        FinalScore end = line.finalScore();
        int winner = g.winner() == null ? 0 : g.winner();
        if (Integer.signum(end.wthorBlackScore() - 32) == winner) {
            return end.wthorBlackScore();
        }
        return 32 + winner;
    }

    /** Writes the files, each whole under its name or not at all. */
    @Override
    public void close() {
        for (Map.Entry<Integer, ByteArrayOutputStream> year : years.entrySet()) {
            byte[] records = year.getValue().toByteArray();
            byte[] header = header(records.length / GAME_SIZE, 0, year.getKey(), 8,
                    depths.getOrDefault(year.getKey(), DEFAULT_DEPTH));
            write(String.format(Locale.ROOT, "WTH_%d.wtb", year.getKey()), header, records);
        }
        players.write();
        tournaments.write();
    }

    private void write(String name, byte[] header, byte[] body) {
        Path target = dir.resolve(name);
        try {
            AtomicFile.write(target, out -> {
                out.write(header);
                out.write(body);
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + IoErrors.reason(e), e);
        }
    }

    private byte[] header(int games, int names, int year, int boardSize, int depth) {
        ByteBuffer b = ByteBuffer.allocate(HEADER_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.put(H_CENTURY, (byte) (created.getYear() / 100)).put(H_YEAR_IN_CENTURY, (byte) (created.getYear() % 100))
                .put(H_MONTH, (byte) created.getMonthValue()).put(H_DAY, (byte) created.getDayOfMonth());
        b.putInt(H_GAME_COUNT, games).putShort(H_NAME_COUNT, (short) names).putShort(H_GAMES_YEAR, (short) year);
        b.put(H_BOARD_SIZE, (byte) boardSize).put(H_DEPTH, (byte) depth);
        return b.array();
    }

    public int written() {
        return written;
    }

    /** Games left out because they have no year. */
    public int withoutYear() {
        return withoutYear;
    }

    /** The .wtb files written, by year, with their game counts. */
    public Map<Integer, Integer> gamesPerYear() {
        Map<Integer, Integer> out = new TreeMap<>();
        years.forEach((y, bytes) -> out.put(y, bytes.size() / GAME_SIZE));
        return out;
    }

    /** One name file: FFO's names by id, and the ids handed out to names from other sources. */
    private final class Names {
        private final WthorNames.Kind kind;
        private final Map<Integer, String> byId;
        private final Map<String, Integer> fresh = new HashMap<>();
        private final String unknownName;
        private int nextId;

        Names(WthorNames.Kind kind, Map<Integer, String> ffo, String unknownName) {
            this.kind = kind;
            this.byId = new TreeMap<>(ffo);
            this.unknownName = unknownName;
            this.nextId = ffo.isEmpty() ? 1 : Math.max(1, ((TreeMap<Integer, String>) byId).lastKey() + 1);
        }

        int id(Integer wthorId, String name) {
            if (wthorId != null) {
                return wthorId;
            }
            if (name == null || name.isBlank()) {
                byId.putIfAbsent(0, unknownName);
                return 0;
            }
            return fresh.computeIfAbsent(name.strip().toLowerCase(Locale.ROOT), k -> {
                if (nextId > 0xFFFF) {
                    throw new BadInputException("more than 65,536 " + kind.name().toLowerCase(Locale.ROOT)
                            + " for one WTHOR name file");
                }
                byId.put(nextId, name.strip());
                return nextId++;
            });
        }

        void write() {
            int count = byId.isEmpty() ? 0 : ((TreeMap<Integer, String>) byId).lastKey() + 1;
            int size = kind.recordSize();
            byte[] body = new byte[count * size];
            CharsetEncoder latin1 = StandardCharsets.ISO_8859_1.newEncoder();
            String fileName = "WTHOR" + kind.extension().toUpperCase(Locale.ROOT);
            for (Map.Entry<Integer, String> e : byId.entrySet()) {
                String name = e.getValue();
                if (!latin1.canEncode(name)) {
                    warnings.accept(fileName + ": '" + name + "' has characters outside Latin-1, written as '?'");
                }
                byte[] bytes = name.getBytes(StandardCharsets.ISO_8859_1);
                if (bytes.length > size - 1) {
                    warnings.accept(fileName + ": '" + name + "' is longer than " + (size - 1) + " characters, cut to '"
                            + new String(bytes, 0, size - 1, StandardCharsets.ISO_8859_1) + "'");
                }
                System.arraycopy(bytes, 0, body, e.getKey() * size, Math.min(bytes.length, size - 1));
            }
            WthorWriter.this.write(fileName, header(0, count, 0, 0, 0), body);
        }
    }
}
