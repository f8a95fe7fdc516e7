package org.othellodb.engine;

import java.util.List;
import org.othellodb.board.Line;

/** Moves known in the opening for the position at the end of a line from the start, best first; empty when unknown. */
public interface OpeningSource {

    List<Hint> moves(Line line);
}
