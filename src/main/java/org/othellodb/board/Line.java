package org.othellodb.board;

import java.util.Arrays;

/**
 * A replayed game: the moves as played with every pass made explicit, and the position before each
 * move ({@code positions[i]} is the position in which {@code moves[i]} was played; the last entry is
 * the final position).
 */
@SuppressWarnings("ArrayRecordComponent") // the record owns its arrays: hot paths, never copied
public record Line(int[] moves, Position[] positions, boolean complete) {

    public Position finalPosition() {
        return positions[positions.length - 1];
    }

    /** The squares played, passes left out: what WTHOR and most transcripts store. */
    public int[] boardMoves() {
        int n = 0;
        for (int m : moves) {
            if (m != Square.PASS) {
                n++;
            }
        }
        int[] out = new int[n];
        int i = 0;
        for (int m : moves) {
            if (m != Square.PASS) {
                out[i++] = m;
            }
        }
        return out;
    }

    /** False for a line that starts at a board the user typed rather than at the start position. */
    public boolean fromStart() {
        return positions[0].equals(Position.START);
    }

    /** The line as the user typed it: its moves, or the board it starts at (and the moves after it). */
    public String typed() {
        if (fromStart()) {
            return transcript();
        }
        return "board " + BoardText.format(positions[0]) + (moves.length == 0 ? "" : " then " + transcript());
    }

    public int boardMoveCount() {
        return finalPosition().movesPlayed();
    }

    public FinalScore finalScore() {
        return FinalScore.of(finalPosition());
    }

    public String transcript() {
        return Transcript.format(moves);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Line other && complete == other.complete && Arrays.equals(moves, other.moves)
                && Arrays.equals(positions, other.positions);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves) * 31 + Boolean.hashCode(complete);
    }

    @Override
    public String toString() {
        return "Line[" + transcript() + (complete ? "" : ", stopped early") + "]";
    }
}
