package org.othellodb.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The perfect-play score of a position ({@code othello-db solve}): the side to move's score and
 * black's, the best move and a line of perfect play, with every legal move's score when asked
 * ({@code movesScored}, absent otherwise), and the search's size and time.
 */
public record SolveReport(String moves, int empties, String toMove, int score, int blackDiscDiff, int blackDiscs,
                          String bestMove, List<String> line,
                          @JsonInclude(JsonInclude.Include.NON_NULL) List<ScoredMove> movesScored, long nodes, long millis) {

    /** A legal move and its exact score for the side to move. */
    public record ScoredMove(String move, int score) {
    }
}
