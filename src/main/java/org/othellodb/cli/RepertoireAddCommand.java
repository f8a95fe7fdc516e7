package org.othellodb.cli;

import org.othellodb.board.Line;
import org.othellodb.store.Database;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "add")
final class RepertoireAddCommand extends StudyCommand {

    @Mixin
    RepertoireLine line;

    @Option(names = "--replace", description = "Where the line plays another move than the repertoire's for your colour, take the line's.")
    boolean replace;

    @Override
    public Integer call() {
        Line moves = line.line(); // refused before the database is opened
        try (Database db = openForWriting()) {
            Repertoires.Changed<OwnRepertoire.Change> done = new Repertoires(db).change(line.name(), r -> r.add(moves, replace));
            Repertoires.Stored after = done.after();
            OwnRepertoire.Change change = done.result();
            printChange("add", after, change.added(), change.dropped(), null, null, "Repertoire '" + after.row().name() + "': "
                    + Text.count(change.added(), "move") + " added" + (change.dropped() == 0 ? "" : ", "
                    + Text.count(change.dropped(), "move") + " dropped") + "; " + size(after));
        }
        return Main.EXIT_OK;
    }
}
