package org.othellodb.cli;

import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import picocli.CommandLine.Mixin;

/**
 * A report on the position some moves lead to ({@code tree}, {@code transpositions}, {@code report}):
 * the moves are replayed and the options checked before the database is opened, so that a typo
 * costs nothing.
 */
abstract class PositionReportCommand extends ReportCommand {

    @Mixin
    MinGamesOption minGames;

    @Mixin
    NamesOption names;

    /** The position MOVES lead to. */
    Line line;

    /** The moves as typed (several arguments joined). */
    abstract String moves();

    /** Refuses the command's other options; most have none to check. */
    void checkOptions() {
    }

    @Override
    final void checkArguments() {
        minGames.check();
        checkOptions();
        line = Replay.of(moves());
    }
}
