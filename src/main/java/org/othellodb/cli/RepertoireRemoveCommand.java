package org.othellodb.cli;

import org.othellodb.board.Line;
import org.othellodb.store.Database;
import org.othellodb.study.OwnRepertoire;
import org.othellodb.study.Repertoires;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "remove")
final class RepertoireRemoveCommand extends StudyCommand {

    @Mixin
    RepertoireLine line;

    @Override
    public Integer call() {
        Line moves = line.line(); // refused before the database is opened
        try (Database db = openForWriting()) {
            Repertoires.Changed<OwnRepertoire.Change> done = new Repertoires(db).change(line.name(), r -> r.remove(moves));
            Repertoires.Stored after = done.after();
            OwnRepertoire.Change change = done.result();
            printChange("remove", after, change.added(), change.dropped(), null, null, "Repertoire '" + after.row().name() + "': "
                    + Text.count(change.dropped(), "move") + " taken out; " + size(after));
        }
        return Main.EXIT_OK;
    }
}
