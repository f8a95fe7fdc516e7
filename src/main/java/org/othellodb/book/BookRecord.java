package org.othellodb.book;

import java.util.List;
import org.othellodb.board.Color;

/**
 * One position of a book, with every field the two engines' files can carry. Boards are stored as
 * the engines store them (normally the canonical image); moves of {@code links} and {@code leaf}
 * are in that stored orientation.
 *
 * @param wins    games won by the side to move through this position (Edax only; 0 elsewhere)
 * @param lines   book lines below the position (paths through book moves to a position without book moves)
 * @param value   the position's value for the side to move, in discs
 * @param lower   lower bound of the value (Edax)
 * @param upper   upper bound of the value (Edax)
 * @param level   search level the value claims (Edax: 0..60; Egaroucid: −1 undefined)
 * @param links   book moves: moves whose resulting position is itself a record, scored −(child's value)
 * @param leaf    the best move that is not a link, {@link Link#NONE} when there is none
 * @param toMove  the colour to move, when known (a file does not say it; readers guess it from the disc count)
 */
public record BookRecord(long player, long opponent, int wins, int draws, int losses, long lines, int value,
                         int lower, int upper, int level, List<Link> links, Link leaf, Color toMove) {

    public BookRecord {
        links = links instanceof RecordColumns.LinkRow ? links : List.copyOf(links); // a row of a finished graph: immutable
    }

    public BoardKey key() {
        return new BoardKey(player, opponent);
    }

    public int empties() {
        return 64 - Long.bitCount(player | opponent);
    }

    /** Moves played to reach the position (discs on the board − 4): its depth in the book. */
    public int depth() {
        return 60 - empties();
    }

    public int games() {
        return wins + draws + losses;
    }

    /** The colour to move as the parity of the disc count suggests (right unless a pass happened). */
    public static Color colourByParity(long player, long opponent) {
        return (64 - Long.bitCount(player | opponent)) % 2 == 0 ? Color.BLACK : Color.WHITE;
    }
}
