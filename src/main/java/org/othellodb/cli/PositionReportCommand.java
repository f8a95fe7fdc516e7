package org.othellodb.cli;

import org.othellodb.board.Line;
import org.othellodb.board.Replay;
import picocli.CommandLine.Mixin;

/**
 * A report on the position MOVES lead to ({@code tree}, {@code transpositions}): the moves are
 * replayed and --min-games checked before the database is opened, so that a typo costs nothing.
 */
abstract class PositionReportCommand extends ReportCommand {

    @Mixin
    MinGamesOption minGames;

    @Mixin
    NamesOption names;

    /** The position MOVES lead to. */
    Line line;

    /** MOVES as typed (several arguments joined). */
    abstract String moves();

    @Override
    final void checkArguments() {
        minGames.check();
        line = Replay.of(moves());
    }
}
