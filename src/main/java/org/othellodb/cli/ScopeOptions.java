package org.othellodb.cli;

import java.util.ArrayList;
import java.util.List;
import org.othellodb.board.Line;
import org.othellodb.board.Openings;
import org.othellodb.board.Replay;
import org.othellodb.board.Transcript;
import org.othellodb.store.Database;
import org.othellodb.query.GameFilter;
import org.othellodb.tree.GameSearch;
import org.othellodb.tree.TreeQuery;
import picocli.CommandLine.Option;

/** {@code --position} and {@code --prefix}: games picked by a position they reached or the moves they began with. */
final class ScopeOptions {

    @Option(names = "--position", paramLabel = "MOVES",
            description = "Games that reached the position after MOVES, by any move order, in any orientation.")
    String position;

    @Option(names = "--prefix", paramLabel = "MOVES",
            description = "Games whose first moves are MOVES (compared once both are turned to start with f5).")
    String prefix;

    boolean isSet() {
        return position != null || prefix != null;
    }

    /** {@code filter} limited to the games these options pick (unchanged when neither is given). */
    GameFilter apply(Database db, GameFilter filter) {
        GameFilter out = filter;
        if (position != null) {
            FilterOptions.checkLength("--position", position);
            List<Long> ids = new TreeQuery(db).gameIds(Replay.of(position), filter);
            out = out.within(new GameFilter.Scope("position after " + Replay.of(position).typed(), ids));
        }
        if (prefix != null) {
            FilterOptions.checkLength("--prefix", prefix);
            int[] f5Prefix = Openings.normalise(prefixLine().boardMoves());
            out = out.within(new GameFilter.Scope("starting " + Transcript.format(f5Prefix), new ArrayList<>(GameSearch.startingWith(db, filter, f5Prefix))));
        }
        return out;
    }

    /** {@code filter} described with these options, for {@code games}, which pages a position's games itself. */
    GameFilter described(GameFilter filter) {
        return GameSearch.described(filter, position == null ? null : Replay.of(position), prefix == null ? null : prefixLine());
    }

    /** The moves --prefix names: moves only, as a board says nothing of the order games played to it. */
    Line prefixLine() {
        Line line = Replay.of(prefix);
        if (!line.fromStart()) {
            throw new org.othellodb.error.BadInputException("--prefix takes moves, not a board: games start with moves");
        }
        return line;
    }
}
