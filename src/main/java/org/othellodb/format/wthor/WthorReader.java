package org.othellodb.format.wthor;

import static org.othellodb.format.wthor.WthorLayout.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.NoSuchElementException;
import org.othellodb.board.Square;
import org.othellodb.format.GameReader;
import org.othellodb.format.GameRecord;
import org.othellodb.format.ReadItem;
import org.othellodb.format.RecordProblem;
import org.othellodb.format.StructuralException;

/**
 * Reads the games of a .wtb file. The header and the file size are checked when the file is
 * opened; each record is then decoded on its own, so one bad record does not stop the others.
 * Names come from the .JOU/.TRN given (the newest beside the file, usually); without them only ids are known.
 */
public final class WthorReader implements GameReader {

    private final Path file;
    private final WthorHeader header;
    private final ByteBuffer bytes;
    private final WthorNames players;
    private final WthorNames tournaments;
    private int next;

    /** The largest year file read (FFO's largest holds about 10,000 games; this allows 1,000,000). */
    static final long MAX_BYTES = 16 + 68L * 1_000_000;

    public WthorReader(Path file, WthorNames players, WthorNames tournaments) {
        this(file, players, tournaments, true);
    }

    private WthorReader(Path file, WthorNames players, WthorNames tournaments, boolean records) {
        this.file = file;
        this.header = checkedHeader(file);
        this.players = players;
        this.tournaments = tournaments;
        if (!records) {
            this.bytes = null;
            return;
        }
        long expected = HEADER_SIZE + GAME_SIZE * header.gameCount();
        byte[] content;
        try {
            content = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (content.length != expected) {
            throw new StructuralException(file, "bad_size", "the file changed while it was read");
        }
        this.bytes = ByteBuffer.wrap(content).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * A reader of {@code file}'s header and of the name files alone, which has no record: for an import whose
     * records were read elsewhere (a cluster's tasks), so that its file is not read through again for the labels.
     */
    static WthorReader labelsOnly(Path file, WthorNames players, WthorNames tournaments) {
        return new WthorReader(file, players, tournaments, false);
    }

    /**
     * The header of {@code file}, checked against the file's size before any record is read: a file
     * whose size does not match what its header announces is refused as it is, whatever its size.
     */
    static WthorHeader checkedHeader(Path file) {
        WthorHeader header = WthorHeader.read(file);
        if (header.nameCount() != 0 && header.gameCount() == 0) {
            throw new StructuralException(file, "bad_header", "bad header: this is a name file (.JOU/.TRN), not games");
        }
        header.requireStandardGames(file);
        long expected = HEADER_SIZE + GAME_SIZE * header.gameCount();
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Checked before reading: the file is read whole, and a size that does not match is refused as it is.
        if (size != expected) {
            String why = size < expected ? "truncated" : "bad_size";
            throw new StructuralException(file, why, (size < expected ? "truncated: " : "wrong size: ")
                    + size + " bytes, but the header announces " + header.gameCount() + " games ("
                    + expected + " bytes)");
        }
        if (expected > MAX_BYTES) {
            throw new StructuralException(file, "bad_size", size + " bytes: more than a WTHOR file holds (" + MAX_BYTES
                    + " bytes, " + (MAX_BYTES - HEADER_SIZE) / GAME_SIZE + " games, at most)");
        }
        return header;
    }

    public WthorHeader header() {
        return header;
    }

    /** The player names used, or null when no .JOU was found. */
    public WthorNames players() {
        return players;
    }

    /** The tournament names used, or null when no .TRN was found. */
    public WthorNames tournaments() {
        return tournaments;
    }

    @Override
    public String fileNote() {
        return "created " + header.created() + (players == null ? ", no .JOU found" : ", players from " + players.file().getFileName())
                + (tournaments == null ? ", no .TRN found" : ", tournaments from " + tournaments.file().getFileName());
    }

    @Override
    public boolean hasNext() {
        return bytes != null && next < header.gameCount();
    }

    @Override
    public ReadItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        int index = next++;
        int at = HEADER_SIZE + index * GAME_SIZE;
        int tournament = bytes.getShort(at + G_TOURNAMENT) & 0xFFFF;
        int black = bytes.getShort(at + G_BLACK) & 0xFFFF;
        int white = bytes.getShort(at + G_WHITE) & 0xFFFF;
        int score = bytes.get(at + G_BLACK_SCORE) & 0xFF;
        int theoretical = bytes.get(at + G_THEORETICAL_SCORE) & 0xFF;

        int[] moves = new int[MOVE_SLOTS];
        int count = 0;
        for (int i = 0; i < MOVE_SLOTS; i++) {
            int value = bytes.get(at + G_MOVES + i) & 0xFF;
            if (value == 0) {
                continue;
            }
            if (count < i) {
                return new RecordProblem(index, 0, "bad_move_byte",
                        "move byte " + value + " in slot " + (i + 1) + " comes after the zero that ends the moves");
            }
            int square = Square.fromWthor(value);
            if (square < 0) {
                return new RecordProblem(index, 0, "bad_move_byte",
                        "move byte " + value + " in slot " + (i + 1) + " is not a square (11..88, digits 1..8)");
            }
            moves[count++] = square;
        }
        if (score > 64) {
            return new RecordProblem(index, 0, "bad_score", "black score " + score + " is over 64");
        }
        if (theoretical > 64) {
            return new RecordProblem(index, 0, "bad_score", "theoretical score " + theoretical + " is over 64");
        }
        String outOfRange = outOfRange(tournament, black, white);
        if (outOfRange != null) {
            return new RecordProblem(index, 0, "id_out_of_range", outOfRange);
        }
        return GameRecord.builder(index, 0)
                .moves(Arrays.copyOf(moves, count))
                .year(header.gamesYear())
                .wthorIds(tournament, black, white)
                .tournament(tournaments == null ? null : tournaments.name(tournament))
                .black(players == null ? null : players.name(black))
                .white(players == null ? null : players.name(white))
                .blackScore(score)
                .resultText(score + "-" + (64 - score))
                .theoretical(theoretical, header.depth())
                .build();
    }

    private String outOfRange(int tournament, int black, int white) {
        if (tournaments != null && !tournaments.has(tournament)) {
            return "tournament id " + tournament + " is not in " + tournaments.file().getFileName()
                    + " (" + tournaments.size() + " tournaments)";
        }
        if (players != null && !players.has(black)) {
            return "black player id " + black + " is not in " + players.file().getFileName() + " (" + players.size() + " players)";
        }
        if (players != null && !players.has(white)) {
            return "white player id " + white + " is not in " + players.file().getFileName() + " (" + players.size() + " players)";
        }
        return null;
    }

    @Override
    public void close() {
        // The file was read whole when opened, or not read past its header.
    }

    @Override
    public String toString() {
        return "WTHOR " + file;
    }
}
