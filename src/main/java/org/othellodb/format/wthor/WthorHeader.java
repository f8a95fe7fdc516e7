package org.othellodb.format.wthor;

import static org.othellodb.format.wthor.WthorLayout.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.LocalDate;
import org.othellodb.format.GameDates;
import org.othellodb.format.StructuralException;

/** The 16-byte header shared by .wtb, .JOU and .TRN files. */
public record WthorHeader(LocalDate created, long gameCount, int nameCount, int gamesYear,
                          int boardSize, int gameType, int depth) {

    /**
     * The header of {@code file} and the file's size, read before its content: a file whose size does not
     * match what its header announces is refused without reading it (a 2 GB file, a header claiming 10⁹ games).
     */
    public static WthorHeader read(Path file) {
        try (java.io.InputStream in = java.nio.file.Files.newInputStream(file)) {
            return parse(file, in.readNBytes(HEADER_SIZE));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public static WthorHeader parse(Path file, byte[] bytes) {
        if (bytes.length < HEADER_SIZE) {
            throw new StructuralException(file, "truncated",
                    "truncated: " + bytes.length + " bytes, shorter than the 16-byte WTHOR header");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int century = b.get(H_CENTURY) & 0xFF;
        int year = b.get(H_YEAR_IN_CENTURY) & 0xFF;
        int month = b.get(H_MONTH) & 0xFF;
        int day = b.get(H_DAY) & 0xFF;
        LocalDate created;
        try {
            int fullYear = century * 100 + year;
            if (year > 99 || fullYear < GameDates.FIRST_YEAR || fullYear > GameDates.LAST_YEAR) {
                throw new DateTimeException("century " + century + ", year " + year);
            }
            created = LocalDate.of(century * 100 + year, month, day);
        } catch (DateTimeException e) {
            throw new StructuralException(file, "bad_header",
                    "bad header: creation date " + century + "/" + year + "/" + month + "/" + day + " is not a date in "
                            + GameDates.FIRST_YEAR + "–" + GameDates.LAST_YEAR);
        }
        return new WthorHeader(created, b.getInt(H_GAME_COUNT) & 0xFFFFFFFFL, b.getShort(H_NAME_COUNT) & 0xFFFF,
                b.getShort(H_GAMES_YEAR) & 0xFFFF, b.get(H_BOARD_SIZE) & 0xFF, b.get(H_GAME_TYPE) & 0xFF,
                b.get(H_DEPTH) & 0xFF);
    }

    /** Refuses headers of files that do not hold standard 8×8 games of a year from 1900 to 2100. */
    void requireStandardGames(Path file) {
        if (boardSize != 8 && boardSize != 0) {
            throw new StructuralException(file, "board_size",
                    "board size " + boardSize + " (only 8×8 games are supported)");
        }
        if (gameType != 0) {
            throw new StructuralException(file, "solitaire",
                    "a solitaire file (game type " + gameType + "), not a file of games");
        }
        if (gamesYear < GameDates.FIRST_YEAR || gamesYear > GameDates.LAST_YEAR) {
            throw new StructuralException(file, "bad_header", "bad header: the games' year " + gamesYear + " is outside "
                    + GameDates.FIRST_YEAR + "–" + GameDates.LAST_YEAR);
        }
        if (depth > 60) {
            throw new StructuralException(file, "bad_header", "bad header: theoretical depth " + depth + " is over 60");
        }
    }
}
