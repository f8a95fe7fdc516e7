package org.othellodb.cli;

import org.othellodb.store.Database;
import org.othellodb.store.Players;

/**
 * A report on the player NAME names ({@code player NAME}, {@code repertoire NAME}): the filters are
 * all but --player and --player-like (NAME says who), and NAME is resolved before the filters, so
 * that a name several players match is reported as NAME.
 */
abstract class PlayerReportCommand extends ReportCommand {

    /** What NAME's help says; each command declares NAME itself, as repertoire's is optional (its sub-commands have none). */
    static final String NAME_HELP = "The player (any order of the words, any case, part of the name).";

    /** The player, as typed. */
    String name;

    PlayerReportCommand() {
        super(new FilterOptions());
    }

    @Override
    final Opened open() {
        filters.filterFor(name);
        Database db = Database.openExisting(database.path());
        try {
            Players.Resolved who = Players.of(db).resolve(db, "NAME", name, false);
            return new Opened(db, filters.filterFor(name).resolved(db), who);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }
}
